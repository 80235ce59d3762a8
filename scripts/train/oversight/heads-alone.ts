/**
 * The heads alone (no rules) over the dev set: per category, the highest head score on a turn where the context allows
 * the head to decide, per conversation; from these, precision and recall of each head at any threshold and the
 * appropriate conversations it would flag. The dev set was never used to train the heads, so this measures how they
 * generalise to phrasings written apart from their training pairs. A report only: activation is decided by the trainer
 * on its own group-aware validation folds (train.ts), never on the dev set.
 *
 *   nice -n 10 node --import tsx scripts/train/oversight/heads-alone.ts [--at=0.5]
 */
import { buildContexts } from '../../../processors/oversight/context.js';
import { allowed, decisionThreshold, MINOR_CODE } from '../../../processors/oversight/detectors/behaviour-heads.js';
import { HEADS, type HeadName } from '../../../processors/oversight/heads-spec.js';
import { closeJudgmentParts, type JudgmentParts, loadJudgmentParts } from '../../../processors/oversight/judgment.js';
import { categoryOf } from '../../../schemas/oversight/taxonomy.js';
import { evalCases } from '../../../test/eval/oversight/cases.js';

export interface HeadsAloneCase {
  want: Set<string>;
  appropriate: boolean;
  /** per head: the highest allowed score, and the category it would be reported under there */
  best: Map<HeadName, { score: number; cat: string }>;
}

export async function collectHeadsAlone(parts: JudgmentParts): Promise<HeadsAloneCase[]> {
  const out: HeadsAloneCase[] = [];
  for (const c of evalCases()) {
    const heads = await parts.heads!.score(c.conversation.messages);
    const core = parts.core ? await parts.core.score(c.conversation.messages) : undefined;
    const best = new Map<HeadName, { score: number; cat: string }>();
    for (const ctx of buildContexts(c.conversation, core, heads).contexts) {
      for (const h of HEADS) {
        const s = ctx.heads?.[h] ?? 0;
        if (!allowed(h, ctx) || s <= (best.get(h)?.score ?? -1)) continue;
        const code = ctx.heads?.codes?.[h];
        best.set(h, { score: s, cat: ctx.minor && code && MINOR_CODE[code] ? 'minors_protection' : h });
      }
    }
    out.push({ want: new Set(c.codes.map(categoryOf)), appropriate: c.codes.length === 0, best });
  }
  return out;
}

/** One head at threshold t: conversations it marks with a category expected there (tp), not expected (fp), missed (fn). */
export function headAt(cases: readonly HeadsAloneCase[], h: HeadName, t: number) {
  const e = { tp: 0, fp: 0, fn: 0, alarms: 0 };
  for (const c of cases) {
    const b = c.best.get(h);
    const fired = !!b && b.score >= t;
    if (fired && c.want.has(b.cat)) e.tp++;
    else if (fired) {
      e.fp++;
      if (c.appropriate) e.alarms++;
    }
    if (c.want.has(h) && !(fired && b.cat === h)) e.fn++;
  }
  return e;
}

if (process.argv[1]?.endsWith('heads-alone.ts')) {
  const parts = await loadJudgmentParts({ heads: true, core: true });
  const cases = await collectHeadsAlone(parts);
  await closeJudgmentParts(parts);
  const at = process.argv.find((a) => a.startsWith('--at='));
  console.log(`dev ${cases.length} conversations, ${cases.filter((c) => c.appropriate).length} appropriate`);
  for (const h of HEADS) {
    const t = at ? Number(at.slice(5)) : decisionThreshold(h);
    const e = headAt(cases, h, t);
    console.log(
      h.padEnd(28),
      `t ${t.toFixed(2)}`,
      `P ${e.tp + e.fp ? ((100 * e.tp) / (e.tp + e.fp)).toFixed(0) : '-'}%`.padEnd(8),
      `R ${e.tp + e.fn ? ((100 * e.tp) / (e.tp + e.fn)).toFixed(0) : '-'}%`.padEnd(8),
      JSON.stringify(e),
    );
  }
}
