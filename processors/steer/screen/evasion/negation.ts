/**
 * Negation tricks: stating a forbidden fact while denying it ("I can't tell you that the password is swordfish",
 * "it's definitely not swordfish", "I would never say X"). A violation when the negated sentence carries forbidden
 * content; otherwise suspicious when it asserts something behind a denial.
 */
import type { EvasionHit } from '../../types.js';
import { forbiddenEvidence, within, type EvasionDetector } from './detector.js';

const TRICK =
  /\b(?:i (?:can(?:'t|not)|won'?t|will not|am not (?:allowed|able|going|supposed) to|'m not (?:allowed|able|going|supposed) to|must not|shouldn'?t|would never|'d never|could never) (?:tell|say|reveal|share|disclose|mention|confirm|admit|spell out)(?: to)?(?: you)?(?: that)?\s+(?:the |it |my |our |this )?[\p{L}\s]{0,30}?\b(?:is|was|are|starts|begins|ends|rhymes|contains|sounds)\b|(?:it'?s|it is|that'?s|that is) (?:definitely|certainly|absolutely|surely)? ?not (?:like|as if) |not that (?:it|the \w+|i) (?:is|was|would|'?s)\b|(?:definitely|certainly|absolutely) (?:not|isn'?t) ["'“]?[\p{L}\p{N}]|if i (?:were|was) (?:allowed|able) to (?:tell|say|share|reveal)|i'?m not (?:saying|telling you)(?: that)?|(?:wink|\*wink\*|😉)|hypothetically,? it (?:would|could) be)/iu;

export const negation: EvasionDetector = {
  name: 'negation',
  detect(ctx, findings) {
    const hits: EvasionHit[] = [];
    const forbidden = forbiddenEvidence(ctx, findings);
    for (const s of ctx.sentences) {
      const m = TRICK.exec(s.text);
      if (!m) continue;
      const span = { start: s.start, end: s.end };
      const tied = forbidden.filter((f) => within(f, span));
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
