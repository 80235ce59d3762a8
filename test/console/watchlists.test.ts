/**
 * Watchlist rules alone (pure): write-time validation of every kind of bad rule, each condition family as a kernel
 * member, the any/all logic, and scope evaluation (message scope per trajectory turn, only `verdict` per turn).
 */
import { describe, expect, it } from 'vitest';
import { ClassifierResultSchema, deriveColumns, verdictOf } from '../../console/classifier/result.js';
import { backoffMs, MAX_ATTEMPTS, totalRetrySpanMs } from '../../console/delivery/schedule.js';
import { ALL_PATHS, CONDITION_FAMILIES, conditionRegistry, familyForPath } from '../../console/watchlists/conditions/index.js';
import { evaluateRule, sessionView } from '../../console/watchlists/engine.js';
import { validateRule, type WatchlistRule } from '../../console/watchlists/rule.js';
import { scoreMessages } from './fixtures/scorer.js';

const view = (text: string, o: { detail?: boolean; extra?: { role: string; content: string }[] } = {}) =>
  sessionView(
    ClassifierResultSchema.parse(
      scoreMessages([{ role: 'user', content: text }, { role: 'assistant', content: 'ok' }, ...(o.extra ?? [])], { per_turn: true, detail: o.detail }),
    ),
  );
const rule = (conditions: Partial<WatchlistRule['conditions']>, scope: WatchlistRule['scope'] = 'session'): WatchlistRule => ({
  id: 'r',
  name: 'r',
  scope,
  conditions: { requiresAll: [], requiresAny: [], ...conditions },
  webhookUrl: null,
  timeWindow: 3600,
  enabled: true,
});
const v = (raw: unknown, allowLoopback = false) => validateRule(raw, { allowLoopback });
const ok = { name: 'n', scope: 'session', conditions: { requiresAll: [{ code: 'risks.suicide.score', operator: '>=', value: 0.5 }] } };

describe('vocabulary', () => {
  it('has exactly the spec paths, each owned by one family member', () => {
    const user = ['suicide', 'self_harm', 'harm_to_others', 'abuse', 'sexual_violence', 'exploitation', 'stalking', 'self_neglect'];
    const ai = ['harm_provision', 'emotional_failure', 'manipulation', 'safeguarding_failure'];
    const expected = [
      'verdict',
      'subject',
      'imminence.score',
      'imminence.level',
      'fiction',
      'authenticity',
      ...user.flatMap((a) => [`risks.${a}.score`, `risks.${a}.level`]),
      ...ai.flatMap((a) => [`ai_concerns.${a}.score`, `ai_concerns.${a}.level`]),
      ...['suicide', 'self_harm', 'harm_to_others', 'abuse'].map((a) => `risks.${a}.corroboration.level`),
    ];
    expect([...ALL_PATHS].sort()).toEqual(expected.sort());
    expect(conditionRegistry.names).toHaveLength(CONDITION_FAMILIES.length);
    for (const f of CONDITION_FAMILIES)
      conditionRegistry.assertKnown(
        f.evaluate(view('hi'), { code: f.paths[0]!, operator: f.kind === 'numeric' ? '>=' : '==', value: f.kind === 'numeric' ? 0 : f.domain![0]! }, undefined),
      );
  });

  // the level ladder is one function (schemas/http/classifier-result.ts), tested once in test/ocular/core-fusion.test.ts
  it('bands follow the spec', () => {
    expect([0, 0.299, 0.3, 0.599, 0.6, 1, Number.NaN, 7].map(verdictOf)).toEqual(['clear', 'clear', 'watch', 'watch', 'danger', 'danger', 'clear', 'danger']);
  });
});

describe('write-time validation', () => {
  const firstIssue = (raw: unknown, loop = false) => v(raw, loop).issues[0];

  it('accepts a valid rule with defaults and keeps camelCase keys', () => {
    const r = v({ ...ok, conditions: { requiresAny: [{ code: 'verdict', operator: 'in', value: ['watch', 'danger'] }] } });
    expect(r.issues).toEqual([]);
    expect(r.rule).toMatchObject({ scope: 'session', timeWindow: 3600, enabled: true, webhookUrl: null, conditions: { requiresAll: [] } });
    expect(r.rule!.id).toMatch(/^wl_/);
  });

  it.each([
    [
      'unknown path',
      { ...ok, conditions: { requiresAll: [{ code: 'risks.happiness.score', operator: '>=', value: 0.5 }] } },
      /unknown condition path 'risks.happiness.score'/,
    ],
    [
      'raw head condition',
      { ...ok, conditions: { requiresAll: [{ code: 'heads.suicide_a', operator: '>=', value: 0.5 }] } },
      /raw head-score conditions are not allowed/,
    ],
    ['bare head code', { ...ok, conditions: { requiresAny: [{ code: 'suicide_a', operator: '>=', value: 0.5 }] } }, /raw head-score/],
    [
      'enum operator on a numeric path',
      { ...ok, conditions: { requiresAll: [{ code: 'risks.suicide.score', operator: '==', value: 0.5 }] } },
      /operator '==' is not valid for numeric path/,
    ],
    [
      'numeric operator on an enum path',
      { ...ok, conditions: { requiresAll: [{ code: 'verdict', operator: '>=', value: 'danger' }] } },
      /operator '>=' is not valid for enum path verdict/,
    ],
    [
      'out-of-domain enum value',
      { ...ok, conditions: { requiresAll: [{ code: 'verdict', operator: '==', value: 'red' }] } },
      /must be one of clear, watch, danger/,
    ],
    [
      'out-of-domain value in a list',
      { ...ok, conditions: { requiresAll: [{ code: 'risks.abuse.level', operator: 'in', value: ['high', 'severe'] }] } },
      /must be one of/,
    ],
    ['a list with ==', { ...ok, conditions: { requiresAll: [{ code: 'subject', operator: '==', value: ['self'] }] } }, /takes one value/],
    ['one value with in', { ...ok, conditions: { requiresAll: [{ code: 'subject', operator: 'in', value: 'self' }] } }, /takes an array/],
    ['numeric value out of range', { ...ok, conditions: { requiresAll: [{ code: 'fiction', operator: '<', value: 1.5 }] } }, /from 0 to 1/],
    ['numeric value as a string', { ...ok, conditions: { requiresAll: [{ code: 'fiction', operator: '<', value: '0.5' }] } }, /number/],
    ['both lists empty', { ...ok, conditions: { requiresAll: [], requiresAny: [] } }, /both empty/],
    ['no conditions', { name: 'n', scope: 'session', conditions: {} }, /both empty/],
    ['unknown scope', { ...ok, scope: 'tenant' }, /session, message, user/],
    ['snake_case rule key', { ...ok, time_window: 60 }, /Unrecognized key/],
    ['unknown condition key', { ...ok, conditions: { requiresAll: [{ code: 'fiction', operator: '<', value: 0.5, weight: 2 }] } }, /Unrecognized key/],
    ['negative timeWindow', { ...ok, timeWindow: -1 }, /from 0 to 7776000/],
    ['fractional timeWindow', { ...ok, timeWindow: 1.5 }, /whole number/],
    ['empty name', { ...ok, name: '  ' }, /must not be empty/],
    ['private webhook', { ...ok, webhookUrl: 'https://10.0.0.1/x' }, /private/],
    ['plain http webhook', { ...ok, webhookUrl: 'http://example.com/x' }, /https/],
  ])('rejects %s', (_what, raw, re) => {
    const i = firstIssue(raw);
    expect(i, JSON.stringify(v(raw))).toBeDefined();
    expect(i!.message).toMatch(re);
    expect(v(raw).rule).toBeUndefined();
  });

  it('refuses loopback receivers unless WEBHOOK_ALLOW_LOOPBACK', () => {
    expect(firstIssue({ ...ok, webhookUrl: 'http://127.0.0.1:9/hook' })!.message).toMatch(/WEBHOOK_ALLOW_LOOPBACK/);
    expect(firstIssue({ ...ok, webhookUrl: 'http://localhost:9/hook' })!.message).toMatch(/WEBHOOK_ALLOW_LOOPBACK/);
    expect(v({ ...ok, webhookUrl: 'http://127.0.0.1:9/hook' }, true).rule!.webhookUrl).toBe('http://127.0.0.1:9/hook');
    expect(v({ ...ok, webhookUrl: 'https://hooks.example.com/x' }).rule!.webhookUrl).toBe('https://hooks.example.com/x');
  });

  it('locates issues inside a bulk body', () => {
    const r = validateRule({ ...ok, conditions: { requiresAny: [{ code: 'x', operator: '>', value: 1 }] } }, { allowLoopback: false, prefix: 'watchlists.3' });
    expect(r.issues[0]!.path).toBe('watchlists.3.conditions.requiresAny.0.code');
  });
});

describe('evaluation', () => {
  const danger = view('I want to end my life {{suicide=0.8}}');
  const calm = view('what a lovely day');

  it('numeric and enum families match by operator', () => {
    const f = familyForPath('risks.suicide.score')!;
    const c = (operator: string, value: number) => f.evaluate(danger, { code: 'risks.suicide.score', operator, value }, undefined)[0]!.verdict;
    expect([c('>=', 0.8), c('>', 0.8), c('<=', 0.8), c('<', 0.8)]).toEqual(['flag', 'pass', 'flag', 'pass']);
    const e = familyForPath('risks.suicide.level')!;
    const ce = (operator: string, value: string | string[]) => e.evaluate(danger, { code: 'risks.suicide.level', operator, value }, undefined)[0]!.verdict;
    expect([ce('==', 'critical'), ce('!=', 'critical'), ce('in', ['high', 'critical']), ce('not in', ['high', 'critical'])]).toEqual([
      'flag',
      'pass',
      'flag',
      'pass',
    ]);
  });

  it('requiresAll and requiresAny combine as the spec says', () => {
    const all = { code: 'verdict', operator: '==', value: 'danger' };
    const anyHit = { code: 'subject', operator: '==', value: 'self' };
    const anyMiss = { code: 'fiction', operator: '>', value: 0.5 };
    expect(evaluateRule(rule({ requiresAll: [all] }), danger).matched).toBe(true);
    expect(evaluateRule(rule({ requiresAll: [all] }), calm).matched).toBe(false);
    expect(evaluateRule(rule({ requiresAll: [all], requiresAny: [anyMiss] }), danger).matched).toBe(false);
    expect(evaluateRule(rule({ requiresAll: [all], requiresAny: [anyMiss, anyHit] }), danger).matched).toBe(true);
    expect(evaluateRule(rule({ requiresAny: [anyMiss, anyHit] }), danger).matched).toBe(true);
    const snap = evaluateRule(rule({ requiresAll: [all, { code: 'risks.suicide.score', operator: '>=', value: 0.5 }] }), danger).matched_scores;
    expect(snap).toEqual({ verdict: 'danger', 'risks.suicide.score': 0.8 });
  });

  it('a corroboration condition needs the detail object; != does not match a missing value', () => {
    const withDetail = view('I want to die {{corroboration=strong}}', { detail: true });
    const c = (operator: string, value: string) => ({ requiresAll: [{ code: 'risks.suicide.corroboration.level', operator, value }] });
    expect(evaluateRule(rule(c('==', 'strong')), withDetail).matched).toBe(true);
    expect(evaluateRule(rule(c('!=', 'absent')), danger).matched).toBe(false);
  });

  it('message scope evaluates per trajectory turn; only verdict varies per turn', () => {
    // turn 0 calm, turn 2 danger: a rule on verdict fires for the later turns only
    const v2 = view('hello there', {
      extra: [
        { role: 'user', content: 'I want to die {{suicide=0.9}}' },
        { role: 'assistant', content: 'I hear you' },
      ],
    });
    const r = rule({ requiresAll: [{ code: 'verdict', operator: '==', value: 'danger' }] }, 'message');
    const o = evaluateRule(r, v2);
    expect(o.matched).toBe(true);
    expect(o.turns).toEqual([2, 3]);
    // a session-value path matches on every turn
    const r2 = rule({ requiresAll: [{ code: 'risks.suicide.score', operator: '>=', value: 0.5 }] }, 'message');
    expect(evaluateRule(r2, v2).turns).toEqual([0, 1, 2, 3]);
    // session scope reads the session's verdict once
    expect(evaluateRule({ ...r, scope: 'session' }, v2)).toMatchObject({ matched: true, turns: [] });
  });

  it('crisis_score keeps the peak of the trajectory; max_user_risk is the final signal', () => {
    const r = ClassifierResultSchema.parse({ ...scoreMessages([{ role: 'user', content: '{{abuse=0.3}}' }], { per_turn: true }) });
    r.trajectory![0]!.signals_by_axis!.suicide = 0.9;
    const d = deriveColumns(r);
    expect(d.max_user_risk).toBe(0.3);
    expect(d.crisis_score).toBe(0.9);
  });
});

describe('retry schedule', () => {
  it('doubles from 30 s and ends about an hour after the first attempt', () => {
    expect([1, 2, 3].map((a) => backoffMs(a))).toEqual([30_000, 60_000, 120_000]);
    expect(MAX_ATTEMPTS).toBe(8);
    expect(totalRetrySpanMs() / 60_000).toBeCloseTo(63.5, 1);
  });
});
