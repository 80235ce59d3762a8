import type { TopicSpec } from './bus/types.js';

/**
 * Every topic of the pipeline, in one place. Request topics are keyed so related work lands on one partition
 * (steer: hash of the system prompt, so one preprocess instance keeps that prompt's cache hot).
 * Durable topics hold facts that must survive a crash (webhook events, request logs for trends).
 */
export const TOPICS = {
  requestLog: 'platform.requests',
  webhookEvents: 'webhook.events',
  webhooksRequested: 'webhooks.requested',
  steerRequested: 'steer.requested',
  steerPreprocessed: 'steer.preprocessed',
  steerScreened: 'steer.screened',
  steerCompleted: 'steer.completed',
  signpostRequested: 'signpost.requested',
  /** a new directory version is in the state store; every signpost instance reloads (one group per instance) */
  directoryUpdated: 'directory.updated',
  /**
   * Records that failed for good (poison: undecodable, a data error, a FinalError), copied raw — the original key,
   * value bytes and headers — plus `dlq-topic`, `dlq-partition`, `dlq-offset`, `dlq-component`, `dlq-kind`,
   * `dlq-status`, `dlq-at` headers (docs/platform.md "Poison records"). Nothing consumes it; operators inspect it.
   */
  deadLetter: 'platform.dead-letter',
  /** risk evaluations (Avro evaluate-request), answered by the risk processor */
  evaluateRequested: 'evaluate.requested',
  /** outcomes of evaluations (Avro evaluate-completed; no conversation text) */
  evaluateCompleted: 'evaluate.completed',
  /** classifier calls from the ingress (request/reply) */
  classifyRequested: 'classify.requested',
  /** conversations a platform streams in for scoring (Avro classify-conversation), keyed by conversation id */
  classifyConversations: 'classify.conversations',
  /** scores of streamed conversations (Avro classify-result); the classifications sink writes them to ClickHouse */
  classifyResults: 'classify.results',
  /** streamed records that will never score (undecodable, nothing to score), kept whole */
  classifyRejected: 'classify.rejected',
  oversightRequested: 'oversight.requested',
  oversightIngested: 'oversight.ingested',
  /** every finished oversight analysis (no content): ClickHouse sink and the arcs processor */
  oversightCompleted: 'oversight.completed',
  oversightArcs: 'oversight.arcs',
  oversightTrends: 'oversight.trends',
} as const;

export function topicSpecs(partitions: number): TopicSpec[] {
  return [
    { name: TOPICS.requestLog, partitions, durable: true },
    { name: TOPICS.webhookEvents, partitions, durable: true },
    { name: TOPICS.webhooksRequested, partitions },
    { name: TOPICS.steerRequested, partitions },
    { name: TOPICS.steerPreprocessed, partitions },
    { name: TOPICS.steerScreened, partitions },
    { name: TOPICS.steerCompleted, partitions },
    { name: TOPICS.signpostRequested, partitions },
    { name: TOPICS.directoryUpdated, partitions: 1 },
    { name: TOPICS.deadLetter, partitions: 1, durable: true },
    { name: TOPICS.evaluateRequested, partitions },
    { name: TOPICS.evaluateCompleted, partitions, durable: true },
    { name: TOPICS.classifyRequested, partitions },
    { name: TOPICS.classifyConversations, partitions, durable: true },
    { name: TOPICS.classifyResults, partitions, durable: true },
    { name: TOPICS.classifyRejected, partitions, durable: true },
    { name: TOPICS.oversightRequested, partitions },
    { name: TOPICS.oversightIngested, partitions },
    { name: TOPICS.oversightCompleted, partitions, durable: true },
    { name: TOPICS.oversightArcs, partitions, durable: true },
    { name: TOPICS.oversightTrends, partitions },
  ];
}
