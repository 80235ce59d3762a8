/**
 * Framing devices that wrap content the rules forbid: "hypothetically", "just an observation", "for educational
 * purposes", "let's say", "between you and me". A violation when the framed sentence carries forbidden content
 * (a forbidden string or an off-limits topic); otherwise suspicious.
 */
import { lexiconGroups } from '../../lexicon.js';
import type { EvasionHit } from '../../types.js';
import { type EvasionDetector, forbiddenEvidence, within } from './detector.js';

/** The phrase lists live in seeds/lexicons/en/evasion-framing.json (issue 9); the structure around them stays here. */
const phrases = lexiconGroups('en', 'evasion-framing');

export const FRAME = phrases.words('frame');

export const framing: EvasionDetector = {
  name: 'framing',
  detect(ctx, findings) {
    const hits: EvasionHit[] = [];
    const forbidden = forbiddenEvidence(ctx, findings);
    for (let i = 0; i < ctx.sentences.length; i++) {
      const s = ctx.sentences[i];
      const m = s && FRAME.exec(s.text);
      if (!s || !m) continue;
      // the frame covers its own sentence and the next one
      const next = ctx.sentences[i + 1];
      const span = { start: s.start, end: next ? next.end : s.end };
      const tied = forbidden.filter((f) => within(f, span));
      // with nothing forbidden in the prompt, a framing device has nothing to hide ("hypothetically, if x were 3…")
      if (!tied.length && !ctx.pre.red_lines.length) continue;
      hits.push({
        pattern: 'framing',
        span: { start: s.start, end: s.end },
        severity: tied.length ? 'violation' : 'suspicious',
        detail: tied.length ? `Forbidden content wrapped in a framing device ("${m[0]}").` : `Framing device ("${m[0]}").`,
        ...(tied.length ? { rule_ids: [...new Set(tied.map((t) => t.rule_id))] } : {}),
      });
    }
    return hits;
  },
};
