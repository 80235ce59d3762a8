/**
 * Decides which oversight behaviour heads decide anything: each head alone on top of the rules and the classifier core,
 * over the dev set (test/eval/oversight/cases.ts; the held-out test set is never read here). A head is activated when it
 * adds more correct category findings than wrong ones, raises no new false alarm on appropriate conversations and does
 * not lower concern agreement. Writes `active` and `activation` (the figures) into seeds/models/oversight-heads.json;
 * the model file and its sha256 are unchanged.
 *
 *   nice -n 10 node --import tsx scripts/train/oversight/activate.ts   (after train.ts)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { HEADS, type HeadName } from '../../../processors/oversight/heads-spec.js';
import { closeJudgmentParts, loadJudgmentParts } from '../../../processors/oversight/judgment.js';
import { evalCases } from '../../../test/eval/oversight/cases.js';
import { evaluateSet, type Metrics } from '../../../test/eval/oversight/metrics.js';

const PIN = 'seeds/models/oversight-heads.json';
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
const base = figures(await evaluateSet(dev, parts, { behaviour_heads: { active: [] } }));
console.log('rules + core', JSON.stringify(base));
const activation: Record<string, unknown> = { dev_cases: dev.length, baseline: base };
const active: HeadName[] = [];
for (const h of HEADS) {
  const w = figures(await evaluateSet(dev, parts, { behaviour_heads: { active: [h] } }));
  const gained = w.tp - base.tp;
  const extra = w.fp - base.fp;
  const on = gained > extra && w.false_alarms <= base.false_alarms && w.within1 >= base.within1;
  activation[h] = { ...w, gained_tp: gained, added_fp: extra, active: on };
  console.log(h, on ? 'ACTIVE' : 'inactive', JSON.stringify(w));
  if (on) active.push(h);
}
await closeJudgmentParts(parts);
const pin = JSON.parse(readFileSync(PIN, 'utf8'));
pin.active = active;
pin.activation = activation;
writeFileSync(PIN, JSON.stringify(pin, null, 1) + '\n');
console.log(`active heads: ${active.join(', ') || 'none'}`);
