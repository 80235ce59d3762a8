import { createHash } from 'node:crypto';
import type { Db } from '../../infra/db/types.js';
import type { Preprocessed } from './types.js';

export function promptHash(systemPrompt: string): string {
  return createHash('sha256').update(systemPrompt).digest('hex');
}

/** The scope of anonymous demo calls (`/v1/try/steer`): one shared scope, apart from every account's. */
export const DEMO_SCOPE = 'demo';

/**
 * The cache key of a prompt within one account's scope. The cache is partitioned by account (docs/steer-service.md,
 * "Cache isolation"): an account's hit, its `stages.preprocess.cached`, its latency and its stats depend only on
 * its own earlier calls, so no tenant can confirm a guess of another tenant's system prompt.
 */
export function scopedPromptHash(scope: string, systemPrompt: string): string {
  return createHash('sha256').update(scope).update('\0').update(promptHash(systemPrompt)).digest('hex');
}

/** Bounded in-memory LRU by bytes (Map keeps insertion order: re-insert on hit). */
export class LruBytes<V> {
  private readonly map = new Map<string, { v: V; bytes: number }>();
  bytes = 0;
  evictions = 0;
  constructor(private readonly maxBytes: number) {}
  get(k: string): V | undefined {
    const e = this.map.get(k);
    if (!e) return undefined;
    this.map.delete(k);
    this.map.set(k, e);
    return e.v;
  }
  set(k: string, v: V, bytes: number) {
    const old = this.map.get(k);
    if (old) {
      this.bytes -= old.bytes;
      this.map.delete(k);
    }
    this.map.set(k, { v, bytes });
    this.bytes += bytes;
    while (this.bytes > this.maxBytes && this.map.size > 1) {
      const [oldest, e] = this.map.entries().next().value as [string, { v: V; bytes: number }];
      this.map.delete(oldest);
      this.bytes -= e.bytes;
      this.evictions++;
    }
  }
  get size() {
    return this.map.size;
  }
}

export interface CacheLookup {
  pre: Preprocessed;
  cached: boolean;
}

/**
 * The preprocess cache: memory first (per instance, hot because the topic is keyed by prompt hash), then the
 * durable table shared by all instances. Usage counters are batched and flushed asynchronously: they are
 * statistics, and a write per request would cost more than the cached preprocess itself.
 */
export class PreprocessCache {
  readonly memory: LruBytes<Preprocessed>;
  private pendingUsage = new Map<string, { account: string; hash: string; hits: number; misses: number }>();
  private pendingTouches = new Map<string, number>();
  private flushing?: Promise<void>;
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly db: Db,
    private readonly opts: { memoryBytes?: number; maxDurableEntries?: number; flushMs?: number } = {},
  ) {
    this.memory = new LruBytes(opts.memoryBytes ?? 64 * 1024 * 1024);
    this.timer = setInterval(() => void this.flush(), opts.flushMs ?? 1000);
    this.timer.unref();
  }

  async get(hash: string, engine: string, compute: () => Preprocessed | Promise<Preprocessed>, accountId: string | null): Promise<CacheLookup> {
    const key = `${engine}:${hash}`;
    let pre = this.memory.get(key);
    let cached = !!pre;
    if (!pre) {
      const r = await this.db.query<{ result: Preprocessed | string; bytes: number }>(
        'SELECT result, bytes FROM steer_preprocess_cache WHERE prompt_hash = $1 AND engine = $2',
        [hash, engine],
      );
      let bytes: number;
      if (r.rows[0]) {
        const raw = r.rows[0].result;
        pre = typeof raw === 'string' ? (JSON.parse(raw) as Preprocessed) : raw;
        bytes = Number(r.rows[0].bytes);
        cached = true;
      } else {
        pre = await compute();
        const json = JSON.stringify(pre);
        bytes = Buffer.byteLength(json);
        await this.db.query(
          `INSERT INTO steer_preprocess_cache(prompt_hash, engine, result, bytes) VALUES ($1,$2,$3::jsonb,$4)
           ON CONFLICT (prompt_hash, engine) DO NOTHING`,
          [hash, engine, json, bytes],
        );
      }
      this.memory.set(key, pre, bytes);
    }
    if (cached) this.pendingTouches.set(`${hash}|${engine}`, (this.pendingTouches.get(`${hash}|${engine}`) ?? 0) + 1);
    if (accountId) {
      const k = `${accountId}|${hash}`;
      const u = this.pendingUsage.get(k) ?? { account: accountId, hash, hits: 0, misses: 0 };
      if (cached) u.hits++;
      else u.misses++;
      this.pendingUsage.set(k, u);
    }
    return { pre, cached };
  }

  /** Writes batched counters; prunes the durable cache to its bound (least recently used first). */
  async flush(): Promise<void> {
    if (this.flushing) return this.flushing;
    const usage = [...this.pendingUsage.values()];
    const touches = [...this.pendingTouches.entries()];
    if (!usage.length && !touches.length) return;
    this.pendingUsage = new Map();
    this.pendingTouches = new Map();
    this.flushing = (async () => {
      try {
        for (const u of usage) {
          await this.db.query(
            `INSERT INTO steer_cache_usage(account_id, prompt_hash, hits, misses) VALUES ($1,$2,$3,$4)
             ON CONFLICT (account_id, prompt_hash) DO UPDATE SET hits = steer_cache_usage.hits + $3, misses = steer_cache_usage.misses + $4, last_seen_at = now()`,
            [u.account, u.hash, u.hits, u.misses],
          );
        }
        for (const [k, n] of touches) {
          const [hash, engine] = k.split('|');
          await this.db.query('UPDATE steer_preprocess_cache SET hits = hits + $3, last_used_at = now() WHERE prompt_hash = $1 AND engine = $2', [
            hash,
            engine,
            n,
          ]);
        }
        await this.prune();
      } catch {
        // statistics only: a failed flush is dropped rather than retried forever
      } finally {
        this.flushing = undefined;
      }
    })();
    return this.flushing;
  }

  private async prune() {
    const max = this.opts.maxDurableEntries ?? 100_000;
    const r = await this.db.query<{ n: string }>('SELECT count(*) AS n FROM steer_preprocess_cache');
    const over = Number(r.rows[0]!.n) - max;
    if (over <= 0) return;
    await this.db.tx(async (q) => {
      const del = await q.query(
        `DELETE FROM steer_preprocess_cache WHERE (prompt_hash, engine) IN (SELECT prompt_hash, engine FROM steer_preprocess_cache ORDER BY last_used_at LIMIT $1)`,
        [over],
      );
      await q.query(
        `INSERT INTO steer_cache_counters(name, value) VALUES ('durable_evictions', $1) ON CONFLICT (name) DO UPDATE SET value = steer_cache_counters.value + $1`,
        [del.rowCount],
      );
    });
  }

  async close() {
    if (this.timer) clearInterval(this.timer);
    await this.flush();
  }
}

/**
 * GET /v1/steer/cache/stats: the account's own partition of the cache and nothing else. Global counters (other
 * accounts' entries, hits, memory) are not shown: they would tell one tenant about another's traffic.
 */
export async function cacheStats(db: Db, accountId: string) {
  const acct = await db.query<{ entries: string; hits: string; misses: string; bytes: string; evicted: string }>(
    `SELECT count(c.prompt_hash) AS entries, coalesce(sum(u.hits),0) AS hits, coalesce(sum(u.misses),0) AS misses, coalesce(sum(c.bytes),0) AS bytes,
            count(*) FILTER (WHERE c.prompt_hash IS NULL) AS evicted
       FROM steer_cache_usage u LEFT JOIN steer_preprocess_cache c ON c.prompt_hash = u.prompt_hash
      WHERE u.account_id = $1`,
    [accountId],
  );
  const rate = (h: number, m: number) => (h + m === 0 ? 0 : Math.round((h / (h + m)) * 10_000) / 10_000);
  const a = acct.rows[0]!;
  const ah = Number(a.hits);
  const am = Number(a.misses);
  const own = { entries: Number(a.entries), hits: ah, misses: am, hit_rate: rate(ah, am), bytes: Number(a.bytes) };
  return {
    account: own,
    // the cache as this account sees it: its own partition (entries it made), and how many of them were evicted
    cache: { scope: 'account', ...own, evictions: Number(a.evicted) },
  };
}
