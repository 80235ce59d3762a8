/**
 * Everything the engine needs per conversation besides the rules: the trained behaviour heads
 * (HAVEN_OVERSIGHT_HEADS=off for none) and the classifier core's axes (HAVEN_OVERSIGHT_CORE=off for none). One embedder,
 * one heads runtime and one core per process, shared by the analyze and ingest processors; a reply embedded for the core
 * is found in the embedder's cache by the heads.
 */
import { type Embedder, loadEmbedder } from '../../infra/models/embedder.js';
import { llmConfigOf } from '../../infra/models/llm.js';
import type { Runtime } from '../../infra/runtime.js';
import { chunkText } from '../ocular/core/conversation.js';
import type { OvConversation } from './conversation.js';
import type { CoreSignalSource } from './core-signals.js';
import { loadCoreSignals } from './core-source.js';
import { type EngineDeps, RULES_MODEL_ID } from './engine.js';
import { type BehaviourHeads, loadBehaviourHeads } from './heads.js';
import { anthropicReviewer, type OversightReviewer } from './review-anthropic.js';

export interface Judgment {
  depsFor(conv: OvConversation, mode: 'full' | 'fast'): Promise<EngineDeps>;
  /** warms the embedder's cache for a batch about to be scored (see prefetch) */
  prefetch(convs: readonly OvConversation[]): Promise<void>;
  /** the optional Anthropic reviewer (ANTHROPIC_API_KEY set): reads the local findings and may add or clear some */
  reviewer?: OversightReviewer;
  close(): Promise<void>;
}

export interface JudgmentParts {
  embedder?: Embedder;
  heads?: BehaviourHeads;
  core?: CoreSignalSource;
}

/** Loads the parts that are switched on; a part that fails to load is left out with a warning (rules still run). */
export async function loadJudgmentParts(o: { heads?: boolean; core?: boolean; warn?: (part: string, err: Error) => void } = {}): Promise<JudgmentParts> {
  const wantHeads = o.heads ?? process.env.HAVEN_OVERSIGHT_HEADS !== 'off';
  const wantCore = o.core ?? process.env.HAVEN_OVERSIGHT_CORE !== 'off';
  if (!wantHeads && !wantCore) return {};
  const warn = o.warn ?? (() => {});
  let embedder: Embedder;
  try {
    embedder = await loadEmbedder({ intraOpThreads: 1, cacheSize: 8192 });
  } catch (err) {
    warn('embedder', err as Error);
    return {};
  }
  const [heads, core] = await Promise.all([
    wantHeads ? loadBehaviourHeads({ embedder }).catch((e: Error) => void warn('behaviour heads', e)) : undefined,
    wantCore ? loadCoreSignals({ embedder }).catch((e: Error) => void warn('classifier core', e)) : undefined,
  ]);
  return { embedder, heads: heads ?? undefined, core: core ?? undefined };
}

/** The model id a result reports for these parts. */
export function modelIdOf(p: JudgmentParts): string {
  const parts = [p.heads?.id, p.core?.id].filter(Boolean);
  return parts.length ? `haven-oversight-1 (rules + ${parts.join(' + ')})` : RULES_MODEL_ID;
}

/** Scores one conversation with the loaded parts (heads and core run one after the other: they share one embedder). */
export async function depsWith(p: JudgmentParts, conv: OvConversation): Promise<EngineDeps> {
  const deps: EngineDeps = { modelId: modelIdOf(p) };
  // the core first: it embeds every turn in one batch, so the heads' embeddings of the same replies come from the cache
  if (p.core) deps.core = await p.core.score(conv.messages);
  if (p.heads) deps.heads = await p.heads.score(conv.messages);
  return deps;
}

/**
 * Embeds every message of a batch of conversations in a few large embedder calls before they are scored one by one:
 * the core and the heads then find their texts in the embedder's cache, and the embedder runs in batches of 64
 * instead of one conversation at a time (ingest).
 */
export async function prefetch(p: JudgmentParts, convs: readonly OvConversation[]): Promise<void> {
  if (!p.embedder || !p.core) return;
  const texts = [...new Set(convs.flatMap((c) => c.messages.flatMap((m) => (m.role === 'user' || m.role === 'assistant' ? chunkText(m.content) : []))))];
  for (let i = 0; i < texts.length; i += 64) await p.embedder.embed(texts.slice(i, i + 64));
}

export async function closeJudgmentParts(p: JudgmentParts): Promise<void> {
  await p.heads?.close();
  await p.core?.close();
  await p.embedder?.close();
}

let shared: { parts: Promise<JudgmentParts>; users: number } | undefined;

/**
 * The process's judgment. The parts load in the background (the embedder, the core and the heads take seconds, minutes
 * on a loaded 2-core box): a processor is up at once, and the first analysis waits for them.
 */
export async function openJudgment(rt: Runtime): Promise<Judgment> {
  shared ??= {
    users: 0,
    parts: loadJudgmentParts({
      warn: (part, err) => rt.logger.warn({ component: 'oversight', err: { message: err.message } }, `${part} unavailable; oversight runs without it`),
    }),
  };
  shared.users++;
  const parts = shared.parts;
  const llm = llmConfigOf(rt.config);
  return {
    reviewer: llm ? anthropicReviewer(llm) : undefined,
    async depsFor(conv, mode) {
      if (mode === 'fast') return { modelId: RULES_MODEL_ID };
      return depsWith(await parts, conv);
    },
    prefetch: async (convs) => prefetch(await parts, convs),
    async close() {
      if (!shared) return;
      if (--shared.users === 0) {
        const p = await shared.parts;
        shared = undefined;
        await closeJudgmentParts(p);
      }
    },
  };
}
