/**
 * Competitor and brand names the assistant must not mention or recommend. Names come from the forbidding sentence
 * ("never mention competitors such as Acme or Globex") or from a declaration elsewhere ("Our competitors are A and B")
 * when some sentence forbids mentioning competitors. Exact name matches are hard violations.
 */

import { lexiconGroups } from '../../lexicon.js';
import { quotedStrings, splitList } from '../../text.js';
import type { Rule } from '../../types.js';
import { knownBrandsIn, sectorBrands } from '../brands.js';
import { docOf, makeRule, NEG, type PromptDoc, type RuleFamily } from '../family.js';
import { OTHER_PROVIDER, TRADE_WORDS, TRADES } from '../other-providers.js';

/** Phrase lists live in seeds/lexicons/en/family-competitors.json (issue 9); the structure around them stays here. */
const vocab = lexiconGroups('en', 'family-competitors');
export const COM_IO_AI = new RegExp(String.raw`\.(?:${vocab('com-io-ai')})$`, 'i');
export const COMPETITOR_RIVAL_COMPETING = new RegExp(
  String.raw`\b(?:${vocab('competitor-rival-competing')})\s+((?:[\p{Lu}\d][\p{L}\d.&'-]*)(?:(?:\s*,\s*|\s+(?:and|or)\s+|\s+)[\p{Lu}\d][\p{L}\d.&'-]*)*)`,
  'u',
);
export const IN_UNLESS_WHEN = new RegExp(vocab('in-unless-when'));
/** "You may name phone manufacturers": the prompt itself says which names are allowed, so no sector's brands are guessed. */
export const NAMING_PERMITTED = new RegExp(String.raw`\b(?:${vocab('naming-permitted')})\s+(?:also\s+|freely\s+)?(?:${vocab('naming-verb')})\b`, 'i');

export const COMPETITOR = vocab.words('competitor');
export const FORBID_VERB = vocab.words('forbid-verb');
export const LIST_INTRO = new RegExp(String.raw`(?:${vocab('list-intro')})\s*(?:${vocab('list-intro-for-such-like')})?(.+)$`, 'i');

function looksLikeName(x: string): boolean {
  if (x.length < 2 || x.length > 40) return false;
  if (x.split(/\s+/).length > 4) return false;
  return /^[\p{Lu}\d]/u.test(x) || /[\p{Lu}]/u.test(x.slice(1)) || COM_IO_AI.test(x);
}

/** A markdown list marker opening a rule line ("- Do not mention …"): no list of names starts there. */
const LINE_MARKER = /^\s*(?:[-*•+]|\d+[.)])\s+/;

function namesFrom(line: string): string[] {
  const text = line.replace(LINE_MARKER, '');
  const quoted = quotedStrings(text).map((q) => q.text);
  if (quoted.length) return quoted;
  // "our competitor Leafly", "rival brands Dell, Lenovo and HP"
  const direct = COMPETITOR_RIVAL_COMPETING.exec(text);
  if (direct) {
    const names = splitList(direct[1]!).filter(looksLikeName);
    if (names.length) return names;
  }
  const m = LIST_INTRO.exec(text);
  if (!m) return [];
  const tail = m[1]!.split(IN_UNLESS_WHEN)[0]!;
  return splitList(tail).filter(looksLikeName);
}

/** The names a ban lists in parentheses or after "such as"/"for example" (at least one must look like a name). */
function examplesOfBan(after: string): string[] {
  const paren = /\(([^()]{2,200})\)/.exec(after);
  const inner = paren ? paren[1]!.replace(new RegExp(`^\\s*(?:${vocab('list-intro-for-such-like')})`, 'i'), '') : undefined;
  const m = inner === undefined ? LIST_INTRO.exec(after) : null;
  const tail = inner ?? (m ? m[1]!.split(IN_UNLESS_WHEN)[0]! : '');
  // "[Name], [Company] or [Date]": template tokens, not names
  if (/[[{<][^\]}>]{1,40}[\]}>]/.test(tail)) return [];
  const names = splitList(tail.replace(/[.;:!]+\s*$/, '')).map((n) => n.replace(/^(?:and|or)\s+/i, '').trim());
  return names.length && names.every((n) => looksLikeName(n) && /^[\p{Lu}\d]/u.test(n)) ? names : [];
}

/** "Solis Power" is also named as "Solis": a name ending in a trade word also stands for its distinctive head. */
function withDistinctiveHeads(names: string[]): string[] {
  const out = [...names];
  for (const n of names) {
    const w = n.split(/\s+/);
    if (w.length > 1 && TRADE_WORDS.has(w[w.length - 1]!) && w[0]!.length >= 4) out.push(w.slice(0, -1).join(' '));
  }
  return [...new Set(out)];
}

/** A capitalised name of two to four words ("BrightSpark Energy", "Lac Bleu Ski School"). */
const NAME_RUN = /(?<![\p{L}\p{N}])\p{Lu}[\p{L}\p{N}'’.-]*(?:\s+(?:&\s+)?\p{Lu}[\p{L}\p{N}'’.-]*){1,3}/gu;

/**
 * "Never name other law firms", "Do not mention other suppliers", "Never suggest other airlines": a ban on businesses
 * of the operator's trade that the prompt does not list. The trade words a competitor's name would carry come from
 * the kind named (law firms: Legal, Solicitors…) and from the operator's own name ("BrightSpark Energy": Energy);
 * the other-provider check looks for a name built so in the reply.
 */
export function otherProviderRule(doc: PromptDoc): Rule | undefined {
  for (const s of doc.sentences) {
    const neg = NEG.exec(s.text);
    const m = neg ? OTHER_PROVIDER.exec(s.text.slice(neg.index)) : null;
    if (!neg || !m || !FORBID_VERB.test(s.text.slice(neg.index, neg.index + m.index))) continue;
    const kind = m[1]!.trim().toLowerCase();
    const words = new Set(TRADES.filter((t) => t.nouns.test(kind) || t.nouns.test(kind.split(/\s+/).pop() ?? '')).flatMap((t) => t.words));
    // the operator's own trade, from the later words of the names the prompt gives outside the ban (not its examples)
    for (const n of doc.text.replace(s.text, ' ').match(NAME_RUN) ?? []) for (const w of n.split(/\s+/).slice(1)) if (TRADE_WORDS.has(w)) words.add(w);
    if (!words.size) continue;
    return makeRule('competitors', s, {
      kind: 'red_line',
      polarity: 'forbid',
      hard: false,
      params: { check: 'other_provider', kind, trade_words: [...words], forbid_sentence: s.text },
      discriminator: 'other-provider',
    });
  }
  return undefined;
}

/** A hard ban on names, read from clause `s` under the forbidding sentence `forbid`. */
const namesRule = (s: PromptDoc['sentences'][number], strings: string[], forbid: string, discriminator?: string): Rule =>
  makeRule('competitors', s, {
    kind: 'red_line',
    polarity: 'forbid',
    hard: true,
    params: { check: 'forbidden_strings', category: 'competitor', strings, forbid_sentence: forbid },
    ...(discriminator ? { discriminator } : {}),
  });

export const competitors: RuleFamily = {
  family: 'competitors',
  extract(prompt, d) {
    const doc = docOf(prompt, d);
    const rules: Rule[] = [];
    const other = otherProviderRule(doc);
    if (other) rules.push(other);
    const seen = new Set<string>();
    // "never name our subcontracted carriers (Ostwind Cargo, Berrick Lines)", "do not mention other energy suppliers by
    // name (for example Voltic, Solis Power)": the names a naming ban gives as its examples are forbidden, whatever
    // noun the ban uses for them
    for (const s of doc.sentences) {
      const neg = NEG.exec(s.text);
      if (!neg || COMPETITOR.test(s.text) || !FORBID_VERB.test(s.text.slice(neg.index))) continue;
      const names = examplesOfBan(s.text.slice(neg.index)).filter((n) => !seen.has(n.toLowerCase()));
      if (!names.length) continue;
      names.forEach((n) => seen.add(n.toLowerCase()));
      rules.push(namesRule(s, withDistinctiveHeads(names), s.text, 'named-in-ban'));
    }
    const forbidSents = doc.sentences.filter((s) => COMPETITOR.test(s.text) && NEG.test(s.text) && FORBID_VERB.test(s.text));
    if (!forbidSents.length) return rules;
    for (const s of doc.sentences) {
      if (!COMPETITOR.test(s.text)) continue;
      const names = namesFrom(s.text).filter((n) => !seen.has(n.toLowerCase()));
      if (!names.length) continue;
      names.forEach((n) => seen.add(n.toLowerCase()));
      rules.push(namesRule(s, names, forbidSents[0]!.text));
    }
    // "never recommend buying books from Amazon or other online retailers": a well-known brand named in the forbidding
    // sentence itself is one of the forbidden names, though no list introduces it
    for (const s of forbidSents) {
      const neg = NEG.exec(s.text)!;
      const after = s.text.slice(neg.index);
      const named = knownBrandsIn(after).filter((n) => !seen.has(n.toLowerCase()));
      if (!named.length) continue;
      named.forEach((n) => seen.add(n.toLowerCase()));
      rules.push(namesRule(s, named, s.text, 'named-brands'));
    }
    // the names the prompt gives are examples at best: the well-known brands of its sector are competitors too — unless
    // the prompt grants leave to name some kinds of business itself, which a guessed sector list cannot tell apart
    if (doc.sentences.some((s) => !NEG.test(s.text) && NAMING_PERMITTED.test(s.text))) return rules;
    const { sectors, brands } = sectorBrands(prompt, [...seen]);
    const extra = brands.filter((b) => !seen.has(b.toLowerCase()));
    if (extra.length) {
      rules.push(
        makeRule('competitors', forbidSents[0]!, {
          kind: 'red_line',
          polarity: 'forbid',
          hard: false,
          params: {
            check: 'forbidden_strings',
            category: 'competitor',
            strings: extra,
            case_sensitive: true,
            inferred: true,
            sectors,
            forbid_sentence: forbidSents[0]!.text,
          },
          discriminator: 'sector-brands',
        }),
      );
    }
    return rules;
  },
};
