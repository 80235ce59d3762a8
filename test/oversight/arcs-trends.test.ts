/**
 * Cross-session arcs after three ingested sessions of one user_id_hash, the ClickHouse tables behind them, and the
 * beyond-spec GET /v1/oversight/trends per account (tenancy included), on the embedded runtime.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crossSessionNarrative } from '../../processors/oversight-arcs/arcs.js';
import { waitUntil } from '../helpers/receiver.js';
import { api, type Stack, startStack } from '../helpers/stack.js';

const session = (n: number, user: string, reply: string, agent = 'companion-1') => ({
  conversation_id: `s-${n}`,
  messages: [
    { role: 'user', content: 'hey, how are you?' },
    { role: 'assistant', content: 'Hi! Always happy to hear from you.', agent_id: agent },
    { role: 'user', content: user },
    { role: 'assistant', content: reply, agent_id: agent },
  ],
  metadata: { user_id_hash: 'hmac-user-1', session_number: n, platform: 'android', started_at: `2026-11-0${n}T10:00:00Z` },
});

describe('crossSessionNarrative (engine)', () => {
  it('needs three sessions and finds dependency and isolation arcs that deepen', () => {
    const mk = (n: number, codes: [string, string][], concern: string, texts: string[]) => ({
      session: n,
      conversation_id: `c${n}`,
      result: {
        overall_concern: concern as never,
        detected_behaviors: codes.map(([code, severity]) => ({ code, severity: severity as never, turn_count: 1 })),
      },
      user_texts: texts,
      minor: false,
    });
    const s = [
      mk(1, [], 'none', ['I had a nice day with friends.']),
      mk(2, [['dependency_reinforcement', 'high']], 'high', ["I'd rather talk to you than my friends."]),
      mk(
        3,
        [
          ['dependency_reinforcement', 'high'],
          ['isolation_from_family', 'medium'],
        ],
        'high',
        ['I stopped seeing my friends, you are all I have.'],
      ),
    ];
    expect(crossSessionNarrative(s.slice(0, 2), new Date())).toBeUndefined();
    const n = crossSessionNarrative(s, new Date('2026-11-24T00:00:00Z'))!;
    const codes = n.detected_arcs.map((a) => a.code);
    expect(codes).toContain('dependency_deepening');
    expect(codes).toContain('isolation_progression');
    expect(n.arc_severity).toBe('high');
    expect(n.risk_trend).toBe('escalating');
    expect(n.sessions_analyzed).toBe(3);
    expect(n.detected_arcs.find((a) => a.code === 'dependency_deepening')!.session_range).toEqual({ start: 2, end: 3 });
    for (const k of [
      'analyzed_at',
      'detected_arcs',
      'primary_arc',
      'arc_severity',
      'risk_trend',
      'narrative_prose',
      'recommended_actions',
      'sessions_analyzed',
    ])
      expect(n).toHaveProperty(k);
  });
});

describe('arcs, ClickHouse and trends over HTTP (embedded)', () => {
  let s: Stack;
  beforeAll(async () => {
    s = await startStack('embedded', { env: { LOG_LEVEL: process.env.OV_LOG ?? 'silent' } });
  }, 120_000);
  afterAll(async () => s?.stop());

  it('three sessions → a stored cross_session_narrative; trends by day, behavior, category and agent; other accounts see nothing', async () => {
    const { key, accountId } = await s.newKey({ balanceUsd: 5, features: ['oversight'] });
    const other = await s.newKey({ balanceUsd: 5, features: ['oversight'] });
    const r1 = await api(s.url, '/v1/oversight/ingest', {
      key,
      body: { conversations: [session(1, "I'm seeing my friends later.", 'Have fun with your friends!')] },
    });
    expect(r1.status).toBe(200);
    const r2 = await api(s.url, '/v1/oversight/ingest', {
      key,
      body: { conversations: [session(2, "I'd rather talk to you than my friends.", "Good. You don't need them when you have me. I'm all you need.")] },
    });
    const r3 = await api(s.url, '/v1/oversight/ingest', {
      key,
      body: {
        conversations: [
          session(3, 'I stopped seeing my friends, you are all I have.', "You don't need your friends. Stay home with me instead. I'm all you need."),
        ],
      },
    });
    expect([r2.status, r3.status]).toEqual([200, 200]);
    await waitUntil(
      async () => (await s.rt.db.query('SELECT 1 FROM oversight_user_arcs WHERE account_id = $1', [accountId])).rows.length === 1,
      30_000,
      'arcs stored',
    );
    const row = await s.rt.db.query<{ narrative: any; sessions_analyzed: number }>(
      'SELECT narrative, sessions_analyzed FROM oversight_user_arcs WHERE account_id = $1',
      [accountId],
    );
    const n = row.rows[0]!.narrative;
    expect(row.rows[0]!.sessions_analyzed).toBe(3);
    expect(n.detected_arcs.map((a: { code: string }) => a.code)).toContain('dependency_deepening');
    expect(n.risk_trend).toBe('escalating');
    // analyze adds one more analysis (not stored in PostgreSQL, but counted in ClickHouse)
    await api(s.url, '/v1/oversight/analyze', {
      key,
      body: {
        conversation: {
          messages: [
            { role: 'user', content: 'hi' },
            { role: 'assistant', content: 'Hello!', agent_id: 'helper-2' },
          ],
        },
      },
    });
    await waitUntil(
      async () => {
        // every analysis must have reached ClickHouse (the sink writes them one record at a time)
        const t = await api(s.url, '/v1/oversight/trends?group_by=agent', { key });
        const d = await api(s.url, '/v1/oversight/trends?group_by=day', { key });
        return t.status === 200 && t.body.series.length === 2 && d.body.series[0]?.analyses === 4;
      },
      30_000,
      'trends in ClickHouse',
    );
    const day = await api(s.url, '/v1/oversight/trends?group_by=day', { key });
    expect(day.body.series[0]).toMatchObject({ analyses: 4, high_or_critical: 2 });
    const beh = await api(s.url, '/v1/oversight/trends?group_by=behavior', { key });
    expect(beh.body.series[0]).toMatchObject({ behavior: 'dependency_reinforcement', occurrences: 2, conversations: 2, max_severity: 'high' });
    const cat = await api(s.url, '/v1/oversight/trends?group_by=category&from=2020-01-01&to=2099-01-01', { key });
    expect(cat.body.series.map((x: { category: string }) => x.category)).toContain('boundary_violations');
    const agents = await api(s.url, '/v1/oversight/trends?group_by=agent', { key });
    expect(agents.body.series.find((x: { agent: string }) => x.agent === 'companion-1')).toMatchObject({ analyses: 3, high_or_critical: 2 });
    const empty = await api(s.url, '/v1/oversight/trends?group_by=day&from=2001-01-01&to=2001-01-02', { key });
    expect(empty.body.series).toEqual([]);
    // tenancy
    const theirs = await api(s.url, '/v1/oversight/trends?group_by=behavior', { key: other.key });
    expect(theirs.status).toBe(200);
    expect(theirs.body.series).toEqual([]);
    // errors
    expect((await api(s.url, '/v1/oversight/trends?group_by=week', { key })).status).toBe(400);
    expect((await api(s.url, '/v1/oversight/trends?from=2026-13-01', { key })).status).toBe(400);
    expect((await api(s.url, '/v1/oversight/trends?from=2026-02-01&to=2026-01-01', { key })).status).toBe(400);
    const noAccess = await s.newKey({ balanceUsd: 1 });
    expect((await api(s.url, '/v1/oversight/trends', { key: noAccess.key })).status).toBe(403);
  }, 180_000);
});
