import { randomUUID } from 'node:crypto';
import type { AvroCodec } from '../avro.js';
import type { Bus, BusRecord, Headers, Subscription } from './types.js';

export const REPLY_TO = 'reply-to';
export const CORRELATION_ID = 'correlation-id';
export const DEADLINE = 'deadline';

export class ReplyTimeoutError extends Error {
  constructor(
    readonly topic: string,
    readonly timeoutMs: number,
  ) {
    super(`no reply on ${topic} within ${timeoutMs} ms`);
  }
}

export interface Reply {
  status: number;
  body: unknown;
}

/** A received reply: the body as the JSON text it travelled as (the ingress can send it on untouched) and parsed on demand. */
export interface ReceivedReply extends Reply {
  bodyJson: string;
}

/**
 * Synchronous request/reply over the bus. Each ingress instance owns a reply topic; a request carries its
 * name in `reply-to`, so whichever processor instance finishes the work answers the instance that holds
 * the HTTP request. A reply that never comes rejects after the timeout; nothing waits forever.
 */
export class ReplyRouter {
  readonly replyTopic: string;
  private readonly pending = new Map<string, { resolve: (r: ReceivedReply) => void; reject: (e: Error) => void; timer: NodeJS.Timeout }>();
  private sub?: Subscription;

  constructor(
    private readonly bus: Bus,
    private readonly avro: AvroCodec,
    instanceId: string,
    private readonly timeoutMs: number,
  ) {
    this.replyTopic = `replies.${instanceId}`;
  }

  async start(): Promise<void> {
    await this.bus.ensureTopics([{ name: this.replyTopic, partitions: 1 }]);
    this.sub = await this.bus.subscribe({
      groupId: this.replyTopic,
      topics: [this.replyTopic],
      fromBeginning: true, // the topic is this instance's own and new
      ephemeral: true,
      handler: async (rec) => this.onReply(rec),
    });
  }

  async request(topic: string, key: string, payload: { value: Buffer; headers: Headers }, timeoutMs = this.timeoutMs): Promise<ReceivedReply> {
    const id = randomUUID();
    const result = new Promise<ReceivedReply>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new ReplyTimeoutError(topic, timeoutMs));
      }, timeoutMs);
      this.pending.set(id, { resolve, reject, timer });
    });
    try {
      await this.bus.publish(topic, [
        {
          key,
          value: payload.value,
          headers: { ...payload.headers, [REPLY_TO]: this.replyTopic, [CORRELATION_ID]: id, [DEADLINE]: String(Date.now() + timeoutMs) },
        },
      ]);
    } catch (err) {
      const p = this.pending.get(id);
      if (p) {
        clearTimeout(p.timer);
        this.pending.delete(id);
      }
      throw err;
    }
    return result;
  }

  private async onReply(rec: BusRecord) {
    const r = await this.avro.decode<{ correlation_id: string; status: number; body_json: string }>('reply', rec.value, rec.headers);
    const p = this.pending.get(r.correlation_id);
    if (!p) return; // timed out already, or a duplicate (at-least-once)
    clearTimeout(p.timer);
    this.pending.delete(r.correlation_id);
    const bodyJson = r.body_json;
    let parsed: unknown;
    p.resolve({
      status: r.status,
      bodyJson,
      get body() {
        parsed ??= JSON.parse(bodyJson);
        return parsed;
      },
    });
  }

  async stop(): Promise<void> {
    await this.sub?.close();
    for (const p of this.pending.values()) {
      clearTimeout(p.timer);
      p.reject(new Error('ingress shutting down'));
    }
    this.pending.clear();
    await this.bus.deleteTopics([this.replyTopic]).catch(() => undefined);
  }
}

/** Processor side: answer the request `rec` carried, if it asked for a reply and its deadline has not passed. */
export async function sendReply(bus: Bus, avro: AvroCodec, rec: BusRecord, reply: Reply, producedBy: string): Promise<void> {
  const to = rec.headers[REPLY_TO];
  const id = rec.headers[CORRELATION_ID];
  if (!to || !id) return;
  const enc = avro.encode('reply', { correlation_id: id, status: reply.status, body_json: JSON.stringify(reply.body), produced_by: producedBy });
  try {
    await bus.publish(to, [{ key: id, value: enc.value, headers: enc.headers }]);
  } catch {
    // The ingress instance that asked is gone (its reply topic was deleted): its client already got an error.
  }
}

/** True when the requester has already given up; processors skip such work. */
export function pastDeadline(rec: BusRecord, now = Date.now()): boolean {
  const d = Number(rec.headers[DEADLINE]);
  return Number.isFinite(d) && d > 0 && now > d;
}
