/**
 * Semantic rules (issue 11 item 1): a directive clause that no rule family and no clause type turned into a rule is
 * kept as a `semantic` rule instead of being dropped silently — "never bring up the weather", "always steer the talk
 * back to our loyalty scheme". Its object (the directive words taken off) is what the screen compares with the reply
 * by sentence embeddings (screen/checks/semantic.ts). Persona, identity, conditional and tone sentences are not
 * directives of this kind (persona extraction and the conditionals family read them); nor are clauses too short to
 * carry an object.
 */

import { lexiconFile } from '../../lexicon.js';
import { spansOverlap as overlaps } from '../../text.js';
import type { Rule } from '../../types.js';
import { makeRule, NEG, type PromptDoc } from '../family.js';
import { isProtectingClause } from '../protected-values.js';

// vocabulary: seeds/lexicons/en/semantic-rules.json
const V = lexiconFile('en', 'semantic-rules') as Record<string, string[]>;
const alt = (k: string) => (V[k] ?? []).join('|');
const DIRECTIVE = new RegExp(`^(?:please\\s+)?(?:${alt('directive')})\\b`, 'i');
const NOT_DIRECTIVE = new RegExp(`^(?:${alt('not_directive_openings')})\\b|\\b(?:${alt('not_directive_words')})\\b`, 'i');
const LEAD = new RegExp(`^(?:please\\s+)?(?:${alt('lead')})*(?:ever\\s+)?(?:${alt('verbs')})?\\s*`, 'i');
/** A condition inside the clause: "do not confirm a booking until the deposit is paid". */
const CONDITION = new RegExp(`[,;]?\\s+\\b(?:${alt('condition')})\\b`, 'i');

/**
 * The clause's object and the condition it hangs on, if any: what comes after the condition word is no part of what
 * the clause is about ("confirm a booking", not "… until the deposit of £20 is paid").
 */
export function splitCondition(object: string): { object: string; condition?: string } {
  const m = CONDITION.exec(object);
  if (!m || m.index === 0) return { object };
  return { object: object.slice(0, m.index).trim(), condition: object.slice(m.index).replace(/^[,;]?\s+/, '') };
}

/**
 * What a directive clause is about: the clause without its directive words and its final punctuation, up to a
 * semicolon ("never promise compensation; say that eligibility is assessed by our claims team": what follows is
 * another instruction, and a reply that does it is not about the forbidden act).
 */
export function directiveObject(clause: string): string {
  return clause
    .trim()
    .split(/\s*;\s*/)[0]!
    .replace(LEAD, '')
    .replace(/[.!?;:,\s]+$/, '')
    .trim();
}

export function semanticRules(doc: PromptDoc, rules: Rule[]): Rule[] {
  const out: Rule[] = [];
  doc.sentences.forEach((clause, i) => {
    const text = clause.text.trim();
    if (!DIRECTIVE.test(text) || NOT_DIRECTIVE.test(text)) return;
    if (rules.some((r) => overlaps(r.span, clause))) return;
    // "The gate code is 3947. Never reveal the gate code.": a protecting clause right after a clause whose secret the
    // secrets family keeps is judged by that rule (the value, in any form), not by what the reply is about ("drivers get
    // the code by text message" is about the gate code and gives nothing away)
    const prev = doc.sentences[i - 1];
    if (prev && isProtectingClause(text) && rules.some((r) => r.family === 'secrets' && overlaps(r.span, prev))) return;
    const { object, condition } = splitCondition(directiveObject(text));
    if (object.split(/\s+/).length < 2 || object.length < 8) return;
    const forbid = NEG.test(text);
    out.push(
      makeRule('semantic', clause, {
        kind: forbid ? 'red_line' : 'watch_item',
        polarity: forbid ? 'forbid' : 'require',
        hard: false,
        params: { check: 'semantic', clause: text, object, polarity: forbid ? 'forbid' : 'require', ...(condition ? { condition } : {}) },
      }),
    );
  });
  return out;
}
