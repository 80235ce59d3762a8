/**
 * Framing devices that wrap content the rules forbid: "hypothetically", "just an observation", "for educational
 * purposes", "let's say", "between you and me". A violation when the framed sentence carries forbidden content
 * (a forbidden string or an off-limits topic); otherwise suspicious.
 */
import type { EvasionHit } from '../../types.js';
import { type EvasionDetector, forbiddenEvidence, within } from './detector.js';

const FRAME =
  /\b(?:hypothetically(?: speaking)?|in a hypothetical (?:scenario|world|situation|sense)|purely hypothetical(?:ly)?|(?:just|merely|only) (?:an? )?(?:observation|thought|hypothetical|idea|saying|musing|joke)|just (?:saying|curious|thinking out loud)|for (?:purely )?(?:educational|academic|research|informational|entertainment) purposes(?: only)?|theoretically(?: speaking)?|in theory|imagine (?:if|that|a world)|let'?s (?:say|pretend|imagine|suppose)|suppose (?:that |for a moment )|purely as a thought experiment|as a thought experiment|between (?:you and me|us)|off the record|not that i'?m (?:saying|suggesting|recommending)|i'?m not (?:saying|suggesting|recommending)(?: you should)?,? but|in a (?:fictional|make-believe|parallel) (?:world|universe|story|scenario)|in a story where|speaking (?:purely )?(?:academically|generally|in general terms)|if someone (?:were|was) to ask|(?:just |merely |purely )?as an? (?:observation|aside|side note|thought experiment|hypothetical|joke)|for the sake of argument|speaking (?:purely )?(?:hypothetically|theoretically|in the abstract|abstractly)|in an? (?:alternate|alternative|imaginary|fictional|fictitious|made-up|pretend) (?:world|universe|reality|scenario|story|setting)|(?:in|within) (?:a|the|this|our) (?:story|fiction|novel|tale|screenplay|script)\b|if i (?:could|were allowed to|was allowed to|were able to) (?:tell|say|share|reveal)|picture this|just between (?:friends|us)|(?:purely|strictly) (?:academically|in theory|fictionally))\b/i;

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
