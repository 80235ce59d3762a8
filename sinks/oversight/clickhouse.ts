/**
 * `clickhouse-oversight`: writes every oversight analysis, behaviour and cross-session narrative to ClickHouse
 * (insert before commit, at-least-once, sinks/clickhouse/table-writer.ts; ReplacingMergeTree absorbs redeliveries),
 * and answers trend queries for the API and the dashboard (it owns the analytics connection, which chDB allows once
 * per process).
 */

import { sendReply } from '../../infra/bus/request-reply.js';
import { type Component, consumeRecords, type Runtime } from '../../infra/runtime.js';
import { TOPICS } from '../../infra/topics.js';
import type { OversightArcsRecord as ArcsRecord, OversightCompletedRecord as CompletedRecord } from '../../schemas/generated/records.js';
import { CONCERNS } from '../../schemas/oversight/taxonomy.js';
import { subscribeTableWriter } from '../clickhouse/table-writer.js';
import { arcSummary, type TrendsParams, trends } from './queries.js';

const rank = (s: string) => Math.max(0, CONCERNS.indexOf(s as never));
const ts = (ms: number) => new Date(ms).toISOString().replace('T', ' ').replace('Z', '');

export function analysisRows(r: CompletedRecord) {
  const behaviors = JSON.parse(r.behaviors_json) as { code: string; category: string; severity: string; turn_count: number; turns: number[] }[];
  return {
    analysis: {
      analysis_id: r.analysis_id,
      account_id: r.account_id,
      conversation_id: r.conversation_id,
      source: r.source,
      ingestion_id: r.ingestion_id,
      user_id_hash: r.user_id_hash,
      session_number: r.session_number,
      platform: r.platform,
      agent_ids: r.agent_ids,
      user_is_minor: r.user_is_minor ? 1 : 0,
      overall_concern: r.overall_concern,
      concern_rank: rank(r.overall_concern),
      trajectory: r.trajectory,
      mode: r.mode,
      message_count: r.message_count,
      missed_interventions: r.missed_interventions,
      analyzed_at: ts(r.analyzed_at),
      latency_ms: r.latency_ms,
    },
    behaviors: behaviors.map((b) => ({
      analysis_id: r.analysis_id,
      account_id: r.account_id,
      conversation_id: r.conversation_id,
      code: b.code,
      category: b.category,
      severity: b.severity,
      severity_rank: b.category === 'appropriate_behaviors' ? 0 : rank(b.severity),
      turn_count: b.turn_count,
      turns: b.turns,
      agent_ids: r.agent_ids,
      user_is_minor: r.user_is_minor ? 1 : 0,
      analyzed_at: ts(r.analyzed_at),
    })),
  };
}

interface TrendsRequest {
  account_id: string;
  query: string;
  params_json: string;
}

export const oversightClickhouseSink: Component = {
  name: 'clickhouse-oversight',
  kind: 'sink',
  description: 'oversight analyses, behaviours and arcs into ClickHouse; answers the trend queries',
  async start(rt: Runtime) {
    const analytics = await rt.analytics();
    const writer = await subscribeTableWriter(rt, analytics, {
      group: 'sink-clickhouse-oversight',
      topics: [TOPICS.oversightCompleted, TOPICS.oversightArcs],
      rows: async (rec) => {
        if (rec.topic === TOPICS.oversightArcs) {
          const a = await rt.avro.decode<ArcsRecord>('oversight-arcs', rec.value, rec.headers);
          return { oversight_arcs: [{ ...a, analyzed_at: ts(a.analyzed_at) }] };
        }
        const rows = analysisRows(await rt.avro.decode<CompletedRecord>('oversight-completed', rec.value, rec.headers));
        return { oversight_behaviors: rows.behaviors, oversight_analyses: [rows.analysis] };
      },
    });
    const queries = await consumeRecords<TrendsRequest>(rt, {
      component: 'clickhouse-oversight',
      topic: TOPICS.oversightTrends,
      schema: 'oversight-trends-request',
      handle: async (q, rec) => {
        const p = JSON.parse(q.params_json) as TrendsParams;
        const body = q.query === 'arcs' ? { arcs: await arcSummary(analytics, q.account_id) } : await trends(analytics, q.account_id, p);
        await sendReply(rt.bus, rt.avro, rec, { status: 200, body }, rt.instanceId);
      },
    });
    return {
      async stop() {
        await writer.close();
        await queries.close();
      },
    };
  },
};
