/**
 * Semantic rules (issue 11 item 1): a directive clause that no rule family and no clause type turned into a rule is
 * kept as a `semantic` rule instead of being dropped silently — "never bring up the weather", "always steer the talk
 * back to our loyalty scheme". Its object (the directive words taken off) is what the screen compares with the reply
 * by sentence embeddings (screen/checks/semantic.ts). Persona, identity, conditional and tone sentences are not
 * directives of this kind (persona extraction and the conditionals family read them); nor are clauses too short to
 * carry an object.
 */
import type { Rule } from '../../types.js';
import { makeRule, NEG, type PromptDoc } from '../family.js';

const DIRECTIVE =
  /^(?:please\s+)?(?:always|never|only|do not|don'?t|avoid|refrain from|make sure|ensure|you (?:must|should|will|may not|must not|should not|cannot|can'?t)|must|should|keep|stay|stick|focus|steer|encourage|remind|recommend|mention|promote|discuss|talk)\b/i;
const NOT_DIRECTIVE =
  /^(?:you are\b|you're\b|your name\b|if\b|when\b|whenever\b|unless\b)|\b(?:tone|friendly|polite|professional|concise|helpful|warm|respectful|formal|casual|voice|style)\b/i;
const LEAD =
  /^(?:please\s+)?(?:(?:you\s+)?(?:must|should|will|shall)\s+(?:not\s+|never\s+|always\s+)?|(?:you\s+)?(?:may not|must not|should not|cannot|can'?t)\s+|always\s+|never\s+|only\s+|do not\s+|don'?t\s+|avoid\s+|refrain from\s+|make sure (?:to|that you)?\s*|ensure (?:that )?(?:you )?)*(?:ever\s+)?(?:speculate (?:on|about)|guess|estimate|predict|joke about|make fun of|critici[sz]e|complain about|bring up|talk about|discuss(?:ing)?|mention(?:ing)?|speak about|comment on|get into|engage in|give|offer|provide|share|recommend|promote|encourage|remind (?:users|them|people) (?:of|about|to)|steer (?:the )?(?:conversation|talk|users) (?:back )?(?:to|towards)|focus on|stick to|keep (?:to|it to|answers (?:to|about))|stay (?:on|with)|use|say|include|talk)?\s*/i;

/** What a directive clause is about: the clause without its directive words and its final punctuation. */
export function directiveObject(clause: string): string {
  return clause
    .trim()
    .replace(LEAD, '')
    .replace(/[.!?;:,\s]+$/, '')
    .trim();
}

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) => a.start < b.end && b.start < a.end;

export function semanticRules(doc: PromptDoc, rules: Rule[]): Rule[] {
  const out: Rule[] = [];
  for (const clause of doc.sentences) {
    const text = clause.text.trim();
    if (!DIRECTIVE.test(text) || NOT_DIRECTIVE.test(text)) continue;
    if (rules.some((r) => overlaps(r.span, clause))) continue;
    const object = directiveObject(text);
    if (object.split(/\s+/).length < 2 || object.length < 8) continue;
    const forbid = NEG.test(text);
    out.push(
      makeRule('semantic', clause, {
        kind: forbid ? 'red_line' : 'watch_item',
        polarity: forbid ? 'forbid' : 'require',
        hard: false,
        params: { check: 'semantic', clause: text, object, polarity: forbid ? 'forbid' : 'require' },
      }),
    );
  }
  return out;
}
