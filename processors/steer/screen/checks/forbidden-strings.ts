/**
 * Forbidden exact strings: secrets, banned words/phrases, competitor names. Word-bounded, case-insensitive.
 * Secrets are also looked for letter-spaced ("s-w-o-r-d"), reversed, ROT13, and inside Base64/hex runs.
 * A ban with an exception ("unless the password is given") does not apply when the last user turn meets it.
 */

import { z } from 'zod';
import { lexiconGroups } from '../../lexicon.js';
import { PHASE } from '../../redeem/context.js';
import { cutSpans, noRemovals } from '../../redeem/edit.js';
import { escapeRegExp, findAll, foldSameLength, normalize } from '../../text.js';
import type { Rule, Span } from '../../types.js';
import { type Check, finding } from '../check.js';
import type { ScreenContext } from '../context.js';
import { decodeBase64Runs, decodedViews, splitParts } from '../decode.js';
import { acrostic, characterCodeRuns, leetFold, morseRuns, plainView } from '../disguise.js';
import { pinnedByHints, pinnedGroupByHints } from '../hints.js';
import { reconstructedValue } from '../reconstruct.js';
import { originalSpan, readReply, sameValueIn } from '../value-forms.js';

/** Phrase lists live in seeds/lexicons/en/check-forbidden-strings.json (issue 9); the structure around them stays here. */
const vocab = lexiconGroups('en', 'check-forbidden-strings');
export const PASSWORD_PASSCODE_ACCESS = vocab.words('password-passcode-access');
export const BASE_HEX_REVERSED = new RegExp(String.raw`\((?:${vocab('base-hex-reversed')})\)`);

const spacedCache = new Map<string, RegExp>();
function spacedRegex(s: string): RegExp {
  let re = spacedCache.get(s);
  if (!re) {
    const chars = [...s.replace(/[^\p{L}\p{N}]+/gu, '')].map(escapeRegExp);
    re = new RegExp(`(?<![\\p{L}\\p{N}])${chars.join('[\\s\\-_.*·|,$!@#%&+/:;]{0,3}')}(?![\\p{L}\\p{N}])`, 'iu');
    if (spacedCache.size > 5000) spacedCache.clear();
    spacedCache.set(s, re);
  }
  return re;
}

export interface StringHit {
  string: string;
  span: Span;
  how:
    | 'exact'
    | 'spaced'
    | 'base64'
    | 'hex'
    | 'binary'
    | 'url'
    | 'reversed'
    | 'rot13'
    | 'spelled'
    | 'split'
    | 'homoglyph'
    | 'leet'
    | 'codes'
    | 'morse'
    | 'acrostic'
    | 'pieces'
    | 'hints'
    | 'partial'
    | 'shifted'
    | 'restated'
    | 'inflected';
}

const forms = lexiconGroups('en', 'operator-forms');
const INFLECTION = `(?:${forms('inflection-ending')})`;
const inflectionCache = new Map<string, RegExp | null>();
/**
 * A banned word in an inflected form ("cheapest", "cheaper" for "cheap"; "guaranteed" for "guarantee"; "easier" for
 * "easy"; "slimmer" for "slim"): one English word of four letters or more, followed by a regular inflection ending
 * (seeds/lexicons/en/operator-forms.json), with a final e dropped, a final y turned to i or a final consonant doubled.
 * Only whole words and only inflections: "cheapskate", "freedom" or the adverb "cheaply" are other words.
 */
export function inflectedWord(word: string): RegExp | null {
  let re = inflectionCache.get(word);
  if (re === undefined) {
    const w = word.toLowerCase();
    re = null;
    if (/^[a-z]{4,}$/.test(w)) {
      const stems = new Set([escapeRegExp(w)]);
      if (w.endsWith('e')) stems.add(escapeRegExp(w.slice(0, -1)));
      if (/[^aeiou]y$/.test(w)) stems.add(`${escapeRegExp(w.slice(0, -1))}i`);
      if (/[^aeiou][aeiou][bdgklmnprt]$/.test(w)) stems.add(escapeRegExp(w + w.slice(-1)));
      re = new RegExp(`(?<![\\p{L}\\p{N}])(?:${[...stems].join('|')})${INFLECTION}(?![\\p{L}\\p{N}])`, 'iu');
    }
    if (inflectionCache.size > 5000) inflectionCache.clear();
    inflectionCache.set(word, re);
  }
  return re;
}

export function findForbidden(rule: Rule, ctx: ScreenContext): StringHit[] {
  const strings = rule.params.strings as string[];
  const hits: StringHit[] = [];
  const secret = rule.params.category === 'secret';
  if (rule.params.case_sensitive) {
    // inferred brand names: exact case, word-bounded (so "apple" the fruit and "delta" the river stay free)
    for (const s of strings) for (const sp of findAll(ctx.text, s, true)) hits.push({ string: s, span: sp, how: 'exact' });
    return hits.sort((a, b) => a.span.start - b.span.start);
  }
  for (const s of strings) {
    const needle = foldSameLength(s.trim());
    if (!needle) continue;
    const exact = findAll(ctx.fold, needle, true);
    for (const sp of exact) hits.push({ string: s, span: sp, how: 'exact' });
    if (exact.length) continue;
    if (rule.params.category === 'banned') {
      const m = inflectedWord(needle)?.exec(ctx.fold);
      if (m) {
        hits.push({ string: s, span: { start: m.index, end: m.index + m[0].length }, how: 'inflected' });
        continue;
      }
    }
    // normalised quotes/dashes/whitespace
    if (/\s/.test(needle)) {
      const re = new RegExp(`(?<![\\p{L}\\p{N}])${needle.split(/\s+/).map(escapeRegExp).join('\\s+')}(?![\\p{L}\\p{N}])`, 'iu');
      const m = re.exec(ctx.fold);
      if (m) {
        hits.push({ string: s, span: { start: m.index, end: m.index + m[0].length }, how: 'exact' });
        continue;
      }
    }
    // the same date or quantity in another form ("the ninth of April" for 2027-04-09, "twelve hundred" for 1,200), or
    // the value word for word once number words and a spoken "dot" or "hyphen" are read ("host dot dev")
    if (secret) {
      const reading = readReply(ctx.text);
      const canon = reading.c;
      const inCanon = canon.text !== ctx.text ? findAll(reading.fold, needle, true)[0] : undefined;
      const same = inCanon ? originalSpan(canon, inCanon, ctx.text.length) : sameValueIn(ctx.text, s);
      if (same) {
        hits.push({ string: s, span: same, how: 'restated' });
        continue;
      }
    }
    if (!secret && needle.length < 5) continue;
    const compactLen = needle.replace(/[^\p{L}\p{N}]/gu, '').length;
    if (compactLen >= 4) {
      const m = spacedRegex(needle).exec(ctx.text);
      if (m) {
        hits.push({ string: s, span: { start: m.index, end: m.index + m[0].length }, how: 'spaced' });
        continue;
      }
    }
    if (secret && compactLen >= 4) {
      const hit = disguisedValue(ctx.text, needle);
      if (hit) {
        hits.push({ string: s, ...hit });
        continue;
      }
    }
    if (!secret || compactLen < 4) {
      // banned words/competitors: still look inside decoded Base64/hex
      for (const v of decodedViews(ctx)) {
        if (v.kind !== 'base64' && v.kind !== 'hex') continue;
        if (findAll(normalize(v.text), normalize(needle), true).length) hits.push({ string: s, span: v.span, how: v.kind });
      }
      continue;
    }
    const compactNeedle = needle.replace(/[^\p{L}\p{N}]+/gu, '');
    const split = splitParts(ctx.text, needle);
    if (split) {
      hits.push({ string: s, span: split, how: 'split' });
      continue;
    }
    for (const v of [...decodedViews(ctx), ...decodeBase64Runs(ctx.text, true)]) {
      if (v.kind === 'compact') {
        // spelled out one character at a time: compare the characters only
        if (v.text.includes(compactNeedle)) {
          hits.push({ string: s, span: v.span, how: 'spelled' });
          break;
        }
        continue;
      }
      const found = findAll(foldSameLength(v.text), needle, v.kind === 'reversed' || v.kind === 'rot13');
      if (!found.length) continue;
      const span =
        v.kind === 'reversed' ? { start: ctx.text.length - found[0]!.end, end: ctx.text.length - found[0]!.start } : v.kind === 'rot13' ? found[0]! : v.span;
      hits.push({ string: s, span, how: v.kind as StringHit['how'] });
      break;
    }
    if (hits.some((h) => h.string === s)) continue;
    // rebuilt from the pieces, hints or most of it that the reply gives (reconstruct.ts), read with the reply's number
    // words as digits ("Marlow followed by twenty-two ninety-one"); then the character-level hints in any order
    // ("starts with 3, ends with 7, the middle two are nine and four": hints.ts)
    const canon = readReply(ctx.text).c;
    const rebuilt = reconstructedValue(canon.text, s, ctx.input.system_prompt ?? '') ?? pinnedSpan(canon.text, compactNeedle.toLowerCase(), s);
    if (rebuilt) hits.push({ string: s, span: originalSpan(canon, rebuilt.span, ctx.text.length), how: rebuilt.how });
  }
  return hits.sort((a, b) => a.span.start - b.span.start);
}

function pinnedSpan(text: string, want: string, value: string): { span: Span; how: 'hints' } | undefined {
  const span = pinnedByHints(text, want) ?? pinnedGroupByHints(text, value);
  return span ? { span, how: 'hints' } : undefined;
}

/**
 * A protected value written so that the searches above miss it (disguise.ts): letter-spaced backwards, in look-alike
 * or invisible characters, in leetspeak (values without digits of their own: "Tide5" must not match "tides"), as
 * character codes, in Morse code, or down the first letters of the lines.
 */
function disguisedValue(text: string, needle: string): Omit<StringHit, 'string'> | undefined {
  const compact = needle.replace(/[^\p{L}\p{N}]+/gu, '');
  const backwards = spacedRegex([...compact].reverse().join('')).exec(text);
  if (backwards) return { span: { start: backwards.index, end: backwards.index + backwards[0].length }, how: 'reversed' };
  const plain = plainView(text);
  const back = (a: number, b: number) => ({ start: plain.map[a] ?? 0, end: (plain.map[b - 1] ?? text.length - 1) + 1 });
  if (plain.text !== text) {
    const folded = foldSameLength(plain.text);
    const exact = findAll(folded, needle, true)[0];
    const m = exact ? undefined : spacedRegex(needle).exec(plain.text);
    if (exact) return { span: back(exact.start, exact.end), how: 'homoglyph' };
    if (m) return { span: back(m.index, m.index + m[0].length), how: 'homoglyph' };
  }
  if (!/\d/.test(needle) && compact.length >= 5) {
    const leet = findAll(leetFold(plain.text), leetFold(needle), true)[0];
    if (leet) return { span: back(leet.start, leet.end), how: 'leet' };
  }
  for (const v of characterCodeRuns(text)) if (findAll(foldSameLength(v.text), needle, false).length) return { span: v.span, how: 'codes' };
  for (const [how, views] of [
    ['morse', morseRuns(text)],
    ['acrostic', acrostic(text)],
  ] as const)
    for (const v of views) if (v.text.includes(compact.toLowerCase())) return { span: v.span, how };
  return undefined;
}

function exceptionMet(rule: Rule, ctx: ScreenContext): boolean | undefined {
  if (!rule.params.unless) return false;
  if (!ctx.lastUser) return undefined;
  const u = normalize(ctx.lastUser);
  const cues = [...((rule.params.unless_cues as string[]) ?? []), ...(PASSWORD_PASSCODE_ACCESS.test(String(rule.params.unless)) ? ctx.secrets : [])];
  return cues.some((c) => u.includes(normalize(c)));
}

/**
 * A competitor named with a capital ("Trek", "Specialized") written in lower case mid-sentence in a reply that does use
 * capitals ("a long trek", "the specialised mode") is the common word, not the brand: no confident violation.
 */
function commonWordUse(h: StringHit, text: string): boolean {
  if (h.how !== 'exact' || !/^\p{Lu}/u.test(h.string) || /\s/.test(h.string.trim())) return false;
  const seen = text.slice(h.span.start, h.span.end);
  if (!/^\p{Ll}/u.test(seen)) return false;
  const before = text.slice(Math.max(0, h.span.start - 3), h.span.start);
  return /\p{Lu}/u.test(text) && !/(?:^|[.!?:\n]\s*)$/.test(before);
}

/** Hits a banned-word rule should not count: outside the banned position, or the user's own words quoted back. */
function countable(rule: Rule, ctx: ScreenContext, hits: StringHit[]): StringHit[] {
  if (rule.params.category === 'competitor') return hits.filter((h) => !commonWordUse(h, ctx.text));
  if (rule.params.category !== 'banned') return hits;
  const pos = rule.params.position as string | undefined;
  const text = ctx.text;
  const users = ctx.history.filter((m) => m.role === 'user').map((m) => normalize(m.content));
  return hits.filter((h) => {
    if (pos === 'start' && text.slice(0, h.span.start).replace(/[\s"'“‘*_#>-]+/g, '') !== '') return false;
    if (pos === 'end' && text.slice(h.span.end).replace(/[\s"'”’.!?*_]+/g, '') !== '') return false;
    // "When he says "stupid", …": a banned word quoted from the user's own message is mentioned, not used
    const before = text.slice(Math.max(0, h.span.start - 1), h.span.start);
    const after = text.slice(h.span.end, h.span.end + 1);
    if (/["“'‘«]/.test(before) && /["”'’»]/.test(after) && users.some((u) => u.includes(normalize(h.string)))) return false;
    return true;
  });
}

/** The parenthetical a hit is all of (brackets, emphasis marks and the space before it included), if it is one. */
export function parentheticalAround(text: string, span: { start: number; end: number }): { start: number; end: number } | undefined {
  const before = /\s?\(\s*[*_]*$/.exec(text.slice(0, span.start));
  const after = /^[*_]*\s*\)/.exec(text.slice(span.end));
  return before && after ? { start: before.index, end: span.end + after[0].length } : undefined;
}

export const forbiddenStringsParams = z
  .object({
    check: z.literal('forbidden_strings'),
    category: z.enum(['secret', 'banned', 'competitor']),
    strings: z.array(z.string()).min(1),
    case_sensitive: z.boolean().optional(),
    position: z.enum(['start', 'end']).optional(),
    unless: z.string().optional(),
    unless_cues: z.array(z.string()).optional(),
    replacement: z.string().optional(),
  })
  .loose();

/**
 * A banned word can be cut on its own only where the sentence still reads without it ("It is literally fine" →
 * "It is fine"); after a determiner or preposition, or opening a sentence, its clause goes instead ("The economy
 * is driven by demand" must not become "The is driven by.").
 */
export const FUNCTION_WORD = new RegExp(String.raw`\b(?:${vocab('function-word')})\s*$`, 'i');
/**
 * A word that carries its clause is no modifier to drop: after a subject pronoun, a modal or "to" it is the verb ("We
 * guarantee delivery"), and before a comma, a coordinator or a relative word it ends its phrase, the predicate or the
 * head ("It is simple and…", "Setup is simple, and…"); masking it would leave a hole ("It is and it works"), so its
 * clause goes instead (redeem/edit.ts `clausesAt`).
 */
export const VERB_BEFORE = new RegExp(String.raw`(?:(?:^|[^\p{L}])(?:${vocab('verb-before')}))\s*$`, 'iu');
export const PHRASE_END_AFTER = new RegExp(String.raw`^\s*(?:[,.!?;:)\]—–-]|$|(?:${vocab('phrase-end-after')})\b)`, 'i');
function maskable(text: string, span: Span): boolean {
  const before = text.slice(Math.max(0, span.start - 30), span.start);
  const after = text.slice(span.end, span.end + 12);
  if (/(?:^|[.!?:\n]\s*)$/.test(before) || FUNCTION_WORD.test(before)) return false;
  if (/^\s*[.!?;:]/.test(after)) return false;
  if (VERB_BEFORE.test(before) || PHRASE_END_AFTER.test(after)) return false;
  return true;
}

/**
 * The banned word replaced by the prompt's own alternative, keeping a capital at the start; undefined when the rule
 * names none or a hit is not an exact one (a spelled-out or encoded hit is cut as before).
 */
function replaceWith(text: string, rule: Rule, hits: StringHit[]): string | undefined {
  const alt = rule.params.replacement as string | undefined;
  if (!alt || !hits.length || hits.some((h) => h.how !== 'exact')) return undefined;
  let out = text;
  for (const h of [...hits].sort((a, b) => b.span.start - a.span.start)) {
    const seen = out.slice(h.span.start, h.span.end);
    const word = /^\p{Lu}/u.test(seen) && !/^\p{Lu}/u.test(alt) ? alt[0]!.toUpperCase() + alt.slice(1) : alt;
    out = out.slice(0, h.span.start) + word + out.slice(h.span.end);
  }
  return out;
}

export const forbiddenStrings: Check<typeof forbiddenStringsParams> = {
  quality: { forbidden: (r) => r.params.strings as string[] },
  provider: { hard: true },
  // a string an earlier rule already forbids is not forbidden twice
  narrow(r, seen) {
    const strings = (r.params.strings as string[]).filter((s) => !seen.has(s.toLowerCase()));
    if (!strings.length) return undefined;
    strings.forEach((s) => seen.add(s.toLowerCase()));
    return strings.length !== (r.params.strings as string[]).length ? { ...r, params: { ...r.params, strings } } : r;
  },
  // a single banned word is masked where the sentence reads without it; anything else takes its clause along
  repair: {
    phase: PHASE.remove,
    fix(text, _p, ctx) {
      // the prompt names the word to use instead ("say 'property owner'"): each exact hit is replaced, nothing dropped
      const replaced = replaceWith(text, ctx.rule, findForbidden(ctx.rule, ctx.screen));
      if (replaced !== undefined) return replaced;
      const out = noRemovals();
      for (const h of findForbidden(ctx.rule, ctx.screen)) {
        // "with our partner carrier (Berrick Lines)": the aside goes, and the sentence reads on without it
        const aside = parentheticalAround(text, h.span);
        if (aside) {
          out.mask.push(aside);
          continue;
        }
        const singleWord =
          ctx.rule.params.category === 'banned' && !/\s/.test(h.string) && (h.how === 'exact' || h.how === 'inflected') && maskable(text, h.span);
        (singleWord ? out.mask : out.drop).push(h.span);
      }
      return cutSpans(text, out, ctx.capitals);
    },
  },
  // found reversed, ROT13, letter-spaced or inside Base64/hex: the encoded-content evasion reports it too
  disguised: (f) => BASE_HEX_REVERSED.test(f.detail),
  description: 'the reply contains no protected secret, banned string or competitor name, in any spelling or encoding',
  params: forbiddenStringsParams,
  forbids: true,
  name: 'forbidden_strings',
  evaluate(rule, ctx) {
    const hits = countable(rule, ctx, findForbidden(rule, ctx));
    const cat = String(rule.params.category ?? 'banned');
    if (!hits.length) return finding(rule, this.name, 'satisfied', `No ${cat} string found.`, { confidence: 0.97 });
    const met = exceptionMet(rule, ctx);
    if (met === true) return finding(rule, this.name, 'not_applicable', `The exception "${rule.params.unless}" holds for this turn.`, { confidence: 0.85 });
    const h = hits[0]!;
    const what = cat === 'secret' ? 'protected secret' : cat === 'competitor' ? 'competitor name' : 'banned string';
    const detail = `Response contains the ${what} "${h.string}"${h.how === 'exact' ? '' : ` (${h.how})`}.`;
    if (met === undefined)
      return finding(rule, this.name, 'violated', `${detail} No conversation was given to check the exception "${rule.params.unless}".`, {
        evidence: h.span,
        confidence: 0.7,
        hard: false,
        semantic: true,
      });
    if (rule.params.inferred)
      return finding(rule, this.name, 'violated', `${detail} (a well-known brand of the prompt's sector)`, { evidence: h.span, confidence: 0.85, hard: false });
    // an inflected form is the word the rule names in another form ("cheapest" for "cheap"): sure, but no exact hit
    if (h.how === 'inflected') return finding(rule, this.name, 'violated', detail, { evidence: h.span, confidence: 0.9, hard: false });
    return finding(rule, this.name, 'violated', detail, { evidence: h.span, confidence: 0.98 });
  },
};
