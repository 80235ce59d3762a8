/** The console's topics (on its own embedded bus, or on Kafka beside Haven's). */
import type { TopicSpec } from '../infra/bus/types.js';

export const CONSOLE_TOPICS = {
  /** sessions to store, from the HTTP routes (request/reply: the client holds its request until they are stored) */
  ingest: 'console.ingest',
  /** the revisions one ingest stored (ids only), for the watchlist matcher */
  stored: 'console.stored',
  /** the classifier's streaming output (schemas/classify-result.avsc), produced by `haven ocular` */
  classifyResults: 'classify.results',
} as const;

export function consoleTopicSpecs(partitions: number): TopicSpec[] {
  return [
    // not durable on the embedded bus: nothing on it is acknowledged before it is stored (the HTTP reply waits), and
    // a durable embedded topic keeps an hour of records in memory — transcripts at ingest rates would not fit
    { name: CONSOLE_TOPICS.ingest, partitions },
    { name: CONSOLE_TOPICS.stored, partitions, durable: true },
    { name: CONSOLE_TOPICS.classifyResults, partitions, durable: true },
  ];
}
