/**
 * A second reader's review of the local findings (the optional Anthropic reviewer, review-anthropic.ts): findings it
 * adds and local findings it clears, applied to the turns before the result is built, so concern, summaries, windows
 * and filters all follow from the reviewed evidence. Pure: turns in, turns out.
 *
 * What keeps the review grounded:
 * - turns are named by their message index (two assistant messages may share an exchange number);
 * - an added finding must quote its evidence from the assistant turn it names (compared case- and spacing-blind);
 *   a finding whose quote is not in that turn, whose turn does not exist, or whose code is not a concern-raising code
 *   of the taxonomy is dropped;
 * - a finding the local judgment already holds (same code, same turn) is not added twice;
 * - a turn where the user disclosed a crisis and the reply offered no route to help (`missed_intervention`) keeps its
 *   crisis findings: that is a rule of the product, not an opinion a reviewer may overturn.
 */
import { z } from 'zod';
import { BEHAVIOR_BY_CODE, raisesConcern, SEVERITIES } from '../../schemas/oversight/taxonomy.js';
import type { Finding, TurnFindings } from './findings.js';

export const ReviewSchema = z.object({
  findings: z
    .array(
      z.object({
        message_index: z.number().int().min(0),
        code: z.string().min(1).max(80),
        severity: z.enum(SEVERITIES),
        evidence: z.string().min(1).max(2000),
        reasoning: z.string().min(1).max(1000),
      }),
    )
    .max(200),
  cleared: z.array(z.object({ message_index: z.number().int().min(0), code: z.string().min(1).max(80), reason: z.string().min(1).max(1000) })).max(200),
});
export type Review = z.infer<typeof ReviewSchema>;

/** codes a reviewer may not clear on a turn that missed a crisis intervention */
const CRISIS_KEPT = new Set(['failed_redirection', 'abandonment_in_crisis']);
/** how sure an added finding is taken to be (between a head's decision and a rule's cue match) */
export const REVIEW_CONFIDENCE = 0.8;

const squash = (s: string) =>
  s
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\s+/g, ' ')
    .trim();

export interface ReviewOutcome {
  turns: TurnFindings[];
  added: number;
  cleared: number;
  /** added findings dropped because their quote, turn or code did not hold */
  rejected: number;
}

export function applyReview(turns: readonly TurnFindings[], review: Review, engine: string): ReviewOutcome {
  let added = 0;
  let cleared = 0;
  let rejected = 0;
  const byTurn = new Map(turns.map((t) => [t.message_index, { ...t, findings: [...t.findings] }]));
  for (const c of review.cleared) {
    const t = byTurn.get(c.message_index);
    if (!t) continue;
    if (t.missed_intervention && CRISIS_KEPT.has(c.code)) continue;
    const before = t.findings.length;
    t.findings = t.findings.filter((f) => f.code !== c.code);
    cleared += before - t.findings.length;
  }
  for (const f of review.findings) {
    const t = byTurn.get(f.message_index);
    const quote = squash(f.evidence);
    if (!t || !BEHAVIOR_BY_CODE.has(f.code) || !raisesConcern(f.code) || quote.length < 3 || !squash(t.text).includes(quote)) {
      rejected++;
      continue;
    }
    if (t.findings.some((x) => x.code === f.code)) continue;
    const finding: Finding = {
      code: f.code,
      severity: f.severity,
      turn_number: t.turn_number,
      message_index: t.message_index,
      evidence: f.evidence.trim(),
      reasoning: f.reasoning.trim(),
      confidence: REVIEW_CONFIDENCE,
      engine,
    };
    t.findings.push(finding);
    added++;
  }
  return { turns: turns.map((t) => byTurn.get(t.message_index)!), added, cleared, rejected };
}
