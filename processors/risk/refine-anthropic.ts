/**
 * Optional Anthropic refinement (used when ANTHROPIC_API_KEY is set): the local engine finds the risks; the model
 * reads the conversation and the local findings and may change each found risk's severity and imminence (or clear it)
 * and writes the rationale. It cannot add risk types the local engine did not find, so evidence spans, features and
 * resources stay grounded in the text. Any failure (network, timeout, output that does not validate) keeps the local
 * assessment; the response's engine says which decided. The call goes through the one LLM client (infra/models/llm.ts).
 */
import { z } from 'zod';
import { createLlmClient, type LlmClient, type LlmTool } from '../../infra/models/llm.js';
import { type Assessment, shouldShowResources, speakerLevels } from './engine.js';
import { IMMINENCES, type Imminence, type InputMessage, SEVERITIES, type Severity, verdictSeverity } from './types.js';

export interface RiskRefiner {
  readonly engine: string;
  refine(messages: readonly InputMessage[], a: Assessment, timeoutMs: number): Promise<Assessment>;
}

const TOOL: LlmTool = {
  name: 'record_risk_review',
  description: 'Record your review of the risks found in the conversation.',
  input_schema: {
    type: 'object',
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

/** the refiner over an LLM client; `anthropicRefiner` builds its client from the configuration */
export function llmRefiner(llm: LlmClient): RiskRefiner {
  return {
    engine: llm.engine,
    async refine(messages, a, timeoutMs) {
      const out = await llm.tool({
        tool: TOOL,
        system: SYSTEM,
        maxTokens: 1024,
        schema: Out,
        timeoutMs,
        content: JSON.stringify({
          conversation: messages.map((m, i) => ({ index: i, role: m.role, content: m.content.slice(0, 4000) })),
          found: a.risks.map((r) => ({ type: r.code, subject: r.subject, severity: r.risk_severity, imminence: r.imminence, features: r.features })),
        }),
      });
      const risks = a.risks
        .map((r) => {
          const m = out.risks.find((x) => x.type === r.code && (x.subject === r.subject || (x.subject !== 'other' && r.subject !== 'other')));
          if (!m) return r;
          const severity: Severity = m.severity;
          const imminence: Imminence = severity === 'none' ? 'not_applicable' : m.imminence === 'not_applicable' ? 'chronic' : m.imminence;
          return { ...r, risk_severity: severity, severity: verdictSeverity(severity), imminence, engine: llm.engine };
        })
        .filter((r) => r.risk_severity !== 'none');
      return {
        ...a,
        risks,
        ...speakerLevels(risks),
        show_resources: shouldShowResources(risks),
        rationale: out.rationale.trim(),
        engine: `${llm.engine}+${a.engine}`,
      };
    },
  };
}

/** no retries: the refinement has the request's remaining time only, and a failure keeps the local assessment */
export function anthropicRefiner(o: { apiKey: string; baseURL?: string; model: string }): RiskRefiner {
  return llmRefiner(createLlmClient({ ...o, maxRetries: 0 }));
}
