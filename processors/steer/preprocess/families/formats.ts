/**
 * Output formats: JSON only, whole response in double quotes, a title in <<double angular brackets>>, a postscript
 * (P.S.), "answer with one of these options", two responses separated by ******, no markdown / no bold or italics.
 */

import { lexiconGroups } from '../../lexicon.js';
import { quotedStrings } from '../../text.js';
import type { Rule } from '../../types.js';
import { docOf, makeRule, mentionedAsTopic, NEG, type RuleFamily } from '../family.js';

/** Phrase lists live in seeds/lexicons/en/family-formats.json (issue 9); the structure around them stays here. */
const vocab = lexiconGroups('en', 'family-formats');
export const USER_THEY_ASKED = new RegExp(String.raw`\b(?:${vocab('user-they-asked-if-when-whenever')})\b[^,]{0,40}\b(?:${vocab('user-they-asked')})\b`, 'i');
export const EXAMPLE_INPUT_USER = vocab.words('example-input-user');
export const KEY_FIELD_PROPERTIES = new RegExp(String.raw`\b(?:${vocab('key-field-properties')})\b\s*:?\s*(.+)$`, 'i');
/** "JSON形式について", "JSON形式の利点": JSON named as the topic of the request */
const JSON_AS_TOPIC = /json\s?形式(?:について|とは|の(?:利点|特徴|歴史|説明))/i;
export const ENTIRE_WHOLE_FULL = new RegExp(String.raw`\b(?:${vocab('entire-whole-full')})\b|${vocab('entire-whole-full-ja')}`, 'i');
export const ADD_INCLUDE_END = vocab.words('add-include-end');
export const STARTING_START_BEGIN = new RegExp(String.raw`\b(?:${vocab('starting-start-begin')})\s+["'“‘]?((?:P\.)+S\.?|[\p{L}.]+)`, 'iu');
export const SIX_ASTERISK_SEIS = new RegExp(vocab('six-asterisk-seis'), 'i');
export const USE_INCLUDE_OUTPUT = vocab.words('use-include-output');
export const CODE_ONLY = vocab.words('code-only');
export const PLAIN_ONLY_IN = vocab.words('plain-only-in');

const JSON_RE = /\b(?:json)\b/i;
export const JSON_REQ = new RegExp(vocab('json-req'), 'i');
export const QUOTE_REQ = new RegExp(
  String.raw`\b(?:${vocab('quote-req')})\b[^.]{0,60}\b(?:${vocab('quote-req-double-quotation-quotes')})\b|(?:${vocab('quote-req-ja-brackets')})[^。]{0,12}(?:${vocab('quote-req-ja-enclose')})`,
  'i',
);
/** "nothing outside the quotes", "nothing before or after the bullet points": the reply is only the quote, or only the list. */
const NOTHING_OUTSIDE_QUOTES = new RegExp(
  String.raw`\b(?:${vocab('nothing-outside')})\s+(?:the\s+|those\s+|these\s+)?(?:${vocab('quote-req-double-quotation-quotes')})\b`,
  'i',
);
const NOTHING_OUTSIDE_LIST = new RegExp(
  String.raw`\b(?:${vocab('nothing-outside')})\s+(?:the\s+|those\s+|these\s+)?(?:\w+\s+)?(?:${vocab('list-noun')})\b`,
  'i',
);
/** "… three bullet points and nothing before or after them": the pronoun stands for the list the clause names. */
const NOTHING_OUTSIDE_THEM = new RegExp(String.raw`\b(?:${vocab('nothing-outside')})\s+(?:them|it)\b`, 'i');
const LIST_NOUN = vocab.words('list-noun');
export const TITLE_REQ = new RegExp(
  String.raw`\btitle\b[^.]{0,80}(?:${vocab('title-req-double-dobles')})|\b(?:título|titre)\b[^.]{0,80}(?:${vocab('title-req')})`,
  'i',
);
export const PS_REQ = new RegExp(String.raw`\b(?:${vocab('ps-req')})`, 'i');
export const OPTIONS_REQ = new RegExp(
  String.raw`\b(?:${vocab('options-req')})\w*\b[^.]{0,30}\b(?:${vocab('options-req-with-using-by')})?\s*(?:${vocab('options-req-one-una-une')})\b[^:]*(?:${vocab('options-req-options-following-opciones')})?`,
  'i',
);
export const TWO_RESP = new RegExp(
  String.raw`\b(?:${vocab('two-resp-two-deux-dos')})\s+(?:${vocab('two-resp-different-distinct-distinctes')})?(?:${vocab('two-resp')})\b[^.]*|\bseparated by (?:6|six) asterisk`,
  'i',
);
export const NO_MD = vocab.words('no-md');
export const NO_BOLD = vocab.words('no-bold');
/** "no markdown", "niente markdown", "pas de markdown": a ban with no verb (the clause is the ban itself). */
const NO_MD_BARE = new RegExp(String.raw`(?:^|[\s,;:.(])(?:${vocab('no-md-bare')})\s+(?:${vocab('no-md-bare-noun')})\b`, 'iu');

const forms = lexiconGroups('en', 'operator-forms');
const JSON_TYPES = (['string', 'integer', 'number', 'boolean'] as const).map((t) => [t, new RegExp(`^(?:${forms(`json-type-${t}`)})\\b`, 'i')] as const);
/** '"eta_days" (an integer)', '"confidence" (number between 0 and 1)': a quoted key and the value type in brackets after it. */
const KEY_TYPE = /["“]([\w.-]{1,40})["”]\s*\(\s*(?:an?\s+)?([^)]{1,40})\)/g;
/** '"score": a number between 0 and 1', '"eta_days": integer': a skeleton's key and the type word after its colon. */
const KEY_COLON_TYPE = /["“]([\w.-]{1,40})["”]\s*:\s*(?:an?\s+)?([\p{L}][^,\n{}"“”|]{0,40})/gu;
export function jsonKeyTypes(prompt: string): Record<string, (typeof JSON_TYPES)[number][0]> {
  const out: Record<string, (typeof JSON_TYPES)[number][0]> = {};
  for (const m of [...prompt.matchAll(KEY_TYPE), ...prompt.matchAll(KEY_COLON_TYPE)]) {
    const type = JSON_TYPES.find(([, re]) => re.test(m[2]!.trim()))?.[0];
    if (type && !out[m[1]!]) out[m[1]!] = type;
  }
  return out;
}
/** A field's length bound inside a JSON skeleton ('"summary": string of at most 12 words'): key, bound word, number, unit. */
const KEY_LIMIT = new RegExp(
  String.raw`["“]([\w.-]{1,40})["”]\s*:\s*[^,{}"“”]{0,40}?\b(${vocab('json-field-at-most')}|${vocab('json-field-less-than')})\s+(\d{1,4})\s+(words?|characters?|chars?)\b`,
  'gi',
);
const STRICT_BOUND = new RegExp(`^(?:${vocab('json-field-less-than')})$`, 'i');

/** The length bounds a JSON skeleton gives its fields, by key. */
export function jsonKeyLimits(prompt: string): Record<string, { unit: 'words' | 'characters'; n: number }> {
  const out: Record<string, { unit: 'words' | 'characters'; n: number }> = {};
  for (const m of prompt.matchAll(KEY_LIMIT)) {
    const n = Number(m[3]) - (STRICT_BOUND.test(m[2]!.trim()) ? 1 : 0);
    out[m[1]!] = { unit: /^w/i.test(m[4]!) ? 'words' : 'characters', n };
  }
  return out;
}
/** "must not contain any links", "no URLs": a ban on links in the reply (not "links to other sites": a narrower ban). */
export const LINK_BAN = new RegExp(String.raw`\b(?:no|not|any|without)\s+(?:[\p{L}-]+\s+)?(?:${forms('link-noun')})\b(?!\s+(?:to|from|for|of)\b)`, 'iu');

export const formats: RuleFamily = {
  family: 'formats',
  extract(prompt, d) {
    const doc = docOf(prompt, d);
    const rules: Rule[] = [];
    const add = (s: (typeof doc.sentences)[number], params: Record<string, unknown> & { format: string }) =>
      rules.push(
        makeRule('formats', s, { kind: 'watch_item', polarity: 'form', hard: false, params: { check: 'format', ...params }, discriminator: params.format }),
      );
    const have = new Set<string>();
    for (const s of doc.sentences) {
      const t = s.text;
      const neg = NEG.exec(t);
      if (USER_THEY_ASKED.test(t)) continue;
      if (
        !have.has('json') &&
        JSON_RE.test(t) &&
        JSON_REQ.test(t) &&
        !(neg && neg.index < t.search(JSON_RE)) &&
        !EXAMPLE_INPUT_USER.test(t) &&
        // "JSON形式について説明して": JSON as the topic, not the reply's format
        !JSON_AS_TOPIC.test(t)
      ) {
        have.add('json');
        // "a JSON object with keys "answer" and "confidence"" / "with the fields name, email"
        const km = KEY_FIELD_PROPERTIES.exec(t);
        const keys = km
          ? // quoted words in a key's parenthesis are its values ("intent" (one of "book", "cancel"))
            quotedStrings(km[1]!.replace(/\([^()]*\)/g, (x) => ' '.repeat(x.length)))
              .map((q) => q.text)
              .filter((k) => /^[\w.-]{1,40}$/.test(k))
          : [];
        add(s, { format: 'json', ...(keys.length ? { keys } : {}) });
      }
      if (!have.has('quoted') && NOTHING_OUTSIDE_QUOTES.test(t)) {
        have.add('quoted');
        add(s, { format: 'quoted', only: true });
      }
      if (!have.has('list_only') && (NOTHING_OUTSIDE_LIST.test(t) || (NOTHING_OUTSIDE_THEM.test(t) && LIST_NOUN.test(t)))) {
        have.add('list_only');
        add(s, { format: 'list_only' });
      }
      if (!have.has('quoted') && QUOTE_REQ.test(t) && ENTIRE_WHOLE_FULL.test(t) && !neg) {
        have.add('quoted');
        add(s, { format: 'quoted' });
      }
      if (!have.has('title') && TITLE_REQ.test(t) && !neg) {
        have.add('title');
        add(s, { format: 'title', marker: /##/.test(t) && !/<</.test(t) ? '##' : '<<>>' });
      }
      // "an essay on why people add a P.S.": a mention of a postscript is no rule on the reply
      const pm0 = PS_REQ.exec(t);
      const pm = pm0 && !mentionedAsTopic(t, pm0.index) ? pm0 : null;
      if (!have.has('postscript') && !have.has('no_postscript') && pm && neg && neg.index < pm.index) {
        have.add('no_postscript');
        add(s, { format: 'no_postscript' });
      }
      if (!have.has('postscript') && pm && ADD_INCLUDE_END.test(t) && !(neg && neg.index < pm.index)) {
        have.add('postscript');
        const mk = STARTING_START_BEGIN.exec(t);
        let marker = mk?.[1] ?? 'P.S.';
        if (/^p\.s$/i.test(marker)) marker = 'P.S.';
        add(s, { format: 'postscript', marker, ...(mk?.[1] ? {} : { marker_guessed: true }) });
      }
      if (!have.has('options') && OPTIONS_REQ.test(t)) {
        const opts = quotedStrings(t).map((q) => q.text);
        if (opts.length >= 2) {
          have.add('options');
          add(s, { format: 'options', options: opts });
        }
      }
      if (!have.has('two_responses') && TWO_RESP.test(t) && SIX_ASTERISK_SEIS.test(t)) {
        have.add('two_responses');
        add(s, { format: 'two_responses', separator: '******' });
      }
      const lb = LINK_BAN.exec(t);
      if (!have.has('no_links') && lb && ((neg && neg.index < lb.index) || /^(?:no|without)\b/i.test(lb[0])) && !USER_THEY_ASKED.test(t)) {
        have.add('no_links');
        add(s, { format: 'no_links' });
      }
      if (!have.has('no_markdown') && ((neg && NO_MD.test(t) && USE_INCLUDE_OUTPUT.test(t)) || NO_MD_BARE.test(t)) && !CODE_ONLY.test(t)) {
        have.add('no_markdown');
        add(s, { format: 'no_markdown' });
      } else if (neg && !have.has('no_bold') && NO_BOLD.test(t)) {
        have.add('no_bold');
        add(s, { format: 'no_bold' });
      } else if (!have.has('no_markdown') && PLAIN_ONLY_IN.test(t) && !neg) {
        have.add('no_markdown');
        add(s, { format: 'no_markdown' });
      }
    }
    // the value types the prompt gives its JSON keys ('"eta_days" (an integer)'), wherever it lists them
    const json = rules.find((r) => r.params.format === 'json');
    const types = json ? jsonKeyTypes(prompt) : {};
    if (json && Object.keys(types).length) json.params = { ...json.params, types };
    const limits = json ? jsonKeyLimits(prompt) : {};
    if (json && Object.keys(limits).length) json.params = { ...json.params, limits };
    return rules;
  },
};
