/**
 * The stage kernel every processor is built from: consume a topic → decode the Avro record → run the engine
 * within its time budget → either reply to the requester (request/reply) or forward an Avro record to the next
 * topic, carrying the request's headers. A stage owns no business logic: that is the engine's.
 *
 * A deterministic failure (the engine threw a `FinalError`, a data error, an undecodable record) is answered with an
 * error reply, dead-lettered and not retried (`consume` in infra/runtime.ts); anything else is redelivered.
 */
import { sendReply } from '../../infra/bus/request-reply.js';
import type { BusRecord } from '../../infra/bus/types.js';
import { type Component, consumeRecords, type Runtime, type Stoppable } from '../../infra/runtime.js';
import { WorkerTimeoutError } from '../../infra/workers/pool.js';

/** Thrown by an engine for input it will never accept: answered once with `status`, never redelivered (infra/bus/poison.ts). */
export { FinalError } from '../../infra/bus/poison.js';

export type StageOutput<Out> =
  /** answer the waiting requester with `{status, body}` */
  | { kind: 'reply'; status: number; body: unknown }
  /** hand `record` to the next stage */
  | { kind: 'forward'; record: Out }
  /** nothing to send (e.g. a fire-and-forget stream record whose result went to a sink topic) */
  | { kind: 'none' };

export interface StageEngine<In, Out> {
  run(record: In, meta: { rec: BusRecord; rt: Runtime }): Promise<StageOutput<Out>>;
  close?(): Promise<void>;
}

export interface StageDef<In, Out> {
  name: string;
  description: string;
  input: { topic: string; schema: string };
  /** where `forward` goes */
  forward?: { topic: string; schema: string };
  /** opened once per processor instance (models loaded, worker pools acquired) */
  open(rt: Runtime): Promise<StageEngine<In, Out>>;
  /**
   * For an engine that runs in a worker pool with a time budget: a run over its budget is answered 503
   * `engine_timeout` with this message (retryable, nothing charged) and the record commits, so a pathological input
   * is not redelivered for ever. Without it a timeout propagates like any other error (the bus redelivers).
   */
  overBudget?: { message: string; requestId(record: In): string };
}

export function defineStage<In, Out = never>(def: StageDef<In, Out>): Component {
  return {
    name: def.name,
    kind: 'processor',
    description: def.description,
    async start(rt: Runtime): Promise<Stoppable> {
      const engine = await def.open(rt);
      const sub = await consumeRecords<In>(rt, {
        component: def.name,
        topic: def.input.topic,
        schema: def.input.schema,
        handle: async (record, rec) => {
          // A FinalError (or any deterministic failure) is answered, dead-lettered and committed by `consume`.
          let out: StageOutput<Out>;
          try {
            out = await engine.run(record, { rec, rt });
          } catch (e) {
            if (!(def.overBudget && e instanceof WorkerTimeoutError)) throw e;
            const requestId = rec.headers['request-id'] ?? def.overBudget.requestId(record);
            rt.logger.warn({ stage: def.name, request_id: requestId }, 'engine over its time budget');
            out = { kind: 'reply', status: 503, body: { error: 'engine_timeout', message: def.overBudget.message, request_id: requestId } };
          }
          if (out.kind === 'reply') {
            await sendReply(rt.bus, rt.avro, rec, { status: out.status, body: out.body }, rt.instanceId);
          } else if (out.kind === 'forward') {
            if (!def.forward) throw new Error(`${def.name}: forward without a forward topic`);
            const enc = rt.avro.encode(def.forward.schema, out.record as Record<string, unknown>);
            await rt.bus.publish(def.forward.topic, [{ key: rec.key, value: enc.value, headers: { ...rec.headers, ...enc.headers } }]);
          }
        },
      });
      return {
        async stop() {
          await sub.close();
          await engine.close?.();
        },
      };
    },
  };
}
