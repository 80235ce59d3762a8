/** A risk member that is one risk type assessed by the shared engine (`assessType`) with that type's rules. */
import { defineMember } from '../../kernel/index.js';
import { assessType, type TypeRules } from '../assess.js';
import type { RiskInput } from '../types.js';
import { type RiskContext, RiskParams } from './params.js';

/** The member named after its type: `description` is what it looks for, `rules` how the type is assessed. */
export function riskTypeMember(description: string, rules: TypeRules) {
  return defineMember({
    name: rules.type,
    description,
    params: RiskParams,
    evaluate: (input: RiskInput, p, ctx: RiskContext) => assessType(input, rules, p, ctx.engine),
  });
}
