/**
 * `oversight-arcs`: after each ingested analysis of a user with a `user_id_hash`, recomputes that user's
 * cross-session narrative once 3+ sessions are stored (the latest analysis of each conversation counts once), stores
 * it (PostgreSQL, shown on the dashboard's trends view) and forwards a content-free record to `oversight.arcs`.
 * Keyed by user_id_hash, so one user's sessions are handled in order by one instance.
 */

import { TOPICS } from '../../infra/topics.js';
import type * as gen from '../../schemas/generated/records.js';
import { defineStage } from '../kernel/index.js';
import type { CompletedRecord } from '../oversight/events.js';
import type { OversightResult } from '../oversight/result.js';
import { crossSessionNarrative, MIN_SESSIONS } from './arcs.js';

/** A record of topic oversight.arcs (type generated from schemas/oversight-arcs.avsc). */
export type ArcsRecord = gen.OversightArcsRecord;

interface Row {
  conversation_id: string;
  session_number: number | null;
  messages: { role: string; content: string }[];
  result: OversightResult;
  user_is_minor: boolean | null;
  started_at: string | null;
}

export const oversightArcsProcessor = defineStage<CompletedRecord, ArcsRecord>({
  name: 'oversight-arcs',
  description: 'cross-session narrative arcs per user_id_hash after 3+ ingested sessions',
  input: { topic: TOPICS.oversightCompleted, schema: 'oversight-completed' },
  forward: { topic: TOPICS.oversightArcs, schema: 'oversight-arcs' },
  async open(rt) {
    return {
      async run(r) {
        if (r.source !== 'ingest' || !r.user_id_hash) return { kind: 'none' };
        // latest analysis per conversation id wins
        const q = await rt.db.query<Row>(
          `SELECT DISTINCT ON (conversation_id) conversation_id, session_number, messages, result, user_is_minor, metadata->>'started_at' AS started_at
             FROM oversight_conversations
            WHERE account_id = $1 AND user_id_hash = $2 AND result IS NOT NULL
            ORDER BY conversation_id, analyzed_at DESC`,
          [r.account_id, r.user_id_hash],
        );
        if (q.rows.length < MIN_SESSIONS) return { kind: 'none' };
        const rows = q.rows
          .slice()
          .sort((a, b) => (a.session_number ?? 1e9) - (b.session_number ?? 1e9) || String(a.started_at ?? '').localeCompare(String(b.started_at ?? '')));
        const narrative = crossSessionNarrative(
          rows.map((x, i) => ({
            session: x.session_number ?? i + 1,
            conversation_id: x.conversation_id,
            result: typeof x.result === 'string' ? JSON.parse(x.result) : x.result,
            user_texts: (typeof x.messages === 'string' ? JSON.parse(x.messages) : x.messages)
              .filter((m: { role: string }) => m.role === 'user')
              .map((m: { content: string }) => m.content),
            minor: !!x.user_is_minor,
          })),
          rt.clock.now(),
        )!;
        await rt.db.query(
          `INSERT INTO oversight_user_arcs(account_id, user_id_hash, narrative, sessions_analyzed, updated_at) VALUES ($1,$2,$3,$4,now())
           ON CONFLICT (account_id, user_id_hash) DO UPDATE SET narrative = EXCLUDED.narrative, sessions_analyzed = EXCLUDED.sessions_analyzed, updated_at = now()`,
          [r.account_id, r.user_id_hash, JSON.stringify(narrative), narrative.sessions_analyzed],
        );
        return {
          kind: 'forward',
          record: {
            account_id: r.account_id,
            user_id_hash: r.user_id_hash,
            sessions_analyzed: narrative.sessions_analyzed,
            arc_severity: narrative.arc_severity,
            risk_trend: narrative.risk_trend,
            primary_arc: narrative.primary_arc,
            arcs_json: JSON.stringify(
              narrative.detected_arcs.map(({ code, severity, confidence, session_range }) => ({ code, severity, confidence, session_range })),
            ),
            analyzed_at: Date.parse(narrative.analyzed_at),
          },
        };
      },
    };
  },
});
