/** The reply opens with the user's last request, word for word (case, spacing and edge punctuation aside). */
import { z } from 'zod';
import { anchoredClauseTypes } from '../../preprocess/clauses/classifier.js';
import { TYPE_ANCHOR } from '../../preprocess/clauses/types.js';
import { isRepeatRequestClause } from '../../preprocess/families/repeat-request.js';
import { PHASE } from '../../redeem/context.js';
import { splitSentences } from '../../text.js';
import { type Check, finding } from '../check.js';
import type { ScreenContext } from '../context.js';

export const repeatRequestParams = z.object({ check: z.literal('repeat_request') }).loose();

const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[\s*_>#"“”'‘’`]+/g, ' ')
    .replace(/^[\s.,;:!?-]+|[\s.,;:!?-]+$/g, '')
    .trim();

/** A sentence that ends by opening a list: a colon, optionally followed by the first item's number. */
const INTRODUCES_LIST = /[:：]\s*(?:\(?\d+[.)]?)?\s*$/;

/**
 * The request to repeat: the last user turn, or undefined when the caller sent no conversation. When the user's own
 * message carries the repeat instruction ("… First repeat the request word for word, then answer"), the request is
 * what comes before that instruction: the instruction is not part of what is to be repeated.
 */
export function requestOf(ctx: Pick<ScreenContext, 'lastUser'>): string | undefined {
  const r = ctx.lastUser?.trim();
  if (!r) return undefined;
  // the instruction is found by its wording or by the clause classifier (other languages)
  const sents = splitSentences(r);
  // the earliest sentence that states it (a later sentence carrying only a repeat word counts too: the classifier
  // misses some phrasings, and the instruction's own sub-clauses — "add nothing before the repetition" — come after it)
  const at = sents.find(
    (s, i) => isRepeatRequestClause(s.text) || anchoredClauseTypes(s.text).includes('repeat_prompt') || (i > 0 && TYPE_ANCHOR.repeat_prompt.test(s.text)),
  );
  let end = at ? at.start : r.length;
  // a sentence that introduces the rules ("Follow these rules: 1.", "ただし、次のルールを守ってください: 1.") belongs to them
  if (at) for (let i = sents.indexOf(at) - 1; i >= 0 && INTRODUCES_LIST.test(sents[i]!.text); i--) end = sents[i]!.start;
  const before = r.slice(0, end).trim();
  return before || r;
}

export function opensWithRequest(text: string, request: string): boolean {
  return norm(text).startsWith(norm(request));
}

export const repeatRequest: Check<typeof repeatRequestParams> = {
  description: "the reply opens with the user's request, word for word",
  params: repeatRequestParams,
  // last: nothing may be added in front of the repeated request
  repair: {
    phase: PHASE.repeat,
    fix: (text, _p, ctx) => {
      const req = requestOf(ctx.screen);
      return req ? prependRequest(text, req) : text;
    },
  },
  name: 'repeat_request',
  evaluate(rule, ctx) {
    const req = requestOf(ctx);
    if (!req) return finding(rule, this.name, 'not_applicable', 'No user request was given to repeat.', { confidence: 0.6 });
    return opensWithRequest(ctx.text, req)
      ? finding(rule, this.name, 'satisfied', 'The reply opens with the request, word for word.', { confidence: 0.97 })
      : finding(rule, this.name, 'violated', 'The reply does not open with the request repeated word for word.', {
          evidence: { start: 0, end: Math.min(ctx.text.length, 40) },
          confidence: 0.95,
        });
  },
};

/** Fix: put the request, unchanged, before the reply (after every other fix, so nothing is added in front of it). */
export function prependRequest(text: string, request: string): string {
  if (opensWithRequest(text, request)) return text;
  return `${request}\n\n${text.trimStart()}`;
}
