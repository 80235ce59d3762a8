/**
 * Negation tricks: stating a forbidden fact while denying it ("I can't tell you that the password is swordfish",
 * "it's definitely not swordfish", "I would never say X"). A violation when the negated sentence carries forbidden
 * content; otherwise suspicious when it asserts something behind a denial.
 */
import type { EvasionHit } from '../../types.js';
import { type EvasionDetector, forbiddenEvidence, within } from './detector.js';

const TRICK =
  /\b(?:i (?:\w+ )?(?:can(?:'t|not)|won'?t|will not|am not (?:allowed|able|going|supposed) to|'m not (?:allowed|able|going|supposed) to|must not|shouldn'?t|would never|'d never|could never) (?:tell|say|reveal|share|disclose|mention|confirm|admit|spell out)(?: to)?(?: you)?(?: that)?\s+(?:the |it |my |our |this )?[\p{L}\s]{0,30}?\b(?:is|was|are|starts|begins|ends|rhymes|contains|sounds)\b|(?:it'?s|it is|that'?s|that is) (?:definitely|certainly|absolutely|surely)? ?not (?:like|as if) |not that (?:it|the \w+|i) (?:is|was|would|'?s)\b|(?:definitely|certainly|absolutely) (?:not|isn'?t) ["'“]?[\p{L}\p{N}]|if i (?:were|was) (?:allowed|able) to (?:tell|say|share|reveal)|i'?m not (?:saying|telling you)(?: that)?|(?:wink|\*wink\*|😉)|hypothetically,? it (?:would|could) be)/iu;

/** A denial of saying something: "I definitely can't tell you", "I'm not allowed to confirm", "we won't say". */
const DENIAL =
  /\b(?:i|we)(?:'m| am|'re| are)? (?:\w+ )?(?:can(?:'t|not)|won'?t|will not|would never|'d never|could never|must not|mustn'?t|shouldn'?t|(?:am|'m|are|'re) not (?:allowed|able|going|supposed|permitted|at liberty) to|not (?:allowed|able|going|supposed|permitted) to|never) (?:\w+ )?(?:tell|say|reveal|share|disclose|mention|confirm|admit|spell out|give away|hint|name|recommend|suggest|whisper|let on|point out|divulge|state)\b|\byou didn'?t hear (?:it|this|that) from me\b|\bi (?:never|didn'?t) (?:said|say|tell|told) (?:you )?(?:that|this)\b/iu;

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
