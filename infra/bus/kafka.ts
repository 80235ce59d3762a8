import {
  type Admin,
  CompressionTypes,
  type Consumer,
  type EachBatchPayload,
  type EachMessagePayload,
  type IHeaders,
  Kafka,
  logLevel as KafkaLogLevel,
  type KafkaMessage,
  type LogEntry,
  Partitioners,
  type Producer,
} from 'kafkajs';
import {
  type BatchSubscribeOptions,
  type Bus,
  type BusRecord,
  DEFAULT_MAX_BATCH,
  type Headers,
  type OutgoingRecord,
  type SubscribeOptions,
  type Subscription,
  type TopicSpec,
} from './types.js';

/** The subset of a pino logger the bus uses. */
export interface BusLogger {
  debug(obj: object, msg?: string): void;
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/**
 * Consumer-group timings. Defaults are tuned so that joins and rebalances take about a second on a local broker
 * (tests start and stop many members); production can pass the kafkajs defaults back in.
 */
export interface KafkaConsumerTuning {
  /**
   * ms without heartbeat before the coordinator evicts a member (default 6000, the broker's default minimum). This
   * is how long a killed member's partitions wait before another member takes them over. A handler that runs
   * longer keeps its member alive by heartbeating while it runs (KafkaSubscription.handle).
   */
  sessionTimeout?: number;
  /** ms between heartbeats, which is also how fast a member notices a rebalance (default 300) */
  heartbeatInterval?: number;
  /** ms the coordinator waits for every member to rejoin during a rebalance (default 10000) */
  rebalanceTimeout?: number;
  /** fetch long-poll; bounds how long an idle member takes to notice a rebalance (default 250) */
  maxWaitTimeInMs?: number;
  /** partitions handled at the same time by one member; order stays per partition (default 3) */
  partitionsConsumedConcurrently?: number;
  /** back-off before a record whose handler threw is delivered again, growing per consecutive failure */
  retryBackoffMs?: number[];
  /** how long subscribe() waits for the member to join its group (default 60000) */
  joinTimeoutMs?: number;
}

export interface KafkaBusOptions {
  brokers: string[];
  clientId: string;
  /** partitions of a topic created by ensureTopics without `partitions` (default 3) */
  defaultPartitions?: number;
  /** replication factor of created topics (default 1: a single-node broker) */
  replicationFactor?: number;
  logger?: BusLogger;
  consumer?: KafkaConsumerTuning;
  /**
   * Put before every topic and consumer group name on the broker (HAVEN_TOPIC_PREFIX; default none): several
   * Havens (test stacks) share one broker without reading each other's records. The bus's callers never see it:
   * they publish to and subscribe by the plain names, and records arrive with the plain topic name.
   */
  prefix?: string;
}

const DEFAULT_TUNING: Required<KafkaConsumerTuning> = {
  sessionTimeout: 6_000,
  heartbeatInterval: 300,
  rebalanceTimeout: 10_000,
  maxWaitTimeInMs: 250,
  partitionsConsumedConcurrently: 3,
  retryBackoffMs: [50, 200, 500, 1000, 2000],
  joinTimeoutMs: 60_000,
};

/** After joining, how long subscribe() waits for the first fetch (which resolves the start offsets). */
const FIRST_FETCH_WAIT_MS = 3_000;
const HEALTH_TIMEOUT_MS = 5_000;

export function createKafkaBus(opts: KafkaBusOptions): Bus {
  return new KafkaBus(opts);
}

class KafkaBus implements Bus {
  readonly kind = 'kafka' as const;
  private readonly kafka: Kafka;
  private readonly healthKafka: Kafka;
  private readonly tuning: Required<KafkaConsumerTuning>;
  private readonly log: BusLogger | undefined;
  private readonly producer: ConnectedOnUse<Producer>;
  private readonly admin: ConnectedOnUse<Admin>;
  private healthAdmin: Admin | undefined;
  private readonly subscriptions = new Set<KafkaSubscription>();
  private closed = false;
  /** the name on the broker of a topic or group */
  private readonly named: (name: string) => string;

  constructor(private readonly opts: KafkaBusOptions) {
    if (!opts.brokers.length) throw new Error('createKafkaBus: brokers must not be empty');
    this.log = opts.logger;
    const prefix = opts.prefix ?? '';
    this.named = (name) => prefix + name;
    this.tuning = { ...DEFAULT_TUNING, ...stripUndefined(opts.consumer ?? {}) };
    const logCreator = makeLogCreator(opts.logger);
    this.kafka = new Kafka({
      clientId: opts.clientId,
      brokers: opts.brokers,
      logLevel: opts.logger ? KafkaLogLevel.WARN : KafkaLogLevel.NOTHING,
      logCreator,
    });
    // health() must answer fast: no retries, short timeouts.
    this.healthKafka = new Kafka({
      clientId: `${opts.clientId}-health`,
      brokers: opts.brokers,
      logLevel: KafkaLogLevel.NOTHING,
      connectionTimeout: 2_000,
      requestTimeout: 3_000,
      retry: { retries: 0 },
    });
    this.producer = new ConnectedOnUse(() =>
      this.kafka.producer({
        idempotent: true,
        maxInFlightRequests: 1,
        createPartitioner: Partitioners.DefaultPartitioner,
        allowAutoTopicCreation: false,
      }),
    );
    this.admin = new ConnectedOnUse(() => this.kafka.admin());
  }

  async ensureTopics(topics: TopicSpec[]): Promise<void> {
    this.assertOpen();
    if (!topics.length) return;
    // A broker that is still propagating metadata for topics just created answers "does not host this
    // topic-partition" for a moment: retry a few times before giving up.
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.ensureTopicsOnce(topics);
      } catch (err) {
        if (attempt >= 8 || !/does not host this topic-partition|leader not available|no leader/i.test(errorMessage(err))) throw err;
        await sleep(250 * attempt);
      }
    }
  }

  private async ensureTopicsOnce(topics: TopicSpec[]): Promise<void> {
    const admin = await this.admin.get();
    const existing = new Set(await admin.listTopics());
    const seen = new Set<string>();
    const missing = topics
      .map((t) => ({ ...t, name: this.named(t.name) }))
      .filter((t) => {
        if (existing.has(t.name) || seen.has(t.name)) return false;
        seen.add(t.name);
        return true;
      });
    if (!missing.length) return;
    try {
      await admin.createTopics({
        waitForLeaders: true,
        topics: missing.map((t) => ({
          topic: t.name,
          numPartitions: t.partitions ?? this.opts.defaultPartitions ?? 3,
          replicationFactor: this.opts.replicationFactor ?? 1,
          configEntries: t.compacted ? [{ name: 'cleanup.policy', value: 'compact' }] : [],
        })),
      });
    } catch (err) {
      // Another process may have created some of them meanwhile: fine as long as they all exist now.
      const now = new Set(await admin.listTopics());
      if (!missing.every((t) => now.has(t.name))) throw err;
    }
    // Return only once the broker serves metadata with a leader for every new partition (a consumer or producer
    // asking earlier would get "does not host this topic-partition"); a miss throws into ensureTopics' retry.
    const meta = await admin.fetchTopicMetadata({ topics: missing.map((t) => t.name) });
    if (meta.topics.some((t) => !t.partitions.length || t.partitions.some((p) => p.leader < 0))) throw new Error('leader not available yet');
  }

  async deleteTopics(names: string[]): Promise<void> {
    this.assertOpen();
    if (!names.length) return;
    const admin = await this.admin.get();
    const existing = new Set(await admin.listTopics());
    const present = [...new Set(names.map(this.named))].filter((n) => existing.has(n));
    if (present.length) await admin.deleteTopics({ topics: present });
  }

  async publish(topic: string, records: OutgoingRecord[]): Promise<void> {
    this.assertOpen();
    if (!records.length) return;
    const producer = await this.producer.get();
    // One produce request per slice of at most PUBLISH_SLICE_BYTES: a batch publish (a streaming processor's results)
    // must not exceed the broker's message.max.bytes (1 MB by default). Slices go one after the other, so order per
    // partition is kept (idempotent producer, one request in flight).
    for (const slice of slicesBySize(records, PUBLISH_SLICE_BYTES)) {
      await producer.send({
        topic: this.named(topic),
        acks: -1,
        compression: CompressionTypes.None,
        messages: slice.map((r) => ({ key: r.key, value: r.value, headers: r.headers ? { ...r.headers } : undefined })),
      });
    }
  }

  async subscribe(options: SubscribeOptions): Promise<Subscription> {
    return this.join(options);
  }

  async subscribeBatch(options: BatchSubscribeOptions): Promise<Subscription> {
    return this.join(options);
  }

  private async join(plain: SubscribeOptions | BatchSubscribeOptions): Promise<Subscription> {
    this.assertOpen();
    const options = { ...plain, groupId: this.named(plain.groupId), topics: plain.topics.map(this.named) };
    if (!options.fromBeginning && !options.ephemeral)
      // best effort: a failure here (a topic not there yet) leaves the start to kafkajs, as before
      await this.pinStartOffsets(options.groupId, options.topics).catch((err) =>
        this.log?.warn({ err, groupId: options.groupId }, 'start offsets not pinned; an eviction before the first commit may skip records'),
      );
    const t = this.tuning;
    const consumer = this.kafka.consumer({
      groupId: options.groupId,
      sessionTimeout: t.sessionTimeout,
      heartbeatInterval: t.heartbeatInterval,
      rebalanceTimeout: t.rebalanceTimeout,
      maxWaitTimeInMs: t.maxWaitTimeInMs,
      retry: { initialRetryTime: 100, retries: 8 },
    });
    const prefixLength = this.named('').length;
    const sub = new KafkaSubscription(
      consumer,
      options,
      t,
      this.log,
      () => this.subscriptions.delete(sub),
      (topic) => topic.slice(prefixLength),
    );
    this.subscriptions.add(sub);
    try {
      await sub.start();
    } catch (err) {
      await sub.close();
      throw err;
    }
    return sub;
  }

  /**
   * A group that starts at the end of its topics gets that end committed before its first member joins. Left to
   * kafkajs, 'latest' is resolved in memory at the member's first fetch and forgotten when the member is evicted (a
   * handler that held the event loop past the session timeout on a loaded node): the member rejoins, asks for
   * 'latest' again, and silently skips every record published since subscribe() on each partition where it had not
   * committed yet. That was the streaming bench's "stall" (its result counter, a 'latest' subscriber, stopped
   * counting while the results were on the topic); for a processor it is loss. With the end committed up front, an
   * evicted member resumes where subscribe() started it. A group that already has members (another instance
   * subscribed first) cannot be set from outside and keeps kafkajs' behaviour; the first member's pin covers it.
   */
  private async pinStartOffsets(groupId: string, topics: string[]): Promise<void> {
    const admin = await this.admin.get();
    for (const t of await admin.fetchOffsets({ groupId, topics })) {
      const missing = t.partitions.filter((p) => BigInt(p.offset) < 0n).map((p) => p.partition);
      if (!missing.length) continue;
      const ends = new Map((await admin.fetchTopicOffsets(t.topic)).map((p) => [p.partition, p.high]));
      const partitions = missing.flatMap((partition) => {
        const offset = ends.get(partition);
        return offset === undefined ? [] : [{ partition, offset }];
      });
      try {
        await admin.setOffsets({ groupId, topic: t.topic, partitions });
      } catch (err) {
        this.log?.debug({ err, groupId, topic: t.topic }, 'start offsets not pinned (the group already has members)');
      }
    }
  }

  async health(): Promise<{ ok: boolean; detail: string }> {
    if (this.closed) return { ok: false, detail: 'kafka bus closed' };
    try {
      this.healthAdmin ??= this.healthKafka.admin();
      const admin = this.healthAdmin;
      const cluster = await withTimeout(
        (async () => {
          await admin.connect();
          return admin.describeCluster();
        })(),
        HEALTH_TIMEOUT_MS,
        'describeCluster timed out',
      );
      return {
        ok: cluster.brokers.length > 0,
        detail: `kafka cluster ${cluster.clusterId}: ${cluster.brokers.length} broker(s) (${cluster.brokers.map((b) => `${b.host}:${b.port}`).join(', ')})`,
      };
    } catch (err) {
      // Drop the connection so that the next probe starts clean.
      const stale = this.healthAdmin;
      this.healthAdmin = undefined;
      await stale?.disconnect().catch(() => {});
      return { ok: false, detail: `kafka unreachable (${this.opts.brokers.join(',')}): ${errorMessage(err)}` };
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await Promise.allSettled([...this.subscriptions].map((s) => s.close()));
    await Promise.allSettled([this.producer.disconnect(), this.admin.disconnect(), this.healthAdmin?.disconnect()]);
  }

  private assertOpen() {
    if (this.closed) throw new Error('kafka bus closed');
  }
}

/** A kafkajs client connected once, on first use; a failed connect is forgotten, so the next use tries again. */
class ConnectedOnUse<T extends { connect(): Promise<void>; disconnect(): Promise<void> }> {
  private client: T | undefined;
  private ready: Promise<void> | undefined;
  constructor(private readonly make: () => T) {}

  async get(): Promise<T> {
    if (!this.client) {
      this.client = this.make();
      this.ready = this.client.connect();
      this.ready.catch(() => {
        this.client = undefined;
        this.ready = undefined;
      });
    }
    const client = this.client;
    await this.ready;
    return client;
  }

  /** disconnects the client once its connect has finished; nothing when it was never used */
  disconnect(): Promise<void> | undefined {
    return this.ready?.then(() => this.client?.disconnect());
  }
}

/**
 * One consumer-group member. At-least-once: the offset after a record is committed only once its handler resolved.
 * A handler that throws leaves the offset uncommitted; the partition is paused for a back-off and re-sought to the
 * failed record, so it is delivered again before anything after it (order per partition is kept).
 */
class KafkaSubscription implements Subscription {
  private closing: Promise<void> | undefined;
  private readonly failures = new Map<string, number>();
  private readonly resumeTimers = new Set<NodeJS.Timeout>();

  constructor(
    private readonly consumer: Consumer,
    private readonly options: SubscribeOptions | BatchSubscribeOptions,
    private readonly tuning: Required<KafkaConsumerTuning>,
    private readonly log: BusLogger | undefined,
    private readonly onClosed: () => void,
    /** the plain topic name of a broker topic (without the bus's prefix) */
    private readonly plain: (topic: string) => string,
  ) {}

  async start(): Promise<void> {
    const { consumer, options } = this;
    const ev = consumer.events;
    const removers: (() => void)[] = [];
    let crashed: ((err: Error) => void) | undefined;
    const crash = new Promise<never>((_, reject) => (crashed = reject));
    crash.catch(() => {});
    removers.push(
      consumer.on(ev.CRASH, (e) => {
        const { error, restart } = e.payload;
        if (restart) {
          this.log?.debug({ err: error, groupId: options.groupId }, 'kafka consumer restarting while joining');
          return;
        }
        this.log?.error({ err: error, groupId: options.groupId }, 'kafka consumer crashed while joining');
        crashed?.(error);
      }),
    );
    let fetched: (() => void) | undefined;
    let hasAssignment = false;
    const joined = new Promise<void>((resolve) => {
      removers.push(
        consumer.on(ev.GROUP_JOIN, (e) => {
          hasAssignment = Object.values(e.payload.memberAssignment).some((ps) => ps.length > 0);
          resolve();
        }),
      );
    });
    const firstFetch = new Promise<void>((resolve) => (fetched = resolve));
    removers.push(consumer.on(ev.FETCH, () => fetched?.()));

    try {
      await consumer.connect();
      await consumer.subscribe({ topics: options.topics, fromBeginning: !!options.fromBeginning });
      const opts = this.options;
      if ('eachBatch' in opts)
        await consumer.run({
          autoCommit: false,
          eachBatchAutoResolve: false,
          partitionsConsumedConcurrently: this.tuning.partitionsConsumedConcurrently,
          eachBatch: (payload) => this.handleBatch(payload, opts),
        });
      else
        await consumer.run({
          autoCommit: false,
          partitionsConsumedConcurrently: this.tuning.partitionsConsumedConcurrently,
          eachMessage: (payload) => this.handle(payload, opts),
        });
      await Promise.race([
        joined,
        crash,
        sleep(this.tuning.joinTimeoutMs).then(() => {
          throw new Error(`kafka consumer group ${options.groupId} not joined within ${this.tuning.joinTimeoutMs} ms`);
        }),
      ]);
      // The first fetch after the join resolves the start offsets ('latest' included), so records published after
      // subscribe() returned are seen by this member.
      if (hasAssignment) await Promise.race([firstFetch, crash, sleep(FIRST_FETCH_WAIT_MS)]);
    } finally {
      for (const remove of removers) remove();
    }
    // Keep reporting crashes after start.
    consumer.on(ev.CRASH, (e) => {
      if (e.payload.restart || this.closing) return;
      if (this.log) this.log.error({ err: e.payload.error, groupId: options.groupId }, 'kafka consumer stopped');
      else console.error(`[haven bus] kafka consumer of group ${options.groupId} stopped: ${errorMessage(e.payload.error)}`);
    });
  }

  private async handle(payload: EachMessagePayload, options: SubscribeOptions): Promise<void> {
    // kafkajs heartbeats between records only: keep the member alive while a long handler runs, so that a short
    // session timeout (fast fail-over after kill -9) does not evict a member that is merely busy.
    const beat = setInterval(() => void payload.heartbeat().catch(() => undefined), Math.max(500, this.tuning.heartbeatInterval));
    try {
      await this.handleOne(payload, options);
    } finally {
      clearInterval(beat);
    }
  }

  /** Delivers the record again from `offset` after the partition's back-off; nothing after it is handled first. */
  private retryFrom(topic: string, partition: number, offset: string, pause: () => () => void, err: unknown, count: number): void {
    const tp = `${topic}#${partition}`;
    const attempt = this.failures.get(tp) ?? 0;
    this.failures.set(tp, attempt + 1);
    const backoff = this.tuning.retryBackoffMs[Math.min(attempt, this.tuning.retryBackoffMs.length - 1)] ?? 1000;
    this.log?.warn(
      { err, topic, partition, offset, records: count, groupId: this.options.groupId, attempt: attempt + 1, backoff },
      'bus handler failed; records will be redelivered',
    );
    this.consumer.seek({ topic, partition, offset });
    const resume = pause();
    const timer = setTimeout(() => {
      this.resumeTimers.delete(timer);
      if (!this.closing) resume();
    }, backoff);
    this.resumeTimers.add(timer);
  }

  /**
   * subscribeBatch: the fetched batch of one partition in slices of maxBatchSize; each slice is committed once its
   * handler resolved. A slice that throws is sought back to its first record and paused for the back-off: nothing of
   * it, and nothing after it, counts as handled.
   */
  private async handleBatch(payload: EachBatchPayload, options: BatchSubscribeOptions): Promise<void> {
    const { batch, pause, resolveOffset, isRunning, isStale } = payload;
    const { topic, partition } = batch;
    const max = Math.max(1, Math.floor(options.maxBatchSize ?? DEFAULT_MAX_BATCH));
    const beat = setInterval(() => void payload.heartbeat().catch(() => undefined), Math.max(500, this.tuning.heartbeatInterval));
    try {
      for (let i = 0; i < batch.messages.length; i += max) {
        const slice = batch.messages.slice(i, i + max);
        const first = slice[0]!.offset;
        if (!isRunning() || isStale()) return;
        if (this.closing) {
          this.consumer.seek({ topic, partition, offset: first });
          pause();
          return;
        }
        try {
          await options.eachBatch(slice.map((m) => toBusRecord(this.plain(topic), partition, m)));
        } catch (err) {
          this.retryFrom(topic, partition, first, pause, err, slice.length);
          return;
        }
        this.failures.delete(`${topic}#${partition}`);
        const last = slice[slice.length - 1]!.offset;
        resolveOffset(last);
        if (options.ephemeral) continue;
        try {
          await this.consumer.commitOffsets([{ topic, partition, offset: (BigInt(last) + 1n).toString() }]);
        } catch (err) {
          // Typically the partition moved to another member during a rebalance: it will handle the records again.
          this.log?.warn({ err, topic, partition, offset: last, groupId: options.groupId }, 'bus offset commit failed');
          return;
        }
      }
    } finally {
      clearInterval(beat);
    }
  }

  private async handleOne({ topic, partition, message, pause }: EachMessagePayload, options: SubscribeOptions): Promise<void> {
    if (this.closing) {
      // Do not start new work while leaving; the record stays uncommitted for the next owner.
      this.consumer.seek({ topic, partition, offset: message.offset });
      pause();
      return;
    }
    const record = toBusRecord(this.plain(topic), partition, message);
    const tp = `${topic}#${partition}`;
    try {
      await options.handler(record);
    } catch (err) {
      // Re-read from the failed record after the back-off; nothing after it in this partition is handled first.
      this.retryFrom(topic, partition, message.offset, pause, err, 1);
      return;
    }
    this.failures.delete(tp);
    if (options.ephemeral) return;
    try {
      await this.consumer.commitOffsets([{ topic, partition, offset: (BigInt(message.offset) + 1n).toString() }]);
    } catch (err) {
      // Typically the partition moved to another member during a rebalance: it will handle the record again.
      this.log?.warn({ err, topic, partition, offset: message.offset, groupId: this.options.groupId }, 'bus offset commit failed');
    }
  }

  close(): Promise<void> {
    this.closing ??= (async () => {
      for (const t of this.resumeTimers) clearTimeout(t);
      this.resumeTimers.clear();
      try {
        await this.consumer.disconnect();
      } finally {
        this.onClosed();
      }
    })();
    return this.closing;
  }
}

/** Largest produce request publish() sends (the broker's default message.max.bytes is 1 MiB, framing included). */
const PUBLISH_SLICE_BYTES = 512 * 1024;

/** Consecutive slices of records whose approximate size stays under `max` (a single larger record is a slice alone). */
export function slicesBySize(records: OutgoingRecord[], max: number): OutgoingRecord[][] {
  const out: OutgoingRecord[][] = [];
  let cur: OutgoingRecord[] = [];
  let size = 0;
  for (const r of records) {
    let n = r.key.length + r.value.length + 64;
    for (const [k, v] of Object.entries(r.headers ?? {})) n += k.length + v.length + 8;
    if (cur.length && size + n > max) {
      out.push(cur);
      cur = [];
      size = 0;
    }
    cur.push(r);
    size += n;
  }
  if (cur.length) out.push(cur);
  return out;
}

function toBusRecord(topic: string, partition: number, message: KafkaMessage): BusRecord {
  return {
    topic,
    partition,
    offset: message.offset,
    key: message.key ? message.key.toString('utf8') : '',
    value: message.value ?? Buffer.alloc(0),
    headers: decodeHeaders(message.headers),
    timestamp: Number(message.timestamp),
  };
}

function decodeHeaders(headers: IHeaders | undefined): Headers {
  const out: Headers = {};
  if (!headers) return out;
  for (const [name, raw] of Object.entries(headers)) {
    if (raw === undefined) continue;
    const v = Array.isArray(raw) ? raw[raw.length - 1] : raw;
    if (v === undefined) continue;
    out[name] = Buffer.isBuffer(v) ? v.toString('utf8') : String(v);
  }
  return out;
}

/**
 * kafkajs logs through the given logger at WARN and above. Routine events of a consumer group (error responses the
 * client retries by itself: rebalances, a coordinator still loading, a restart after a retriable crash) go to debug.
 * Without a logger kafkajs stays silent: failures surface as rejected calls and as consumer crash reports.
 */
const ROUTINE = /rebalanc|coordinator is loading|not the correct coordinator|restarting the consumer|leader not available|there is no leader/i;

function makeLogCreator(logger: BusLogger | undefined) {
  return (_level: KafkaLogLevel) =>
    ({ namespace, level, log }: LogEntry) => {
      if (!logger) return;
      const { message, timestamp: _ts, logger: _l, ...extra } = log as typeof log & { logger?: unknown };
      const fields = { ...extra, kafkajs: namespace };
      const routine = namespace === 'Connection' || ROUTINE.test(message) || ROUTINE.test(String(extra.error ?? ''));
      if (routine || level >= KafkaLogLevel.DEBUG) logger.debug(fields, message);
      else if (level === KafkaLogLevel.ERROR) logger.error(fields, message);
      else if (level === KafkaLogLevel.WARN) logger.warn(fields, message);
      else logger.info(fields, message);
    };
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms).unref());
}

function withTimeout<T>(p: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    p,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(message)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

function errorMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
