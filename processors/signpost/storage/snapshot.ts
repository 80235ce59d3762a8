/**
 * One directory version in memory: records in seed order, an id map, the embedding index and per-country search
 * filters. Immutable once built; the processor swaps whole snapshots (one reference assignment), so a request
 * always sees one consistent version, and a reload never makes a request wait or fail.
 */
import type { DirectoryRecord } from '../../../schemas/http/crisis-resource.js';
import { deserializeIndex, type EmbeddingIndex } from '../ranking/embedding-index.js';
import { matchesCountry } from '../ranking/list.js';

export interface DirectorySnapshot {
  version: number;
  sha256: string;
  resources: readonly DirectoryRecord[];
  byId: ReadonlyMap<string, DirectoryRecord>;
  /** null when the version was stored without embeddings (search answers 503) */
  index: EmbeddingIndex | null;
  /** ids of the resources serving a country (its own and global ones), for the search pre-filter */
  idsFor(country: string): ReadonlySet<string>;
}

export function buildSnapshot(o: { version: number; sha256: string; records: DirectoryRecord[]; index: Uint8Array | EmbeddingIndex }): DirectorySnapshot {
  const decoded = o.index instanceof Uint8Array ? deserializeIndex(o.index) : o.index;
  const index = decoded.ids.length ? decoded : null;
  const byId = new Map(o.records.map((r) => [r.id, r]));
  // The index rows are in seed-file order; keep the records in that order too (stable ranking ties).
  const resources = !index
    ? o.records
    : index.ids.map((id) => {
        const r = byId.get(id);
        if (!r) throw new Error(`directory version ${o.version}: index row ${id} has no record`);
        return r;
      });
  if (resources.length !== o.records.length) throw new Error(`directory version ${o.version}: ${o.records.length} records, ${resources.length} index rows`);
  const perCountry = new Map<string, ReadonlySet<string>>();
  return {
    version: o.version,
    sha256: o.sha256,
    resources,
    byId,
    index,
    idsFor(country) {
      let s = perCountry.get(country);
      if (!s) {
        s = new Set(resources.filter((r) => matchesCountry(r, country)).map((r) => r.id));
        perCountry.set(country, s);
      }
      return s;
    },
  };
}
