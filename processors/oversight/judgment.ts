/**
 * Everything the engine needs per conversation besides the rules: the trained behaviour heads (set
 * HAVEN_OVERSIGHT_HEADS=off for rules only) and the classifier core's AI axes (when a core is registered). One heads
 * runtime per process, shared by the analyze and ingest processors.
 */
import type { Runtime } from '../../infra/runtime.js';
import type { OvConversation } from './conversation.js';
import { coreSignals } from './core-signals.js';
import { type EngineDeps, RULES_MODEL_ID } from './engine.js';
import { type BehaviourHeads, loadBehaviourHeads } from './heads.js';

export interface Judgment {
  depsFor(conv: OvConversation, mode: 'full' | 'fast'): Promise<EngineDeps>;
  close(): Promise<void>;
}

let shared: { heads: Promise<BehaviourHeads | undefined>; users: number } | undefined;

export async function openJudgment(rt: Runtime): Promise<Judgment> {
  const off = process.env.HAVEN_OVERSIGHT_HEADS === 'off';
  if (!off) {
    shared ??= {
      users: 0,
      heads: loadBehaviourHeads().catch((err: Error) => {
        rt.logger.warn({ component: 'oversight', err: { message: err.message } }, 'behaviour heads unavailable; oversight runs on rules only');
        return undefined;
      }),
    };
    shared.users++;
  }
  const heads = off ? undefined : await shared!.heads;
  return {
    async depsFor(conv, mode) {
      if (mode === 'fast') return { modelId: RULES_MODEL_ID };
      const deps: EngineDeps = { modelId: heads ? `haven-oversight-1 (rules + ${heads.id})` : RULES_MODEL_ID };
      if (heads) deps.heads = await heads.score(conv.messages);
      const core = coreSignals();
      if (core) {
        const idx = conv.messages.flatMap((m, i) => (m.role === 'assistant' ? [i] : []));
        deps.core = await core.scoreAssistantTurns(conv.messages, idx);
      }
      return deps;
    },
    async close() {
      if (off || !shared) return;
      if (--shared.users === 0) {
        const h = await shared.heads;
        shared = undefined;
        await h?.close();
      }
    },
  };
}
