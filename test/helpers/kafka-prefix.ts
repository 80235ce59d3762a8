/** Kafka test isolation: a topic and group prefix per stack (HAVEN_TOPIC_PREFIX, infra/bus/kafka.ts), and its cleanup. */
import { randomBytes } from 'node:crypto';
import { Kafka, logLevel } from 'kafkajs';

/**
 * A topic and consumer-group prefix of its own for one Kafka stack (HAVEN_TOPIC_PREFIX): test files that share the
 * broker, and stacks within one file, never read each other's records or join each other's groups.
 */
export function uniqueTopicPrefix(): string {
  return `t${Date.now().toString(36)}${randomBytes(3).toString('hex')}.`;
}

/** Deletes every topic under `prefix` (a stack's own topics, when it stops): the shared broker does not fill up. */
export async function deletePrefixedTopics(brokers: string, prefix: string): Promise<void> {
  if (!prefix) return;
  const admin = new Kafka({ clientId: 'haven-test-cleanup', brokers: brokers.split(','), logLevel: logLevel.NOTHING }).admin();
  await admin.connect();
  try {
    const mine = (await admin.listTopics()).filter((t) => t.startsWith(prefix));
    if (mine.length) await admin.deleteTopics({ topics: mine });
  } finally {
    await admin.disconnect();
  }
}
