/**
 * Loads the classifier's scoring core as oversight's CoreSignalSource: one `scoreMessages` call per conversation (one
 * batched embedding, one onnxruntime run), axes picked per message. The embedder is shared with the behaviour heads so
 * that a reply embedded once serves both (the embedder caches per text).
 */
import type { Embedder } from '../../infra/models/embedder.js';
import { loadScorer } from '../ocular/core/index.js';
import { AI_AXES, type AiAxisScores, type CoreScores, type CoreSignalSource, USER_AXES, type UserAxisScores } from './core-signals.js';

export async function loadCoreSignals(o: { embedder?: Embedder } = {}): Promise<CoreSignalSource> {
  const scorer = await loadScorer({ embedder: o.embedder, build: 'oversight' });
  const heads = scorer.info().heads;
  return {
    id: `ocular-core@${scorer.info().version}/${heads[0]?.model.sha256.slice(0, 12) ?? 'none'}`,
    async score(messages) {
      const out: CoreScores = { ai: new Map(), user: new Map() };
      // the core takes user/assistant/system; anything else never reaches here (the oversight schema allows only these)
      const scored = await scorer.scoreMessages(messages.map((m) => ({ role: m.role as 'user' | 'assistant' | 'system', content: m.content })));
      for (const s of scored) {
        if (s.role === 'assistant') {
          const a: AiAxisScores = {};
          for (const k of AI_AXES) if (typeof s.axes[k] === 'number') a[k] = s.axes[k];
          out.ai.set(s.index, a);
        } else {
          const u: UserAxisScores = {};
          for (const k of USER_AXES) if (typeof s.axes[k] === 'number') u[k] = s.axes[k];
          out.user.set(s.index, u);
        }
      }
      return out;
    },
    close: () => scorer.close(),
  };
}
