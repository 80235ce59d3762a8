/**
 * The bus conformance suite on Apache Kafka, plus what only the Kafka implementation has (topic configuration,
 * an unreachable broker). The broker address comes from KAFKA_BROKERS (test/setup/kafka-global.ts provides one).
 */
import { randomBytes } from 'node:crypto';
import { ConfigResourceTypes, Kafka, logLevel } from 'kafkajs';
import { describe, expect, it } from 'vitest';
import { createKafkaBus } from '../../infra/bus/kafka.js';
import { deletePrefixedTopics } from '../helpers/kafka-prefix.js';
import { kafkaBrokers, uniqueTopicPrefix } from '../helpers/stack.js';
import { runBusConformance, uniqueName } from './conformance.js';

// test/setup/kafka-global.ts provides the broker (KAFKA_BROKERS or inject('kafkaBrokers'))
const brokers = kafkaBrokers()
  .split(',')
  .map((b) => b.trim())
  .filter(Boolean);
const newBus = (prefix?: string) => createKafkaBus({ brokers, clientId: `conformance-${randomBytes(3).toString('hex')}`, prefix });

// the contract holds under a topic prefix (HAVEN_TOPIC_PREFIX, as every Kafka test stack runs): callers see plain names
const PREFIX = uniqueTopicPrefix();
runBusConformance('kafka', async () => newBus(PREFIX));

describe('kafka bus specifics', () => {
  it('creates topics with the requested partitions and cleanup policy', async () => {
    const bus = newBus();
    const plain = uniqueName('kafka.plain');
    const compacted = uniqueName('kafka.compacted');
    const admin = new Kafka({ clientId: 'kafka-test-admin', brokers, logLevel: logLevel.NOTHING }).admin();
    await admin.connect();
    try {
      await bus.ensureTopics([
        { name: plain, partitions: 5 },
        { name: compacted, compacted: true },
      ]);
      const meta = await admin.fetchTopicMetadata({ topics: [plain, compacted] });
      const parts = Object.fromEntries(meta.topics.map((t) => [t.name, t.partitions.length]));
      expect(parts[plain]).toBe(5);
      expect(parts[compacted]).toBe(3); // defaultPartitions
      const configs = await admin.describeConfigs({
        includeSynonyms: false,
        resources: [plain, compacted].map((name) => ({ type: ConfigResourceTypes.TOPIC, name, configNames: ['cleanup.policy'] })),
      });
      const policy = Object.fromEntries(
        configs.resources.map((r) => [r.resourceName, r.configEntries.find((e) => e.configName === 'cleanup.policy')?.configValue]),
      );
      expect(policy[plain]).toBe('delete');
      expect(policy[compacted]).toBe('compact');
      await bus.deleteTopics([plain, compacted, uniqueName('kafka.never-created')]);
      const left = await admin.listTopics();
      expect(left).not.toContain(plain);
      expect(left).not.toContain(compacted);
    } finally {
      await admin.disconnect();
      await bus.close();
    }
  });

  it('a prefix keeps two Havens on one broker apart: same topic and group names, neither sees the other', async () => {
    const [pa, pb] = [uniqueTopicPrefix(), uniqueTopicPrefix()];
    const [a, b] = [newBus(pa), newBus(pb)];
    const topic = uniqueName('kafka.prefixed');
    const group = uniqueName('g.prefixed');
    const seen: Record<string, string[]> = { a: [], b: [] };
    const subs: { close(): Promise<void> }[] = [];
    const admin = new Kafka({ clientId: 'kafka-test-admin', brokers, logLevel: logLevel.NOTHING }).admin();
    await admin.connect();
    try {
      await a.ensureTopics([{ name: topic }]);
      await b.ensureTopics([{ name: topic }]);
      const names = await admin.listTopics();
      expect(names).toContain(`${pa}${topic}`);
      expect(names).toContain(`${pb}${topic}`);
      expect(names).not.toContain(topic);
      for (const [k, bus] of [['a', a] as const, ['b', b] as const])
        subs.push(
          await bus.subscribe({
            groupId: group,
            topics: [topic],
            fromBeginning: true,
            handler: async (r) => {
              expect(r.topic).toBe(topic); // the plain name, whatever the prefix
              seen[k]!.push(r.key);
            },
          }),
        );
      await a.publish(topic, [{ key: 'for-a', value: Buffer.from('a') }]);
      await b.publish(topic, [{ key: 'for-b', value: Buffer.from('b') }]);
      const deadline = Date.now() + 30_000;
      while ((seen.a!.length < 1 || seen.b!.length < 1) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      // one group name on both sides: without the prefix the two members would split one group's partitions
      expect(seen).toEqual({ a: ['for-a'], b: ['for-b'] });
      const groups = (await admin.listGroups()).groups.map((g) => g.groupId);
      expect(groups).toContain(`${pa}${group}`);
      expect(groups).toContain(`${pb}${group}`);
    } finally {
      for (const s of subs) await s.close();
      await a.close();
      await b.close();
      await admin.disconnect();
      await deletePrefixedTopics(brokers.join(','), pa);
      await deletePrefixedTopics(brokers.join(','), pb);
    }
  });

  it('reports an unreachable broker as unhealthy, quickly', async () => {
    const bus = createKafkaBus({ brokers: ['127.0.0.1:1'], clientId: 'unreachable' });
    const h = await bus.health();
    expect(h.ok).toBe(false);
    expect(h.detail).toMatch(/unreachable/);
    await bus.close();
    expect((await bus.health()).ok).toBe(false);
  });
});

/**
 * The streaming processor's shape on real Kafka, under the two conditions a loaded node meets: a batch handler that
 * holds the event loop longer than the session timeout (CPU-bound scoring, a synchronous in-process insert: no
 * heartbeat can leave meanwhile, so the coordinator evicts the member), and a batch whose output is larger than one
 * produce request (publish splits it). The pipeline must finish: every input record's output on the output topic.
 */
describe('kafka batch consumer under load', () => {
  it('a handler that blocks the event loop past the session timeout, publishing > 512 KB per batch, still completes every record', async () => {
    const bus = newBus();
    const input = uniqueName('kafka.slow-in');
    const output = uniqueName('kafka.slow-out');
    const subs: { close(): Promise<void> }[] = [];
    try {
      await bus.ensureTopics([{ name: input }, { name: output }]);
      const n = 300;
      const seen = new Map<string, number>();
      subs.push(
        await bus.subscribe({
          groupId: uniqueName('g.slow-out'),
          topics: [output],
          fromBeginning: true,
          handler: async (r) => void seen.set(r.key, (seen.get(r.key) ?? 0) + 1),
        }),
      );
      let blocked = false;
      subs.push(
        await bus.subscribeBatch({
          groupId: uniqueName('g.slow'),
          topics: [input],
          fromBeginning: true,
          maxBatchSize: 64,
          eachBatch: async (rs) => {
            if (!blocked) {
              blocked = true;
              // longer than the 6 s session timeout, on the event loop itself (heartbeat timers cannot fire)
              const until = Date.now() + 7_500;
              while (Date.now() < until);
            }
            // 64 records × 12 KB = 768 KB: more than one produce request
            await bus.publish(
              output,
              rs.map((r) => ({ key: r.key, value: Buffer.alloc(12 * 1024, 120) })),
            );
          },
        }),
      );
      await bus.publish(
        input,
        Array.from({ length: n }, (_, i) => ({ key: `r${i}`, value: Buffer.from(String(i)) })),
      );
      const deadline = Date.now() + 90_000;
      while (seen.size < n && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
      expect(seen.size).toBe(n);
    } finally {
      for (const s of subs) await s.close();
      await bus.deleteTopics([input, output]).catch(() => undefined);
      await bus.close();
    }
  }, 150_000);
});

describe('kafka subscriber that starts at the end of a topic', () => {
  it('an eviction before its first commit does not move it past records published after subscribe() returned', async () => {
    const bus = newBus();
    const topic = uniqueName('kafka.latest-evicted');
    let sub: { close(): Promise<void> } | undefined;
    try {
      await bus.ensureTopics([{ name: topic }]);
      await bus.publish(topic, [{ key: 'before', value: Buffer.from('before') }]);
      const seen = new Set<string>();
      let blocked = false;
      sub = await bus.subscribe({
        groupId: uniqueName('g.latest-evicted'),
        topics: [topic],
        handler: async (r) => {
          if (!blocked) {
            blocked = true;
            // longer than the 6 s session timeout: the member is evicted before anything was committed
            const until = Date.now() + 7_500;
            while (Date.now() < until);
          }
          seen.add(r.key);
        },
      });
      const n = 30;
      await bus.publish(
        topic,
        Array.from({ length: n }, (_, i) => ({ key: `r${i}`, value: Buffer.from(String(i)) })),
      );
      const deadline = Date.now() + 60_000;
      while (seen.size < n && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
      expect(seen.has('before')).toBe(false);
      expect(seen.size).toBe(n);
    } finally {
      await sub?.close();
      await bus.deleteTopics([topic]).catch(() => undefined);
      await bus.close();
    }
  }, 120_000);
});
