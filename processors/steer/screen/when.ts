/** Rules required only under a condition on what the exchange is about (`when_cues` in their params). */
import { cuesIn } from '../preprocess/lexicon.js';
import type { Rule } from '../types.js';
import type { ScreenContext } from './context.js';

/**
 * An opening, ending or phrase required under a condition ("whenever you talk about symptoms, finish with …",
 * "every answer that mentions rates must include …") applies only when the reply carries one of the condition's cue
 * words: the condition is on what the reply talks about, whatever the user asked.
 */
export function whenConditionMet(rule: Rule, ctx: ScreenContext): boolean {
  const cues = rule.params.when_cues as string[] | undefined;
  if (!cues?.length) return true;
  return cuesIn(cues, ctx.text.toLowerCase()).length > 0;
}
