import { sendReply } from '../../infra/bus/request-reply.js';
import type { BusRecord } from '../../infra/bus/types.js';
import type { Runtime } from '../../infra/runtime.js';

/**
 * An engine call over its time budget: answer 503 (retryable, nothing charged) and let the record commit, so a
 * pathological input is not redelivered forever.
 */
export async function engineTimeout(rt: Runtime, rec: BusRecord, requestId: string): Promise<void> {
  rt.logger.warn({ request_id: requestId }, 'steer engine over its time budget');
  await sendReply(
    rt.bus,
    rt.avro,
    rec,
    { status: 503, body: { error: 'engine_timeout', message: 'verification took longer than its time budget; retry later or shorten the inputs', request_id: rec.headers['request-id'] ?? requestId } },
    rt.instanceId,
  );
}
