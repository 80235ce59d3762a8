import { describe, expect, it } from 'vitest';
import { newEventRecord } from '../../sinks/webhooks/events.js';
import { API_VERSION, buildPayload, renderBody } from '../../sinks/webhooks/payload.js';

const at = new Date('2025-03-04T05:06:07.089Z');

const evaluate = (text: string) =>
  newEventRecord({
    accountId: 'acc_1',
    event: 'evaluate.alert',
    severity: 'high',
    createdAt: at,
    eventId: 'evt_1',
    fields: {
      conversation_id: 'conv-9',
      user_id: 'u-1',
      risk_summary: { overall_severity: 'high', overall_imminence: 'urgent', primary_domain: 'suicide', confidence: 0.9, primary_concerns: 'x' },
      domains: [{ domain: 'suicide', severity: 'high', imminence: 'urgent' }],
      flags: { intimate_partner_violence: null, child_safeguarding: null, third_party_threat: false },
      resources_provided: [],
      conversation: { included: true, message_count: 3, latest_user_message: text, truncated: false },
    },
  });

describe('delivery body', () => {
  it('is flat: event, event_id, timestamp, api_version first, then the event fields', () => {
    const body = JSON.parse(renderBody(evaluate('hi'), { include_conversation: false }));
    expect(Object.keys(body).slice(0, 4)).toEqual(['event', 'event_id', 'timestamp', 'api_version']);
    expect(body).toMatchObject({
      event: 'evaluate.alert',
      event_id: 'evt_1',
      timestamp: '2025-03-04T05:06:07.089Z',
      api_version: '2025-01',
      conversation_id: 'conv-9',
      user_id: 'u-1',
    });
    expect(API_VERSION).toBe('2025-01');
    expect(body.webhook_id).toBeUndefined();
  });

  it('event fields cannot override the envelope fields', () => {
    const r = newEventRecord({
      accountId: 'a',
      event: 'test.ping',
      eventId: 'evt_x',
      createdAt: at,
      fields: { event: 'evaluate.alert', event_id: 'spoof', api_version: '1', message: 'm' },
    });
    expect(buildPayload(r, { include_conversation: true })).toEqual({
      event: 'test.ping',
      event_id: 'evt_x',
      timestamp: at.toISOString(),
      api_version: '2025-01',
      message: 'm',
    });
  });

  it('evaluate.alert drops the message text unless include_conversation', () => {
    const off = buildPayload(evaluate('I feel unsafe'), { include_conversation: false });
    expect(off.conversation).toEqual({ included: false, message_count: 3 });
    expect(JSON.stringify(off)).not.toContain('unsafe');
    const on = buildPayload(evaluate('I feel unsafe'), { include_conversation: true });
    expect(on.conversation).toEqual({ included: true, message_count: 3, latest_user_message: 'I feel unsafe', truncated: false });
  });

  it('cuts the message at 1000 characters and says so', () => {
    const long = '😀'.repeat(1200);
    const c = buildPayload(evaluate(long), { include_conversation: true }).conversation as Record<string, unknown>;
    expect(c.truncated).toBe(true);
    expect(Array.from(c.latest_user_message as string)).toHaveLength(1000);
    expect(c.latest_user_message).toBe('😀'.repeat(1000));
  });

  it('oversight.alert carries only {included, message_count}; ingestion and ping no conversation', () => {
    const o = newEventRecord({
      accountId: 'a',
      event: 'oversight.alert',
      severity: 'critical',
      fields: { concern: 'critical', conversation: { included: true, message_count: 7, transcript: ['secret'] } },
    });
    expect(buildPayload(o, { include_conversation: true }).conversation).toEqual({ included: true, message_count: 7 });
    const i = newEventRecord({ accountId: 'a', event: 'oversight.ingestion.complete', fields: { ingestion_id: 'ing_1', conversation: { x: 1 } } });
    expect(buildPayload(i, { include_conversation: true })).not.toHaveProperty('conversation');
    const p = newEventRecord({ accountId: 'a', event: 'test.ping', fields: {} });
    expect(buildPayload(p, { include_conversation: true }).message).toEqual(expect.any(String));
  });

  it('renders deterministically (retries send identical bytes)', () => {
    const r = evaluate('x');
    expect(renderBody(r, { include_conversation: true })).toBe(renderBody(r, { include_conversation: true }));
  });
});
