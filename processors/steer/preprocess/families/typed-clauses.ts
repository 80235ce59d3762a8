/**
 * Typed rule extraction from clauses: every clause of the prompt (compound instructions already cut into their
 * parts) is typed by the trained classifier and its slots read by the type's reader. The typed rules are merged with
 * the rule families' own: where a clause is typed with confidence, the typed reading replaces a family rule of the
 * same check drawn from that clause (a family regex that read the slot wrongly — "utiliser le mot" taken for the
 * keyword — loses to the typed reader), and a family rule of an instruction-type check that the classifier does not
 * see in the clause at all is dropped (a posdata "starting with P.D." is not an opening). Clauses the classifier does
 * not type keep the families' rules untouched.
 */
import { spansOverlap as overlaps } from '../../text.js';
import type { Rule } from '../../types.js';
import { anchoredClauseTypes, clauseModelStatus, clauseScores, promptReadsAsEnglish } from '../clauses/classifier.js';
import type { ClauseType } from '../clauses/types.js';
import { carriesNegation, describesOnly, formOfAPerson, makeRule, type PromptDoc, permitsOnly, spokenQuote } from '../family.js';
import { countInsidePart } from './opening-ending.js';
import { readSlots, type TypedDraft } from './typed-slots.js';

/** Checks whose instructions the classifier was trained on: a typed clause decides which of them it states. */
const TYPED_CHECKS = new Set([
  'required_phrase',
  'forbidden_chars',
  'case',
  'format',
  'count',
  'length',
  'ending',
  'opening',
  'keyword_frequency',
  'letter_frequency',
  'repeat_request',
  'language',
]);

/** The formats the classifier has types for; the others (no markdown, no bold, no links, options, …) it never saw. */
const TYPED_FORMATS = new Set(['title', 'json', 'quoted', 'postscript']);

/**
 * A rule of a kind the classifier was trained on, so a typed clause decides whether it stands. A family rule of a kind
 * it has no type for ("no markdown" beside "no bullets") stands whatever the classifier makes of the clause.
 */
const typedKind = (r: Rule) => TYPED_CHECKS.has(String(r.params.check)) && (r.params.check !== 'format' || TYPED_FORMATS.has(String(r.params.format)));

/** The check each clause type's rule is evaluated by. */
const CHECK_OF_TYPE: Record<ClauseType, string> = {
  no_comma: 'forbidden_chars',
  no_digits: 'forbidden_chars',
  lowercase: 'case',
  uppercase: 'case',
  capital_words: 'case',
  title: 'format',
  json: 'format',
  quotation: 'format',
  postscript: 'format',
  placeholders: 'count',
  bullets: 'count',
  numbered: 'count',
  highlights: 'count',
  sections: 'count',
  end_phrase: 'ending',
  words: 'length',
  sentences: 'length',
  paragraphs: 'length',
  keywords_include: 'required_phrase',
  keywords_forbid: 'forbidden_strings',
  keyword_count: 'keyword_frequency',
  letter_count: 'letter_frequency',
  repeat_prompt: 'repeat_request',
  response_language: 'language',
  characters: 'length',
};

/** Typed rules carry the name of the rule family that reads the same instructions by wording. */
const FAMILY_OF_CHECK: Record<string, string> = {
  forbidden_chars: 'banned_characters',
  case: 'letter_case',
  format: 'formats',
  count: 'counts',
  length: 'length',
  ending: 'opening_ending',
  required_phrase: 'required_phrases',
  forbidden_strings: 'banned_strings',
  keyword_frequency: 'required_phrases',
  letter_frequency: 'required_phrases',
  repeat_request: 'repeat_request',
  language: 'language',
};

/**
 * Japanese instruction forms whose words can mean nothing else, read by the type's slot reader when the classifier
 * does not type the clause (the families read Japanese by none of their verbs): a quoted word and a number of times
 * (「X」を5回以上), the reading comma banned (読点を使わない), a number of paragraphs (3段落で, not 3段落目), 《》 named
 * with emphasis. The reader still needs every slot, so a form without its number gives no rule.
 */
const UNMISTAKABLE: [ClauseType, RegExp][] = [
  ['keyword_count', /[「『][^」』]{1,30}[」』][^。]{0,40}?[0-9０-９一二三四五六七八九十]+\s?回/u],
  ['no_comma', /読点(?:「、」)?[^。]{0,10}(?:使わない|使用しない|用いない|使わず|禁止|なし)/u],
  ['paragraphs', /[0-9０-９一二三四五六七八九十]+\s?(?:つの)?段落(?!目)/u],
  ['highlights', /《\s?》[^。]{0,30}強調|強調[^。]{0,30}《\s?》/u],
];
const unmistakableTypes = (text: string): ClauseType[] => UNMISTAKABLE.filter(([, re]) => re.test(text)).map(([t]) => t);

/**
 * A phrase the families required from a clause the classifier does not type, in a language they read only by a few
 * verbs (es/fr/ja): quoted text after "debe/doit/incluir" is as often a title, an example or the request to repeat as a
 * phrase to include, so it is not enforced — a false rewrite costs more than a miss. Quoted words the clause names as
 * words or keywords stay (a keyword instruction, found inside longer words as its definition reads).
 */
function unsureRequirement(r: Rule, clause: { start: number; end: number }): boolean {
  return (
    r.params.check === 'required_phrase' && !r.params.keywords_rule && overlaps(r.span, clause) && r.span.start >= clause.start && r.span.end <= clause.end
  );
}

/**
 * Form rules the families read by words that also name other things ("MAYÚSCULAS" inside a title, a count of capitals
 * in an example): the clause type that states each of them. Such a family rule stands in a clause the classifier does
 * not type only when the classifier agrees with it at least weakly — its score for that type reaches AGREEMENT, well
 * below the threshold at which it would type the clause by itself. Two independent readers, words and n-grams, must
 * both see the instruction. Only capital-word counts: for postscript, whole-reply case, bullets, paragraphs and keyword
 * counts the classifier scores true instructions in unseen wording near 0 (cross-fitted dev-a recall 0.815 → 0.721).
 */
function crossCheckedType(r: Rule): ClauseType | undefined {
  const p = r.params as Record<string, unknown>;
  if (p.check === 'case' && p.mode === 'capital_words') return 'capital_words';
  return undefined;
}
// chosen on cross-fitted dev-b (capital-word false changes 15 → 0)
export const AGREEMENT = 0.05;

/** A family rule of a cross-checked kind, inside an untyped clause, that the classifier does not see there at all. */
export function readerDisagrees(r: Rule, clause: { text: string; start: number; end: number }): boolean {
  if (r.span.start < clause.start || r.span.end > clause.end) return false;
  const type = crossCheckedType(r);
  if (!type) return false;
  return (clauseScores(clause.text).get(type) ?? 1) < AGREEMENT;
}

/** Types that ban something: a clause states them only with a negation (or, for digits, by asking for numbers in words). */
export const BANS = new Set<ClauseType>(['keywords_forbid', 'no_comma', 'no_digits']);
const BAN_WORDS =
  /(?:^|[^\p{L}])(?:no|not|nothing|none|pas de|aucune?|zero|free of|skip|leave out|out of|banned|forbidden|ohne|nicht|vermeid\p{L}*|não|keine?n?|geen|nessun[ao]?|non|nie|nenhum[a]?|sem|hi[çc]|없이|不要|不得)(?![\p{L}])|[\p{L}_-]free\b|kullanma|しない|ずに|せず|なしで|抜きで/iu;
const IN_WORDS =
  /\b(?:in|as) (?:words|letters)\b|spell|written out|write (?:\w+ )*out\b|en (?:toutes )?lettres|en palabras|con letras|ausgeschrieben|voluit|s[łl]ownie|in lettere|por extenso|漢数字|文字で/iu;
export function bans(t: ClauseType, text: string): boolean {
  if (carriesNegation(text) || BAN_WORDS.test(text)) return true;
  return t === 'no_digits' && IN_WORDS.test(text);
}

/** `familiesOf`: the rule families run over a text on their own (to see what a clause states outside a quotation). */
export function mergeTypedRules(doc: PromptDoc, familyRules: Rule[], embeddings?: Map<string, Float32Array>, familiesOf?: (text: string) => Rule[]): Rule[] {
  let rules = familyRules;
  const added: Rule[] = [];
  // the families read English by its wording; other languages only by a few verbs (see unsureRequirement)
  const foreign = clauseModelStatus().loaded && !promptReadsAsEnglish(doc.text);
  for (const clause of doc.sentences) {
    // an instruction quoted from a person of the task is theirs: a form rule stands only if the clause states it outside the quote
    const spoken = spokenQuote(clause.text);
    if (spoken) {
      const masked = clause.text.replace(spoken, ' ');
      const stated = new Set((familiesOf?.(masked) ?? []).map((r) => String(r.params.check)));
      rules = rules.filter((r) => !TYPED_CHECKS.has(r.params.check) || r.span.start < clause.start || r.span.end > clause.end || stated.has(r.params.check));
      if (!anchoredClauseTypes(masked).length) continue;
    }
    // a description of what is usual or possible, or a permission, states no form rule (neither the families' nor a typed one)
    if (describesOnly(clause.text) || permitsOnly(clause.text) || formOfAPerson(clause.text)) {
      rules = rules.filter((r) => !TYPED_CHECKS.has(r.params.check) || r.span.start < clause.start || r.span.end > clause.end);
      continue;
    }
    // a typed reading needs the type's anchor words in the clause
    // a clause that negates nothing forbids nothing: the classifier's "keywords to avoid" there reads a list to include
    // (likewise commas and digits: "Use the Oxford comma" states no ban; digits may also be banned by asking for words)
    const types = anchoredClauseTypes(clause.text, embeddings?.get(clause.text)).filter((t) => !BANS.has(t) || bans(t, clause.text));
    if (!types.length) types.push(...unmistakableTypes(clause.text));
    if (!types.length) {
      if (foreign) rules = rules.filter((r) => !unsureRequirement(r, clause));
      if (clauseModelStatus().loaded) rules = rules.filter((r) => !overlaps(r.span, clause) || !readerDisagrees(r, clause));
      continue;
    }
    const typed = types.flatMap((t) => {
      const d = readSlots(t, clause.text, doc.text);
      return d ? [{ type: t, d }] : [];
    });
    // a family rule of this clause that reads the same as a typed one and says more ("a JSON object with keys …") is
    // kept instead of it
    const inClause = (r: Rule) => overlaps(r.span, clause) && r.span.start >= clause.start && r.span.end <= clause.end;
    const richer = (d: TypedDraft) =>
      rules.find((r) => inClause(r) && Object.entries(d.params).every(([k, v]) => JSON.stringify(r.params[k]) === JSON.stringify(v)));
    const kept = new Set<Rule>();
    for (let i = typed.length - 1; i >= 0; i--) {
      const r = richer(typed[i]!.d);
      if (!r) continue;
      kept.add(r);
      typed.splice(i, 1);
    }
    const typedChecks = new Set(typed.map((x) => x.d.params.check));
    const statedChecks = new Set(types.map((t) => CHECK_OF_TYPE[t]));
    rules = rules.filter((r) => {
      if (!overlaps(r.span, clause) || kept.has(r)) return true;
      // keep family rules for checks the classifier is not trained on (secrets, topics, conditionals, …) and for clauses spanning more than this one
      if (!typedKind(r) || r.span.start < clause.start || r.span.end > clause.end) return true;
      // the typed reader re-read it (the typed reading wins), or the clause states another instruction: drop it
      return !typedChecks.has(r.params.check) && statedChecks.has(r.params.check);
    });
    for (const { type, d } of typed)
      added.push(
        makeRule(FAMILY_OF_CHECK[d.params.check] ?? type, clause, {
          kind: d.kind,
          polarity: d.polarity,
          hard: false,
          params: d.params,
          discriminator: d.discriminator,
        }),
      );
  }
  // a whole-reply count in another unit than a part the clause names is the part's ("each paragraph: at most 3 sentences")
  return [...rules, ...added].filter((r) => !inPartUnit(r) && !inJsonField(r));
}

/**
 * A count inside a JSON skeleton is a field's ('{"summary": string of at most 12 words}'), not the whole reply's: the
 * number follows a quoted key and its colon.
 */
const JSON_FIELD_COUNT = /"[\p{L}\w.-]+"\s*:[^,{}"]*\d/u;
const inJsonField = (r: Rule) => (r.params.check === 'length' || r.params.check === 'count') && JSON_FIELD_COUNT.test(r.text);

function inPartUnit(r: Rule): boolean {
  const p = r.params as Record<string, unknown>;
  const unit = p.check === 'length' ? p.unit : p.check === 'count' ? p.item : undefined;
  return typeof unit === 'string' && countInsidePart(r.text, unit);
}
