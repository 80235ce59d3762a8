/**
 * Conformance suite for the bus contract (infra/bus/types.ts), run against every implementation:
 *   runBusConformance('kafka', () => Promise.resolve(createKafkaBus(...)))
 * Nothing here knows which implementation it drives. Waits are generous because Kafka consumer-group joins and
 * rebalances take seconds; an in-process bus passes them at once.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Bus, BusRecord, Subscription } from '../../infra/bus/types.js';
import { at, first } from '../helpers/at.js';

const PARTITIONS = 3;
/** how long a test waits for records to arrive */
const WAIT_MS = 45_000;
/** after the expected records arrived, how long to keep listening for duplicates or strays */
const SETTLE_MS = 750;

export async function waitFor(
  condition: () => boolean,
  { timeoutMs = WAIT_MS, intervalMs = 20, what = 'condition' }: { timeoutMs?: number; intervalMs?: number; what?: string } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(intervalMs);
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}

/** Unique topic / group names (Kafka-legal: [a-zA-Z0-9._-]). */
export function uniqueName(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}.${randomBytes(4).toString('hex')}`;
}

const text = (r: BusRecord) => r.value.toString('utf8');
const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);

/** Publishes the numbers 0 … n-1 as text, in order, under one key (so to one partition). */
const publishNumbers = (bus: Bus, topic: string, n: number) =>
  bus.publish(
    topic,
    range(0, n).map((i) => ({ key: 'one-key', value: Buffer.from(String(i)) })),
  );

/**
 * Member A of a handover test, "crashing": its handler returns `fail()` for what it must not handle; the first call
 * hangs until `close(a)` is closing A, then it and every later call fail without handling anything.
 */
function crashingMember() {
  let reached: () => void = () => {};
  const reachedP = new Promise<void>((r) => (reached = r));
  let failGate: (e: Error) => void = () => {};
  const gate = new Promise<never>((_, reject) => (failGate = reject));
  gate.catch(() => {});
  let blocked = false;
  const goingAway = () => new Error('member A is going away (expected by the test)');
  return {
    async fail(): Promise<never> {
      if (!blocked) {
        blocked = true;
        reached();
        await gate;
      }
      throw goingAway();
    },
    /** waits until A hangs, then closes it while the hanging call fails */
    async close(a: Subscription): Promise<void> {
      await reachedP;
      const closing = a.close();
      failGate(goingAway());
      await closing;
    },
  };
}

export function runBusConformance(name: string, makeBus: () => Promise<Bus>): void {
  /** One bus per test: producer and every member of the test share it (an in-process bus is one world). */
  async function withBus(fn: (bus: Bus, topics: string[]) => Promise<void>): Promise<void> {
    const bus = await makeBus();
    const topics: string[] = [];
    try {
      await fn(bus, topics);
    } finally {
      await bus.deleteTopics(topics).catch(() => {});
      await bus.close();
    }
  }

  async function newTopic(bus: Bus, topics: string[], label: string, extra: { compacted?: boolean } = {}) {
    const topic = uniqueName(`conf.${label}`);
    topics.push(topic);
    await bus.ensureTopics([{ name: topic, partitions: PARTITIONS, ...extra }]);
    return topic;
  }

  describe(`bus conformance: ${name}`, () => {
    it('round-trips key, value and headers, and reports where the record lives', async () => {
      await withBus(async (bus, topics) => {
        const topic = await newTopic(bus, topics, 'roundtrip');
        const got: BusRecord[] = [];
        const sub = await bus.subscribe({
          groupId: uniqueName('g.roundtrip'),
          topics: [topic],
          fromBeginning: true,
          handler: async (r) => {
            got.push(r);
          },
        });
        const before = Date.now();
        await bus.publish(topic, [
          { key: 'user-1', value: Buffer.from('{"hello":"wörld"}'), headers: { 'content-type': 'application/json', 'x-trace-id': 't-1' } },
          { key: 'user-1', value: Buffer.from([0, 1, 2, 255]) },
        ]);
        await waitFor(() => got.length >= 2, { what: '2 records' });
        await sub.close();

        const [a, b] = first(got, 2);
        expect(a.topic).toBe(topic);
        expect(a.key).toBe('user-1');
        expect(text(a)).toBe('{"hello":"wörld"}');
        expect(a.headers).toMatchObject({ 'content-type': 'application/json', 'x-trace-id': 't-1' });
        expect(Number.isInteger(a.partition) && a.partition >= 0 && a.partition < PARTITIONS).toBe(true);
        expect(a.offset).toMatch(/^\d+$/);
        expect(a.timestamp).toBeGreaterThanOrEqual(before - 5_000);
        expect(a.timestamp).toBeLessThanOrEqual(Date.now() + 5_000);
        // same key → same partition, next offset; binary values survive; no headers → empty object
        expect(b.partition).toBe(a.partition);
        expect(BigInt(b.offset)).toBeGreaterThan(BigInt(a.offset));
        expect([...b.value]).toEqual([0, 1, 2, 255]);
        expect(b.headers).toEqual({});
      });
    });

    it('keeps order per key across many records and publish calls', async () => {
      await withBus(async (bus, topics) => {
        const topic = await newTopic(bus, topics, 'order');
        const keys = ['a', 'b', 'c', 'd', 'e', 'f'];
        const perKey = 50;
        const got: BusRecord[] = [];
        const sub = await bus.subscribe({
          groupId: uniqueName('g.order'),
          topics: [topic],
          fromBeginning: true,
          handler: async (r) => {
            got.push(r);
            if (got.length % 37 === 0) await sleep(1); // uneven handler latency
          },
        });
        const all = range(0, perKey).flatMap((i) => keys.map((k) => ({ key: k, value: Buffer.from(String(i)) })));
        for (let i = 0; i < all.length; i += 25) await bus.publish(topic, all.slice(i, i + 25));
        await waitFor(() => got.length >= all.length, { what: `${all.length} records` });
        await sleep(SETTLE_MS);
        await sub.close();

        expect(got.length).toBe(all.length);
        for (const k of keys) {
          const mine = got.filter((r) => r.key === k);
          expect(mine.map((r) => Number(text(r)))).toEqual(range(0, perKey));
          expect(new Set(mine.map((r) => r.partition)).size).toBe(1);
        }
        for (let p = 0; p < PARTITIONS; p++) {
          const offsets = got.filter((r) => r.partition === p).map((r) => BigInt(r.offset));
          for (const [i, o] of offsets.entries()) if (i > 0) expect(o > at(offsets, i - 1)).toBe(true);
        }
      });
    });

    it('shares partitions between two members of one group; each record handled exactly once', async () => {
      await withBus(async (bus, topics) => {
        const topic = await newTopic(bus, topics, 'share');
        const groupId = uniqueName('g.share');
        const seen: Record<'A' | 'B', BusRecord[]> = { A: [], B: [] };
        const member = (who: 'A' | 'B') =>
          bus.subscribe({
            groupId,
            topics: [topic],
            fromBeginning: true,
            handler: async (r) => {
              seen[who].push(r);
            },
          });
        const a = await member('A');
        const b = await member('B');
        const n = 180;
        // 60 distinct keys: every partition gets records
        await bus.publish(
          topic,
          range(0, n).map((i) => ({ key: `k${i % 60}`, value: Buffer.from(String(i)) })),
        );
        await waitFor(() => seen.A.length + seen.B.length >= n, { what: `${n} records over both members` });
        await sleep(SETTLE_MS);
        await Promise.all([a.close(), b.close()]);

        const values = [...seen.A, ...seen.B].map((r) => Number(text(r)));
        expect(values.length).toBe(n);
        expect(new Set(values).size).toBe(n);
        expect(seen.A.length).toBeGreaterThan(0);
        expect(seen.B.length).toBeGreaterThan(0);
        const partsA = new Set(seen.A.map((r) => r.partition));
        const partsB = new Set(seen.B.map((r) => r.partition));
        expect([...partsA].filter((p) => partsB.has(p))).toEqual([]);
      });
    });

    it('delivers every record to each of two different groups', async () => {
      await withBus(async (bus, topics) => {
        const topic = await newTopic(bus, topics, 'groups');
        const got = { g1: [] as number[], g2: [] as number[] };
        const subs: Subscription[] = [];
        for (const g of ['g1', 'g2'] as const) {
          subs.push(
            await bus.subscribe({
              groupId: uniqueName(`g.groups.${g}`),
              topics: [topic],
              fromBeginning: true,
              handler: async (r) => {
                got[g].push(Number(text(r)));
              },
            }),
          );
        }
        const n = 60;
        await bus.publish(
          topic,
          range(0, n).map((i) => ({ key: `k${i % 7}`, value: Buffer.from(String(i)) })),
        );
        await waitFor(() => got.g1.length >= n && got.g2.length >= n, { what: 'all records in both groups' });
        await sleep(SETTLE_MS);
        await Promise.all(subs.map((s) => s.close()));

        expect([...got.g1].sort((x, y) => x - y)).toEqual(range(0, n));
        expect([...got.g2].sort((x, y) => x - y)).toEqual(range(0, n));
      });
    });

    it('redelivers a record whose handler threw, then continues in order', async () => {
      await withBus(async (bus, topics) => {
        const topic = await newTopic(bus, topics, 'retry');
        const attempts: { v: number; offset: string }[] = [];
        const done: number[] = [];
        let thrown = false;
        const sub = await bus.subscribe({
          groupId: uniqueName('g.retry'),
          topics: [topic],
          fromBeginning: true,
          handler: async (r) => {
            const v = Number(text(r));
            attempts.push({ v, offset: r.offset });
            if (v === 3 && !thrown) {
              thrown = true;
              throw new Error('transient failure (expected by the test)');
            }
            done.push(v);
          },
        });
        await publishNumbers(bus, topic, 10);
        await waitFor(() => done.length >= 10, { what: '10 handled records' });
        await sleep(SETTLE_MS);
        await sub.close();

        expect(done).toEqual(range(0, 10));
        expect(attempts.map((a) => a.v)).toEqual([0, 1, 2, 3, 3, 4, 5, 6, 7, 8, 9]);
        expect(at(attempts, 3).offset).toBe(at(attempts, 4).offset);
      });
    });

    it('leaves uncommitted records to another member when one closes mid-stream (at-least-once)', async () => {
      await withBus(async (bus, topics) => {
        const topic = await newTopic(bus, topics, 'handover');
        const groupId = uniqueName('g.handover');
        const doneA: number[] = [];
        const crash = crashingMember();
        const a = await bus.subscribe({
          groupId,
          topics: [topic],
          fromBeginning: true,
          handler: async (r) => {
            const v = Number(text(r));
            if (v < 3) {
              doneA.push(v);
              return;
            }
            // A is "crashing": it hangs on record 3 while it is closed, then fails without handling anything else.
            return crash.fail();
          },
        });
        await publishNumbers(bus, topic, 10);
        await crash.close(a);
        expect(doneA).toEqual([0, 1, 2]);

        const doneB: number[] = [];
        const b = await bus.subscribe({
          groupId,
          topics: [topic],
          fromBeginning: true,
          handler: async (r) => {
            doneB.push(Number(text(r)));
          },
        });
        await waitFor(() => doneB.length >= 7, { what: 'the 7 records A did not handle' });
        await sleep(SETTLE_MS);
        await b.close();
        // Records 0-2 were committed by A; everything from the record A failed on comes to B, in order.
        expect(doneB).toEqual(range(3, 10));
      });
    });

    it('subscribeBatch: batches hold one partition in offset order, at most maxBatchSize; every record once', async () => {
      await withBus(async (bus, topics) => {
        const topic = await newTopic(bus, topics, 'batch');
        const n = 60;
        // published before the member joins, so records are waiting and batches fill up
        await bus.publish(
          topic,
          range(0, n).map((i) => ({ key: `k${i % 5}`, value: Buffer.from(String(i)) })),
        );
        const batches: BusRecord[][] = [];
        const sub = await bus.subscribeBatch({
          groupId: uniqueName('g.batch'),
          topics: [topic],
          fromBeginning: true,
          maxBatchSize: 8,
          eachBatch: async (rs) => void batches.push(rs),
        });
        await waitFor(() => batches.flat().length >= n, { what: `${n} records in batches` });
        await sleep(SETTLE_MS);
        await sub.close();
        const values = batches.flat().map((r) => Number(text(r)));
        expect([...values].sort((x, y) => x - y)).toEqual(range(0, n));
        expect(batches.some((b) => b.length > 1)).toBe(true);
        for (const b of batches) {
          expect(b.length).toBeGreaterThan(0);
          expect(b.length).toBeLessThanOrEqual(8);
          expect(new Set(b.map((r) => r.partition)).size).toBe(1);
          b.forEach((r, i) => i && expect(BigInt(r.offset)).toBe(BigInt(b[i - 1]!.offset) + 1n));
        }
        // order per key holds across batches
        for (let k = 0; k < 5; k++) {
          const ofKey = batches
            .flat()
            .filter((r) => r.key === `k${k}`)
            .map((r) => Number(text(r)));
          expect(ofKey).toEqual(range(0, n).filter((i) => i % 5 === k));
        }
      });
    });

    it('subscribeBatch: a batch whose handler threw is delivered again from its first record; nothing of it was committed', async () => {
      await withBus(async (bus, topics) => {
        const topic = await newTopic(bus, topics, 'batch-retry');
        const done: number[] = [];
        const calls: { first: string; values: number[] }[] = [];
        let thrown = false;
        const sub = await bus.subscribeBatch({
          groupId: uniqueName('g.batch-retry'),
          topics: [topic],
          fromBeginning: true,
          maxBatchSize: 4,
          eachBatch: async (rs) => {
            const values = rs.map((r) => Number(text(r)));
            calls.push({ first: rs[0]!.offset, values });
            if (values.includes(5) && !thrown) {
              thrown = true;
              throw new Error('transient failure (expected by the test)');
            }
            done.push(...values);
          },
        });
        await publishNumbers(bus, topic, 12);
        await waitFor(() => done.length >= 12, { what: '12 handled records' });
        await sleep(SETTLE_MS);
        await sub.close();
        expect(done).toEqual(range(0, 12));
        const failed = calls.findIndex((c) => c.values.includes(5));
        expect(calls[failed + 1]!.first).toBe(calls[failed]!.first);
        expect(calls[failed + 1]!.values[0]).toBe(calls[failed]!.values[0]);
      });
    });

    it('subscribeBatch: a member closing on a failing batch leaves it, and all after it, to the next member', async () => {
      await withBus(async (bus, topics) => {
        const topic = await newTopic(bus, topics, 'batch-handover');
        const groupId = uniqueName('g.batch-handover');
        const doneA: number[] = [];
        const crash = crashingMember();
        const a = await bus.subscribeBatch({
          groupId,
          topics: [topic],
          fromBeginning: true,
          maxBatchSize: 3,
          eachBatch: async (rs) => {
            const values = rs.map((r) => Number(text(r)));
            if (values.every((v) => v < 3)) {
              doneA.push(...values);
              return;
            }
            return crash.fail();
          },
        });
        await publishNumbers(bus, topic, 10);
        await crash.close(a);

        const doneB: number[] = [];
        const b = await bus.subscribeBatch({
          groupId,
          topics: [topic],
          fromBeginning: true,
          eachBatch: async (rs) => void doneB.push(...rs.map((r) => Number(text(r)))),
        });
        await waitFor(() => doneA.length + doneB.length >= 10, { what: 'the records A did not handle' });
        await sleep(SETTLE_MS);
        await b.close();
        // what A committed is a prefix; B gets exactly the rest, in order (nothing lost, nothing A committed again)
        expect([...doneA, ...doneB]).toEqual(range(0, 10));
        expect(doneA.length).toBeLessThan(4);
      });
    });

    it('publishes a batch larger than one broker request (2.4 MB) in one call, in order', async () => {
      await withBus(async (bus, topics) => {
        const topic = await newTopic(bus, topics, 'big-publish');
        const n = 300;
        const pad = 'x'.repeat(8 * 1024);
        const got: number[] = [];
        const sub = await bus.subscribeBatch({
          groupId: uniqueName('g.big-publish'),
          topics: [topic],
          fromBeginning: true,
          eachBatch: async (rs) => void got.push(...rs.map((r) => Number(text(r).split(':')[0]))),
        });
        await bus.publish(
          topic,
          range(0, n).map((i) => ({ key: 'one-key', value: Buffer.from(`${i}:${pad}`) })),
        );
        await waitFor(() => got.length >= n, { what: `${n} large records` });
        await sleep(SETTLE_MS);
        await sub.close();
        expect(got).toEqual(range(0, n));
      });
    });

    it('starts a new group at the end unless fromBeginning is set', async () => {
      await withBus(async (bus, topics) => {
        const topic = await newTopic(bus, topics, 'start');
        await bus.publish(topic, [{ key: 'k', value: Buffer.from('before') }]);
        const latest: string[] = [];
        const earliest: string[] = [];
        const s1 = await bus.subscribe({
          groupId: uniqueName('g.start.latest'),
          topics: [topic],
          fromBeginning: false,
          handler: async (r) => {
            latest.push(text(r));
          },
        });
        const s2 = await bus.subscribe({
          groupId: uniqueName('g.start.earliest'),
          topics: [topic],
          fromBeginning: true,
          handler: async (r) => {
            earliest.push(text(r));
          },
        });
        await bus.publish(topic, [{ key: 'k', value: Buffer.from('after') }]);
        await waitFor(() => latest.length >= 1 && earliest.length >= 2, { what: 'records in both groups' });
        await sleep(SETTLE_MS);
        await Promise.all([s1.close(), s2.close()]);
        expect(latest).toEqual(['after']);
        expect(earliest).toEqual(['before', 'after']);
      });
    });

    it('ensureTopics is idempotent (repeated, mixed with new topics, concurrent, compacted)', async () => {
      await withBus(async (bus, topics) => {
        const t1 = uniqueName('conf.ensure1');
        const t2 = uniqueName('conf.ensure2');
        const t3 = uniqueName('conf.ensure3');
        const t4 = uniqueName('conf.ensure4');
        topics.push(t1, t2, t3, t4);
        await bus.ensureTopics([{ name: t1, partitions: PARTITIONS }]);
        await bus.ensureTopics([{ name: t1, partitions: PARTITIONS }]);
        await bus.ensureTopics([
          { name: t1, partitions: PARTITIONS },
          { name: t2, partitions: PARTITIONS },
        ]);
        await Promise.all([bus.ensureTopics([{ name: t3, partitions: PARTITIONS }]), bus.ensureTopics([{ name: t3, partitions: PARTITIONS }])]);
        await bus.ensureTopics([{ name: t4, partitions: PARTITIONS, compacted: true }]);
        await bus.ensureTopics([{ name: t4, partitions: PARTITIONS, compacted: true }]);

        const got = new Map<string, string[]>();
        const sub = await bus.subscribe({
          groupId: uniqueName('g.ensure'),
          topics: [t1, t2, t3, t4],
          fromBeginning: true,
          handler: async (r) => {
            got.set(r.topic, [...(got.get(r.topic) ?? []), text(r)]);
          },
        });
        for (const t of [t1, t2, t3, t4]) await bus.publish(t, [{ key: 'k', value: Buffer.from(`to ${t}`) }]);
        await waitFor(() => got.size >= 4, { what: 'one record per topic' });
        await sleep(SETTLE_MS);
        await sub.close();
        for (const t of [t1, t2, t3, t4]) expect(got.get(t)).toEqual([`to ${t}`]);
      });
    });

    it('reports health', async () => {
      await withBus(async (bus) => {
        const h = await bus.health();
        expect(h.ok).toBe(true);
        expect(typeof h.detail).toBe('string');
        expect(h.detail.length).toBeGreaterThan(0);
      });
    });
  });
}
