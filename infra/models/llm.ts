/**
 * The one LLM client every optional Anthropic-backed engine uses (steer provider, signpost smart ranking, risk
 * refinement, …): one place for the SDK's construction, timeouts and retries, a forced tool call parsed with zod,
 * and plain text.
 */
import Anthropic from '@anthropic-ai/sdk';
import type { z } from 'zod';
import type { Config } from '../config.js';

export interface LlmConfig {
  apiKey: string;
  model: string;
  baseURL?: string;
  maxRetries?: number;
  timeoutMs?: number;
}

export interface LlmTool {
  name: string;
  description: string;
  input_schema: Anthropic.Tool.InputSchema;
}

export interface LlmClient {
  /** `anthropic:<model>`: what responses name as their engine */
  readonly engine: string;
  readonly model: string;
  /** one forced tool call; its input validated by `schema` */
  tool<T>(o: { tool: LlmTool; system: string; content: string; maxTokens: number; schema: z.ZodType<T>; timeoutMs?: number }): Promise<T>;
  /** a plain text answer */
  text(o: { system: string; content: string; maxTokens: number; timeoutMs?: number }): Promise<string>;
}

/**
 * The client settings the environment gives (ANTHROPIC_API_KEY, ANTHROPIC_BASE_URL, ANTHROPIC_MODEL), or undefined when
 * no key is set: where every optional provider (steer, evaluate, signpost, oversight) decides whether it exists.
 */
export function llmConfigOf(c: Pick<Config, 'ANTHROPIC_API_KEY' | 'ANTHROPIC_BASE_URL' | 'ANTHROPIC_MODEL'>): LlmConfig | undefined {
  return c.ANTHROPIC_API_KEY ? { apiKey: c.ANTHROPIC_API_KEY, baseURL: c.ANTHROPIC_BASE_URL, model: c.ANTHROPIC_MODEL } : undefined;
}

export function createLlmClient(cfg: LlmConfig): LlmClient {
  const client = new Anthropic({ apiKey: cfg.apiKey, baseURL: cfg.baseURL ?? null, maxRetries: cfg.maxRetries ?? 1, timeout: cfg.timeoutMs ?? 30_000 });
  return {
    engine: `anthropic:${cfg.model}`,
    model: cfg.model,
    async tool({ tool, system, content, maxTokens, schema, timeoutMs }) {
      const msg = await client.messages.create(
        {
          model: cfg.model,
          max_tokens: maxTokens,
          system,
          tools: [tool],
          tool_choice: { type: 'tool', name: tool.name },
          messages: [{ role: 'user', content }],
        },
        timeoutMs ? { timeout: timeoutMs } : undefined,
      );
      const block = msg.content.find((b) => b.type === 'tool_use' && b.name === tool.name);
      if (!block || block.type !== 'tool_use') throw new Error(`provider returned no ${tool.name} tool call`);
      return schema.parse(block.input);
    },
    async text({ system, content, maxTokens, timeoutMs }) {
      const msg = await client.messages.create(
        { model: cfg.model, max_tokens: maxTokens, system, messages: [{ role: 'user', content }] },
        timeoutMs ? { timeout: timeoutMs } : undefined,
      );
      return msg.content.map((b) => (b.type === 'text' ? b.text : '')).join('');
    },
  };
}
