/**
 * Counted structures: bullet points, numbered items, sections (with their marker), highlighted parts (*like this*),
 * placeholders in square brackets, and "no bullet points"/"no placeholders".
 */

import { lexiconGroups } from '../../lexicon.js';
import { NUMBER_PATTERN, parseNumber, parseRelation } from '../../text.js';
import type { Rule } from '../../types.js';
import { docOf, makeRule, NEG, negatedBound, type RuleFamily, sentencesWithNext } from '../family.js';

/** Phrase lists live in seeds/lexicons/en/family-counts.json (issue 9); the structure around them stays here. */
const vocab = lexiconGroups('en', 'family-counts');
export const BULLET_BULLETS_PUNTOS = vocab.words('bullet-bullets-puntos');
export const ITEM_POINT_STEP = new RegExp(String.raw`\bnumbered (?:list )?(?:${vocab('item-point-step')})\b`, 'i');
export const SECTION_SECCIONES_SECCION = vocab.words('section-secciones-seccion');
export const HIGHLIGHTED_HIGHLIGHT_SECCIONES = vocab.words('highlighted-highlight-secciones');
export const PLACEHOLDER_MARCADORES_ESPACES = vocab.words('placeholder-marcadores-espaces');
export const MARK_BEGIN_START = vocab.words('mark-begin-start');
export const HIGHLIGHT_RESALTA_SURBRILLANCE = new RegExp(vocab('highlight-resalta-surbrillance'), 'i');
export const EACH_EVERY_PER = new RegExp(vocab('each-every-per'), 'i');
export const AT_EXACTLY_OF = vocab.words('at-exactly-of');
export const NO_NOT = vocab.words('no-not');
export const WITH_BY_CON = new RegExp(String.raw`\b(?:${vocab('with-by-con')})\s+["'“‘]?([A-Za-zÀ-ÿ]+)\s+(?:X|N|\d|\{\w+\}|\[\w+\])`, 'i');

/** "three tips for writing bullet points": a preposition or a verb between the number and the item word means the number counts another thing. */
export const COUNT_BREAKER = vocab.words('count-breaker');
/** "Never fill a placeholder", "do not remove the bullets": a ban on altering the items keeps them; it bounds no count. */
export const ALTER_VERB = vocab.words('alter-verb');

/**
 * A ban on lists in the wording operators use ("no bullet points, no numbered lists", "don't use lists", "in full
 * sentences, not bullet points"): a list noun after a negation of the clause or right after "no"/"not"/"without".
 * Vocabulary in seeds/lexicons/en/operator-forms.json. A generic "lists" bans both kinds; "bullet points" only bullets.
 */
const forms = lexiconGroups('en', 'operator-forms');
export const LIST_NOUN = new RegExp(
  String.raw`\b(?:(${forms('list-noun-bullet')})|(${forms('list-noun-numbered')})|(${forms('list-noun-any')}))\b(?!\s+(?:of|for|with)\b)`,
  'gi',
);
export const LIST_BAN_DETERMINER = new RegExp(String.raw`\b(?:${forms('list-ban-determiner')})\s+(?:[\p{L}-]+\s+)?$`, 'iu');
export const LIST_BAN_UNLESS = new RegExp(String.raw`\b(?:${forms('list-ban-unless')})\b`, 'i');
const HAS_NUMBER = new RegExp(String.raw`\b${NUMBER_PATTERN}\b`, 'i');

/** The list kinds a clause bans outright (none when a number bounds them or a condition lifts the ban). */
export function bannedListItems(clause: string): ('bullets' | 'numbered')[] {
  if (LIST_BAN_UNLESS.test(clause) || HAS_NUMBER.test(clause)) return [];
  const neg = NEG.exec(clause);
  const out = new Set<'bullets' | 'numbered'>();
  LIST_NOUN.lastIndex = 0;
  // once a list noun is banned, the ones coordinated after it are too ("no bullet points or numbered lists")
  let banning = false;
  for (let m = LIST_NOUN.exec(clause); m; m = LIST_NOUN.exec(clause)) {
    const before = clause.slice(Math.max(0, m.index - 30), m.index);
    banning ||= (neg !== null && neg.index < m.index) || LIST_BAN_DETERMINER.test(before);
    if (!banning) continue;
    if (m[1] || m[3]) out.add('bullets');
    if (m[2] || m[3]) out.add('numbered');
  }
  return [...out];
}

const OTHER = vocab.words('other-than-named');
const BRACKETED = /\[[^\]\n]{1,60}\]/g;

const ITEMS: [string, RegExp][] = [
  ['bullets', BULLET_BULLETS_PUNTOS],
  ['numbered', ITEM_POINT_STEP],
  ['sections', SECTION_SECCIONES_SECCION],
  ['highlights', HIGHLIGHTED_HIGHLIGHT_SECCIONES],
  ['placeholders', PLACEHOLDER_MARCADORES_ESPACES],
  // "never leave template brackets such as [Name] in the draft": the brackets are the placeholders
  ['placeholders', vocab.words('template-tokens')],
];

export const counts: RuleFamily = {
  family: 'counts',
  extract(prompt, d) {
    const doc = docOf(prompt, d);
    const rules: Rule[] = [];
    for (const [s, next] of sentencesWithNext(doc)) {
      const t = s.text;
      for (const [item, re] of ITEMS) {
        const im = re.exec(t);
        if (!im) continue;
        if (item === 'sections' && !MARK_BEGIN_START.test(t)) continue;
        if (item === 'sections' && /^\s*mark\b/i.test(t)) continue;
        if (item === 'sections' && HIGHLIGHT_RESALTA_SURBRILLANCE.test(t)) continue;
        if (item === 'bullets' && EACH_EVERY_PER.test(t)) continue;
        const neg = NEG.exec(t);
        const numRe = new RegExp(`${NUMBER_PATTERN}\\s+(?:\\w+\\s+){0,3}?$`, 'i');
        // number right before the item word, or "N" shortly before
        const before = t.slice(Math.max(0, im.index - 40), im.index);
        const nm = numRe.exec(before);
        let n = nm && !COUNT_BREAKER.test(nm[0].slice(nm[1]!.length)) ? parseNumber(nm[1]!) : undefined;
        if (n === undefined) {
          const am = new RegExp(`^[^.]{0,30}?\\b${NUMBER_PATTERN}\\b`, 'i').exec(t.slice(im.index + im[0].length));
          if (am && AT_EXACTLY_OF.test(t.slice(im.index, im.index + 40))) n = parseNumber(am[1]!);
        }
        const relBefore = nm ? before.slice(0, before.length - nm[0].length) : before;
        let relation = negatedBound(relBefore, parseRelation(relBefore, item === 'highlights' || item === 'placeholders' ? 'at_least' : 'exactly'));
        if (neg && neg.index < im.index) {
          if (ALTER_VERB.test(t.slice(neg.index, im.index))) continue;
          // "do not use bullet points" / "never leave placeholders"
          if (n !== undefined && !NO_NOT.test(t)) continue;
          if (n === undefined) {
            if (item !== 'bullets' && item !== 'placeholders' && item !== 'numbered') continue;
            n = 0;
            relation = 'at_most';
          }
        }
        if (n === undefined) continue;
        // "do not invent any other placeholders": the ones the prompt names are required, not counted against the bound
        const allowed = item === 'placeholders' && OTHER.test(t.slice(0, im.index)) ? [...new Set(prompt.match(BRACKETED) ?? [])] : [];
        let marker: string | undefined;
        if (item === 'sections') {
          const mm = WITH_BY_CON.exec(`${t} ${next}`);
          marker = mm?.[1];
          if (!marker) continue;
        }
        rules.push(
          makeRule('counts', s, {
            kind: 'watch_item',
            polarity: 'form',
            hard: false,
            params: { check: 'count', item, relation, n, ...(marker ? { marker } : {}), ...(allowed.length ? { allowed } : {}) },
            discriminator: item,
          }),
        );
      }
      // "no bullet points, no numbered lists": each kind the clause bans and no reading above has a rule for
      for (const item of bannedListItems(t)) {
        if (rules.some((r) => r.span.start === s.start && r.params.item === item)) continue;
        rules.push(
          makeRule('counts', s, {
            kind: 'watch_item',
            polarity: 'form',
            hard: false,
            params: { check: 'count', item, relation: 'at_most', n: 0 },
            discriminator: item,
          }),
        );
      }
    }
    return rules;
  },
};
