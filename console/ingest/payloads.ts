/**
 * Claim check for ingests too large for one bus record. Kafka refuses records above its `message.max.bytes` (1 MB by
 * default) and a batch of 500 sessions is larger, so on Kafka the items of a large ingest wait in
 * `console_ingest_payloads` and the console.ingest record carries their id. The storage stage reads them, and deletes
 * the row in the same transaction that stores the sessions. The embedded bus has no record limit: items stay inline.
 */
import type { Db, Queryable } from '../../infra/db/types.js';

/** items above this size (JSON bytes) travel by reference on Kafka; well under the broker's default 1 MB */
export const INLINE_MAX_BYTES = 512 * 1024;

export function travelsByReference(busKind: 'embedded' | 'kafka', itemsJson: string): boolean {
  return busKind === 'kafka' && Buffer.byteLength(itemsJson) > INLINE_MAX_BYTES;
}

export async function stagePayload(db: Db, ingestId: string, itemsJson: string, now: Date): Promise<void> {
  await db.query('INSERT INTO console_ingest_payloads (ingest_id, items_json, created_at) VALUES ($1, $2, $3)', [ingestId, itemsJson, now]);
}

export async function readPayload(db: Queryable, ingestId: string): Promise<string | undefined> {
  const r = await db.query<{ items_json: string }>('SELECT items_json FROM console_ingest_payloads WHERE ingest_id = $1', [ingestId]);
  return r.rows[0]?.items_json;
}

export async function dropPayload(q: Queryable, ingestId: string): Promise<void> {
  await q.query('DELETE FROM console_ingest_payloads WHERE ingest_id = $1', [ingestId]);
}
