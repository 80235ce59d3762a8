/**
 * The shape every ClickHouse sink shares (request_log, classifications, oversight): one consumer group reading its
 * topics from the beginning, a batch of records turned into rows per table, each table's rows inserted once per batch
 * before the batch's offsets commit (at-least-once; the tables are ReplacingMergeTrees keyed so a redelivered record
 * does not count twice). A record that can never become rows (bad bytes, a schema nobody knows, a body that does not
 * parse) goes whole to the dead-letter topic and the rest of the batch is written; a failure that may pass (the
 * database while fetching a writer schema, ClickHouse itself) throws, and the batch is delivered again.
 */
import type { Analytics } from '../../infra/analytics/index.js';
import { deadLetterRecord } from '../../infra/bus/poison.js';
import type { BusRecord, OutgoingRecord, Subscription } from '../../infra/bus/types.js';
import type { Component, Runtime } from '../../infra/runtime.js';
import { TOPICS } from '../../infra/topics.js';

/** Rows of one record, by table; tables are written in the order they first appear in a batch. */
export type TableRows = { readonly [table: string]: readonly object[] | undefined };

export interface TableWriter {
  /** the consumer group, also the component named in logs, metrics and dead-letter headers (`sink-…`) */
  group: string;
  topics: string[];
  maxBatchSize?: number;
  /** decodes one record and returns its rows; throws for a record that cannot become rows */
  rows(rec: BusRecord): Promise<TableRows>;
}

/** Can this failure pass on another delivery? Errors with a code (database, network) can; bad bytes (RangeError) and bodies cannot. */
function transient(err: unknown): boolean {
  return (err as { code?: unknown }).code !== undefined && !(err instanceof RangeError);
}

export async function subscribeTableWriter(rt: Runtime, analytics: Analytics, w: TableWriter): Promise<Subscription> {
  return rt.bus.subscribeBatch({
    groupId: w.group,
    topics: w.topics,
    fromBeginning: true,
    maxBatchSize: w.maxBatchSize,
    eachBatch: async (recs: BusRecord[]) => {
      const tables = new Map<string, object[]>();
      const poison: OutgoingRecord[] = [];
      for (const rec of recs) {
        let rows: TableRows;
        try {
          rows = await w.rows(rec);
        } catch (err) {
          if (transient(err)) throw err;
          rt.logger.error({ component: w.group, topic: rec.topic, partition: rec.partition, offset: rec.offset }, 'undecodable record dead-lettered');
          poison.push(deadLetterRecord(rec, { component: w.group, kind: 'undecodable', status: 422, reason: (err as Error).message ?? String(err) }));
          continue;
        }
        for (const [table, rs] of Object.entries(rows)) {
          if (!rs) continue;
          let into = tables.get(table);
          if (!into) tables.set(table, (into = []));
          into.push(...rs);
        }
      }
      for (const [table, rows] of tables) if (rows.length) await analytics.insert(table, rows);
      if (poison.length) await rt.bus.publish(TOPICS.deadLetter, poison);
      rt.metrics.busRecords.inc({ component: w.group, outcome: 'ok' }, recs.length - poison.length);
      if (poison.length) rt.metrics.busRecords.inc({ component: w.group, outcome: 'dead_letter' }, poison.length);
    },
  });
}

export interface TableSink extends Omit<TableWriter, 'rows'> {
  /** the component's name (`haven sink <name>`) */
  name: string;
  description: string;
  rows(rec: BusRecord, rt: Runtime): Promise<TableRows>;
}

/** A sink that does nothing but write its topics to tables: the component around one table writer. */
export function defineTableSink(def: TableSink): Component {
  return {
    name: def.name,
    kind: 'sink',
    description: def.description,
    async start(rt: Runtime) {
      const sub = await subscribeTableWriter(rt, await rt.analytics(), {
        group: def.group,
        topics: def.topics,
        maxBatchSize: def.maxBatchSize,
        rows: (rec) => def.rows(rec, rt),
      });
      return { stop: () => sub.close() };
    },
  };
}
