import { describe, expect, it } from 'vitest';
import { newEventRecord, normalizeSeverity } from '../../sinks/webhooks/events.js';
import { type MatchableWebhook, matchWebhooks, webhookMatches } from '../../sinks/webhooks/match.js';

const ALL = ['evaluate.alert', 'oversight.alert', 'oversight.ingestion.complete', 'test.ping'];
const wh = (over: Partial<MatchableWebhook>): MatchableWebhook => ({
  id: 'wh_a',
  account_id: 'acc_1',
  enabled: true,
  deleted_at: null,
  min_severity: 'high',
  events: ALL,
  ...over,
});
const ev = (event: string, severity: string | null, target: string | null = null, account = 'acc_1') => ({
  account_id: account,
  event,
  severity,
  target_webhook_id: target,
});

describe('severity scale', () => {
  it('maps evaluate severities onto the threshold scale', () => {
    expect(normalizeSeverity('mild')).toBe('low');
    expect(normalizeSeverity('moderate')).toBe('medium');
    expect(normalizeSeverity('HIGH')).toBe('high');
    expect(normalizeSeverity('critical')).toBe('critical');
    expect(normalizeSeverity('none')).toBe('none');
    expect(normalizeSeverity('extreme')).toBeNull();
    expect(normalizeSeverity(null)).toBeNull();
    expect(newEventRecord({ accountId: 'a', event: 'evaluate.alert', severity: 'moderate', fields: {} }).severity).toBe('medium');
  });
});

describe('which webhooks get an event', () => {
  it('applies the threshold: event severity >= min_severity', () => {
    const hooks = (['none', 'low', 'medium', 'high', 'critical'] as const).map((s) => wh({ id: `wh_${s}`, min_severity: s }));
    expect(matchWebhooks(hooks, ev('evaluate.alert', 'high')).map((w) => w.id)).toEqual(['wh_none', 'wh_low', 'wh_medium', 'wh_high']);
    expect(matchWebhooks(hooks, ev('evaluate.alert', 'critical')).length).toBe(5);
    expect(matchWebhooks(hooks, ev('evaluate.alert', 'none')).map((w) => w.id)).toEqual(['wh_none']);
    expect(matchWebhooks(hooks, ev('evaluate.alert', 'mild')).map((w) => w.id)).toEqual(['wh_none', 'wh_low']);
    // an alert without a severity is treated as none
    expect(matchWebhooks(hooks, ev('oversight.alert', null)).map((w) => w.id)).toEqual(['wh_none']);
  });

  it('ingestion-complete has no severity and passes any threshold', () => {
    expect(webhookMatches(wh({ min_severity: 'critical' }), ev('oversight.ingestion.complete', null))).toBe(true);
  });

  it('only the account’s enabled, undeleted webhooks subscribed to the type', () => {
    expect(webhookMatches(wh({}), ev('evaluate.alert', 'high', null, 'acc_2'))).toBe(false);
    expect(webhookMatches(wh({ enabled: false }), ev('evaluate.alert', 'high'))).toBe(false);
    expect(webhookMatches(wh({ deleted_at: new Date() }), ev('evaluate.alert', 'high'))).toBe(false);
    expect(webhookMatches(wh({ events: ['oversight.alert'] }), ev('evaluate.alert', 'critical'))).toBe(false);
    expect(webhookMatches(wh({ events: ['oversight.alert'] }), ev('oversight.alert', 'critical'))).toBe(true);
    expect(webhookMatches(wh({}), ev('unknown.event', 'critical'))).toBe(false);
  });

  it('test.ping goes only to its target, even disabled or unsubscribed, never across accounts', () => {
    const a = wh({ id: 'wh_a' });
    const b = wh({ id: 'wh_b', enabled: false, events: ['evaluate.alert'] });
    expect(matchWebhooks([a, b], ev('test.ping', null, 'wh_b')).map((w) => w.id)).toEqual(['wh_b']);
    expect(matchWebhooks([a, b], ev('test.ping', null, null))).toEqual([]);
    expect(webhookMatches(wh({ id: 'wh_b', account_id: 'acc_2' }), ev('test.ping', null, 'wh_b'))).toBe(false);
    expect(webhookMatches(wh({ id: 'wh_b', deleted_at: new Date() }), ev('test.ping', null, 'wh_b'))).toBe(false);
  });
});
