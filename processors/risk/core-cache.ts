/**
 * Scores each message of a conversation once. Evaluate is called on every turn of a chat, so nine of ten messages were
 * scored on the previous call; re-running the classifier core over the whole conversation repeated the embedding
 * lookups and the heads run for all of them. This cache keeps each message's calibrated head scores under a hash of
 * (tenant, role, content, context); only the messages not seen before (and the context turns they are read against)
 * go to the core, in one `scoreMessages` call.
 *
 * Why the key holds the context: the core reads a turn against the other speaker's turn before it (its `base`
 * variant: the nearest earlier message of the other role), so the same words after a different question score
 * differently. Why the tenant: a shared cache would let one tenant time another's messages.
 *
 * The per-turn fusion (framing, fiction and minor markers carried forward from earlier user turns) is cheap arithmetic
 * and depends on the whole conversation, so it is recomputed on every call with the core's own `fuseUserTurn`, from the
 * cached calibrated scores: the result equals `scoreMessages` on the whole conversation (test/risk/core-cache.test.ts).
 */
import { createHash } from 'node:crypto';
import { fuseUserTurn, type Roster, rosterOf, round, subjectOf } from '../ocular/core/fusion.js';
import type { MessageScore, Scorer } from '../ocular/core/types.js';
import { OCULAR_HEADS } from '../ocular/heads/index.js';
import type { InputMessage } from './types.js';

/** Entries kept per scorer (each a few KB: one calibrated score per head). */
export const CORE_CACHE_ENTRIES = 4096;

interface Entry {
  calibrated: Record<string, number>;
}

/** LRU on Map insertion order. */
class Lru {
  private readonly map = new Map<string, Entry>();
  constructor(private readonly capacity: number) {}
  get(k: string): Entry | undefined {
    const v = this.map.get(k);
    if (v) {
      this.map.delete(k);
      this.map.set(k, v);
    }
    return v;
  }
  set(k: string, v: Entry) {
    this.map.delete(k);
    this.map.set(k, v);
    if (this.map.size > this.capacity) this.map.delete(this.map.keys().next().value!);
  }
  get size() {
    return this.map.size;
  }
}

export interface CachedCore {
  /** per-message scores of the user messages' fusion (the fields evaluate reads), in input order; assistant messages are context only */
  scoreMessages(messages: readonly InputMessage[], tenant: string): Promise<Pick<MessageScore, 'index' | 'role' | 'axes' | 'modulators'>[]>;
  stats(): { size: number; hits: number; misses: number };
}

const caches = new WeakMap<Scorer, CachedCore>();
let roster: Roster | undefined;

/** The cache of one scorer (one per process: the shared core). */
export function cachedCore(scorer: Scorer, capacity = CORE_CACHE_ENTRIES): CachedCore {
  let c = caches.get(scorer);
  if (!c) caches.set(scorer, (c = makeCachedCore(scorer, capacity)));
  return c;
}

/** Index of the nearest earlier message of the other role (the core's base context), or -1. */
function contextIndex(messages: readonly InputMessage[], i: number): number {
  for (let j = i - 1; j >= 0; j--) if (messages[j]!.role !== messages[i]!.role) return j;
  return -1;
}

function keyOf(tenant: string, messages: readonly InputMessage[], i: number): string {
  const c = contextIndex(messages, i);
  const h = createHash('sha256');
  h.update(tenant).update('\0').update(messages[i]!.role).update('\0').update(messages[i]!.content).update('\0');
  if (c >= 0) h.update(messages[c]!.content);
  return h.digest('base64');
}

function makeCachedCore(scorer: Scorer, capacity: number): CachedCore {
  const lru = new Lru(capacity);
  let hits = 0;
  let misses = 0;
  return {
    stats: () => ({ size: lru.size, hits, misses }),
    async scoreMessages(messages, tenant) {
      const userIdx = messages.flatMap((m, i) => (m.role === 'user' ? [i] : []));
      const keys = new Map(userIdx.map((i) => [i, keyOf(tenant, messages, i)]));
      const cal = new Map<number, Record<string, number>>();
      const missing: number[] = [];
      for (const i of userIdx) {
        const e = lru.get(keys.get(i)!);
        if (e) {
          hits++;
          cal.set(i, e.calibrated);
        } else {
          misses++;
          missing.push(i);
        }
      }
      if (missing.length) {
        // the new messages and their context turns, in conversation order: every kept message's nearest earlier
        // message of the other role in this subsequence is its context in the conversation (the messages between
        // the two in the conversation all have its own role)
        const need = new Set<number>();
        for (const i of missing) {
          need.add(i);
          const c = contextIndex(messages, i);
          if (c >= 0) need.add(c);
        }
        const order = [...need].sort((a, b) => a - b);
        const scored = await scorer.scoreMessages(order.map((i) => ({ role: messages[i]!.role, content: messages[i]!.content })));
        for (const s of scored) {
          const i = order[s.index]!;
          if (!missing.includes(i)) continue;
          cal.set(i, s.calibrated);
          lru.set(keys.get(i)!, { calibrated: s.calibrated });
        }
      }
      // fusion over the whole conversation, as the core does it (fiction and minor markers carry forward)
      roster ??= rosterOf(OCULAR_HEADS);
      const carried = { fiction: 0, minor: 0 };
      return userIdx.map((i) => {
        const f = fuseUserTurn(roster!, cal.get(i) ?? {}, carried);
        carried.fiction = Math.max(carried.fiction, f.fiction);
        carried.minor = Math.max(carried.minor, f.minor);
        return {
          index: i,
          role: 'user' as const,
          axes: Object.fromEntries(Object.entries(f.axes).map(([k, v]) => [k, round(v)])),
          modulators: {
            subject: subjectOf([f]),
            subject_self: round(1 - f.subjectOther),
            subject_other: round(f.subjectOther),
            fiction: round(f.fiction),
            authenticity: round(f.authenticity),
            imminence: round(f.imminence),
          },
        };
      });
    },
  };
}
