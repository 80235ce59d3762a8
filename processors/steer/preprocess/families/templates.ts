/**
 * A reply template the prompt gives ('use this template: "Hi [name], your order [order number] is on its way!"',
 * 'repeat the details back in this format: "Booked: [day] at [time]"'): its slots are to be filled, so a slot left as
 * it stands in the reply ("Hi [name]") is a broken rule. The slots become banned strings, matched exactly. Not read
 * when the prompt asks for placeholders to be kept (drafting templates: "must contain the placeholders [NAME]").
 */

import { lexiconGroups } from '../../lexicon.js';
import { quotedStrings } from '../../text.js';
import type { Rule } from '../../types.js';
import { docOf, makeRule, type RuleFamily } from '../family.js';

/** Phrase lists live in seeds/lexicons/en/operator-forms.json. */
const forms = lexiconGroups('en', 'operator-forms');
export const TEMPLATE_INTRO = new RegExp(String.raw`\b(?:${forms('template-intro')})`, 'i');
export const PLACEHOLDER_KEPT = new RegExp(String.raw`\b(?:${forms('placeholder-kept')})\b`, 'i');
/** A slot of a template: a short name in square or curly brackets. */
const SLOT = /\[[\p{L}][\p{L}\p{N} _'-]{0,30}\]|\{\{?[\p{L}][\p{L}\p{N} _'-]{0,30}\}\}?/gu;

/** The unfilled slots of the templates a clause introduces (each slot once). */
export function templateSlots(clause: string): string[] {
  const intro = TEMPLATE_INTRO.exec(clause);
  if (!intro) return [];
  const slots = new Set<string>();
  for (const q of quotedStrings(clause)) {
    if (q.start < intro.index) continue;
    for (const m of q.text.matchAll(SLOT)) slots.add(m[0]);
  }
  return [...slots];
}

export const templates: RuleFamily = {
  family: 'templates',
  extract(prompt, d) {
    const doc = docOf(prompt, d);
    // a prompt for drafting templates wants its placeholders in the reply
    if (PLACEHOLDER_KEPT.test(prompt)) return [];
    const rules: Rule[] = [];
    for (const s of doc.sentences) {
      const strings = templateSlots(s.text);
      if (!strings.length) continue;
      rules.push(
        makeRule('templates', s, {
          kind: 'red_line',
          polarity: 'forbid',
          hard: true,
          params: { check: 'forbidden_strings', category: 'banned', strings },
          discriminator: 'template_slots',
        }),
      );
    }
    return rules;
  },
};
