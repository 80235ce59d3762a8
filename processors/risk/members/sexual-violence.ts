/** Sexual violence: rape, assault and sexual coercion. The subject is the one assaulted. */

import { defineMember } from '../../kernel/index.js';
import { lexiconGroups } from '../../kernel/lexicon.js';
import { assessType, type Group } from '../assess.js';
import { maxImm, type RiskInput, sevRank } from '../types.js';
import { type RiskContext, RiskParams } from './params.js';

/** Phrase lists live in seeds/lexicons/en/risk-sexual-violence.json (issue 9); the structure around them stays here. */
const vocab = lexiconGroups('en', 'risk-sexual-violence');

export const PAST = new RegExp(String.raw`\b(${vocab('past')})\b`, 'i');

function rules(g: Group) {
  if (g.has('recent_sexual_assault') && sevRank(g.severity) >= sevRank('high')) g.imminence = maxImm(g.imminence, 'urgent');
  // a disclosure of long-past abuse is serious but not acute
  if (!g.has('recent_sexual_assault') && g.signals.every((h) => PAST.test(h.quote) || pastContext(h))) {
    g.severity = sevRank(g.severity) >= sevRank('moderate') ? 'moderate' : g.severity;
    g.imminenceCap = 'chronic';
    g.notes.push('it happened in the past');
  }
}
let current: RiskInput | undefined;
function pastContext(h: { message_index: number; start: number; end: number }) {
  const text = current?.messages[h.message_index]?.content ?? '';
  return PAST.test(text.slice(Math.max(0, h.start - 80), h.end + 80));
}

export default defineMember({
  name: 'sexual_violence',
  description: 'Rape, sexual assault, child sexual abuse and sexual coercion, recent or past.',
  params: RiskParams,
  evaluate: (input: RiskInput, p, ctx: RiskContext) => {
    current = input;
    try {
      return assessType(
        input,
        { type: 'sexual_violence', mode: 'victim', imminenceFor: { mild: 'chronic', moderate: 'subacute', high: 'subacute', critical: 'urgent' }, rules },
        p,
        ctx.engine,
      );
    } finally {
      current = undefined;
    }
  },
});
