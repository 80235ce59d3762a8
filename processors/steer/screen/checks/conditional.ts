/**
 * Conditional rules against the conversation: the rule applies when the last user message meets the condition
 * (quoted cue, the protected secret, or the condition's content words). Then the response must say the required
 * phrase (exact), carry the required content (semantic), or decline.
 */

import { z } from 'zod';
import { lexiconGroups } from '../../lexicon.js';
import { cuesIn } from '../../preprocess/lexicon.js';
import { PHASE } from '../../redeem/context.js';
import { appendText, cutSpans, noRemovals } from '../../redeem/edit.js';
import { compare, contentStems, escapeRegExp, normalize, type Relation } from '../../text.js';
import type { Rule } from '../../types.js';
import { type Check, finding } from '../check.js';
import { isRefusal, type ScreenContext } from '../context.js';
import { languageSupport } from './language.js';
import { locatePhrase } from './required-phrase.js';

/** Phrase lists live in seeds/lexicons/en/check-conditional.json (issue 9); the structure around them stays here. */
const vocab = lexiconGroups('en', 'check-conditional');
export const DOLLARS_FREE = new RegExp(`(?:${vocab('dollars-free')})`, 'i');
export const SHOULD_MUST_ALWAYS = new RegExp(String.raw`^(?:then\s+)?(?:you\s+)?(?:(?:${vocab('should-must-always')})\s+)*`, 'i');
export const TELL_ASK_ADVISE = new RegExp(String.raw`^(?:${vocab('tell-ask-advise')})\s+(?:${vocab('tell-ask-advise-them-the-users')})\s+to\s+(.+)$`, 'i');
export const THEM_THE_USERS = new RegExp(
  String.raw`^(?:${vocab('them-the-users-tell-remind-inform')})\s+(?:${vocab('them-the-users')})(?:\s+know)?\s+(?:that\s+)?(.+)$`,
  'i',
);
export const THEM_THE_USERS_2 = new RegExp(
  String.raw`^(?:${vocab('them-the-users-2-direct-refer-redirect')})\s+(?:${vocab('them-the-users-2')})\s+to\s+(.+)$`,
  'i',
);
export const RESPOND_REPLY_ANSWER = new RegExp(String.raw`^(?:${vocab('respond-reply-answer')})\s+(?:with\s+|that\s+)?(.+)$`, 'i');
export const EXPLAIN_MENTION_SAY = new RegExp(String.raw`^(?:${vocab('explain-mention-say')})\s+(?:that\s+)?(.+)$`, 'i');
export const THEM_THE_HIM = new RegExp(String.raw`^.*?\bask\s+(?:${vocab('them-the-him')})?\s*(?:for\s+)?`, 'i');
export const TO_WHETHER_IF = new RegExp(String.raw`^(?:${vocab('to-whether-if')})\b`, 'i');
export const COULD_CAN_WOULD = vocab.words('could-can-would');

export function conditionHolds(rule: Rule, ctx: ScreenContext): boolean | undefined {
  if (!ctx.lastUser) return undefined;
  const times = rule.params.if_times as number | undefined;
  if (times) {
    // "a second time": the condition is met by that many user turns, the last among them
    if (!holdsOn(rule, ctx, ctx.lastUser)) return false;
    return ctx.history.filter((m) => m.role === 'user' && holdsOn(rule, ctx, m.content)).length >= times;
  }
  if (rule.params.if_history) {
    // "has already given X": any user turn counts
    for (const m of ctx.history) if (m.role === 'user' && holdsOn(rule, ctx, m.content)) return true;
    return false;
  }
  return holdsOn(rule, ctx, ctx.lastUser);
}

function holdsOn(rule: Rule, ctx: ScreenContext, message: string): boolean {
  const u = normalize(message);
  if (rule.params.if_secret) return ctx.secrets.some((s) => u.includes(normalize(s)));
  const cues = rule.params.if_cues as string[];
  if (rule.params.if_quoted) return cues.some((c) => u.includes(normalize(c)));
  const topicCues = rule.params.if_topic_cues as string[] | undefined;
  if (topicCues?.length) {
    if (cuesIn(topicCues, message.toLowerCase()).length) return true;
  }
  // "more than 10 people": a message with no number beyond the bound does not meet it, whatever its words
  const compared = rule.params.if_number as { relation: Relation; n: number } | undefined;
  if (compared && !(message.match(/\d+(?:[.,]\d+)?/g) ?? []).some((x) => compare(Number(x.replace(',', '.')), compared.relation, compared.n))) return false;
  const have = new Set(contentStems(message));
  for (const n of message.match(/\b\d{1,4}\b/g) ?? []) have.add(n);
  const hits = (c: string) => have.has(c) || [...have].some((h) => h.length >= 4 && (h.startsWith(c) || c.startsWith(h)));
  // a condition that lists alternatives is met by any one of them: a one-word alternative by its word, a longer one by
  // all its words (two) or two of them
  const alternatives = rule.params.if_alternatives as string[][] | undefined;
  if (alternatives?.some((a) => a.filter(hits).length >= (a.length <= 2 ? a.length : 2))) return true;
  if (!cues.length) return false;
  const hit = cues.filter((c) => have.has(c) || [...have].some((h) => h.length >= 4 && (h.startsWith(c) || c.startsWith(h)))).length;
  return hit >= (cues.length <= 2 ? 1 : 2);
}

function stemsOverlap(want: string[], text: string): number {
  const have = new Set(contentStems(text));
  if (!want.length) return 1;
  return want.filter((w) => have.has(w) || [...have].some((h) => h.length >= 4 && (h.startsWith(w) || w.startsWith(h)))).length / want.length;
}

const MONTH = '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const SHAPES: Record<string, RegExp> = {
  date: new RegExp(
    `\\b(?:\\d{1,2}(?:st|nd|rd|th)?\\s+${MONTH}\\b|${MONTH}\\s+\\d{1,2}(?:st|nd|rd|th)?\\b|(?:in|by|on|from|until|before|after|early|mid|late|end of)\\s+${MONTH}\\b|\\d{1,2}[/.-]\\d{1,2}[/.-]\\d{2,4}|\\b(?:19|20)\\d{2}\\b|\\bq[1-4]\\b|(?:next|this) (?:week|month|year|spring|summer|autumn|fall|winter|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(?:on|by|this|next) (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|tomorrow|in \\d+ (?:days|weeks|months))`,
    'i',
  ),
  price: DOLLARS_FREE,
  time: /\b\d{1,2}(?::\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.|h\b|o'clock)|\b\d{1,2}:\d{2}\b/i,
};
export const REQUEST = new RegExp(String.raw`\?\s*$|\b(?:${vocab('request')})\b`, 'i');

/** Sentences of the response that do what an "avoid" consequence forbids (refusals excluded). */
export function avoidSpans(rule: Rule, ctx: ScreenContext): { start: number; end: number }[] {
  const then = rule.params.then as { type: string; shape?: string; cues?: string[]; keywords?: string[]; phrases?: string[] };
  const out: { start: number; end: number }[] = [];
  for (const s of ctx.sentences) {
    // "please ask our pharmacist first; paracetamol is usually what they start with": the referral is one part of the
    // sentence, the named medicine another, and only the parts that are not refusals or referrals are read
    const text = s.text
      .split(/;\s*/)
      .filter((part) => !isRefusal(part))
      .join('; ');
    if (!text.trim()) continue;
    if (then.type === 'avoid_ask') {
      if (REQUEST.test(text) && stemsOverlap(then.keywords ?? [], text) >= 0.5) out.push(s);
      continue;
    }
    const lower = text.toLowerCase();
    if (then.phrases?.length) {
      if (then.phrases.some((p) => normalize(text).includes(normalize(p)))) out.push(s);
      continue;
    }
    const hit =
      (then.shape && SHAPES[then.shape]?.test(text)) ||
      (then.cues?.length &&
        cuesIn(then.cues, lower).some((c) => !new RegExp(`${escapeRegExp(c)}[\\p{L}]*-free|(?:non-|no |without )${escapeRegExp(c)}`, 'iu').test(lower))) ||
      (!then.shape && !then.cues?.length && stemsOverlap(then.keywords ?? [], text) >= 0.6);
    if (hit) out.push(s);
  }
  return out;
}

/**
 * The content a rule worded in English asks for, in a reply in another language (the prompt may require one): its
 * words cannot show, only its numbers can. All of them there is coverage; none to look for leaves the reading unsure,
 * and an unsure reading does not rewrite. Undefined where both are in one language (the words decide).
 */
export function acrossLanguages(required: string, reply: string): { verdict: 'satisfied' | 'not_applicable'; detail: string } | undefined {
  const r = languageSupport(reply, 'eng');
  if (r.best === 'eng' || r.letters < 40 || languageSupport(required, 'eng').support < 0.95) return undefined;
  const numbers = required.match(/\d+(?:[.,]\d+)?/g) ?? [];
  if (!numbers.length) return { verdict: 'not_applicable', detail: `The reply is not in English; "${required}" cannot be matched word for word.` };
  if (numbers.every((n) => new RegExp(`(?<![\\d.,])${n.replace(/[.,]/g, '[.,]')}(?![\\d])`).test(reply)))
    return { verdict: 'satisfied', detail: `The reply gives the figures of "${required}" in another language.` };
  return undefined;
}

export const conditionalParams = z
  .object({ check: z.literal('conditional'), condition: z.string(), action: z.string().optional(), then: z.object({ type: z.string() }).loose().optional() })
  .loose();

const thenType = (p: z.infer<typeof conditionalParams>) => String(p.then?.type ?? '');

/** "give them the escalation address x@y" */
const HAND_OVER =
  /^(?:give|provide|send|share|offer|pass on)\s+(?:(?:them|him|her|the\s+(?:user|customer|caller|guest|client|visitor|patient|member))\s+)?((?:the|our|a|an)\s+.+)$/i;

function actionSentence(action: string): string {
  let a = action.trim().replace(/[.;]+$/, '');
  a = a.replace(SHOULD_MUST_ALWAYS, '');
  let m: RegExpExecArray | null;
  if ((m = TELL_ASK_ADVISE.exec(a))) return `Please ${m[1]}.`;
  if ((m = THEM_THE_USERS.exec(a))) return cap(firstPerson(m[1] ?? '')) + '.';
  if ((m = THEM_THE_USERS_2.exec(a))) return `Please see ${m[1]}.`;
  if ((m = RESPOND_REPLY_ANSWER.exec(a))) return cap(firstPerson(m[1] ?? '')) + '.';
  if ((m = /^(?:recommend|suggest)\s+(?:that\s+)?(?:they\s+)?(.+)$/i.exec(a))) return `I recommend ${m[1]}.`;
  if ((m = EXPLAIN_MENTION_SAY.exec(a))) return cap(firstPerson(m[1] ?? '')) + '.';
  // "give them the escalation address x@y": the reply hands the thing over, it does not repeat the instruction
  if ((m = HAND_OVER.exec(a))) return `Here is ${firstPerson(m[1]!).replace(/^(?:a|an)\s+/i, 'a ')}.`;
  return cap(firstPerson(a)) + '.';
}
function firstPerson(s: string): string {
  return s
    .replace(/\byou are\b/gi, 'I am')
    .replace(/\byour\b/gi, 'my')
    .replace(/\bthey\b/gi, 'you')
    .replace(/\btheir\b/gi, 'your')
    .replace(/\bthem\b/gi, 'you');
}
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** What a violated "if … then say/ask" rule adds to the reply. */
function additionFor(rule: Rule): { where: 'start' | 'end'; text: string } | undefined {
  const then = rule.params.then as { type: string; phrases?: string[]; text?: string };
  const action = String((rule.params as { action?: string }).action ?? then.text ?? '');
  if (then.type === 'ask') {
    const obj = action
      .replace(THEM_THE_HIM, '')
      .replace(/[.;]+$/, '')
      .replace(/\btheir\b/gi, 'your')
      .replace(/\bthey\b/gi, 'you');
    return {
      where: 'end',
      text: TO_WHETHER_IF.test(obj) ? `Could you let me know ${obj.replace(/^to\s+/i, '')}?` : `Could you share ${obj}?`,
    };
  }
  if (then.type !== 'say') return undefined;
  if (then.phrases?.length) {
    const p = then.phrases[0] ?? '';
    const looksLikeReply = /^[\p{Lu}]/u.test(p) && !/^(?:https?:|www\.)|@/.test(p);
    return { where: 'end', text: looksLikeReply ? p : action ? actionSentence(action) : p };
  }
  return action ? { where: 'end', text: actionSentence(action) } : undefined;
}

export const conditional: Check<typeof conditionalParams> = {
  quality: { semantic: () => true },
  provider: {},
  // a required refusal replaces the reply; what the rule forbids goes sentence by sentence; a required answer or
  // question is added at the end
  repair: {
    phase: (p) => (thenType(p) === 'refuse' ? PHASE.replace : /^avoid/.test(thenType(p)) ? PHASE.remove : PHASE.add),
    fix(text, p, ctx) {
      if (thenType(p) === 'refuse') return "I'm sorry, but I can't help with that.";
      if (/^avoid/.test(thenType(p))) return cutSpans(text, { ...noRemovals(), dropWhole: avoidSpans(ctx.rule, ctx.screen) }, ctx.capitals);
      const a = additionFor(ctx.rule);
      return !a ? text : a.where === 'end' ? appendText(text, a.text) : `${a.text} ${text}`;
    },
    adds: (_text, p, ctx) => (thenType(p) === 'refuse' || /^avoid/.test(thenType(p)) ? undefined : additionFor(ctx.rule)?.text),
  },
  description: 'when the condition holds in the conversation, the reply does what the rule says',
  params: conditionalParams,
  name: 'conditional',
  evaluate(rule, ctx) {
    const holds = conditionHolds(rule, ctx);
    if (holds === undefined) return finding(rule, this.name, 'not_applicable', 'No conversation to test the condition against.', { confidence: 0.8 });
    if (!holds) return finding(rule, this.name, 'not_applicable', `Condition "${rule.params.condition}" does not hold for this turn.`, { confidence: 0.8 });
    const then = rule.params.then as { type: string; phrases?: string[]; keywords?: string[]; text?: string };
    if (then.type === 'avoid' || then.type === 'avoid_ask') {
      const bad = avoidSpans(rule, ctx);
      return bad.length
        ? finding(
            rule,
            this.name,
            'violated',
            `The user's message meets "${rule.params.condition}" but the response does what the rule forbids (${then.type === 'avoid_ask' ? `asks for ${then.text}` : then.text}).`,
            { evidence: { start: bad[0]!.start, end: bad[0]!.end }, confidence: 0.8, semantic: true },
          )
        : finding(rule, this.name, 'satisfied', `Does not ${then.type === 'avoid_ask' ? `ask for ${then.text}` : then.text}.`, {
            confidence: 0.8,
            semantic: true,
          });
    }
    if (then.type === 'refuse') {
      const s = ctx.sentences.find((x) => isRefusal(x.text));
      return s
        ? finding(rule, this.name, 'satisfied', 'Declines as the rule requires.', { evidence: { start: s.start, end: s.end }, confidence: 0.8, semantic: true })
        : finding(rule, this.name, 'violated', `The user's message meets "${rule.params.condition}" but the response does not decline.`, {
            confidence: 0.7,
            semantic: true,
          });
    }
    if (then.type === 'ask') {
      const asks = ctx.sentences.filter((x) => /\?\s*$/.test(x.text) || COULD_CAN_WOULD.test(x.text));
      const hit = asks.find((x) => stemsOverlap(then.keywords ?? [], x.text) >= 0.5);
      return hit
        ? finding(rule, this.name, 'satisfied', `Asks as the rule requires ("${then.text}").`, {
            evidence: { start: hit.start, end: hit.end },
            confidence: 0.8,
            semantic: true,
          })
        : finding(rule, this.name, 'violated', `The user's message meets "${rule.params.condition}" but the response does not ${then.text ?? 'ask'}.`, {
            confidence: 0.75,
            semantic: true,
          });
    }
    if (then.phrases?.length) {
      for (const p of then.phrases) {
        const sp = locatePhrase(ctx, p);
        if (sp) return finding(rule, this.name, 'satisfied', `Says "${p}" as the rule requires.`, { evidence: sp, confidence: 0.95 });
      }
      return finding(
        rule,
        this.name,
        'violated',
        `The user's message meets "${rule.params.condition}" but the response does not say ${then.phrases.map((p) => `"${p}"`).join(' or ')}.`,
        { confidence: 0.9 },
      );
    }
    const ratio = stemsOverlap(then.keywords ?? [], ctx.text);
    if (ratio >= 0.5) return finding(rule, this.name, 'satisfied', `Response covers "${then.text}".`, { confidence: 0.7, semantic: true });
    const across = acrossLanguages(then.text ?? '', ctx.text);
    if (across) return finding(rule, this.name, across.verdict, across.detail, { confidence: 0.6, semantic: true });
    return finding(
      rule,
      this.name,
      'violated',
      `The user's message meets "${rule.params.condition}" but the response does not ${then.text ? `cover "${then.text}"` : 'follow the rule'}.`,
      { confidence: 0.6, semantic: true },
    );
  },
  analyze(rule, ctx, f) {
    if (f.verdict !== 'violated') return f;
    const then = rule.params.then as { type: string; phrases?: string[]; keywords?: string[] };
    if (then.type === 'ask') return { ...f, confidence: Math.max(f.confidence, 0.75) };
    if (then.type === 'say' && !then.phrases?.length) {
      const ratio = stemsOverlap(then.keywords ?? [], ctx.text);
      if (ratio >= 0.34) return { ...f, verdict: 'satisfied', confidence: 0.6, detail: 'Analysis: the response carries the required content in other words.' };
    }
    return { ...f, confidence: Math.max(f.confidence, 0.75) };
  },
};
