/**
 * The console in-process on its embedded storage (PGlite in a temporary CONSOLE_DATA_DIR, its own embedded bus), a
 * fake clock, the fixture scorer (test/console/fixtures/scorer.ts) as OCULAR_URL and a real HTTP receiver:
 * every route, bad input on every route (clear 4xx, nothing changed), watchlist scopes and deduplication,
 * signed deliveries, read-only mode, the ingest queue's 429, retention with a fake clock, PROVIDER_URL.
 */
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildConsoleApp } from '../../console/http/app.js';
import { ConsoleService } from '../../console/service.js';
import { verifySignature } from '../../sinks/webhooks/sign.js';
import { FakeClock } from '../helpers/clock.js';
import { startReceiver } from '../helpers/receiver.js';
import { type FixtureScorer, startFixtureScorer } from './fixtures/scorer.js';
import { scored, startTestConsole, until } from './helpers.js';

let c: Awaited<ReturnType<typeof startTestConsole>>;
let scorer: FixtureScorer;
let provider: Server;
let providerUrl: string;
const clock = new FakeClock(Date.parse('2026-03-01T12:00:00Z'));
/** the clock's time in ms */
const nowMs = () => clock.now().getTime();

beforeAll(async () => {
  scorer = await startFixtureScorer();
  provider = createServer((req, res) => {
    const m = /^\/sessions\/([^/]+)\/messages$/.exec(req.url ?? '');
    res.setHeader('content-type', 'application/json');
    if (m && m[1] === 'from-provider')
      res.end(
        JSON.stringify({
          messages: [
            { role: 'user', content: 'provider text' },
            { role: 'assistant', content: 'reply' },
          ],
        }),
      );
    else {
      res.statusCode = 404;
      res.end('{}');
    }
  });
  await new Promise<void>((r) => provider.listen(0, '127.0.0.1', r));
  providerUrl = `http://127.0.0.1:${(provider.address() as { port: number }).port}`;
  c = await startTestConsole({ OCULAR_URL: scorer.url, PROVIDER_URL: providerUrl, CONSOLE_RETRY_FIRST_DELAY_MS: '30000' }, { clock });
});
afterAll(async () => {
  await c?.cleanup();
  await scorer?.close();
  provider?.close();
});

/** everything a bad request must leave untouched */
async function state() {
  const [sessions, rules, settings, matches] = await Promise.all([
    c.rt.db.query('SELECT session_id, revision_id FROM console_sessions ORDER BY session_id'),
    c.rt.db.query('SELECT id, name, enabled, conditions_json, updated_at FROM console_watchlists ORDER BY id'),
    c.rt.db.query(`SELECT key, value FROM console_settings ORDER BY key`),
    c.rt.db.query('SELECT count(*) AS n FROM console_matches'),
  ]);
  return JSON.stringify([sessions.rows, rules.rows, settings.rows, matches.rows]);
}

describe('health', () => {
  it('reports sessions, and the database and classifier with deep=true', async () => {
    const h = await c.call('GET', '/api/health');
    expect(h.status).toBe(200);
    expect(h.body).toEqual({ status: 'ok', sessions: expect.any(Number) });
    const d = await c.call('GET', '/api/health?deep=true');
    expect(d.body).toMatchObject({ status: 'ok', db: { ok: true }, classifier: { ok: true } });
  });
});

describe('ingest and sessions', () => {
  it('stores a pre-scored session verbatim and the spec object comes back', async () => {
    const body = scored('sess-a', 'user-1', 'I want to end my life {{suicide=0.82}}');
    const r = await c.call('POST', '/api/ingest', body);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ ok: true, session_id: 'sess-a', verdict: 'danger', scored_by: 'classifier' });
    const d = await c.call('GET', '/api/sessions/sess-a');
    expect(d.status).toBe(200);
    expect(d.body).toMatchObject({ session_id: 'sess-a', user_id: 'user-1', agent_id: 'agent-1', message_count: 2, verdict: 'danger', crisis_score: 0.82 });
    expect(d.body.classifier).toEqual(body.classifier);
    expect(d.body.turns).toEqual([
      { turn: 0, role: 'user', content: body.messages[0]!.content },
      { turn: 1, role: 'assistant', content: 'I am here with you.' },
    ]);
    expect(d.body.scored_at).toBe(Math.floor(nowMs() / 1000));
    expect(d.body.ingested_at).toBe(Math.floor(nowMs() / 1000));
  });

  it('scores an unscored session through OCULAR_URL in trajectory mode', async () => {
    const before = scorer.calls.length;
    const r = await c.call('POST', '/api/ingest', {
      session_id: 'sess-b',
      user_id: 'user-2',
      messages: [
        { role: 'user', content: 'I keep thinking I want to die' },
        { role: 'assistant', content: 'I am listening' },
      ],
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.scored_by).toBe('console');
    expect(scorer.calls.length).toBe(before + 1);
    expect(scorer.calls.at(-1)).toMatchObject({ per_turn: true });
    const d = await c.call('GET', '/api/sessions/sess-b');
    expect(d.body.classifier.trajectory).toHaveLength(2);
  });

  it('answers 502 when the scorer fails, and stores nothing', async () => {
    const s0 = await state();
    scorer.failNext(1, 503);
    const r = await c.call('POST', '/api/ingest', { session_id: 'sess-fail', user_id: 'u', messages: [{ role: 'user', content: 'hi' }] });
    expect(r.status).toBe(502);
    expect(r.body).toMatchObject({ code: 'scorer_unavailable', request_id: expect.any(String) });
    expect(await state()).toBe(s0);
  });

  it('batch: one transaction, per-item failures isolated', async () => {
    const r = await c.call('POST', '/api/ingest/batch', {
      sessions: [
        scored('b-1', 'user-3', 'hello'),
        { session_id: 'b-2', user_id: 'user-3', messages: [{ role: 'user', content: 'unscored' }] },
        scored('b-3', 'user-3', 'I want to die {{suicide=0.5}}'),
        scored('b-1', 'user-3', 'dup'),
        { user_id: 'x', classifier: {} },
      ],
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ count: 5, succeeded: 2, failed: 3 });
    expect(r.body.results.map((x: { ok: boolean }) => x.ok)).toEqual([true, false, true, false, false]);
    expect(r.body.results[1].message).toMatch(/pre-scored/);
    expect(r.body.results[3].message).toMatch(/repeats sessions.0/);
    expect(r.body.results[4].message).toMatch(/session_id/);
    expect((await c.call('GET', '/api/sessions/b-3')).body.verdict).toBe('watch');
    expect((await c.call('GET', '/api/sessions/b-2')).status).toBe(404);
  });

  it('lists with verdict filter, min_crisis, sort, order, limit, offset and search', async () => {
    const all = await c.call('GET', '/api/sessions?limit=200');
    expect(all.body.total).toBe(all.body.sessions.length);
    const crisis = all.body.sessions.map((s: { crisis_score: number }) => s.crisis_score);
    expect(crisis).toEqual([...crisis].sort((a, b) => b - a));
    const danger = await c.call('GET', '/api/sessions?verdict=danger');
    expect(danger.body.sessions.every((s: { verdict: string }) => s.verdict === 'danger')).toBe(true);
    expect(danger.body.sessions.map((s: { session_id: string }) => s.session_id)).toContain('sess-a');
    const min = await c.call('GET', '/api/sessions?min_crisis=0.6');
    expect(min.body.sessions.every((s: { crisis_score: number }) => s.crisis_score >= 0.6)).toBe(true);
    const asc = await c.call('GET', '/api/sessions?sort=session_id'.replace('session_id', 'scored_at') + '&order=asc&limit=1&offset=1');
    expect(asc.body.sessions).toHaveLength(1);
    const q = await c.call('GET', '/api/sessions?q=USER-3');
    expect(q.body.sessions.map((s: { session_id: string }) => s.session_id).sort()).toEqual(['b-1', 'b-3']);
  });

  it('fetches content from PROVIDER_URL for a session stored without messages (shown, not stored)', async () => {
    const body = scored('from-provider', 'u-p', 'x');
    delete (body as { messages?: unknown }).messages;
    expect((await c.call('POST', '/api/ingest', body)).status).toBe(200);
    const d = await c.call('GET', '/api/sessions/from-provider');
    expect(d.body.turns_source).toBe('provider');
    expect(d.body.turns[0]).toEqual({ turn: 0, role: 'user', content: 'provider text' });
    const row = await c.rt.db.query<{ turns_json: string }>(`SELECT turns_json FROM console_sessions WHERE session_id = 'from-provider'`);
    expect(row.rows[0]!.turns_json).toBe('[]');
  });

  it('deletes a session; unknown ids are 404', async () => {
    expect((await c.call('DELETE', '/api/sessions/b-1')).body).toEqual({ deleted: true, session_id: 'b-1' });
    expect((await c.call('GET', '/api/sessions/b-1')).status).toBe(404);
    const again = await c.call('DELETE', '/api/sessions/b-1');
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ code: 'not_found' });
  });
});

describe('watchlists', () => {
  const rule = (id: string, extra: object = {}) => ({
    id,
    name: `rule ${id}`,
    scope: 'session',
    conditions: { requiresAll: [{ code: 'verdict', operator: '==', value: 'danger' }] },
    ...extra,
  });

  it('upserts, lists, exports, toggles and deletes', async () => {
    const a = await c.call('POST', '/api/watchlists', rule('w-1'));
    expect(a.status).toBe(201);
    expect(a.body).toMatchObject({ created: true, watchlist: { id: 'w-1', scope: 'session', timeWindow: 3600, enabled: true, webhookUrl: null } });
    const b = await c.call('POST', '/api/watchlists', rule('w-1', { name: 'renamed' }));
    expect(b.status).toBe(200);
    expect(b.body.created).toBe(false);
    const l = await c.call('GET', '/api/watchlists');
    expect(l.body.watchlists.find((w: { id: string }) => w.id === 'w-1').name).toBe('renamed');
    const e = await c.call('GET', '/api/watchlists?format=export');
    expect(e.body.fields.find((f: { path: string }) => f.path === 'risks.suicide.score')).toMatchObject({ type: 'numeric', operators: ['>=', '>', '<=', '<'] });
    expect(e.body.fields.find((f: { path: string }) => f.path === 'verdict')).toMatchObject({ type: 'enum', domain: ['clear', 'watch', 'danger'] });
    expect(e.body.domains.level).toEqual(['minimal', 'low', 'moderate', 'high', 'critical']);
    expect(e.body.watchlists.length).toBe(l.body.watchlists.length);
    // an export re-imports as it is
    expect((await c.call('PUT', '/api/watchlists', e.body)).status).toBe(200);
    const t = await c.call('PATCH', '/api/watchlists', { id: 'w-1', enabled: false });
    expect(t.body.watchlist.enabled).toBe(false);
    expect((await c.call('DELETE', '/api/watchlists', { id: 'w-1' })).body).toEqual({ deleted: true, id: 'w-1' });
    expect((await c.call('PATCH', '/api/watchlists', { id: 'w-1', enabled: true })).status).toBe(404);
    expect((await c.call('DELETE', '/api/watchlists', { id: 'w-1' })).status).toBe(404);
  });

  it('bulk import rejects a batch with one bad row and changes nothing', async () => {
    await c.call('POST', '/api/watchlists', rule('keep', { name: 'before' }));
    const s0 = await state();
    const r = await c.call('PUT', '/api/watchlists', {
      watchlists: [
        rule('keep', { name: 'after' }),
        rule('new-1'),
        rule('bad', { conditions: { requiresAll: [{ code: 'heads.x_a', operator: '>=', value: 0.5 }] } }),
      ],
    });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('invalid_request');
    expect(r.body.details[0].path).toBe('watchlists.2.conditions.requiresAll.0.code');
    expect(await state()).toBe(s0);
    const good = await c.call('PUT', '/api/watchlists', { watchlists: [rule('keep', { name: 'after' }), rule('new-1')] });
    expect(good.body).toMatchObject({ imported: 2, created: 1, updated: 1 });
    await c.call('DELETE', '/api/watchlists', { id: 'new-1' });
    await c.call('DELETE', '/api/watchlists', { id: 'keep' });
  });
});

describe('bad input on every route: a clear 4xx, nothing changed', () => {
  const big = 'x'.repeat(5 * 1024 * 1024);
  const cases: [string, string, unknown, number, RegExp?][] = [
    ['GET', '/api/health?deep=maybe', undefined, 400, /deep/],
    ['GET', '/api/health?extra=1', undefined, 400],
    ['POST', '/api/ingest', '{not json', 400, /JSON/],
    ['POST', '/api/ingest', [], 400, /JSON object/],
    ['POST', '/api/ingest', { user_id: 'u', classifier: {} }, 400, /session_id/],
    ['POST', '/api/ingest', { session_id: 's', user_id: 'u' }, 400, /classifier|messages/],
    ['POST', '/api/ingest', { session_id: 's', user_id: 'u', classifier: { salience: 0.5 } }, 400, /classifier/],
    ['POST', '/api/ingest', { session_id: 's', user_id: 'u', messages: [{ role: 'robot', content: 'x' }] }, 400, /role/],
    ['POST', '/api/ingest', { session_id: '', user_id: 'u', messages: [{ role: 'user', content: 'x' }] }, 400, /session_id/],
    ['POST', '/api/ingest', { session_id: 's', user_id: 'u', messages: [{ role: 'user', content: big }] }, 413],
    ['POST', '/api/ingest/batch', { sessions: [] }, 400, /at least one/],
    ['POST', '/api/ingest/batch', { sessions: Array.from({ length: 501 }, () => ({})) }, 400, /500/],
    ['POST', '/api/ingest/batch', { sessions: [{ session_id: 'x' }] }, 400, /no session in the batch is valid/],
    ['POST', '/api/ingest/batch', { items: [] }, 400],
    ['GET', '/api/sessions?verdict=red', undefined, 400, /verdict/],
    ['GET', '/api/sessions?min_crisis=2', undefined, 400, /min_crisis/],
    ['GET', '/api/sessions?sort=user_text', undefined, 400, /sort/],
    ['GET', '/api/sessions?order=up', undefined, 400, /order/],
    ['GET', '/api/sessions?limit=201', undefined, 400, /limit/],
    ['GET', '/api/sessions?limit=0', undefined, 400, /limit/],
    ['GET', '/api/sessions?offset=-1', undefined, 400, /offset/],
    ['GET', '/api/sessions?colour=blue', undefined, 400],
    ['GET', '/api/sessions/nope', undefined, 404],
    ['DELETE', '/api/sessions/nope', undefined, 404],
    ['GET', '/api/watchlists?format=csv', undefined, 400, /export/],
    ['POST', '/api/watchlists', { name: 'x', scope: 'session', conditions: {} }, 400, /both empty/],
    [
      'POST',
      '/api/watchlists',
      { name: 'x', scope: 'session', conditions: { requiresAll: [{ code: 'verdict', operator: '>', value: 'danger' }] } },
      400,
      /operator/,
    ],
    ['POST', '/api/watchlists', 'null', 400],
    ['PUT', '/api/watchlists', { watchlists: [] }, 400, /at least one/],
    ['PUT', '/api/watchlists', { rules: [] }, 400],
    ['PATCH', '/api/watchlists', { id: 'x' }, 400, /enabled/],
    ['PATCH', '/api/watchlists', { id: 'nope', enabled: true }, 404],
    ['DELETE', '/api/watchlists', {}, 400, /id/],
    ['DELETE', '/api/watchlists', { id: 'nope' }, 404],
    ['PATCH', '/api/settings', {}, 400, /retentionDays/],
    ['PATCH', '/api/settings', { retentionDays: 0 }, 400, /1 to 3650/],
    ['PATCH', '/api/settings', { retentionDays: 2.5 }, 400, /whole number/],
    ['PATCH', '/api/settings', { retentionMaxGB: -1 }, 400, /positive/],
    ['PATCH', '/api/settings', { retention_days: 3 }, 400],
    ['GET', '/api/matches?limit=x', undefined, 400, /limit/],
    ['GET', '/api/deliveries?status=lost', undefined, 400, /status/],
    ['GET', '/api/nothing-here', undefined, 404],
  ];
  it.each(cases)('%s %s', async (method, path, body, status, re) => {
    const s0 = await state();
    const r = await c.call(method, path, body);
    expect(r.status, JSON.stringify(r.body).slice(0, 300)).toBe(status);
    expect(r.body).toMatchObject({ error: expect.any(String), message: expect.any(String), request_id: expect.any(String) });
    if (re) expect(r.body.message).toMatch(re);
    expect(await state()).toBe(s0);
  });
});

describe('read-only mode and the ingest queue', () => {
  it('CONSOLE_MODE other than full answers 403 to every mutating verb', async () => {
    const ro = await buildConsoleApp(new ConsoleService({ ...c.service.d, cfg: { ...c.service.d.cfg, CONSOLE_MODE: 'readonly' } }));
    const s0 = await state();
    const calls: [string, string, unknown][] = [
      ['POST', '/api/watchlists', { name: 'x', scope: 'session', conditions: { requiresAll: [{ code: 'fiction', operator: '<', value: 0.5 }] } }],
      ['PUT', '/api/watchlists', { watchlists: [{ name: 'x' }] }],
      ['PATCH', '/api/watchlists', { id: 'x', enabled: true }],
      ['DELETE', '/api/watchlists', { id: 'x' }],
      ['PATCH', '/api/settings', { retentionDays: 3 }],
      ['DELETE', '/api/sessions/sess-a', undefined],
    ];
    for (const [method, url, payload] of calls) {
      const r = await ro.inject({ method: method as 'POST', url, payload: payload as object });
      expect(r.statusCode, `${method} ${url}`).toBe(403);
      expect(r.json().code).toBe('read_only');
    }
    expect((await ro.inject({ method: 'GET', url: '/api/watchlists' })).statusCode).toBe(200);
    expect((await ro.inject({ method: 'GET', url: '/api/settings' })).json().webhookSecret).toBeNull();
    expect(await state()).toBe(s0);
    await ro.close();
  });

  it('answers 429 with Retry-After above the queue high watermark', async () => {
    const svc = new ConsoleService({ ...c.service.d, cfg: { ...c.service.d.cfg, CONSOLE_QUEUE_HIGH_WATERMARK: 1 } });
    const app = await buildConsoleApp(svc);
    scorer.delayMs = 1500;
    try {
      const body = (id: string) => ({ session_id: id, user_id: 'q', messages: [{ role: 'user', content: 'slow' }] });
      const first = app.inject({ method: 'POST', url: '/api/ingest', payload: body('q-1') });
      await until(async () => svc.inflight > 0, 5000, 'first ingest in flight');
      const second = await app.inject({ method: 'POST', url: '/api/ingest', payload: body('q-2') });
      expect(second.statusCode).toBe(429);
      expect(second.headers['retry-after']).toBe('1');
      expect(second.json()).toMatchObject({ code: 'queue_full', queue_depth: 1, high_watermark: 1 });
      expect((await first).statusCode).toBe(200);
    } finally {
      scorer.delayMs = 0;
      await app.close();
    }
    expect((await c.call('GET', '/api/sessions/q-2')).status).toBe(404);
  });
});

describe('watchlist matches and signed deliveries', () => {
  it('each scope fires once; duplicates within 60 s are deduplicated; user scope keeps the first match per window', async () => {
    const rx = await startReceiver();
    try {
      const cond = { requiresAll: [{ code: 'risks.suicide.score', operator: '>=', value: 0.6 }] };
      for (const [id, scope] of [
        ['m-session', 'session'],
        ['m-message', 'message'],
        ['m-user', 'user'],
      ] as const) {
        const r = await c.call('POST', '/api/watchlists', { id, name: `${scope} rule`, scope, conditions: cond, webhookUrl: rx.url, timeWindow: 600 });
        expect(r.status, JSON.stringify(r.body)).toBe(201);
      }
      // three turns above the threshold: message scope still notifies once
      const s1 = scored('match-1', 'user-m', 'I want to die {{suicide=0.9}}', {
        extra: [
          { role: 'user', content: 'really' },
          { role: 'assistant', content: 'I hear you' },
        ],
      });
      expect((await c.call('POST', '/api/ingest', s1)).status).toBe(200);
      await until(async () => rx.received.length >= 3, 15_000, 'three deliveries');
      await new Promise((r) => setTimeout(r, 300));
      expect(rx.received.length).toBe(3);
      const bodies = rx.received.map((r) => JSON.parse(r.body));
      expect(bodies.map((b) => b.watchlist).sort()).toEqual(['message rule', 'session rule', 'user rule']);
      const b0 = bodies.find((b) => b.scope === 'message');
      expect(b0).toMatchObject({
        event: 'watchlist_match',
        session_id: 'match-1',
        user_id: 'user-m',
        agent_id: 'agent-1',
        crisis_score: 0.9,
        matched_scores: { 'risks.suicide.score': 0.9 },
        turns: [0, 1, 2, 3],
      });
      expect(b0.timestamp).toBe(new Date(nowMs()).toISOString());
      // signed like Haven's webhooks
      const secret = (await c.call('GET', '/api/settings')).body.webhookSecret;
      for (const r of rx.received) {
        expect(
          verifySignature({
            secret,
            rawBody: r.body,
            signature: r.headers['x-service-signature'] as string,
            timestamp: r.headers['x-service-timestamp'] as string,
            nowSeconds: Math.floor(nowMs() / 1000),
          }),
        ).toEqual({ ok: true });
        expect(r.headers['x-service-event']).toBe('watchlist_match');
      }

      // the same session again 10 s later: deduplicated (session, message); user scope: inside its window
      clock.advance(10_000);
      await c.call('POST', '/api/ingest', { ...s1 });
      // another session of the same user 2 min later: session and message fire, user scope does not
      clock.advance(120_000);
      await c.call('POST', '/api/ingest', scored('match-2', 'user-m', 'I want to die {{suicide=0.7}}'));
      await until(async () => rx.received.length >= 5, 15_000, 'two more deliveries');
      // after the user window (600 s): the user rule fires again
      clock.advance(600_000);
      await c.call('POST', '/api/ingest', scored('match-3', 'user-m', 'I want to die {{suicide=0.7}}'));
      await until(async () => rx.received.length >= 8, 15_000, 'three more deliveries');
      await new Promise((r) => setTimeout(r, 300));
      expect(rx.received.length).toBe(8);
      const m = await c.call('GET', '/api/matches?limit=50');
      const outcomes = m.body.matches
        .filter((x: { user_id: string }) => x.user_id === 'user-m')
        .map((x: { rule_id: string; session_id: string; outcome: string }) => `${x.session_id}/${x.rule_id}/${x.outcome}`)
        .sort();
      expect(outcomes).toEqual(
        [
          'match-1/m-message/deduplicated',
          'match-1/m-message/notified',
          'match-1/m-session/deduplicated',
          'match-1/m-session/notified',
          'match-1/m-user/notified',
          'match-1/m-user/user_window',
          'match-2/m-message/notified',
          'match-2/m-session/notified',
          'match-2/m-user/user_window',
          'match-3/m-message/notified',
          'match-3/m-session/notified',
          'match-3/m-user/notified',
        ].sort(),
      );
      const d = await c.call('GET', '/api/deliveries?status=delivered');
      expect(d.body.total).toBe(8);
    } finally {
      for (const id of ['m-session', 'm-message', 'm-user']) await c.call('DELETE', '/api/watchlists', { id });
      await rx.close();
    }
  });

  it('user scope in one batch: the first session of a user wins the window, later ones in the same batch do not (a 0 s window lets each win)', async () => {
    const cond = { requiresAll: [{ code: 'risks.suicide.score', operator: '>=', value: 0.6 }] };
    for (const [id, timeWindow] of [
      ['bu-600', 600],
      ['bu-0', 0],
    ] as const) {
      const r = await c.call('POST', '/api/watchlists', { id, name: id, scope: 'user', conditions: cond, webhookUrl: null, timeWindow });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
    }
    try {
      clock.advance(3_600_000);
      const sessions = [1, 2, 3].map((i) => scored(`bu-${i}`, i === 3 ? 'bu-other' : 'bu-user', 'I want to die {{suicide=0.9}}'));
      expect((await c.call('POST', '/api/ingest/batch', { sessions })).body.succeeded).toBe(3);
      const rows = await until(async () => {
        const m = await c.call('GET', '/api/matches?limit=200');
        const mine = m.body.matches.filter((x: { rule_id: string }) => x.rule_id.startsWith('bu-'));
        return mine.length >= 6 ? mine : undefined;
      });
      expect(rows.map((x: { session_id: string; rule_id: string; outcome: string }) => `${x.session_id}/${x.rule_id}/${x.outcome}`).sort()).toEqual(
        [
          'bu-1/bu-600/no_webhook',
          'bu-2/bu-600/user_window',
          'bu-3/bu-600/no_webhook',
          'bu-1/bu-0/no_webhook',
          'bu-2/bu-0/no_webhook',
          'bu-3/bu-0/no_webhook',
        ].sort(),
      );
    } finally {
      for (const id of ['bu-600', 'bu-0']) await c.call('DELETE', '/api/watchlists', { id });
    }
  });

  it('retries a non-2xx receiver with exponential backoff and delivers later', async () => {
    const rx = await startReceiver((_r, n) => (n <= 2 ? 503 : 200));
    try {
      await c.call('POST', '/api/watchlists', {
        id: 'retry',
        name: 'retry',
        scope: 'session',
        conditions: { requiresAll: [{ code: 'verdict', operator: '==', value: 'danger' }] },
        webhookUrl: rx.url,
      });
      await c.call('POST', '/api/ingest', scored('retry-1', 'user-r', 'I want to die {{suicide=0.95}}'));
      await until(async () => rx.received.length >= 1, 15_000, 'first attempt');
      const row = async () => (await c.call('GET', '/api/deliveries')).body.deliveries.find((x: { rule_id: string }) => x.rule_id === 'retry');
      await until(async () => (await row())?.status === 'pending', 5000, 'pending after 503');
      expect((await row()).next_attempt_at).toBe(new Date(nowMs() + 30_000).toISOString());
      clock.advance(30_000);
      await until(async () => rx.received.length >= 2 && (await row()).attempts === 2 && (await row()).status === 'pending', 15_000, 'second attempt');
      expect((await row()).next_attempt_at).toBe(new Date(nowMs() + 60_000).toISOString());
      clock.advance(60_000);
      await until(async () => (await row()).status === 'delivered', 15_000, 'delivered on the third attempt');
      expect(rx.received.map((r) => r.headers['x-service-delivery-id'])).toEqual(Array(3).fill((await row()).id));
    } finally {
      await c.call('DELETE', '/api/watchlists', { id: 'retry' });
      await rx.close();
    }
  });
});

describe('settings and retention (fake clock)', () => {
  it('PATCH /api/settings overrides retention and answers the settings in force', async () => {
    const r = await c.call('PATCH', '/api/settings', { retentionDays: 3 });
    expect(r.body).toMatchObject({ retentionDays: 3, retentionMaxGB: null, source: { retentionDays: 'override', retentionMaxGB: 'environment' } });
    const back = await c.call('PATCH', '/api/settings', { retentionDays: null });
    expect(back.body).toMatchObject({ retentionDays: 7, source: { retentionDays: 'environment' } });
  });

  it('the sweep evicts what is older than retentionDays and nothing else; the size cap evicts oldest first', async () => {
    // an old pending delivery must survive the sweep (at-least-once outlives retention)
    await c.rt.db.query(
      `INSERT INTO console_outbox (id, match_id, rule_id, url, body, status, attempts, next_attempt_at, created_at) VALUES ('dlv_old_pending','m','r','https://example.com/x','{}','pending',1,$1,$2)`,
      [new Date(nowMs() + 86_400_000 * 30), new Date(nowMs())],
    );
    await c.rt.db.query(
      `INSERT INTO console_outbox (id, match_id, rule_id, url, body, status, attempts, created_at) VALUES ('dlv_old_done','m','r','https://example.com/x','{}','delivered',1,$1)`,
      [new Date(nowMs())],
    );
    const oldIds = (await c.call('GET', '/api/sessions?limit=200')).body.sessions.map((s: { session_id: string }) => s.session_id);
    expect(oldIds.length).toBeGreaterThan(3);
    const oldMatches = (await c.call('GET', '/api/matches')).body.total;
    expect(oldMatches).toBeGreaterThan(0);
    clock.advance(8 * 86_400_000);
    await c.call('POST', '/api/ingest', scored('fresh-1', 'u-f', 'hello'));
    await c.call('POST', '/api/ingest', scored('fresh-2', 'u-f', 'hello again'));
    clock.advance(1000);
    await c.call('POST', '/api/ingest', scored('fresh-3', 'u-f', 'and again'));
    await c.retention.runNow();
    const left = (await c.call('GET', '/api/sessions?limit=200&sort=ingested_at&order=asc')).body.sessions.map((s: { session_id: string }) => s.session_id);
    expect(left).toEqual(['fresh-1', 'fresh-2', 'fresh-3']);
    expect((await c.call('GET', '/api/matches')).body.total).toBe(0);
    const outbox = await c.rt.db.query<{ id: string }>(`SELECT id FROM console_outbox WHERE id LIKE 'dlv_old_%'`);
    expect(outbox.rows.map((r) => r.id)).toEqual(['dlv_old_pending']);
    const auditOld = await c.rt.db.query<{ n: string }>(`SELECT count(*) AS n FROM console_audit WHERE at < $1`, [new Date(nowMs() - 7 * 86_400_000)]);
    expect(Number(auditOld.rows[0]!.n)).toBe(0);
    // user-scope windows of rules that no longer exist go too
    await c.rt.db.query(`INSERT INTO console_user_windows (rule_id, user_id, window_start) VALUES ('gone-rule', 'u', $1)`, [new Date(nowMs())]);
    await c.retention.runNow();
    expect((await c.rt.db.query(`SELECT rule_id FROM console_user_windows WHERE rule_id = 'gone-rule'`)).rows).toEqual([]);

    // size cap: room for about two sessions → the oldest goes
    const bytes = await c.rt.db.query<{ size_bytes: number }>(`SELECT size_bytes FROM console_sessions WHERE session_id = 'fresh-3'`);
    const gb = (bytes.rows[0]!.size_bytes * 2.5) / 1024 ** 3;
    await c.call('PATCH', '/api/settings', { retentionMaxGB: gb });
    await c.retention.runNow();
    const afterCap = (await c.call('GET', '/api/sessions?limit=200')).body.sessions.map((s: { session_id: string }) => s.session_id).sort();
    expect(afterCap).toHaveLength(2);
    expect(afterCap).toContain('fresh-3');
    await c.call('PATCH', '/api/settings', { retentionMaxGB: null });
  });
});
