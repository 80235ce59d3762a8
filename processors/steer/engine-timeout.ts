import { sendReply } from '../../infra/bus/request-reply.js';
import type { BusRecord } from '../../infra/bus/types.js';
import type { Runtime } from '../../infra/runtime.js';
import { WorkerTimeoutError } from '../../infra/workers/pool.js';

/**
 * Runs one engine call of a steer stage. A call over its time budget is answered 503 (retryable, nothing charged)
 * and yields `undefined`, so the stage returns and the record commits: a pathological input is not redelivered
 * forever. Any other error propagates (the bus redelivers).
 */
export async function withinBudget<T>(rt: Runtime, rec: BusRecord, requestId: string, call: () => Promise<T>): Promise<T | undefined> {
  try {
    return await call();
  } catch (e) {
    if (!(e instanceof WorkerTimeoutError)) throw e;
    rt.logger.warn({ request_id: requestId }, 'steer engine over its time budget');
    await sendReply(
      rt.bus,
      rt.avro,
      rec,
      {
        status: 503,
        body: {
          error: 'engine_timeout',
          message: 'verification took longer than its time budget; retry later or shorten the inputs',
          request_id: rec.headers['request-id'] ?? requestId,
        },
      },
      rt.instanceId,
    );
    return undefined;
  }
}
