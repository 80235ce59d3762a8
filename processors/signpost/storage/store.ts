/**
 * The directory in the state store (migration 030_directory.sql): versions with their embedding index, and the
 * records of each version. Only I/O here; seeding logic is in seed.ts, the in-memory snapshot in snapshot.ts.
 */
import type { Db, Queryable } from '../../../infra/db/types.js';
import type { DirectoryRecord } from '../../../schemas/http/crisis-resource.js';

/** How many versions stay in the table (the newest is current; older ones are kept for inspection). */
export const KEEP_VERSIONS = 3;

export interface StoredVersion {
  version: number;
  resources_sha256: string;
  resource_count: number;
  source: string;
  model: string;
}

export async function currentVersion(db: Queryable): Promise<StoredVersion | undefined> {
  const r = await db.query<StoredVersion>(
    'SELECT version, resources_sha256, resource_count, source, model FROM directory_versions ORDER BY version DESC LIMIT 1',
  );
  return r.rows[0];
}

export async function loadVersion(db: Queryable, version: number): Promise<{ meta: StoredVersion; records: DirectoryRecord[]; index: Uint8Array } | undefined> {
  const v = await db.query<StoredVersion & { embedding_index: Uint8Array }>(
    'SELECT version, resources_sha256, resource_count, source, model, embedding_index FROM directory_versions WHERE version = $1',
    [version],
  );
  const row = v.rows[0];
  if (!row) return undefined;
  const rs = await db.query<{ record: DirectoryRecord | string }>('SELECT record FROM directory_resources WHERE version = $1', [version]);
  const records = rs.rows.map((x) => (typeof x.record === 'string' ? (JSON.parse(x.record) as DirectoryRecord) : x.record));
  const { embedding_index, ...meta } = row;
  return { meta, records, index: new Uint8Array(embedding_index) };
}

/**
 * Writes a new version in one transaction and returns its number, or undefined when `onlyIfEmpty` is set and a
 * version exists already (a concurrent first start seeded first), or `onlyIfCurrent` is set and another version was
 * written since (a concurrent re-embedding). The table lock serialises concurrent seeds.
 */
export async function writeVersion(
  db: Db,
  o: {
    records: DirectoryRecord[];
    sha256: string;
    source: string;
    model: string;
    index: Uint8Array;
    onlyIfEmpty?: boolean;
    /** write only when this is still the newest version (a re-embedding of it), else undefined */
    onlyIfCurrent?: number;
  },
): Promise<number | undefined> {
  return db.tx(async (q) => {
    await q.query('LOCK TABLE directory_versions IN EXCLUSIVE MODE');
    const max = await q.query<{ v: number | null }>('SELECT max(version) AS v FROM directory_versions');
    const prev = max.rows[0]?.v == null ? 0 : Number(max.rows[0].v);
    if (o.onlyIfEmpty && prev > 0) return undefined;
    if (o.onlyIfCurrent !== undefined && prev !== o.onlyIfCurrent) return undefined;
    const version = prev + 1;
    await q.query('INSERT INTO directory_versions(version, resources_sha256, resource_count, source, model, embedding_index) VALUES ($1,$2,$3,$4,$5,$6)', [
      version,
      o.sha256,
      o.records.length,
      o.source,
      o.model,
      Buffer.from(o.index.buffer, o.index.byteOffset, o.index.byteLength),
    ]);
    await q.query(
      `INSERT INTO directory_resources(version, id, country_codes, record)
       SELECT $1, (r->>'id')::uuid, ARRAY(SELECT jsonb_array_elements_text(coalesce(r->'country_codes', '[]'::jsonb))), r
       FROM jsonb_array_elements($2::jsonb) AS r`,
      [version, JSON.stringify(o.records)],
    );
    await q.query('DELETE FROM directory_versions WHERE version <= $1', [version - KEEP_VERSIONS]);
    return version;
  });
}
