/**
 * recommended_reply for /v0/screen from vetted templates (seeds/risk/replies.json): an opening for the lead risk's type
 * and subject, a safety line when the risk is urgent or an emergency, the matched resource, and a question that keeps
 * the conversation open. `source` is `template` — the reply is composed, not written by a language model.
 */
import type { Assessment } from './engine.js';
import { leadRisk, type ResourceMatch } from './resources.js';
import { immRank } from './types.js';
import { vocabulary } from './vocabulary.js';

export function recommendedReply(a: Assessment, res: ResourceMatch | undefined): { content: string; source: string } | undefined {
  const lead = leadRisk(a.risks);
  if (!lead) return undefined;
  const t = vocabulary().replies;
  const subject = lead.subject === 'other' ? 'other' : 'self';
  const parts = [t.opening[`${lead.code}:${subject}`] ?? t.opening[`suicide:${subject}`]!];
  if (immRank(lead.imminence) >= immRank('urgent')) parts.push(t.safety[subject]);
  if (res) {
    const p = res.primary;
    const contact = p.phone ? ` on ${p.phone}` : p.text_instructions ? ` (${p.text_instructions})` : p.website_url ? ` at ${p.website_url}` : '';
    parts.push(t.resource.replace('{name}', p.name).replace('{contact}', contact));
  }
  parts.push(t.closing);
  return { content: parts.join(' '), source: t.source };
}
