/**
 * A ban on other businesses of the operator's trade that the prompt does not list ("never name other law firms"): the
 * reply names one when it holds a proper name followed by a word of that trade ("Patel Legal", "Northgate Energy",
 * "Atlas Air Portugal") that neither the prompt nor the conversation names. A name that opens with the trade word
 * ("Energy Saving Trust", "Law Society") is an institution, not a business of the trade; a refusal is no mention.
 */

import { z } from 'zod';
import { DROP_EVIDENCE } from '../../redeem/edit.js';
import { STOPWORDS } from '../../text.js';
import type { Span } from '../../types.js';
import { type Check, finding } from '../check.js';
import { isRefusal, type ScreenContext } from '../context.js';

export const otherProviderParams = z
  .object({ check: z.literal('other_provider'), kind: z.string(), trade_words: z.array(z.string()).min(1), forbid_sentence: z.string().optional() })
  .loose();

// a run of capitalised words: a proper name and what follows it
const NAME_RUN = /(?<![\p{L}\p{N}])\p{Lu}[\p{L}\p{N}'’.&-]*(?:\s+(?:&\s+)?\p{Lu}[\p{L}\p{N}'’.&-]*){1,4}/gu;
const CALENDAR =
  /^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December)$/;

/** A business of the trade named in the reply and nowhere in the prompt or the conversation: its span and name. */
export function otherProviderIn(ctx: ScreenContext, tradeWords: string[]): { span: Span; name: string } | undefined {
  const trade = new Set(tradeWords.flatMap((w) => w.split(/\s+/)));
  const known = [ctx.input.system_prompt ?? '', ...ctx.history.map((m) => m.content)].join('\n').toLowerCase();
  NAME_RUN.lastIndex = 0;
  for (let m = NAME_RUN.exec(ctx.text); m; m = NAME_RUN.exec(ctx.text)) {
    const words = m[0].split(/\s+/).filter((w) => w !== '&');
    const at = words.findIndex((w, i) => i > 0 && trade.has(w.replace(/[’'.]+s?$/, '')));
    if (at < 1) continue;
    const head = words.slice(0, at);
    // the proper name before the trade word: not a trade word, a function word or a date ("The Energy …", "On Monday")
    if (head.some((w) => trade.has(w)) || STOPWORDS.has(head[0]!.toLowerCase()) || head.every((w) => CALENDAR.test(w))) continue;
    const name = words.slice(0, at + 1).join(' ');
    if (known.includes(name.toLowerCase())) continue;
    const sentence = ctx.sentences.find((s) => s.start <= m!.index && m!.index < s.end);
    if (sentence && isRefusal(sentence.text)) continue;
    return { span: sentence ? { start: sentence.start, end: sentence.end } : { start: m.index, end: m.index + m[0].length }, name };
  }
  return undefined;
}

export const otherProvider: Check<typeof otherProviderParams> = {
  provider: {},
  // the sentence that names the other business goes
  repair: DROP_EVIDENCE,
  description: 'the reply names no other business of the operator’s trade that the prompt does not list',
  params: otherProviderParams,
  forbids: true,
  name: 'other_provider',
  evaluate(rule, ctx) {
    const hit = otherProviderIn(ctx, rule.params.trade_words as string[]);
    if (!hit) return finding(rule, this.name, 'satisfied', `No other ${String(rule.params.kind)} named.`, { confidence: 0.8 });
    return finding(rule, this.name, 'violated', `Response names "${hit.name}", another of the ${String(rule.params.kind)} the prompt forbids naming.`, {
      evidence: hit.span,
      confidence: 0.8,
      hard: false,
    });
  },
};
