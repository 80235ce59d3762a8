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
    { name: TOPICS.oversightRequested, partitions },
    { name: TOPICS.oversightIngested, partitions },
    { name: TOPICS.oversightCompleted, partitions, durable: true },
    { name: TOPICS.oversightArcs, partitions, durable: true },
    { name: TOPICS.oversightTrends, partitions },
  ];
}
