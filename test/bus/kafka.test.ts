/**
 * The bus conformance suite on Apache Kafka, plus what only the Kafka implementation has (topic configuration,
 * an unreachable broker). The broker address comes from KAFKA_BROKERS (test/setup/kafka-global.ts provides one).
 */
import { randomBytes } from 'node:crypto';
import { ConfigResourceTypes, Kafka, logLevel } from 'kafkajs';
import { describe, expect, it } from 'vitest';
import { createKafkaBus } from '../../infra/bus/kafka.js';
import { kafkaBrokers } from '../helpers/stack.js';
import { runBusConformance, uniqueName } from './conformance.js';

// test/setup/kafka-global.ts provides the broker (KAFKA_BROKERS or inject('kafkaBrokers'))
const brokers = kafkaBrokers()
  .split(',')
  .map((b) => b.trim())
  .filter(Boolean);
const newBus = () => createKafkaBus({ brokers, clientId: `conformance-${randomBytes(3).toString('hex')}` });

runBusConformance('kafka', async () => newBus());

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

  it('reports an unreachable broker as unhealthy, quickly', async () => {
    const bus = createKafkaBus({ brokers: ['127.0.0.1:1'], clientId: 'unreachable' });
    const h = await bus.health();
    expect(h.ok).toBe(false);
    expect(h.detail).toMatch(/unreachable/);
    await bus.close();
    expect((await bus.health()).ok).toBe(false);
  });
});
