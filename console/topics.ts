/** The console's topics (on its own embedded bus, or on Kafka beside Haven's). */
import type { TopicSpec } from '../infra/bus/types.js';

export const CONSOLE_TOPICS = {
  /** sessions to store: HTTP ingest, batch, log push, and the stream feed (durable: accepted means kept) */
  ingest: 'console.ingest',
  /** one record per stored session version, keyed by user_id, for the watchlist matcher */
  stored: 'console.stored',
  /** the classifier's streaming output (schemas/classify-result.avsc), produced by `haven ocular` */
  classifyResults: 'classify.completed',
} as const;

export function consoleTopicSpecs(partitions: number): TopicSpec[] {
  return [
    { name: CONSOLE_TOPICS.ingest, partitions, durable: true },
    { name: CONSOLE_TOPICS.stored, partitions, durable: true },
    { name: CONSOLE_TOPICS.classifyResults, partitions, durable: true },
  ];
}
