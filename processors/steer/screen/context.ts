/** Everything the checks and evasion detectors share about one response, computed once (some parts lazily). */
import { foldSameLength, type Seg, splitParagraphs, splitSentences, wordSpans } from '../text.js';
import type { ChatMessage, Preprocessed, Rule, SteerInput } from '../types.js';

export interface DecodedView {
  kind: 'base64' | 'hex' | 'binary' | 'url' | 'reversed' | 'spaced' | 'rot13' | 'compact';
  text: string;
  /** Where the encoded run sits in the response. */
  span: { start: number; end: number };
}

export interface ScreenContext {
  input: SteerInput;
  pre: Preprocessed;
  text: string;
  /** Lowercased response, same length as `text` (spans carry over). */
  fold: string;
  sentences: Seg[];
  history: ChatMessage[];
  lastUser?: string;
  /** Values of the secrets the prompt protects. */
  secrets: string[];
  /** Lazily computed and memoised values (paragraphs, words, decoded views, language…). */
  memo<T>(key: string, f: () => T): T;
}

export function buildContext(pre: Preprocessed, input: SteerInput): ScreenContext {
  const text = input.proposed_response ?? '';
  const history = input.messages ?? [];
  const lastUser = [...history].reverse().find((m) => m.role === 'user')?.content;
  const secrets: string[] = [];
  for (const r of pre.red_lines) if (r.params.category === 'secret') secrets.push(...(r.params.strings as string[]));
  const cache = new Map<string, unknown>();
  return {
    input,
    pre,
    text,
    fold: foldSameLength(text),
    sentences: splitSentences(text),
    history,
    lastUser,
    secrets,
    memo<T>(key: string, f: () => T): T {
      if (!cache.has(key)) cache.set(key, f());
      return cache.get(key) as T;
    },
  };
}

export const paragraphsOf = (ctx: ScreenContext): Seg[] => ctx.memo('paragraphs', () => splitParagraphs(ctx.text));
export const wordsOf = (ctx: ScreenContext): Seg[] => ctx.memo('words', () => wordSpans(ctx.text));

const REFUSAL =
  /\b(?:(?:I|we)(?:'m| am| are|'re)? (?:sorry|afraid|unable|not able|not allowed|not permitted|not authori[sz]ed)|(?:I|we) (?:can(?:'t|not)|won'?t|will not|must not|shouldn'?t|do not|don'?t|am unable to) (?:help|assist|discuss|talk|provide|give|share|answer|comment|go into|get into|offer|speak|reveal|disclose|respond)|(?:can'?t|cannot|not able to) (?:help|assist) with that|(?:outside|beyond) (?:my|the|our) (?:scope|expertise|area)|not (?:something|a topic) (?:I|we) can|(?:I|we)(?:'m| am) (?:only )?(?:here|able|designed) to (?:help|assist|discuss|talk)|I (?:can|could) only (?:help|assist|discuss|talk)|(?:let'?s|I'?d (?:prefer|rather)) (?:stick|keep|stay|focus|get back)|(?:please )?(?:consult|contact|speak (?:with|to)|talk to|see|ask|check with|call) (?:one of )?(?:a|an|your|our|the) (?:qualified |licensed |local |own )?(?:professional|doctor|gp|lawyer|attorney|advisor|adviser|physician|expert|pharmacists?|nurse|specialist|accountant|team|staff)|(?:I'?d|I would) rather not|I(?:'d| would)? prefer not to|(?:I|we) (?:try to )?(?:stay|keep) (?:away from|out of)|(?:I|we) (?:don'?t|do not|never) (?:discuss|comment on|get into|share (?:my )?(?:opinions?|views?)|give (?:\w+ )?advice)|(?:I|we) (?:can'?t|cannot|am not able to|'m not able to) (?:give|offer|provide) (?:\w+ )?advice|that'?s (?:outside|beyond|not something)|not (?:able|going) to (?:get into|weigh in))\b/i;

/** Declines in other words: "I can't advise on…", "I stay neutral on…", "that's for our sales team to answer". */
const DECLINE2 =
  /\b(?:(?:I|we) (?:can(?:'t|not)|won'?t|will not|am unable to|'m unable to|am not able to|'m not able to|(?:am|'m|are|'re) not (?:allowed|permitted|able) to) (?:\w+ )?(?:advise|recommend|quote|diagnose|prescribe|predict|speculate|weigh in|say|tell you|confirm|comment|get into|go into|give you|offer|share|reveal|disclose|make|write|do)|(?:I|we) (?:stay|remain|keep|try to stay|try to remain) (?:strictly )?(?:neutral|impartial|non-partisan|out of)|(?:I|we) (?:don'?t|do not) (?:take sides|have (?:an )?opinions?|give (?:\w+ )?(?:advice|opinions?|recommendations?))|(?:isn'?t|is not|not) something (?:I|we) can (?:help|advise|comment|answer)|(?:that'?s|that is) (?:a question )?(?:best )?(?:for|one for) (?:a|an|your|our) (?:\w+ ){0,2}(?:team|professional|doctor|gp|lawyer|solicitor|advisor|adviser|pharmacist|manager|hr)|I(?:'m| am) (?:not|no) (?:a |an )?(?:doctor|lawyer|solicitor|financial advis[eo]r|medical professional))\b/i;
/** A referral that only points elsewhere ("Please check the Met Office website for the latest forecast"). */
const REFERRAL =
  /^(?:please\s+|you can\s+|you may want to\s+|I'?d (?:suggest|recommend)(?: that you)?\s+|for [^,]{3,40},\s*(?:please\s+)?)?(?:check|see|visit|consult|refer to|look at|head (?:over )?to|go to|contact|call|ask|speak (?:to|with)|talk to)\b[^.!?]{0,80}\b(?:website|site|page|app|office|service|helpline|hotline|team|desk|department|professional|specialist|pharmacist|doctor|gp|lawyer|solicitor|advis[eo]r|citizens advice)\b/i;

export function isRefusal(sentence: string): boolean {
  return REFUSAL.test(sentence) || DECLINE2.test(sentence) || (REFERRAL.test(sentence.trim()) && !/\d/.test(sentence));
}

export function ruleById(pre: Preprocessed, id: string): Rule | undefined {
  return pre.red_lines.find((r) => r.id === id) ?? pre.watch_items.find((r) => r.id === id);
}
