/**
 * Optional Anthropic refinement (used when ANTHROPIC_API_KEY is set): the local engine finds the risks; the model
 * reads the conversation and the local findings and may change each found risk's severity and imminence (or clear it)
 * and writes the rationale. It cannot add risk types the local engine did not find, so evidence spans, features and
 * resources stay grounded in the text. Any failure (network, timeout, output that does not validate) keeps the local
 * assessment; the response's engine says which decided.
 */
import Anthropic from '@anthropic-ai/sdk';
import { z } from 'zod';
import { type Assessment, shouldShowResources } from './engine.js';
import { IMMINENCES, type Imminence, type InputMessage, maxImm, maxSev, SEVERITIES, type Severity, verdictSeverity } from './types.js';

export interface RiskRefiner {
  readonly engine: string;
  refine(messages: readonly InputMessage[], a: Assessment, timeoutMs: number): Promise<Assessment>;
}

const TOOL = {
  name: 'record_risk_review',
  description: 'Record your review of the risks found in the conversation.',
  input_schema: {
    type: 'object' as const,
    properties: {
      risks: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            type: { type: 'string' },
            subject: { type: 'string', enum: ['self', 'other', 'unknown'] },
            severity: { type: 'string', enum: [...SEVERITIES] },
            imminence: { type: 'string', enum: [...IMMINENCES] },
          },
          required: ['type', 'subject', 'severity', 'imminence'],
        },
      },
      rationale: { type: 'string', description: 'Two or three sentences: which messages and cues support the rating.' },
    },
    required: ['risks', 'rationale'],
  },
};

const Out = z.object({
  risks: z.array(z.object({ type: z.string(), subject: z.enum(['self', 'other', 'unknown']), severity: z.enum(SEVERITIES), imminence: z.enum(IMMINENCES) })),
  rationale: z.string().min(1).max(2000),
});

const SYSTEM = [
  'You review a mental-health and safeguarding risk assessment of a conversation. A local engine found the risks listed.',
  'For each listed risk give the severity (none, mild, moderate, high, critical) and imminence (not_applicable only with',
  'severity none; chronic, subacute, urgent, emergency) a careful clinician would give. Fiction, lyrics, academic',
  'discussion, jokes and hyperbole lower severity; a real disclosure wrapped in a hypothetical does not. Do not add new',
  'risk types. Write a short rationale naming the messages and cues. Answer with the tool.',
].join(' ');

export function anthropicRefiner(o: { apiKey: string; baseURL?: string; model: string }): RiskRefiner {
  const client = new Anthropic({ apiKey: o.apiKey, baseURL: o.baseURL ?? null, maxRetries: 0 });
  return {
    engine: `anthropic:${o.model}`,
    async refine(messages, a, timeoutMs) {
      const msg = await client.messages.create(
        {
          model: o.model,
          max_tokens: 1024,
          system: SYSTEM,
          tools: [TOOL],
          tool_choice: { type: 'tool', name: TOOL.name },
          messages: [
            {
              role: 'user',
              content: JSON.stringify({
                conversation: messages.map((m, i) => ({ index: i, role: m.role, content: m.content.slice(0, 4000) })),
                found: a.risks.map((r) => ({ type: r.code, subject: r.subject, severity: r.risk_severity, imminence: r.imminence, features: r.features })),
              }),
            },
          ],
        },
        { timeout: timeoutMs },
      );
      const block = msg.content.find((b) => b.type === 'tool_use');
      if (!block || block.type !== 'tool_use') throw new Error('provider answered without the tool');
      const out = Out.parse(block.input);
      const risks = a.risks
        .map((r) => {
          const m = out.risks.find((x) => x.type === r.code && (x.subject === r.subject || (x.subject !== 'other' && r.subject !== 'other')));
          if (!m) return r;
          const severity: Severity = m.severity;
          const imminence: Imminence = severity === 'none' ? 'not_applicable' : m.imminence === 'not_applicable' ? 'chronic' : m.imminence;
          return { ...r, risk_severity: severity, severity: verdictSeverity(severity), imminence, engine: this.engine };
        })
        .filter((r) => r.risk_severity !== 'none');
      let speaker_severity: Severity = 'none';
      let speaker_imminence: Imminence = 'not_applicable';
      for (const r of risks) {
        if (r.subject === 'other') continue;
        speaker_severity = maxSev(speaker_severity, r.risk_severity);
        speaker_imminence = maxImm(speaker_imminence, r.imminence);
      }
      return {
        ...a,
        risks,
        speaker_severity,
        speaker_imminence,
        show_resources: shouldShowResources(risks),
        rationale: out.rationale.trim(),
        engine: `${this.engine}+${a.engine}`,
      };
    },
  };
}
