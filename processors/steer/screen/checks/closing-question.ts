/**
 * "End every reply with a question" (a required ending with no fixed phrase): the reply's last sentence, before any
 * sign-off or ending phrase the prompt requires, is a question.
 */

import { z } from 'zod';
import { lexiconGroups } from '../../lexicon.js';
import { PHASE } from '../../redeem/context.js';
import { type Check, finding } from '../check.js';
import type { ScreenContext } from '../context.js';
import { whenConditionMet } from '../when.js';
import { ending, endsWithPhrase } from './ending.js';

const vocab = lexiconGroups('en', 'operator-forms');
/** What a repair appends when the reply has no closing question (seeds/lexicons/en/operator-forms.json). */
export const FALLBACK_QUESTION = vocab('closing-question-fallback');

// trailing decoration after the last sentence: quotes, brackets, emphasis, emoji, spaces
const DECORATION = /(?:[\s"'”’»)\]*_`~\p{Extended_Pictographic}]|\u{FE0F}|\u{200D})+$/u;
// a closing line of a few words and no sentence punctuation ("Keep moving, Kai", "— Kestrel Support")
const SIGN_OFF_LINE = /\n[ \t]*[—–-]?[ \t]*[^\n.!?]{1,40}$/;

/** The reply without the ending phrases other rules require and without a short sign-off line. */
export function bodyBeforeSignOff(text: string, ctx: ScreenContext): string {
  let t = text.replace(DECORATION, '');
  for (const r of ctx.pre.watch_items) {
    const phrase = r.params.check === ending.name ? String(r.params.phrase) : undefined;
    if (!phrase || !endsWithPhrase(t, phrase)) continue;
    const at = t.toLowerCase().lastIndexOf(phrase.toLowerCase().replace(/[\s.!?]+$/, ''));
    if (at > 0) t = t.slice(0, at).replace(DECORATION, '');
  }
  const line = SIGN_OFF_LINE.exec(t);
  if (line && line[0].trim().split(/\s+/).length <= 6 && line.index > 0) t = t.slice(0, line.index).replace(DECORATION, '');
  return t.replace(/[\s,;:—–-]+$/, '');
}

export const closingQuestionParams = z.object({ check: z.literal('closing_question'), when_cues: z.array(z.string()).optional() }).loose();

export const closingQuestion: Check<typeof closingQuestionParams> = {
  provider: {},
  // the question goes in before the sign-off (the ending member moves its phrase last afterwards)
  repair: {
    phase: PHASE.frame + 1,
    fix(text, _p, ctx) {
      const body = bodyBeforeSignOff(text, ctx.screen);
      if (body.endsWith('?')) return text;
      const rest = text.slice(body.length);
      return `${body}${body ? ' ' : ''}${FALLBACK_QUESTION}${rest}`;
    },
    adds: () => FALLBACK_QUESTION,
  },
  description: 'the reply ends with a question (before any required sign-off)',
  params: closingQuestionParams,
  name: 'closing_question',
  evaluate(rule, ctx) {
    const body = bodyBeforeSignOff(ctx.text, ctx);
    if (!body.trim()) return finding(rule, this.name, 'not_applicable', 'The reply has no text to end with a question.');
    if (body.endsWith('?')) return finding(rule, this.name, 'satisfied', 'Ends with a question.', { confidence: 0.95 });
    if (!whenConditionMet(rule, ctx)) return finding(rule, this.name, 'not_applicable', 'The condition for ending with a question is not met.');
    const last = ctx.sentences.filter((s) => s.start < body.length).pop();
    return finding(rule, this.name, 'violated', 'The reply does not end with a question.', {
      evidence: last ? { start: last.start, end: Math.min(last.end, body.length) } : { start: Math.max(0, body.length - 40), end: body.length },
      confidence: 0.85,
      hard: false,
    });
  },
};
