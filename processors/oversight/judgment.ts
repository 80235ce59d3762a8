/**
 * Everything the engine needs per conversation besides the rules: the trained behaviour heads (when their model file
 * is present) and the classifier core's AI axes (when a core is registered). Opened once per processor.
 */
import type { Runtime } from '../../infra/runtime.js';
import type { OvConversation } from './conversation.js';
import { coreSignals } from './core-signals.js';
import type { EngineDeps } from './engine.js';

export interface Judgment {
  depsFor(conv: OvConversation, mode: 'full' | 'fast'): Promise<EngineDeps>;
  close(): Promise<void>;
}

export async function openJudgment(_rt: Runtime): Promise<Judgment> {
  return {
    async depsFor(conv, mode) {
      const core = coreSignals();
      if (!core || mode === 'fast') return {};
      const idx = conv.messages.flatMap((m, i) => (m.role === 'assistant' ? [i] : []));
      return { core: await core.scoreAssistantTurns(conv.messages, idx) };
    },
    async close() {},
  };
}
