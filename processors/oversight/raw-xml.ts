/**
 * `raw_xml` (with `config.include_raw_xml`): the analyzer's findings before any behaviour filter, as XML. Format
 * (documented in docs/oversight.md):
 *
 *   <oversight_analysis version="1" conversation_id="…" mode="full|fast" model="…">
 *     <turn number="2" message_index="3" missed_intervention="true|false">
 *       <behavior code="…" category="…" severity="…" confidence="0.75" engine="rules">
 *         <evidence>quoted sentence</evidence>
 *         <reasoning>one sentence</reasoning>
 *       </behavior>
 *     </turn>
 *     <overall_concern>high</overall_concern>
 *   </oversight_analysis>
 */

import { type Concern, categoryOf } from '../../schemas/oversight/taxonomy.js';
import type { TurnFindings } from './findings.js';

const esc = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '');

export function rawXml(o: { conversationId: string; mode: 'full' | 'fast'; model: string; turns: TurnFindings[]; concern: Concern }): string {
  const lines = [`<oversight_analysis version="1" conversation_id="${esc(o.conversationId)}" mode="${o.mode}" model="${esc(o.model)}">`];
  for (const t of o.turns) {
    if (!t.findings.length && !t.missed_intervention) continue;
    lines.push(`  <turn number="${t.turn_number}" message_index="${t.message_index}" missed_intervention="${t.missed_intervention}">`);
    for (const f of t.findings) {
      lines.push(
        `    <behavior code="${f.code}" category="${categoryOf(f.code)}" severity="${f.severity}" confidence="${f.confidence.toFixed(2)}" engine="${esc(f.engine)}">`,
      );
      lines.push(`      <evidence>${esc(f.evidence)}</evidence>`);
      lines.push(`      <reasoning>${esc(f.reasoning)}</reasoning>`);
      lines.push('    </behavior>');
    }
    lines.push('  </turn>');
  }
  lines.push(`  <overall_concern>${o.concern}</overall_concern>`);
  lines.push('</oversight_analysis>');
  return lines.join('\n');
}
