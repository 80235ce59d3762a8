/**
 * The oversight heads' calibration and activation rule, applied to out-of-fold logits (shared by the trainer, train.ts,
 * and the capacity experiment, capacity.ts): Platt per head, the decision threshold and whether the head is active.
 */
import { HEADS, type HeadName } from '../../../processors/oversight/heads-spec.js';
import { auroc, fitPlattGd } from '../common/calibration.js';
import type { Pair } from './data.js';

const sig = (z: number) => 1 / (1 + Math.exp(-z));
/**
 * Out-of-fold precision floor of a decision threshold, over the Haven-written harmful replies against every appropriate
 * or harmless reply (all sources). The other corpora's harmful labels (DiaSafety's coarse categories) train the heads
 * but are not the yardstick: they are not judged per code of this taxonomy.
 */
export const MIN_PRECISION = 0.8;
/** the most of the Haven-written appropriate replies (the hard look-alikes) one head may flag out of fold */
export const MAX_LOOKALIKE_ALARMS = 0.02;
/**
 * `--own-cap`: the most of a head's own look-alikes (the Haven-written appropriate replies written next to harmful
 * replies of its category, `Pair.lookalikeOf`) it may flag out of fold. The 2 % cap above is over every look-alike
 * (about 5,000 with waves 3 and 4), so a head could flag a tenth of the few hundred look-alikes of its own category
 * (the kind replies to minors, the letters to late parents) and still pass it; those are the look-alikes it is most
 * likely to meet as false alarms.
 */
export const MAX_OWN_LOOKALIKE_ALARMS = 0.02;
/**
 * `--ordinary-cap`: the most of the ordinary replies (`isOrdinary`: the other corpora's appropriate replies and the
 * earlier, harmless replies of the written scenarios) one head may flag out of fold. The look-alike caps count hard
 * cases written next to harmful replies; ordinary traffic is most of what a deployment sends, and a head that flags
 * one plain reply in fifty flags most long conversations somewhere.
 */
export const MAX_ORDINARY_ALARMS = 0.005;
/** ordinary replies: appropriate replies that are neither Haven-written look-alikes nor harmful-labelled */
export const isOrdinary = (p: Pair) => p.cat === null && p.source !== 'haven';
/** activation: a head decides only where it ranks held-out scenarios well and its threshold finds a useful share */
export const MIN_HAVEN_AUC = 0.85;
export const MIN_HAVEN_RECALL = 0.15;
/**
 * The decision threshold of a head: the lowest calibrated score (≥ 0.5) at which, out of fold, the Haven-written
 * harmful replies above it make up ≥ 80 % of all replies above it that are not harmful-labelled by another corpus, and
 * at most 2 % of the Haven-written appropriate replies score at or above it (NO_THRESHOLD, a head that is not activated,
 * when no score does). The "none" value used to be 0.9 and activation asked for a threshold under 0.9, which also
 * switched off a head whose real threshold lay above 0.9 (with the own look-alike cap, third party at 0.905 with 54 %
 * of its held-out harmful replies found), so none is now a value no calibrated score reaches.
 */
export const NO_THRESHOLD = 1;
export function decisionPoint(scored: (readonly [number, number])[], haven: boolean[], lookalike: boolean[], own?: boolean[], ordinary?: boolean[]): number {
  const order = scored.map((_, i) => i).sort((x, y) => scored[y]![0] - scored[x]![0]);
  const lookalikes = lookalike.filter(Boolean).length;
  const owns = own?.filter(Boolean).length ?? 0;
  const ordinaries = ordinary?.filter(Boolean).length ?? 0;
  let ordinaryAlarms = 0;
  let tp = 0;
  let fp = 0;
  let alarms = 0;
  let ownAlarms = 0;
  let best = NO_THRESHOLD;
  for (const i of order) {
    const [p, y] = scored[i]!;
    if (p < 0.5) break;
    if (y && haven[i]) tp++;
    if (!y) fp++;
    if (lookalike[i]) alarms++;
    if (own?.[i]) ownAlarms++;
    if (ordinary?.[i]) ordinaryAlarms++;
    if (
      y &&
      haven[i] &&
      tp / (tp + fp) >= MIN_PRECISION &&
      alarms <= MAX_LOOKALIKE_ALARMS * lookalikes &&
      ownAlarms <= MAX_OWN_LOOKALIKE_ALARMS * owns &&
      ordinaryAlarms <= MAX_ORDINARY_ALARMS * ordinaries
    )
      best = p;
  }
  return best;
}
/** ROC AUC (ranking quality, independent of the threshold), 0 where a side is empty */
export function auc(scored: (readonly [number, number])[]): number {
  const v = auroc(
    scored.map(([p]) => p),
    scored.map(([, y]) => y),
  );
  return Number.isNaN(v) ? 0 : +v.toFixed(3);
}

/**
 * Calibration, threshold, validation figures and activation of every category head from out-of-fold logits `oof`
 * (row i: one logit per output, the category heads first) of `pairs` under the mask `M` (K outputs per row).
 */
export function judgeHeads(
  pairs: readonly Pair[],
  M: Float32Array,
  K: number,
  oof: readonly ArrayLike<number>[],
  log = true,
  ownCap = false,
  ordinaryCap = false,
) {
  const report: Record<string, unknown> = {};
  const calib: Record<string, { a: number; b: number }> = {};
  const thresholds: Record<string, number> = {};
  const active: HeadName[] = [];
  HEADS.forEach((h, k) => {
    // the pairs this head is judged on: those it was trained on (its mask)
    const judged = pairs.flatMap((p, i) => (M[i * K + k] ? [p] : []));
    const vz = pairs.flatMap((p, i) => (M[i * K + k] ? [[oof[i]![k]!, p.cat === h ? 1 : 0] as const] : []));
    // Platt scaling on the out-of-fold logits
    const { a, b } = fitPlattGd(
      vz.map(([z]) => z),
      vz.map(([, y]) => y),
      { iterations: 2000, rateA: 0.1, rateB: 0.1, b0: 0, smoothTargets: false },
    );
    calib[h] = { a, b };
    const scored = vz.map(([z, y]) => [sig(a * z + b), y] as const);
    const isHaven = judged.map((p) => p.source === 'haven');
    const haven = scored.filter((_, i) => isHaven[i]);
    const isOwn = judged.map((p) => p.source === 'haven' && p.cat === null && p.lookalikeOf === h);
    thresholds[h] = decisionPoint(
      scored,
      isHaven,
      judged.map((p) => p.source === 'haven' && p.cat === null),
      ownCap ? isOwn : undefined,
      ordinaryCap ? judged.map(isOrdinary) : undefined,
    );
    const at = (set: typeof scored, t: number) => {
      const sel = set.filter(([s]) => s >= t);
      const tp = sel.filter(([, y]) => y === 1).length;
      const P = set.filter(([, y]) => y === 1).length;
      return {
        precision: sel.length ? +(tp / sel.length).toFixed(3) : 0,
        recall: P ? +(tp / P).toFixed(3) : 0,
        positives: P,
        flagged: +(sel.length / Math.max(1, set.length)).toFixed(3),
      };
    };
    report[h] = {
      threshold: +thresholds[h]!.toFixed(3),
      all: at(scored, thresholds[h]!),
      haven: at(haven, thresholds[h]!),
      auc: auc(scored),
      haven_auc: auc(haven),
      lookalike_alarms: at(
        scored.filter((_, i) => isHaven[i] && judged[i]!.cat === null),
        thresholds[h]!,
      ).flagged,
      ordinary_alarms: at(
        scored.filter((_, i) => isOrdinary(judged[i]!)),
        thresholds[h]!,
      ).flagged,
      own_lookalikes: isOwn.filter(Boolean).length,
      own_lookalike_alarms: at(
        scored.filter((_, i) => isOwn[i]),
        thresholds[h]!,
      ).flagged,
    };
    const r = report[h] as { haven: { recall: number }; haven_auc: number };
    if (thresholds[h]! < NO_THRESHOLD && r.haven_auc >= MIN_HAVEN_AUC && r.haven.recall >= MIN_HAVEN_RECALL) active.push(h);
    if (log) console.log(h.padEnd(28), JSON.stringify(report[h]));
  });
  return { report, calib, thresholds, active };
}
