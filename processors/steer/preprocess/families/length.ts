/**
 * Length limits on the response in words, sentences, paragraphs, characters or lines ("keep answers under 100 words",
 * "answer in at most 3 sentences", "exactly 4 paragraphs separated by ***", "between 50 and 80 words"; es/fr too).
 */

import { lexiconGroups } from '../../lexicon.js';
import { NUMBER_PATTERN, parseNumber, parseRelation, type Relation } from '../../text.js';
import type { Rule } from '../../types.js';
import { docOf, makeRule, negatedBound, type RuleFamily } from '../family.js';

/** Phrase lists live in seeds/lexicons/en/family-length.json (issue 9); the structure around them stays here. */
const vocab = lexiconGroups('en', 'family-length');
export const WORD_PALABRA_MOT = new RegExp(`^(?:${vocab('word-palabra-mot')})$`, 'i');
export const SENTENCE_FRASE_ORACIONE = new RegExp(`^(?:${vocab('sentence-frase-oracione')})$`, 'i');
export const PARAGRAPH_PARRAFO_PARAGRAPHE = new RegExp(`^(?:${vocab('paragraph-parrafo-paragraphe')})$`, 'i');
export const CHARACTER_CHAR_LETTER = new RegExp(`^(?:${vocab('character-char-letter')})$`, 'i');
export const LINE_LINEAS_LIGNES = new RegExp(`^(?:${vocab('line-lineas-lignes')})$`, 'i');
export const RESPONSE_ANSWER_REPLY = vocab.words('response-answer-reply');
export const AN_UN_UNE = new RegExp(`^(?:${vocab('an-un-une')})$`, 'i');
export const SINGLE_ONE_ONLY = new RegExp(String.raw`\b(?:${vocab('single-one-only')})\s*$`, 'i');
export const CONTAIN_HAVE_CONSIST = new RegExp(String.raw`\b(?:${vocab('contain-have-consist')})\w*\b`, 'i');
export const AROUND_ABOUT_APPROXIMATELY = new RegExp(String.raw`\b(?:${vocab('around-about-approximately')})\s*$`, 'i');
export const MARKDOWN_DIVISOR_SEPARATEUR = new RegExp(vocab('markdown-divisor-separateur'), 'i');

const UNITS: [RegExp, string][] = [
  [WORD_PALABRA_MOT, 'words'],
  [SENTENCE_FRASE_ORACIONE, 'sentences'],
  [PARAGRAPH_PARRAFO_PARAGRAPHE, 'paragraphs'],
  [CHARACTER_CHAR_LETTER, 'characters'],
  [LINE_LINEAS_LIGNES, 'lines'],
];
const UNIT =
  '(words?|sentences?|paragraphs?|characters?|chars?|lines?|palabras?|frases?|oraciones?|párrafos?|paragraphes?|caracteres|caractères|mots?|phrases?|lignes|líneas)';
const RANGE = new RegExp(
  `\\bbetween\\s+${NUMBER_PATTERN}\\s+(?:and|to|-)\\s+${NUMBER_PATTERN}\\s+${UNIT}\\b|\\b${NUMBER_PATTERN}\\s*(?:-|–|to)\\s*${NUMBER_PATTERN}\\s+${UNIT}\\b`,
  'giu',
);
const SINGLE = new RegExp(
  `(?<![\\p{L}])${NUMBER_PATTERN}[ -]+(?:(?:short|brief|concise|complete|full|distinct|separate|total)\\s+)?${UNIT}(?![\\p{L}])`,
  'giu',
);
export const ABOUT_OUTPUT = new RegExp(String.raw`\b(?:${vocab('about-output')})\b|\b(?:${vocab('about-output-under-within-at')})\b`, 'i');
export const PER_ITEM = new RegExp(vocab('per-item'));
/** "6 palabras con tilde", "4 words written in capitals", "3 mots commençant par « a »": a count of some words only. */
export const QUALIFIED_UNIT = new RegExp(String.raw`^\s*(?:${vocab('qualified-unit')})`, 'iu');
/** "one character says …", "two characters who meet": a character of a story is a person, not a unit of length. */
export const CHARACTER_AS_PERSON = new RegExp(String.raw`^\s*(?:${vocab('character-as-person')})\b`, 'i');
export const USER_SIDE = new RegExp(
  String.raw`\b(?:${vocab('user-side-if-when-unless')})\b[^.]{0,40}\b(?:${vocab('user-side')})\b[^.]{0,30}\b(?:${vocab('user-side-is-are-has')})\b`,
  'i',
);

/** "The brand is always written as nuBloom: …, one word": how a name is written, not how long the reply is. */
export const NAME_FORM = new RegExp(String.raw`\b(?:is|are)\s+(?:\w+\s+){0,2}?(?:${vocab('name-form-verb')})\s+(?:\w+\s+)?(?:as|like)\b`, 'i');
/** Where in the sentence a name's form is described: from "is written as" to the end of its clause. */
function nameFormSpan(t: string): [number, number] | undefined {
  const m = NAME_FORM.exec(t);
  if (!m || RESPONSE_ANSWER_REPLY.test(t.slice(0, m.index))) return undefined;
  const end = /;|,\s*(?:and|but)\b/i.exec(t.slice(m.index));
  return [m.index, end ? m.index + end.index : t.length];
}

/** Parts of a reply a bound can be on ("a title of fewer than 8 words", "never quote more than two sentences"). */
const BOUND_PART = new RegExp(String.raw`(?<![\p{L}])(?:${vocab('bound-part')})(?![\p{L}])`, 'giu');
const BOUND_WHOLE = new RegExp(String.raw`(?<![\p{L}])(?:${vocab('bound-whole')})(?![\p{L}])`, 'giu');
/** A new predicate of the sentence's subject between a part and the bound ("start with a greeting and stay under 80 words"). */
const NEW_PREDICATE =
  /(?:\band\b|\bbut\b|;)\s+(?:(?:should|must|always|then)\s+)?(?:stay|keep|be|remain|use|limit|run|contain|have|respond|answer|write|fit)\b/i;
/**
 * The bound at `idx` is on a part of the reply, not the reply: the nearest thing it can measure, before it in the
 * sentence, is a part (title, quote, each item…) rather than the reply itself. Such a bound is not read as a limit on
 * the whole reply: the reply's length says nothing about it.
 */
export function boundOnPart(t: string, idx: number): boolean {
  const before = t.slice(0, idx);
  let part: RegExpExecArray | undefined;
  let whole = -1;
  for (const m of before.matchAll(BOUND_PART)) part = m as RegExpExecArray;
  for (const m of before.matchAll(BOUND_WHOLE)) whole = m.index!;
  if (!part || part.index! < whole) return false;
  return !NEW_PREDICATE.test(before.slice(part.index! + part[0].length));
}

/** "Answers longer than three paragraphs start with a title": the bound says which replies a rule is for, not their length. */
const BOUND_CONDITION = new RegExp(`(?:${vocab('bound-condition')})`, 'iu');
export function boundIsCondition(t: string, idx: number): boolean {
  const before = t
    .slice(0, idx)
    .replace(/\s*\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|fifty|a hundred|hundred)\s*$/i, '');
  return BOUND_CONDITION.test(before);
}

function unitOf(u: string): string | undefined {
  for (const [re, name] of UNITS) if (re.test(u)) return name;
  return undefined;
}

export const length: RuleFamily = {
  family: 'length',
  extract(prompt, d) {
    const doc = docOf(prompt, d);
    const rules: Rule[] = [];
    for (const s of doc.sentences) {
      const t = s.text;
      if (!ABOUT_OUTPUT.test(t) || USER_SIDE.test(t)) continue;
      const form = nameFormSpan(t);
      const taken: [number, number][] = form ? [form] : [];
      const push = (unit: string, relation: Relation, n: number, idx: number, extra: Record<string, unknown> = {}) => {
        const before = t.slice(Math.max(0, idx - 40), idx);
        const after = t.slice(idx, idx + 60);
        if (PER_ITEM.test(before + ' ' + after.split(/[,;]/)[0]) && !RESPONSE_ANSWER_REPLY.test(before)) return;
        if (boundOnPart(t, idx) || boundIsCondition(t, idx)) return;
        if (unit === 'characters' && /\b(?:letter|lettre)s?\b/i.test(after) && !/\b(?:characters?|caract)/i.test(t)) {
          // "letters" means characters only in a length context ("at most 280 letters")
        }
        rules.push(
          makeRule('length', s, {
            kind: 'watch_item',
            polarity: 'form',
            hard: false,
            // "paragraphs separated by the markdown divider ***" (often the next sentence): only the divider separates them
            params: {
              check: 'length',
              unit,
              relation,
              n,
              ...extra,
              ...(unit === 'paragraphs' && namesParagraphDivider(prompt) ? { divider: '***' } : {}),
            },
            discriminator: `${unit}:${relation}:${n}`,
          }),
        );
      };
      RANGE.lastIndex = 0;
      let m: RegExpExecArray | null;
      while ((m = RANGE.exec(t))) {
        const a = parseNumber(m[1]! ?? m[4]);
        const b = parseNumber(m[2]! ?? m[5]);
        const unit = unitOf(m[3]! ?? m[6]);
        if (a === undefined || b === undefined || !unit) continue;
        push(unit, 'at_least', Math.min(a, b), m.index);
        push(unit, 'at_most', Math.max(a, b), m.index);
        taken.push([m.index, m.index + m[0].length]);
      }
      SINGLE.lastIndex = 0;
      while ((m = SINGLE.exec(t))) {
        const at = m.index;
        if (taken.some(([a, b]) => at >= a && at < b)) continue;
        const n = parseNumber(m[1]!);
        const unit = unitOf(m[2]!);
        if (n === undefined || !unit) continue;
        if (QUALIFIED_UNIT.test(t.slice(at + m[0].length))) continue;
        if (unit === 'characters' && CHARACTER_AS_PERSON.test(t.slice(at + m[0].length))) continue;
        if (AN_UN_UNE.test(m[1]!.trim()) && !SINGLE_ONE_ONLY.test(t.slice(Math.max(0, at - 12), at) + (m[1]!.length > 2 ? '' : ''))) {
          if (!/\b(?:in|as|with|into|en)\s+$/i.test(t.slice(Math.max(0, at - 6), at))) continue;
        }
        if (unit === 'characters' && /\b(?:letter)\b/i.test(m[2]!) && /\bletter\s+["'“‘]/.test(t)) continue;
        const before = t.slice(Math.max(0, at - 48), at);
        const after = t.slice(at + m[0].length, at + m[0].length + 32);
        const fallback: Relation =
          unit === 'paragraphs' || (CONTAIN_HAVE_CONSIST.test(before) && unit !== 'words' && unit !== 'characters') ? 'exactly' : 'at_most';
        const approx = AROUND_ABOUT_APPROXIMATELY.test(before);
        // a negated verb before the bound reads it the other way ("never write more than 3 sentences" = at most 3)
        const relation = approx ? 'exactly' : negatedBound(before, parseRelation(before, fallback, after));
        push(unit, relation, n, at, approx ? { approx: true } : {});
      }
    }
    return rules;
  },
};

/** The prompt names the markdown divider `***` as what separates paragraphs (often in a sentence of its own). */
export const namesParagraphDivider = (prompt: string): boolean => MARKDOWN_DIVISOR_SEPARATEUR.test(prompt);
