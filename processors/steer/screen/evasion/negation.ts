/**
 * Negation tricks: stating a forbidden fact while denying it ("I can't tell you that the password is swordfish",
 * "it's definitely not swordfish", "I would never say X"). A violation when the negated sentence carries forbidden
 * content; otherwise suspicious when it asserts something behind a denial.
 */
import { lexiconGroups } from '../../lexicon.js';
import type { EvasionHit } from '../../types.js';
import { type EvasionDetector, forbiddenEvidence, within } from './detector.js';

/** The phrase lists live in seeds/lexicons/en/evasion-negation.json (issue 9); the structure around them stays here. */
const phrases = lexiconGroups('en', 'evasion-negation');

export const TRICK = new RegExp(String.raw`\b(?:${phrases('trick')})`, 'iu');

/** A denial of saying something: "I definitely can't tell you", "I'm not allowed to confirm", "we won't say". */
export const DENIAL = new RegExp(phrases('denial'), 'iu');

export const negation: EvasionDetector = {
  name: 'negation',
  detect(ctx, findings) {
    const hits: EvasionHit[] = [];
    const forbidden = forbiddenEvidence(ctx, findings);
    for (const s of ctx.sentences) {
      const span = { start: s.start, end: s.end };
      const tied = forbidden.filter((f) => within(f, span));
      const m = TRICK.exec(s.text) ?? (tied.length ? DENIAL.exec(s.text) : null);
      if (!m) continue;
      hits.push({
        pattern: 'negation',
        span,
        severity: tied.length ? 'violation' : 'suspicious',
        detail: tied.length ? `Forbidden content stated behind a denial ("${m[0].trim()}").` : `Denial that asserts something ("${m[0].trim()}").`,
        ...(tied.length ? { rule_ids: [...new Set(tied.map((t) => t.rule_id))] } : {}),
      });
    }
    return hits;
  },
};
