/**
 * One evaluation, from a validated request record to the reply body (and the alert to publish): input shaping
 * (text → one user message, demo truncation), the classifier core's per-message scores, the engine, the optional
 * provider refinement, resources, and the wire shape of the route. The processor wraps it with bus I/O.
 */
import type { DirectoryRecord } from '../../schemas/http/crisis-resource.js';
import { EvaluateRequest, type EvaluateRequestRecord, TRY_MAX_MESSAGE_CHARS, TRY_MAX_MESSAGES } from '../../schemas/http/evaluate.js';
import type { WebhookEventRecord } from '../../sinks/webhooks/events.js';
import type { Scorer } from '../ocular/core/types.js';
import { alertRecord } from './alert.js';
import { cachedCore } from './core-cache.js';
import { coreSignals } from './core-signals.js';
import { detectFeatures, maskedMessages } from './detect.js';
import { type Assessment, assessConversation } from './engine.js';
import type { RiskHeads } from './heads.js';
import type { RiskRefiner } from './refine-anthropic.js';
import { recommendedReply } from './replies.js';
import { matchResources } from './resources.js';
import type { CoreMessageSignal, InputMessage } from './types.js';
import { vocabulary } from './vocabulary.js';
import { screenBody, v0EvaluateBody, v1Body } from './wire.js';

export interface EvaluateDeps {
  /** the classifier core, or null when it could not be loaded (the vocabulary decides alone; the engine says so) */
  scorer: Scorer | null;
  /** evaluate's risk-type heads (heads.ts), or null when not loaded */
  heads?: RiskHeads | null;
  directory: () => readonly DirectoryRecord[];
  now: () => Date;
  refiner?: RiskRefiner;
  timeLeftMs: () => number;
  onRefinerError?: (err: Error) => void;
  onCoreError?: (err: Error) => void;
}

export interface EvaluateOutcome {
  status: number;
  body: unknown;
  alert?: WebhookEventRecord;
  assessment?: Assessment;
}

export function engineName(scorer: Scorer | null, heads?: RiskHeads | null): string {
  const v = vocabulary().version;
  const h = heads ? `+risk-heads@${heads.version}` : '';
  if (!scorer) return `local:${h ? `${h.slice(1)}+` : ''}risk-vocabulary@${v}`;
  const info = scorer.info();
  return `local:ocular-core@${info.version}${h}+risk-vocabulary@${v}`;
}

/**
 * The local engine on one conversation: the classifier core's per-message signals (each message scored once), the
 * risk heads' per-message scores (on the core's embeddings), then the members. Either model may be missing or fail on a request; the engine name
 * says what decided. Shared by the processor, the eval and the bench.
 */
export async function assessLocal(
  messages: InputMessage[],
  deps: Pick<EvaluateDeps, 'scorer' | 'heads' | 'onCoreError'>,
  tenant: string,
  params?: Record<string, unknown>,
): Promise<Assessment> {
  // the core first, then the heads: both read the core's embedder, so a new message the core just embedded is in its
  // per-text cache when the heads ask for it (run side by side, both would miss and embed it twice)
  let core: CoreMessageSignal[] | null = null;
  if (deps.scorer) {
    try {
      core = coreSignals(await cachedCore(deps.scorer).scoreMessages(messages, tenant));
    } catch (err) {
      deps.onCoreError?.(err as Error);
    }
  }
  let heads: Awaited<ReturnType<RiskHeads['score']>> | null = null;
  if (deps.heads) {
    try {
      heads = await deps.heads.score(messages, tenant, headCandidates(messages));
    } catch (err) {
      deps.onCoreError?.(err as Error);
    }
  }
  const engine = engineName(core ? deps.scorer! : null, heads ? deps.heads : null);
  return assessConversation(messages, core, { engine, params, heads: heads && deps.heads ? { signals: heads, thresholds: deps.heads.thresholds } : null });
}

/**
 * The user messages the risk heads may decide on: a head reports a type only where no cue of any type fired and no
 * idiom mask matched (assess.ts), so the other messages are not embedded for the heads at all.
 */
function headCandidates(messages: readonly InputMessage[]): Set<number> {
  const v = vocabulary();
  const vocal = new Set(
    detectFeatures(messages, v)
      .filter((h) => v.byName.get(h.feature)?.role === 'signal')
      .map((h) => h.message_index),
  );
  const masked = new Set(maskedMessages(messages, v));
  return new Set(messages.flatMap((m, i) => (m.role === 'user' && !vocal.has(i) && !masked.has(i) ? [i] : [])));
}

/** Text → one user message; the demo keeps the last 10 messages, each cut to about 500 tokens. */
export function shapeInput(body: { messages?: InputMessage[]; text?: string }, demo: boolean) {
  const input_format = body.messages ? ('structured' as const) : ('text_blob' as const);
  let messages: InputMessage[] = body.messages ? body.messages.map((m) => ({ role: m.role, content: m.content })) : [{ role: 'user', content: body.text! }];
  if (!demo) return { messages, input_format, truncated: undefined };
  let truncated = false;
  if (messages.length > TRY_MAX_MESSAGES) {
    messages = messages.slice(-TRY_MAX_MESSAGES);
    truncated = true;
  }
  messages = messages.map((m) => {
    const chars = Array.from(m.content);
    if (chars.length <= TRY_MAX_MESSAGE_CHARS) return m;
    truncated = true;
    return { ...m, content: chars.slice(0, TRY_MAX_MESSAGE_CHARS).join('') };
  });
  return { messages, input_format, truncated };
}

export async function evaluate(rec: EvaluateRequestRecord, deps: EvaluateDeps): Promise<EvaluateOutcome> {
  const t0 = performance.now();
  const parsed = EvaluateRequest.safeParse(JSON.parse(rec.body_json));
  if (!parsed.success)
    return { status: 400, body: { error: 'invalid_request', message: parsed.error.issues[0]?.message ?? 'invalid request', request_id: rec.request_id } };
  const b = parsed.data;
  const demo = rec.route === 'try';
  const { messages, input_format, truncated } = shapeInput(b as { messages?: InputMessage[]; text?: string }, demo);
  const country = b.config?.country ?? b.config?.user_country ?? 'US';

  let a = await assessLocal(messages, deps, rec.account_id ?? 'try');
  if (deps.refiner && a.risks.length && !demo) {
    const budget = Math.min(10_000, deps.timeLeftMs() - 500);
    if (budget > 200) {
      try {
        a = await deps.refiner.refine(messages, a, budget);
      } catch (err) {
        deps.onRefinerError?.(err as Error);
      }
    }
  }
  const now = deps.now();
  const includeResources = b.config?.include_resources !== false;
  const res = a.show_resources && (includeResources || rec.route !== 'v1') ? matchResources(a, deps.directory(), { country, now }) : undefined;
  const meta = { request_id: rec.request_id, timestamp: now.toISOString(), input_format, messages_truncated: truncated, try_endpoint: demo || undefined };
  const wantsReply =
    (rec.route === 'screen' && b.config?.include_recommended_reply === true) || (rec.route === 'v0_evaluate' && b.config?.return_assistant_reply !== false);
  const reply = wantsReply && a.risks.length ? recommendedReply(a, res) : undefined;

  let body: unknown;
  switch (rec.route) {
    case 'screen':
      body = screenBody(a, res, meta, { debug: b.config?.debug === true, latencyMs: performance.now() - t0, reply });
      break;
    case 'v0_evaluate':
      body = v0EvaluateBody(a, includeResources ? res : undefined, meta, { reply });
      break;
    default:
      body = v1Body(a, res, meta, { includeResources, model: demo ? a.engine : undefined });
  }
  const alert =
    rec.account_id && !demo && b.config?.dry_run !== true
      ? alertRecord(rec.account_id, a, messages, res, {
          country,
          conversation_id: b.config?.conversation_id,
          end_user_id: b.config?.end_user_id,
          requestId: rec.request_id,
          now,
        })
      : undefined;
  return { status: 200, body, alert, assessment: a };
}
