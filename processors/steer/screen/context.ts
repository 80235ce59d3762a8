/** Everything the checks and evasion detectors share about one response, computed once (some parts lazily). */
import { lexiconGroups } from '../lexicon.js';
import { foldSameLength, type Seg, splitParagraphs, splitSentences, wordSpans } from '../text.js';
import type { ChatMessage, Preprocessed, Rule, SteerInput } from '../types.js';

/** Phrase lists live in seeds/lexicons/en/screen-context.json (issue 9); the structure around them stays here. */
const vocab = lexiconGroups('en', 'screen-context');

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

export const REFUSAL = vocab.words('refusal');

/** Declines in other words: "I can't advise on…", "I stay neutral on…", "that's for our sales team to answer". */
export const DECLINE2 = vocab.words('decline2');
/** A referral that only points elsewhere ("Please check the Met Office website for the latest forecast"). */
export const REFERRAL = new RegExp(
  String.raw`^(?:${vocab('referral-please-you-suggest')})?(?:${vocab('referral-check-see-visit')})\b[^.!?]{0,80}\b(?:${vocab('referral')})\b`,
  'i',
);

/** "You can find out how to register on our website": a sentence that only says where to find something. */
export const REFERRAL_FIND = new RegExp(
  String.raw`^(?:${vocab('referral-please-you-suggest')})(?:${vocab('referral-find')})\b[^.!?]{0,80}\b(?:on|at|from|in|via|through)\s+(?:our|the|their|your)\s+(?:[\p{L}-]+\s+)?(?:${vocab('referral')})\b[^.!?]{0,20}[.!]?$`,
  'iu',
);

export function isRefusal(sentence: string): boolean {
  const t = sentence.trim();
  return REFUSAL.test(sentence) || DECLINE2.test(sentence) || ((REFERRAL.test(t) || REFERRAL_FIND.test(t)) && !/\d/.test(sentence));
}

export function ruleById(pre: Preprocessed, id: string): Rule | undefined {
  return pre.red_lines.find((r) => r.id === id) ?? pre.watch_items.find((r) => r.id === id);
}
