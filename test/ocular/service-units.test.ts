/** The service layer's parts alone: the in-flight queue, the result views, streamed-record checks, the warm-up gate. */
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { buildOcularServer } from '../../ingress/ocular/server.js';
import { loadOcularConfig, OcularConfigError } from '../../processors/ocular/service/config.js';
import { sharedScorer } from '../../processors/ocular/service/local.js';
import { InFlightQueue, QueueSaturatedError } from '../../processors/ocular/service/queue.js';
import { type ConversationRecord, RejectedRecord, streamRequestId, toStreamRequest } from '../../processors/ocular/service/stream-record.js';
import { shapeResult } from '../../processors/ocular/service/views.js';
import { ClassifyRequestSchema, TryClassifyRequestSchema } from '../../schemas/http/ocular.js';

describe('in-flight queue', () => {
  it('runs `concurrency` at once, queues `maxWaiting`, refuses the next, and drains to 0', async () => {
    const q = new InFlightQueue(1, 1);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const order: string[] = [];
    const a = q.run(async () => {
      await gate;
      order.push('a');
    });
    const b = q.run(async () => {
      order.push('b');
    });
    expect(q.depth).toBe(2);
    await expect(q.run(async () => 'c')).rejects.toBeInstanceOf(QueueSaturatedError);
    release();
    await Promise.all([a, b]);
    expect(order).toEqual(['a', 'b']);
    expect(q.depth).toBe(0);
    await expect(q.run(async () => 'd')).resolves.toBe('d');
  });

  it('frees the slot when a call throws', async () => {
    const q = new InFlightQueue(1, 0);
    await expect(q.run(async () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    expect(q.depth).toBe(0);
    await expect(q.run(async () => 1)).resolves.toBe(1);
  });
});

describe('result views', () => {
  const full = {
    salience: 0.5,
    heads: [{ code: 'A', score: 1 }],
    detail: { scores: {} },
    meta: {},
    trajectory: [{ turn: 0, heads: [], raw_scores: {}, calibrated: {}, salience: 0.1 }],
  };
  it('customer: no heads or detail anywhere; full and demo keep them', () => {
    const c = shapeResult(full, 'customer') as Record<string, any>;
    expect(c.heads).toBeUndefined();
    expect(c.detail).toBeUndefined();
    expect(c.trajectory[0]).toEqual({ turn: 0, salience: 0.1 });
    expect(shapeResult(full, 'demo')).toBe(full);
    expect(shapeResult(full, 'full')).toBe(full);
  });
});

describe('request schemas', () => {
  it('needs messages or text; the demo caps messages and characters', () => {
    expect(ClassifyRequestSchema.safeParse({}).success).toBe(false);
    expect(ClassifyRequestSchema.safeParse({ messages: [], text: '  ' }).success).toBe(false);
    expect(ClassifyRequestSchema.safeParse({ text: 'hi' }).data).toMatchObject({
      per_turn: false,
      trajectory_stride: 3,
      thoroughness: 'auto',
      detail: false,
      log: false,
    });
    expect(ClassifyRequestSchema.safeParse({ text: 'hi', user_id: 'x'.repeat(257) }).success).toBe(false);
    const msgs = (n: number, len = 10) => Array.from({ length: n }, (_, i) => ({ role: i % 2 ? 'assistant' : 'user', content: 'x'.repeat(len) }));
    expect(TryClassifyRequestSchema.safeParse({ messages: msgs(12) }).success).toBe(true);
    expect(TryClassifyRequestSchema.safeParse({ messages: msgs(13) }).success).toBe(false);
    expect(TryClassifyRequestSchema.safeParse({ messages: msgs(2, 2001) }).success).toBe(false);
    expect(TryClassifyRequestSchema.safeParse({ text: 'x'.repeat(4000) }).success).toBe(true);
    expect(TryClassifyRequestSchema.safeParse({ text: 'x'.repeat(4001) }).success).toBe(false);
  });
});

describe('streamed records', () => {
  const rec = (o: Partial<ConversationRecord> = {}): ConversationRecord => ({
    conversation_id: 'c1',
    tenant: null,
    session_id: null,
    user_id: null,
    agent_id: null,
    messages: [{ role: 'user', content: 'hello', timestamp: null }],
    thoroughness: 'fast',
    per_turn: true,
    trajectory_stride: 1,
    produced_at: null,
    ...o,
  });
  it('turns a good record into a request and rejects what can never score', () => {
    expect(toStreamRequest(rec())).toMatchObject({
      messages: [{ role: 'user', content: 'hello' }],
      per_turn: true,
      trajectory_stride: 1,
      thoroughness: 'fast',
      detail: false,
    });
    for (const bad of [
      rec({ messages: [] }),
      rec({ conversation_id: '' }),
      rec({ messages: [{ role: 'robot', content: 'x', timestamp: null }] }),
      rec({ messages: [{ role: 'system', content: 'be nice', timestamp: null }] }),
      rec({ thoroughness: 'max' }),
      rec({ trajectory_stride: 0 }),
    ]) {
      expect(() => toStreamRequest(bad)).toThrow(RejectedRecord);
    }
  });
  it('derives one request id per input record (a redelivery has the same)', () => {
    expect(streamRequestId('t', 0, '5')).toBe(streamRequestId('t', 0, '5'));
    expect(streamRequestId('t', 0, '5')).not.toBe(streamRequestId('t', 1, '5'));
  });
});

describe('configuration', () => {
  it('requires OCULAR_VERSION as a semver and defaults the rest per the spec', () => {
    expect(() => loadOcularConfig({})).toThrow(OcularConfigError);
    expect(() => loadOcularConfig({ OCULAR_VERSION: 'latest' })).toThrow(OcularConfigError);
    expect(() => loadOcularConfig({ OCULAR_VERSION: '1.0.0', SCORING_URL: 'ftp://x' })).toThrow(OcularConfigError);
    expect(loadOcularConfig({ OCULAR_VERSION: '1.0.0' })).toMatchObject({ OCULAR_HOST: '127.0.0.1', OCULAR_PORT: 8080, OCULAR_MAX_REQUEST_BYTES: 1048576 });
  });
});

describe('warm-up', () => {
  it('answers 503 starting (health, manifest, classify) until the core is loaded, then ok', async () => {
    let open!: () => void;
    const gate = new Promise<void>((r) => (open = r));
    const cfg = loadOcularConfig({ OCULAR_VERSION: '1.0.0', OCULAR_PORT: '0' });
    const s = buildOcularServer(cfg, { logger: pino({ level: 'silent' }), loadScorer: async () => (await gate, sharedScorer()) });
    try {
      const h = await s.app.inject({ method: 'GET', url: '/health' });
      expect(h.statusCode).toBe(503);
      expect(h.json()).toMatchObject({ status: 'starting', mode: 'local', version: '1.0.0', queue_depth: 0 });
      expect((await s.app.inject({ method: 'GET', url: '/manifest' })).statusCode).toBe(503);
      const c = await s.app.inject({ method: 'POST', url: '/classify', payload: { text: 'hello' } });
      expect(c.statusCode).toBe(503);
      expect(c.headers['retry-after']).toBe('5');
      expect(c.json()).toMatchObject({ error: 'service_unavailable', retry_after_seconds: 5 });
      // input errors are still answered while warming up
      expect((await s.app.inject({ method: 'POST', url: '/classify', payload: {} })).statusCode).toBe(400);
      open();
      await s.ready;
      expect((await s.app.inject({ method: 'GET', url: '/health' })).json()).toMatchObject({ status: 'ok' });
      const ok = await s.app.inject({ method: 'POST', url: '/classify', payload: { text: 'hello' } });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().meta.version).toBe('1.0.0');
    } finally {
      await s.close();
    }
  });
});
