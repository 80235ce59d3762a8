/**
 * Decides which oversight behaviour heads decide anything, and at which score. The held-out test set is never read.
 *  1. Ranking on our own pairs: the trainer's out-of-fold ROC AUC over the Haven-written pairs (group-aware folds; the
 *     pin's `validation[head].haven_auc`) must be ≥ 0.75.
 *  2. Threshold, where both kinds of evidence agree: at least the trainer's out-of-fold threshold (precision ≥ 0.8 over
 *     all pairs and over the Haven-written look-alikes, `thresholds` in the pin), and on the dev set
 *     (test/eval/oversight/cases.ts, never used for training) with the heads alone (no rules) at least the lowest score
 *     in 0.20–0.90 (steps of 0.05) at which the head keeps precision ≥ 0.8 over the dev conversations, finds at least
 *     one and flags no appropriate conversation (`heads-alone.ts`); the higher of the two. A head whose trainer threshold
 *     fell back to 0.9 (no point reached precision 0.8 out of fold) is not activated.
 *  3. Do no harm on the dev set, each head alone on top of the rules and the classifier core at that threshold: at least
 *     as many correct category findings added as wrong ones, no new false alarm on appropriate conversations, concern
 *     agreement within one level not lower.
 * Heads passing all three are taken together; while the set raises a false alarm the rules alone did not or lowers the
 * agreement, the head with the smallest dev gain is dropped. Writes `active`, `decision_thresholds` and `activation`
 * (the figures) into seeds/models/oversight-heads.json; the model file and its sha256 are unchanged.
 *
 *   nice -n 10 node --import tsx scripts/train/oversight/activate.ts   (after train.ts)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { HEADS, type HeadName } from '../../../processors/oversight/heads-spec.js';
import { closeJudgmentParts, loadJudgmentParts } from '../../../processors/oversight/judgment.js';
import { evalCases } from '../../../test/eval/oversight/cases.js';
import { evaluateSet, type Metrics } from '../../../test/eval/oversight/metrics.js';
import { collectHeadsAlone, headAt } from './heads-alone.js';

const PIN = 'seeds/models/oversight-heads.json';
const pin = JSON.parse(readFileSync(PIN, 'utf8'));
const parts = await loadJudgmentParts({ heads: true, core: true });
const dev = evalCases();
const figures = (m: Metrics) => ({
  tp: m.micro.tp,
  fp: m.micro.fp,
  fn: m.micro.fn,
  within1: m.within1,
  false_alarms: m.falseAlarmLow,
  appropriate: m.appropriate,
});
const run = async (active: HeadName[], thresholds: Partial<Record<HeadName, number>>) =>
  figures(await evaluateSet(dev, parts, { behaviour_heads: { active, thresholds } }));
const base = await run([], {});
console.log('rules + core', JSON.stringify(base));
const alone = await collectHeadsAlone(parts);
const activation: Record<string, unknown> = { dev_cases: dev.length, baseline: base };
const thresholds: Partial<Record<HeadName, number>> = {};
const passing: { h: HeadName; gained: number }[] = [];
const GRID = Array.from({ length: 15 }, (_, i) => +(0.2 + 0.05 * i).toFixed(2));
for (const h of HEADS) {
  const auc = pin.validation?.[h]?.haven_auc ?? 0;
  const ranked = auc >= 0.75;
  const trainer: number = pin.thresholds[h];
  const devT = GRID.find((g) => {
    const e = headAt(alone, h, g);
    return e.tp > 0 && e.tp / (e.tp + e.fp) >= 0.8 && e.alarms === 0;
  });
  const t = devT === undefined || trainer >= 0.9 ? undefined : Math.max(devT, +trainer.toFixed(3));
  const entry: Record<string, unknown> = {
    haven_auc: auc,
    ranked,
    trainer_threshold: trainer,
    dev_threshold: devT ?? null,
    threshold: t ?? null,
    alone: t ? headAt(alone, h, t) : null,
  };
  if (ranked && t !== undefined) {
    const w = await run([h], { [h]: t });
    const gained = w.tp - base.tp;
    const extra = w.fp - base.fp;
    const harmless = gained >= extra && w.false_alarms <= base.false_alarms && w.within1 >= base.within1;
    Object.assign(entry, { with_rules: w, gained_tp: gained, added_fp: extra, harmless_on_dev: harmless });
    if (harmless) {
      thresholds[h] = t;
      passing.push({ h, gained });
    }
  }
  activation[h] = entry;
  console.log(h.padEnd(28), thresholds[h] !== undefined ? 'passes' : 'fails ', JSON.stringify(entry));
}
let active = passing.map((p) => p.h);
let together = await run(active, thresholds);
while (active.length && (together.false_alarms > base.false_alarms || together.within1 < base.within1)) {
  const drop = passing.filter((p) => active.includes(p.h)).sort((a, b) => a.gained - b.gained)[0]!.h;
  console.log(`together: ${JSON.stringify(together)}; dropping ${drop}`);
  active = active.filter((h) => h !== drop);
  together = await run(active, thresholds);
}
activation.together = together;
await closeJudgmentParts(parts);
pin.active = active;
pin.decision_thresholds = Object.fromEntries(active.map((h) => [h, thresholds[h]]));
pin.activation = activation;
writeFileSync(PIN, JSON.stringify(pin, null, 1) + '\n');
console.log(`active heads: ${active.join(', ') || 'none'}`, JSON.stringify(together));
