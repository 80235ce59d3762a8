import { join } from 'node:path';
import { OffsetStore, PartitionLog } from './embedded-log.js';
import { partitionFor } from './partitioner.js';
import {
  type BatchHandler,
  type BatchSubscribeOptions,
  type Bus,
  type BusRecord,
  DEFAULT_MAX_BATCH,
  type OutgoingRecord,
  type SubscribeOptions,
  type Subscription,
  type TopicSpec,
} from './types.js';

interface Topic {
  name: string;
  durable: boolean;
  partitions: PartitionLog[];
  waiters: Set<() => void>;
}

/** The log of partition p: p comes from partitionFor or from a loop over the topic's partitions, so it is in range. */
function partitionLog(t: Topic, p: number): PartitionLog {
  const log = t.partitions[p];
  if (!log) throw new Error(`topic ${t.name} has no partition ${p}`);
  return log;
}

interface Member {
  id: number;
  group: string;
  topics: string[];
  /** subscribe() members get one record per call (maxBatch 1); subscribeBatch() members up to maxBatch */
  handler: BatchHandler;
  maxBatch: number;
  fromBeginning: boolean;
  closed: boolean;
  /** partition loops currently owned by this member, keyed `topic#partition` */
  loops: Map<string, { generation: number; running: Promise<void> }>;
}

const RETRY_BACKOFF_MS = [50, 200, 500, 1000, 2000];
const DURABLE_RETENTION_MS = 60 * 60 * 1000;

/**
 * In-process implementation of the bus contract. Same semantics as the Kafka one: keyed partitions,
 * consumer groups sharing partitions, commit after the handler resolved, redelivery when it throws.
 * Topics marked durable keep their log (and every group's offsets) in `<dataDir>/bus`.
 */
export class EmbeddedBus implements Bus {
  readonly kind = 'embedded' as const;
  private readonly topics = new Map<string, Topic>();
  private readonly members = new Map<string, Member[]>();
  private readonly offsets: OffsetStore;
  private generation = 0;
  private nextMemberId = 1;
  private closed = false;

  constructor(private readonly opts: { dataDir?: string; defaultPartitions?: number } = {}) {
    this.offsets = new OffsetStore(opts.dataDir ? join(opts.dataDir, 'bus', '_offsets') : undefined);
  }

  async ensureTopics(specs: TopicSpec[]): Promise<void> {
    for (const s of specs) {
      if (this.topics.has(s.name)) continue;
      const n = s.partitions ?? this.opts.defaultPartitions ?? 3;
      const durable = !!s.durable && !!this.opts.dataDir;
      const partitions = Array.from(
        { length: n },
        (_, i) => new PartitionLog(durable ? join(this.opts.dataDir!, 'bus', encodeURIComponent(s.name), String(i)) : undefined),
      );
      this.topics.set(s.name, { name: s.name, durable, partitions, waiters: new Set() });
      this.rebalanceAll();
    }
  }

  async deleteTopics(names: string[]): Promise<void> {
    for (const n of names) {
      this.topics.delete(n);
      this.offsets.deleteTopic(n);
    }
  }

  async publish(topic: string, records: OutgoingRecord[]): Promise<void> {
    if (this.closed) throw new Error('bus closed');
    const t = this.topics.get(topic);
    if (!t) throw new Error(`unknown topic ${topic}`);
    const now = Date.now();
    for (const r of records) {
      partitionLog(t, partitionFor(r.key, t.partitions.length)).append(r.key, r.value, r.headers ?? {}, now);
    }
    for (const wake of t.waiters) wake();
    t.waiters.clear();
  }

  async subscribe(o: SubscribeOptions): Promise<Subscription> {
    const handler = o.handler;
    return this.join(o, (records) => handler(records[0]!), 1);
  }

  async subscribeBatch(o: BatchSubscribeOptions): Promise<Subscription> {
    return this.join(o, o.eachBatch, Math.max(1, Math.floor(o.maxBatchSize ?? DEFAULT_MAX_BATCH)));
  }

  private async join(o: Omit<SubscribeOptions, 'handler'>, handler: BatchHandler, maxBatch: number): Promise<Subscription> {
    const member: Member = {
      id: this.nextMemberId++,
      group: o.groupId,
      topics: o.topics,
      handler,
      maxBatch,
      fromBeginning: !!o.fromBeginning,
      closed: false,
      loops: new Map(),
    };
    const list = this.members.get(o.groupId) ?? [];
    list.push(member);
    this.members.set(o.groupId, list);
    this.rebalance(o.groupId);
    return {
      close: async () => {
        member.closed = true;
        const remaining = (this.members.get(o.groupId) ?? []).filter((m) => m !== member);
        this.members.set(o.groupId, remaining);
        const running = [...member.loops.values()].map((l) => l.running);
        member.loops.clear();
        this.rebalance(o.groupId);
        this.wakeAll();
        await Promise.allSettled(running);
      },
    };
  }

  async health() {
    return { ok: !this.closed, detail: `embedded (${this.topics.size} topics)` };
  }

  async close(): Promise<void> {
    this.closed = true;
    const running: Promise<void>[] = [];
    for (const list of this.members.values())
      for (const m of list) {
        m.closed = true;
        for (const l of m.loops.values()) running.push(l.running);
      }
    this.wakeAll();
    await Promise.allSettled(running);
    await this.offsets.flush();
  }

  private wakeAll() {
    for (const t of this.topics.values()) {
      for (const w of t.waiters) w();
      t.waiters.clear();
    }
  }

  private rebalanceAll() {
    for (const g of this.members.keys()) this.rebalance(g);
  }

  /** Round-robin assignment of every (topic, partition) of the group's topics over its live members. */
  private rebalance(group: string) {
    const members = (this.members.get(group) ?? []).filter((m) => !m.closed).sort((a, b) => a.id - b.id);
    const generation = ++this.generation;
    const wanted = new Map<Member, Set<string>>();
    for (const m of members) wanted.set(m, new Set());
    const tps: { topic: Topic; p: number; subscribers: Member[] }[] = [];
    for (const t of this.topics.values()) {
      const subscribers = members.filter((m) => m.topics.includes(t.name));
      if (!subscribers.length) continue;
      for (let p = 0; p < t.partitions.length; p++) tps.push({ topic: t, p, subscribers });
    }
    tps.forEach((tp, i) => {
      const m = tp.subscribers[i % tp.subscribers.length];
      if (m) wanted.get(m)?.add(`${tp.topic.name}#${tp.p}`);
    });
    for (const m of members) {
      const want = wanted.get(m)!;
      for (const k of [...m.loops.keys()]) if (!want.has(k)) m.loops.delete(k);
      for (const k of want) {
        const existing = m.loops.get(k);
        if (existing) {
          existing.generation = generation;
          continue;
        }
        const [topic, p] = splitTp(k);
        const loop = { generation, running: Promise.resolve() };
        m.loops.set(k, loop);
        loop.running = this.runLoop(m, topic, p, k, loop);
      }
    }
  }

  private owns(m: Member, key: string, loop: object): boolean {
    return !m.closed && !this.closed && m.loops.get(key) === loop;
  }

  private async runLoop(m: Member, topicName: string, p: number, key: string, loop: { generation: number }): Promise<void> {
    // Let the subscribe/rebalance call return before handling starts.
    await Promise.resolve();
    let attempt = 0;
    while (this.owns(m, key, loop)) {
      const t = this.topics.get(topicName);
      if (!t) return;
      const log = partitionLog(t, p);
      let pos = this.offsets.get(m.group, key);
      if (pos === undefined) {
        pos = m.fromBeginning ? log.base : log.end;
        this.offsets.set(m.group, key, pos, false);
      }
      if (pos < log.base) pos = log.base;
      if (!log.at(pos)) {
        await new Promise<void>((resolve) => t.waiters.add(resolve));
        continue;
      }
      // What is there now, up to the member's batch size (1 for subscribe()).
      const records: BusRecord[] = [];
      for (let o = pos; o < pos + m.maxBatch; o++) {
        const rec = log.at(o);
        if (!rec) break;
        records.push({
          topic: topicName,
          partition: p,
          offset: String(rec.offset),
          key: rec.key,
          value: rec.value,
          headers: rec.headers,
          timestamp: rec.timestamp,
        });
      }
      try {
        await m.handler(records);
        attempt = 0;
        // A member that lost the partition meanwhile must not move the new owner's offset:
        // the records are handled again by the new owner (at-least-once).
        if (m.closed || m.loops.get(key) !== loop) return;
        this.offsets.set(m.group, key, pos + records.length, t.durable);
        this.trim(t, p);
      } catch {
        const wait = RETRY_BACKOFF_MS[Math.min(attempt++, RETRY_BACKOFF_MS.length - 1)];
        await new Promise((r) => setTimeout(r, wait));
      }
    }
  }

  /**
   * Drop records every group that has read this partition has committed past. Durable topics keep an hour of
   * history as well, so a group that has not started yet (another role, after a restart) still finds its records.
   */
  private trim(t: Topic, p: number) {
    const key = `${t.name}#${p}`;
    let min = Infinity;
    for (const g of this.offsets.groups()) {
      const o = this.offsets.get(g, key);
      if (o !== undefined) min = Math.min(min, o);
    }
    if (min === Infinity) return;
    const log = partitionLog(t, p);
    if (t.durable) {
      const cutoff = Date.now() - DURABLE_RETENTION_MS;
      const young = log.records.findIndex((r) => r.timestamp > cutoff);
      min = Math.min(min, young === -1 ? log.end : log.base + young);
    }
    log.trimBelow(min);
  }
}

function splitTp(k: string): [string, number] {
  const i = k.lastIndexOf('#');
  return [k.slice(0, i), Number(k.slice(i + 1))];
}

export function createEmbeddedBus(opts: { dataDir?: string; defaultPartitions?: number } = {}): Bus {
  return new EmbeddedBus(opts);
}
