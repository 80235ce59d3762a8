/** PostgreSQL storage of ingested conversations: originals first, the analysis after (idempotent on redelivery). */
import type { Db, Queryable } from '../../infra/db/types.js';
import type { OvConversation } from '../oversight/conversation.js';
import { agentIdsOf, isMinor } from '../oversight/events.js';
import type { TruncationWarning } from '../oversight/prepare.js';
import type { OversightResult } from '../oversight/result.js';

export interface StoredRow {
  conversation_id: string;
  overall_concern: string | null;
  result: OversightResult | null;
  truncation_warnings: TruncationWarning[] | null;
  error: string | null;
  analyzed_at: Date | null;
}

export async function storeOriginals(
  db: Db,
  o: { ingestionId: string; accountId: string; requestId: string; chargedMills: number; webhookUrl?: string; conversations: OvConversation[] },
): Promise<void> {
  await db.tx(async (q) => {
    await q.query(
      `INSERT INTO oversight_ingestions(id, account_id, request_id, status, conversations_received, charged_mills, webhook_url)
       VALUES ($1,$2,$3,'processing',$4,$5,$6) ON CONFLICT (id) DO NOTHING`,
      [o.ingestionId, o.accountId, o.requestId, o.conversations.length, o.chargedMills, o.webhookUrl ?? null],
    );
    for (const c of o.conversations) {
      const md = c.metadata ?? {};
      await q.query(
        `INSERT INTO oversight_conversations(account_id, ingestion_id, conversation_id, messages, metadata, user_id_hash, session_number, agent_ids, platform, user_is_minor, message_count)
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11) ON CONFLICT (ingestion_id, conversation_id) DO NOTHING`,
        [
          o.accountId,
          o.ingestionId,
          c.conversation_id,
          JSON.stringify(c.messages),
          JSON.stringify(md),
          typeof md.user_id_hash === 'string' ? md.user_id_hash : null,
          typeof md.session_number === 'number' ? md.session_number : null,
          agentIdsOf(c),
          typeof md.platform === 'string' ? md.platform : null,
          isMinor(c),
          c.messages.length,
        ],
      );
    }
  });
}

export async function storedRows(db: Queryable, ingestionId: string): Promise<StoredRow[]> {
  const r = await db.query<StoredRow>(
    'SELECT conversation_id, overall_concern, result, truncation_warnings, error, analyzed_at FROM oversight_conversations WHERE ingestion_id = $1 ORDER BY id',
    [ingestionId],
  );
  return r.rows;
}

export async function saveResult(
  db: Queryable,
  ingestionId: string,
  conversationId: string,
  result: OversightResult,
  warnings: TruncationWarning[],
): Promise<void> {
  await db.query(
    `UPDATE oversight_conversations SET analyzed_at = $3, overall_concern = $4, trajectory = $5, result = $6, truncation_warnings = $7, error = NULL
      WHERE ingestion_id = $1 AND conversation_id = $2`,
    [ingestionId, conversationId, result.analyzed_at, result.overall_concern, result.trajectory, JSON.stringify(result), JSON.stringify(warnings)],
  );
}

export async function saveError(db: Queryable, ingestionId: string, conversationId: string, error: string, at: Date): Promise<void> {
  await db.query('UPDATE oversight_conversations SET error = $3, analyzed_at = $4 WHERE ingestion_id = $1 AND conversation_id = $2', [
    ingestionId,
    conversationId,
    error,
    at.toISOString(),
  ]);
}

export async function finishIngestion(
  db: Queryable,
  ingestionId: string,
  o: { status: string; processed: number; failed: number; ms: number; at: Date },
): Promise<void> {
  await db.query(
    'UPDATE oversight_ingestions SET status = $2, conversations_processed = $3, conversations_failed = $4, processing_time_ms = $5, completed_at = $6 WHERE id = $1',
    [ingestionId, o.status, o.processed, o.failed, o.ms, o.at.toISOString()],
  );
}
