/**
 * Scope ("only discuss Z"): when the last user message is outside Z, the response must decline or steer back to Z.
 * Greetings and short exchanges are out of the rule's reach. Without a conversation the rule is not applicable.
 */

import { z } from 'zod';
import { lexiconFile, lexiconGroups } from '../../lexicon.js';
import { cuesIn, cuesRegex, TOPIC_CUES } from '../../preprocess/lexicon.js';
import { PHASE } from '../../redeem/context.js';
import { contentStems, splitSentences } from '../../text.js';
import type { Preprocessed } from '../../types.js';

/** Topics too close to everyday service requests to mark a message as off-scope on their own. */
const SERVICE_TOPICS = new Set([
  'shipping',
  'returns',
  'cancellation',
  'bugs',
  'hours',
  'warranty',
  'booking',
  'pricing',
  'product_launch',
  'technology',
  'personal_information',
  'internal',
]);
/** Known topics (other than the scope's own) the text is clearly about: two distinct cues, or one cue in a short message. */
function otherTopic(text: string, own: string[]): string | undefined {
  const lower = text.toLowerCase();
  const short = lower.split(/\s+/).length <= 12;
  for (const name of Object.keys(TOPIC_CUES)) {
    if (own.includes(name) || SERVICE_TOPICS.has(name)) continue;
    const cues = cuesIn(TOPIC_CUES[name]!, lower);
    if (cues.length >= 2 || (cues.length === 1 && short && cues[0]!.length >= 4)) return name;
  }
  return undefined;
}

import type { Rule } from '../../types.js';
import { type Check, finding } from '../check.js';
import { isRefusal, type ScreenContext } from '../context.js';

/** Phrase lists live in seeds/lexicons/en/check-scope.json (issue 9); the structure around them stays here. */
const vocab_ = lexiconGroups('en', 'check-scope');
export const CAN_COULD_WOULD = new RegExp(String.raw`^(?:(?:${vocab_('can-could-would-and-so-now')})[,\s]+)*(?:${vocab_('can-could-would')})\b`, 'i');

function cueRe(rule: Rule): { test(s: string): boolean } {
  const re = cuesRegex(rule.params.cues as string[]);
  return { test: (s: string) => ((re.lastIndex = 0), re.test(s)) };
}
/** Words too generic to tell what a prompt is about: data in seeds/lexicons/en/scope-generic.json. */
const GENERIC = new Set(z.object({ words: z.array(z.string()) }).parse(lexiconFile('en', 'scope-generic')).words);
const promptVocab = new WeakMap<Preprocessed, Set<string>>();
function vocab(ctx: ScreenContext): Set<string> {
  let v = promptVocab.get(ctx.pre);
  if (!v) {
    v = new Set(contentStems(ctx.input.system_prompt.slice(0, 20000)).filter((w) => w.length >= 4 && !GENERIC.has(w)));
    promptVocab.set(ctx.pre, v);
  }
  return v;
}
export const GREETING = new RegExp(String.raw`^\s*(?:${vocab_('greeting')})\b`, 'i');

/** The request part of a user message: its questions and imperatives when it has them ("Thanks for X. Now can you Y?"). */
export function requestOf(message: string): string {
  const sents = splitSentences(message).map((s) => s.text);
  const req = sents.filter((s) => /\?\s*$/.test(s) || CAN_COULD_WOULD.test(s));
  return req.length && req.length < sents.length ? req.join(' ') : message;
}

function outOfScope(rule: Rule, ctx: ScreenContext): boolean | undefined {
  if (!ctx.lastUser) return undefined;
  const u = requestOf(ctx.lastUser);
  if (GREETING.test(u) && u.split(/\s+/).length <= 6) return false;
  if (u.split(/\s+/).length < 3) return false;
  if (cueRe(rule).test(u)) return false;
  // anything the system prompt itself talks about (products, the organisation, handled requests) is in scope
  const v = vocab(ctx);
  if (contentStems(u).some((w) => v.has(w))) return false;
  // out of scope when the message is clearly about another known topic
  if (otherTopic(u, (rule.params.topics as string[]) ?? []) !== undefined) return true;
  // …or when neither the request nor a substantial answer shares anything with the scope or the prompt's vocabulary
  const words = ctx.text.split(/\s+/).length;
  if (words < 20 || (/\?\s*$/.test(u.trim()) === false && u.split(/\s+/).length < 5)) return false;
  if (cueRe(rule).test(ctx.text)) return false;
  return !contentStems(ctx.text).some((w) => v.has(w));
}

export const scopeParams = z
  .object({ check: z.literal('scope'), topic: z.string(), topics: z.array(z.string()).optional(), cues: z.array(z.string()).optional() })
  .loose();

export const scope: Check<typeof scopeParams> = {
  quality: { semantic: () => true, definesScope: true },
  provider: {},
  // an out-of-scope answer gives way to a refusal: one the reply already had, otherwise a plain one
  repair: {
    phase: PHASE.replace,
    fix(text, p) {
      const own = splitSentences(text).find((x) => isRefusal(x.text));
      return own ? own.text : `I'm sorry, but I can only help with ${String(p.topic)}.`;
    },
  },
  description: 'the reply stays within the topics the assistant is limited to',
  params: scopeParams,
  name: 'scope',
  evaluate(rule, ctx) {
    const out = outOfScope(rule, ctx);
    if (out === undefined) return finding(rule, this.name, 'not_applicable', 'No conversation to judge scope against.', { confidence: 0.8 });
    if (!out) return finding(rule, this.name, 'satisfied', `The request is within scope (${rule.params.topic}).`, { confidence: 0.8, semantic: true });
    const refusal = ctx.sentences.find((s) => isRefusal(s.text));
    if (refusal) {
      // "I can only help with X… but here is the answer anyway": the rest still engages with the request
      const asked = new Set(contentStems(requestOf(ctx.lastUser ?? '')).filter((w) => !GENERIC.has(w)));
      const rest = ctx.sentences.filter((s) => s.start > refusal.start && !isRefusal(s.text) && !cueRe(rule).test(s.text));
      const restWords = rest.reduce((n, s) => n + s.text.split(/\s+/).length, 0);
      const engaged = new Set(rest.flatMap((s) => contentStems(s.text)).filter((w) => asked.has(w)));
      if (restWords >= 12 && engaged.size >= 2)
        return finding(rule, this.name, 'violated', `Declines the out-of-scope request but then answers it.`, {
          evidence: { start: rest[0]!.start, end: rest[rest.length - 1]!.end },
          confidence: 0.8,
          semantic: true,
        });
      return finding(rule, this.name, 'satisfied', 'Out-of-scope request declined.', {
        evidence: { start: refusal.start, end: refusal.end },
        confidence: 0.8,
        semantic: true,
      });
    }
    const words = ctx.text.split(/\s+/).length;
    if (cueRe(rule).test(ctx.text) && words < 60)
      return finding(rule, this.name, 'satisfied', `Response steers back to ${rule.params.topic}.`, { confidence: 0.65, semantic: true });
    return finding(
      rule,
      this.name,
      'violated',
      `The user asked about something outside "${rule.params.topic}" and the response answers it instead of declining.`,
      { evidence: { start: 0, end: Math.min(ctx.text.length, 80) }, confidence: words < 15 ? 0.45 : 0.6, semantic: true },
    );
  },
  analyze(rule, ctx, f) {
    if (f.verdict !== 'violated') return f;
    const words = ctx.text.split(/\s+/).length;
    const asked = new Set(contentStems(requestOf(ctx.lastUser ?? '')).filter((w) => !GENERIC.has(w)));
    const other = otherTopic(requestOf(ctx.lastUser ?? ''), (rule.params.topics as string[]) ?? []);
    const engages = contentStems(ctx.text).some((w) => asked.has(w)) || (!!other && cuesIn(TOPIC_CUES[other]!, ctx.text.toLowerCase()).length > 0);
    if (words < 15 && !engages)
      return {
        ...f,
        verdict: 'satisfied',
        confidence: 0.55,
        evidence: undefined,
        detail: 'Analysis: a short reply does not engage with the out-of-scope request.',
      };
    if (/\?\s*$/.test(ctx.text.trim()) && cueRe(rule).test(ctx.text))
      return { ...f, verdict: 'satisfied', confidence: 0.55, evidence: undefined, detail: 'Analysis: the response redirects the user.' };
    // the request is about no known other topic: the finding rests only on the reply sharing no word with the prompt
    // ("What's on today?" answered with the day's events), which is too uncertain to change a reply
    if (!other)
      return {
        ...f,
        verdict: 'satisfied',
        confidence: 0.55,
        evidence: undefined,
        detail: 'Analysis: the request names no other topic; sharing no words with the prompt is too weak a sign to judge it out of scope.',
      };
    return { ...f, confidence: 0.7 };
  },
};
