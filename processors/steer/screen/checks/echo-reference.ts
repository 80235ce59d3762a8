/**
 * "Always include the reference number the customer gave you": the response must repeat an identifier (order,
 * case, ticket, booking number…) that appears in the user's messages. Not applicable when the user gave none.
 */
import { z } from 'zod';
import { PHASE } from '../../redeem/context.js';
import { findAll, foldSameLength } from '../../text.js';
import { type Check, finding } from '../check.js';
import type { ScreenContext } from '../context.js';

const ID = /(?<![\p{L}\p{N}_-])(?=[\p{L}\p{N}_-]*\d)[\p{L}\p{N}][\p{L}\p{N}_-]{3,29}(?![\p{L}\p{N}_-])/gu;

/** Identifiers the user gave (newest first): 4-30 chars with at least one digit, not plain years or amounts. */
export function userReferences(ctx: ScreenContext): string[] {
  return ctx.memo('user-refs', () => {
    const out: string[] = [];
    for (const m of [...ctx.history].reverse()) {
      if (m.role !== 'user') continue;
      for (const x of m.content.match(ID) ?? []) {
        if (/^\d{1,4}$/.test(x) || /^(?:19|20)\d\d$/.test(x) || /^\d+(?:st|nd|rd|th|am|pm|k|mg|kg|km|gb|mb)$/i.test(x)) continue;
        if (!out.includes(x)) out.push(x);
      }
    }
    return out;
  });
}

export const echoReferenceParams = z.object({ check: z.literal('echo_reference') }).loose();

export const echoReference: Check<typeof echoReferenceParams> = {
  // the user's reference goes in front of the reply
  repair: {
    phase: PHASE.add + 2,
    fix(text, _p, ctx) {
      const ref = userReferences(ctx.original)[0];
      return ref ? `Reference ${ref}: ${text}` : text;
    },
    adds: (_text, _p, ctx) => {
      const ref = userReferences(ctx.original)[0];
      return ref ? `Reference ${ref}:` : undefined;
    },
  },
  description: 'the reply repeats the reference number the user gave',
  params: echoReferenceParams,
  name: 'echo_reference',
  evaluate(rule, ctx) {
    const refs = userReferences(ctx);
    if (!refs.length) return finding(rule, this.name, 'not_applicable', 'The user gave no reference to repeat.', { confidence: 0.8 });
    for (const r of refs) {
      const sp = findAll(ctx.fold, foldSameLength(r), true)[0];
      if (sp) return finding(rule, this.name, 'satisfied', `Repeats the user's reference "${r}".`, { evidence: sp, confidence: 0.95 });
    }
    return finding(rule, this.name, 'violated', `Does not repeat the reference the user gave ("${refs[0]}").`, { confidence: 0.85 });
  },
};
