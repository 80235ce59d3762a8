/**
 * Competitor and brand names the assistant must not mention or recommend. Names come from the forbidding sentence
 * ("never mention competitors such as Acme or Globex") or from a declaration elsewhere ("Our competitors are A and B")
 * when some sentence forbids mentioning competitors. Exact name matches are hard violations.
 */

import { quotedStrings, splitList } from '../../text.js';
import type { Rule } from '../../types.js';
import { sectorBrands } from '../brands.js';
import { docOf, makeRule, NEG, type RuleFamily } from '../family.js';

export const COMPETITOR =
  /\b(?:competitors?|competition|competing (?:[\w+-]+ ){0,2}(?:brands?|companies|products|services|firms|vendors|apps|chains|providers|platforms|stores|shops|airlines|banks|carriers|networks|retailers|manufacturers)|rivals?|rival (?:[\w+-]+ ){0,2}(?:brands?|companies|products|chains|apps|services|stores|firms)|other (?:[\w+-]+ ){0,2}(?:brands?|companies|providers|vendors|banks|stores|shops|airlines|retailers|carriers|networks|platforms|products|services|apps|chains|manufacturers|makers|businesses|operators|sellers)|third[- ]party (?:brands?|products|sellers|retailers))\b/i;
const FORBID_VERB =
  /\b(?:mention(?:ing)?|nam(?:e|ing)|recommend(?:ing)?|referenc(?:e|ing)|refer(?:ring)? to|promot(?:e|ing)|endors(?:e|ing)|suggest(?:ing)?|compar(?:e|ing)|talk(?:ing)? about|discuss(?:ing)?|bring(?:ing)? up|say|acknowledg(?:e|ing)|speak(?:ing)? (?:about|of)|point(?:ing)? (?:users?|customers?|people) to|send(?:ing)? (?:users?|customers?|people) to)\b/i;
const LIST_INTRO =
  /(?:such as|like|including|e\.g\.,?|namely|for (?:example|instance)|:|\bare\b|\binclude\b|\(|—|-)\s*(?:for (?:example|instance),?\s*|e\.g\.,?\s*|such as\s*|like\s*|including\s*)?(.+)$/i;

function looksLikeName(x: string): boolean {
  if (x.length < 2 || x.length > 40) return false;
  if (x.split(/\s+/).length > 4) return false;
  return /^[\p{Lu}\d]/u.test(x) || /[\p{Lu}]/u.test(x.slice(1)) || /\.(?:com|io|ai|net|org)$/i.test(x);
}

function namesFrom(text: string): string[] {
  const quoted = quotedStrings(text).map((q) => q.text);
  if (quoted.length) return quoted;
  // "our competitor Leafly", "rival brands Dell, Lenovo and HP"
  const direct =
    /\b(?:competitors?|rivals?|rival brands?|competing brands?)\s+((?:[\p{Lu}\d][\p{L}\d.&'-]*)(?:(?:\s*,\s*|\s+(?:and|or)\s+|\s+)[\p{Lu}\d][\p{L}\d.&'-]*)*)/u.exec(
      text,
    );
  if (direct) {
    const names = splitList(direct[1]!).filter(looksLikeName);
    if (names.length) return names;
  }
  const m = LIST_INTRO.exec(text);
  if (!m) return [];
  const tail = m[1]!.split(/[.;]|\)\s|\bin (?:any|your)\b|\bunless\b|\bwhen\b|\bor (?:their|its|any)\b/)[0]!;
  return splitList(tail).filter(looksLikeName);
}

export const competitors: RuleFamily = {
  family: 'competitors',
  extract(prompt, d) {
    const doc = docOf(prompt, d);
    const rules: Rule[] = [];
    const forbidSents = doc.sentences.filter((s) => COMPETITOR.test(s.text) && NEG.test(s.text) && FORBID_VERB.test(s.text));
    if (!forbidSents.length) return rules;
    const seen = new Set<string>();
    for (const s of doc.sentences) {
      if (!COMPETITOR.test(s.text)) continue;
      const names = namesFrom(s.text).filter((n) => !seen.has(n.toLowerCase()));
      if (!names.length) continue;
      names.forEach((n) => seen.add(n.toLowerCase()));
      rules.push(
        makeRule('competitors', s, {
          kind: 'red_line',
          polarity: 'forbid',
          hard: true,
          params: { check: 'forbidden_strings', category: 'competitor', strings: names, forbid_sentence: forbidSents[0]!.text },
        }),
      );
    }
    // the names the prompt gives are examples at best: the well-known brands of its sector are competitors too
    const { sectors, brands } = sectorBrands(prompt);
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
