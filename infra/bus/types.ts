/**
 * The bus contract every processor is written against. Two implementations honour it:
 * `embedded` (in-process) and `kafka` (kafkajs). Semantics both must keep:
 * - records are routed to a partition by hashing `key`; order is kept per partition;
 * - a consumer group shares the partitions of a topic among its members;
 * - at-least-once: an offset is committed only after the handler resolved; a handler that
 *   throws gets the same record again (after a short back-off), so handlers must be idempotent.
 */
export type Headers = Record<string, string>;

export interface OutgoingRecord {
  key: string;
  value: Buffer;
  headers?: Headers;
}

export interface BusRecord {
  topic: string;
  partition: number;
  offset: string;
  key: string;
  value: Buffer;
  headers: Headers;
  /** epoch ms when the record was appended */
  timestamp: number;
}

export interface TopicSpec {
  name: string;
  partitions?: number;
  /** embedded runtime only: persist the log in the data directory so a restart loses nothing */
  durable?: boolean;
  /** compacted topics keep the latest record per key (Kafka cleanup.policy=compact) */
  compacted?: boolean;
}

export type RecordHandler = (record: BusRecord) => Promise<void>;

export interface SubscribeOptions {
  groupId: string;
  topics: string[];
  /** where a group with no committed offset starts: the earliest record when true, otherwise the end (default) */
  fromBeginning?: boolean;
  handler: RecordHandler;
  /**
   * A private, short-lived group (an ingress instance's reply topic): nothing is worth resuming after a restart,
   * so implementations may skip committing offsets (on Kafka that saves a round trip per record).
   */
  ephemeral?: boolean;
}

/**
 * A batch of one partition's records, in offset order. Resolving commits the offset after the last one (every
 * record of the batch counts as handled); throwing commits nothing and the same records (from the first) are
 * delivered again after a back-off. Handlers must be idempotent and decide per record what is final (poison).
 */
export type BatchHandler = (records: BusRecord[]) => Promise<void>;

export interface BatchSubscribeOptions extends Omit<SubscribeOptions, 'handler'> {
  eachBatch: BatchHandler;
  /** most records in one call (default 256); a call gets what is already there, it does not wait to fill up */
  maxBatchSize?: number;
}

/** Default largest batch handed to one eachBatch call. */
export const DEFAULT_MAX_BATCH = 256;

export interface Subscription {
  close(): Promise<void>;
}

export interface Bus {
  readonly kind: 'embedded' | 'kafka';
  /** create topics that do not exist yet (idempotent) */
  ensureTopics(topics: TopicSpec[]): Promise<void>;
  deleteTopics(names: string[]): Promise<void>;
  publish(topic: string, records: OutgoingRecord[]): Promise<void>;
  subscribe(options: SubscribeOptions): Promise<Subscription>;
  /** Like subscribe, but the handler gets up to maxBatchSize records of one partition at a time (high-volume consumers). */
  subscribeBatch(options: BatchSubscribeOptions): Promise<Subscription>;
  /** liveness of the connection, reported by /health */
  health(): Promise<{ ok: boolean; detail: string }>;
  close(): Promise<void>;
}
