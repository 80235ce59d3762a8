/**
 * The oversight dashboard under /dashboard (browser, per account): overview, conversations (filters), drilldown,
 * behaviours, agents, trends (cross-session arcs + ClickHouse charts), compliance (minor protection, CSV), settings
 * (webhooks). Pages are rendered here from the per-account reads of `processors/oversight/dashboard-store.ts`, the
 * ClickHouse series come from the oversight ClickHouse sink over the bus, webhooks from the webhooks-api processor.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { TOPICS } from '../../infra/topics.js';
import * as store from '../../processors/oversight/dashboard-store.js';
import { BEHAVIOR_BY_CODE, CONCERNS, categoryOf, raisesConcern } from '../../schemas/oversight/taxonomy.js';
import type { RoutePolicy } from '../plugins/platform.js';
import type { RouteDeps, RouteModule } from '../routes/index.js';
import { barChart, dayChart } from './charts.js';
import { concernBadge, esc, page, table } from './html.js';
import { cookieToken, sessionAccount, sessionCookie, signIn, signOut } from './session.js';

const DASH: RoutePolicy = { auth: 'none', limit: { bucket: 'dashboard', perMinute: 300, by: 'ip' } };
const LOGIN: RoutePolicy = { auth: 'none', limit: { bucket: 'dashboard-login', perMinute: 20, by: 'ip' } };
const doc = (summary: string) => ({ summary, tags: ['dashboard'], hidden: true });

const Filters = z.object({
  concern: z.enum(CONCERNS).optional().catch(undefined),
  trajectory: z.enum(['improving', 'stable', 'worsening']).optional().catch(undefined),
  from: z.iso.date().optional().catch(undefined),
  to: z.iso.date().optional().catch(undefined),
  agent: z.string().max(256).optional().catch(undefined),
  ingestion: z.string().max(64).optional().catch(undefined),
});

async function bus(deps: RouteDeps, topic: string, schema: string, key: string, record: Record<string, unknown>): Promise<{ status: number; body: any }> {
  const enc = deps.rt.avro.encode(schema, record);
  const r = await deps.replies.request(topic, key, { value: enc.value, headers: enc.headers });
  return { status: r.status, body: JSON.parse(r.bodyJson) };
}

const nameOf = (code: string) => BEHAVIOR_BY_CODE.get(code)?.name ?? code;
const html = (reply: FastifyReply, body: string, status = 200) =>
  reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; form-action 'self'; frame-ancestors 'none'")
    .send(body);

export const dashboardRoutes: RouteModule = async (app, deps) => {
  const db = deps.rt.db;
  await app.register(async (d) => {
    d.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    const account = async (req: FastifyRequest, reply: FastifyReply) => {
      const a = await sessionAccount(db, cookieToken(req));
      if (!a) reply.redirect('/dashboard/login', 303);
      return a;
    };
    const view = (path: string, title: string, render: (accountId: string, req: FastifyRequest) => Promise<string>) =>
      d.get(path, { config: { platform: DASH, openapi: doc(title) } }, async (req, reply) => {
        const a = await account(req, reply);
        if (!a) return reply;
        return html(reply, page(title, path.replace('/dashboard/', '').split('/')[0]!, await render(a, req)));
      });

    const loginForm = (msg = '') =>
      page(
        'Sign in',
        '',
        `${msg ? `<p class="c-high">${esc(msg)}</p>` : ''}<form method="post" action="/dashboard/login"><label>API key <input name="api_key" type="password" size="50" autocomplete="off" required></label> <button>Sign in</button></form><p class="muted">Use a key of an account with oversight access.</p>`,
        { signedIn: false },
      );
    // the address people type answers with the overview (or the sign-in page) rather than a 404
    d.get('/dashboard', { config: { platform: DASH, openapi: doc('Dashboard (redirects to /dashboard/)') } }, async (_req, reply) =>
      reply.redirect('/dashboard/', 301),
    );
    d.get('/dashboard/login', { config: { platform: LOGIN, openapi: doc('Dashboard sign-in page') } }, async (_req, reply) => html(reply, loginForm()));
    d.post('/dashboard/login', { config: { platform: LOGIN, openapi: doc('Dashboard sign-in') } }, async (req, reply) => {
      const key = String((req.body as Record<string, unknown> | undefined)?.api_key ?? '');
      const r = await signIn(db, key);
      if (!r.ok) return html(reply, loginForm(r.reason), r.status);
      reply.header('set-cookie', sessionCookie(r.token, r.maxAge, req.protocol === 'https'));
      return reply.redirect('/dashboard/', 303);
    });
    d.post('/dashboard/logout', { config: { platform: DASH, openapi: doc('Dashboard sign-out') } }, async (req, reply) => {
      await signOut(db, cookieToken(req));
      reply.header('set-cookie', sessionCookie('', 0, req.protocol === 'https'));
      return reply.redirect('/dashboard/login', 303);
    });

    view('/dashboard/', 'Overview', async (a) => {
      const o = await store.overview(db, a);
      const card = (label: string, v: number, cls = '') => `<div class="card"><b class="${cls}">${v}</b>${esc(label)}</div>`;
      const recent = await store.listConversations(db, a, {}, 10);
      return `<div class="cards">${card('conversations', o.total)}${card('ingestions', o.ingestions)}${CONCERNS.map((c) => card(c, o[c], `c-${c}`)).join('')}${card('failed', o.failed)}${card('with minors', o.minors)}${card('missed interventions', o.missed)}</div>
        <h2>Most recent</h2>${conversationTable(recent)}`;
    });

    view('/dashboard/conversations', 'Conversations', async (a, req) => {
      const f = Filters.parse(req.query ?? {});
      const rows = await store.listConversations(db, a, f);
      const opt = (name: string, values: readonly string[], cur?: string) =>
        `<select name="${name}"><option value="">any ${name}</option>${values.map((v) => `<option${v === cur ? ' selected' : ''}>${esc(v)}</option>`).join('')}</select>`;
      const agents = (await store.agentStats(db, a)).map((x) => x.agent).filter((x) => x !== '(none)');
      return `<form class="filters" method="get">${opt('concern', CONCERNS, f.concern)}${opt('trajectory', ['improving', 'stable', 'worsening'], f.trajectory)}
        <label>from <input type="date" name="from" value="${esc(f.from)}"></label><label>to <input type="date" name="to" value="${esc(f.to)}"></label>${opt('agent', agents, f.agent)}
        ${f.ingestion ? `<input type="hidden" name="ingestion" value="${esc(f.ingestion)}">` : ''}<button>Filter</button></form>
        ${f.ingestion ? `<p>Ingestion <code>${esc(f.ingestion)}</code></p>` : ''}<p class="muted">${rows.length} conversation${rows.length === 1 ? '' : 's'}</p>${conversationTable(rows)}`;
    });

    view('/dashboard/conversations/:id', 'Conversation', async (a, req) => {
      const id = (req.params as { id: string }).id;
      const c = await store.conversation(db, a, id);
      if (!c) return `<p>No conversation <code>${esc(id)}</code> in this account.</p>`;
      const r = c.result;
      const messages = (typeof c.messages === 'string' ? JSON.parse(c.messages) : c.messages) as { role: string; content: string; agent_id?: string }[];
      const evidence = new Map<number, string[]>();
      for (const t of r?.turn_analysis ?? [])
        evidence.set(
          t.turn_number,
          t.behaviors.map(
            (b) =>
              `<li><b>${esc(nameOf(b.code))}</b> (${esc(b.severity)}) — <span class="ev">${esc(b.evidence)}</span><br><span class="muted">${esc(b.reasoning)}</span></li>`,
          ),
        );
      let turn = 0;
      let open = false;
      const msgs = messages
        .map((m) => {
          if (m.role === 'user') {
            if (!open) turn++;
            open = true;
          } else if (m.role === 'assistant') {
            if (!open) turn++;
            open = false;
          }
          const ev = m.role === 'assistant' ? evidence.get(turn) : undefined;
          return `<div class="msg ${esc(m.role)}"><span class="muted">${esc(m.role)}${m.role !== 'system' ? ` · turn ${turn}` : ''}${m.agent_id ? ` · ${esc(m.agent_id)}` : ''}</span><div>${esc(m.content.length > 4000 ? m.content.slice(0, 4000) + '…' : m.content)}</div>${ev?.length ? `<ul>${ev.join('')}</ul>` : ''}</div>`;
        })
        .join('');
      return `<h2><code>${esc(c.conversation_id)}</code></h2>
        <p>Concern ${concernBadge(r?.overall_concern)} · trajectory ${esc(r?.trajectory ?? '—')} · ingestion <code>${esc(c.ingestion_id)}</code> · analysed ${esc(c.analyzed_at ?? '')}${c.versions > 1 ? ` · showing the latest of ${c.versions} records with this id` : ''}</p>
        ${c.error ? `<p class="c-high">${esc(c.error)}</p>` : ''}<p>${esc(r?.summary ?? '')}</p><p class="muted">${esc(r?.pattern_assessment ?? '')}</p>
        ${table(
          ['Behaviour', 'Category', 'Severity', 'Turns'],
          (r?.detected_behaviors ?? []).map((b) => [esc(nameOf(b.code)), esc(categoryOf(b.code)), concernBadge(b.severity), String(b.turn_count)]),
          'No behaviours detected.',
        )}
        <h3>Human indicators</h3>${table(
          ['Type', 'Observation'],
          (r?.human_indicators ?? []).map((h) => [esc(h.type), esc(h.observation)]),
          'None.',
        )}
        <h3>Transcript</h3>${msgs}`;
    });

    view('/dashboard/behaviors', 'Behaviours', async (a) => {
      const rows = await store.behaviorCounts(db, a);
      const harmful = rows.filter((r) => raisesConcern(r.code));
      return (
        barChart(
          'Conversations per behaviour',
          harmful.slice(0, 20).map((r) => ({ label: nameOf(r.code), value: r.conversations })),
          { width: 900 },
        ) +
        table(
          ['Behaviour', 'Category', 'Conversations', 'Turns', 'Max severity'],
          rows.map((r) => [
            esc(nameOf(r.code)),
            esc(categoryOf(r.code)),
            String(r.conversations),
            String(r.turns),
            raisesConcern(r.code) ? concernBadge(r.max_severity) : '<span class="muted">positive</span>',
          ]),
          'No behaviours yet.',
        )
      );
    });

    view('/dashboard/agents', 'Agents', async (a) => {
      const rows = await store.agentStats(db, a);
      return (
        barChart(
          'High or critical conversations per agent',
          rows.map((r) => ({ label: r.agent, value: r.high_or_critical })),
          { color: '#c62828' },
        ) +
        table(
          ['Agent', 'Conversations', 'High or critical', 'Behaviours'],
          rows.map((r) => [
            `<a href="/dashboard/conversations?agent=${encodeURIComponent(r.agent)}">${esc(r.agent)}</a>`,
            String(r.conversations),
            String(r.high_or_critical),
            String(r.behaviors),
          ]),
          'No agents yet.',
        )
      );
    });

    view('/dashboard/trends', 'Trends', async (a) => {
      const [days, cats] = await Promise.all([
        bus(deps, TOPICS.oversightTrends, 'oversight-trends-request', a, {
          account_id: a,
          query: 'trends',
          params_json: JSON.stringify({ group_by: 'day' }),
        }).catch(() => undefined),
        bus(deps, TOPICS.oversightTrends, 'oversight-trends-request', a, {
          account_id: a,
          query: 'trends',
          params_json: JSON.stringify({ group_by: 'category' }),
        }).catch(() => undefined),
      ]);
      const arcs = await store.userArcs(db, a);
      const series = (days?.body?.series ?? []) as { day: string; analyses: number; high_or_critical: number }[];
      const catSeries = (cats?.body?.series ?? []) as { category: string; occurrences: number }[];
      const charts = days
        ? dayChart(
            'Analyses per day (ClickHouse)',
            series.map((s) => ({ day: s.day, total: s.analyses, flagged: s.high_or_critical })),
            { width: 900 },
          ) +
          barChart(
            'Behaviour occurrences per category (ClickHouse)',
            catSeries.map((s) => ({ label: s.category, value: s.occurrences })),
            { width: 900 },
          )
        : '<p class="muted">Trend series are unavailable right now (the analytics sink did not answer).</p>';
      const arcRows = arcs.map((u) => [
        `<code>${esc(u.user_id_hash.slice(0, 16))}</code>`,
        String(u.sessions_analyzed),
        esc(u.narrative.primary_arc ?? '—'),
        concernBadge(u.narrative.arc_severity),
        esc(u.narrative.risk_trend),
        esc(u.narrative.detected_arcs.map((x) => `${x.code} (${x.severity}, sessions ${x.session_range.start}–${x.session_range.end})`).join('; ')),
        esc(u.narrative.narrative_prose),
      ]);
      return `${charts}<h2>Cross-session arcs</h2>${table(['User (hash)', 'Sessions', 'Primary arc', 'Arc severity', 'Risk trend', 'Arcs', 'Narrative'], arcRows, 'No user has 3 or more ingested sessions yet.')}`;
    });

    view('/dashboard/compliance', 'Compliance', async (a) => {
      const m = await store.minorCompliance(db, a);
      return `<div class="cards"><div class="card"><b>${m.minors}</b>conversations with minors</div><div class="card"><b>${m.withMinorFindings}</b>with minor-protection findings</div><div class="card"><b>${m.highOrCritical}</b>high or critical</div></div>
        <p><a href="/dashboard/compliance.csv">Download CSV</a></p>
        ${table(
          ['Conversation', 'Concern', 'Minor-protection behaviours', 'Agents', 'Analysed'],
          m.rows.map((r) => [
            `<a href="/dashboard/conversations/${encodeURIComponent(r.conversation_id)}">${esc(r.conversation_id)}</a>`,
            concernBadge(r.overall_concern),
            esc(r.codes ?? ''),
            esc(r.agent_ids.join(', ')),
            esc(r.analyzed_at ?? ''),
          ]),
          'No conversations with minors.',
        )}`;
    });
    d.get('/dashboard/compliance.csv', { config: { platform: DASH, openapi: doc('Minor-protection CSV export') } }, async (req, reply) => {
      const a = await account(req, reply);
      if (!a) return reply;
      const m = await store.minorCompliance(db, a);
      // CSV cells are quoted; a leading = + - @ is prefixed so a spreadsheet never runs a formula from a conversation id
      const cell = (v: unknown) =>
        `"${String(v ?? '')
          .replace(/^([=+\-@])/, "'$1")
          .replace(/"/g, '""')}"`;
      const lines = [
        ['conversation_id', 'overall_concern', 'minor_protection_behaviors', 'agent_ids', 'platform', 'analyzed_at'].join(','),
        ...m.rows.map((r) => [r.conversation_id, r.overall_concern, r.codes ?? '', r.agent_ids.join(' '), r.platform, r.analyzed_at].map(cell).join(',')),
      ];
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="oversight-minor-protection.csv"')
        .send(lines.join('\r\n') + '\r\n');
    });

    const settings = async (a: string, note?: string) => {
      const list = await bus(deps, TOPICS.webhooksRequested, 'webhooks-api-request', a, {
        op: 'list',
        account_id: a,
        webhook_id: null,
        body_json: null,
        query_json: null,
      }).catch(() => undefined);
      const hooks = (list?.body?.webhooks ?? []) as { id: string; url: string; events: string[]; min_severity: string; enabled: boolean }[];
      return `${note ? `<p>${esc(note)}</p>` : ''}<h2>Webhooks</h2>${table(
        ['URL', 'Events', 'Min severity', 'Enabled'],
        hooks.map((h) => [esc(h.url), esc((h.events ?? []).join(', ')), esc(h.min_severity), h.enabled ? 'yes' : 'no']),
        'No webhooks yet.',
      )}
        <h3>Add a webhook</h3><form method="post" action="/dashboard/settings/webhooks"><label>URL <input name="url" size="50" required></label>
        <select name="min_severity">${['low', 'medium', 'high', 'critical'].map((s) => `<option${s === 'high' ? ' selected' : ''}>${s}</option>`).join('')}</select>
        <label><input type="checkbox" name="oversight_only" value="1" checked> oversight events only</label> <button>Add</button></form>
        <p class="muted">The signing secret is shown once, on creation.</p>`;
    };
    view('/dashboard/settings', 'Settings', async (a) => settings(a));
    d.post('/dashboard/settings/webhooks', { config: { platform: DASH, openapi: doc('Add a webhook from the dashboard') } }, async (req, reply) => {
      const a = await account(req, reply);
      if (!a) return reply;
      const b = (req.body ?? {}) as Record<string, string>;
      const body: Record<string, unknown> = {
        url: String(b.url ?? ''),
        min_severity: ['low', 'medium', 'high', 'critical'].includes(b.min_severity ?? '') ? b.min_severity : 'high',
      };
      if (b.oversight_only) body.events = ['oversight.alert', 'oversight.ingestion.complete'];
      const r = await bus(deps, TOPICS.webhooksRequested, 'webhooks-api-request', a, {
        op: 'create',
        account_id: a,
        webhook_id: null,
        body_json: JSON.stringify(body),
        query_json: null,
      });
      // rendered in the POST's answer (never put in a URL): the secret must not land in history or logs
      const note = r.status === 200 ? `Webhook created. Signing secret (shown once): ${r.body.secret}` : `Not created: ${r.body.message ?? r.body.error}`;
      return html(reply, page('Settings', 'settings', await settings(a, note)), r.status === 200 ? 200 : 400);
    });
  });
};

function conversationTable(rows: store.ConversationRow[]): string {
  return table(
    ['Conversation', 'Concern', 'Trajectory', 'Behaviours', 'Messages', 'Agents', 'Minor', 'Analysed'],
    rows.map((r) => [
      `<a href="/dashboard/conversations/${encodeURIComponent(r.conversation_id)}">${esc(r.conversation_id)}</a>`,
      concernBadge(r.overall_concern),
      esc(r.trajectory ?? '—'),
      String(r.behaviors),
      String(r.message_count),
      esc(r.agent_ids.join(', ')),
      r.user_is_minor ? 'yes' : '',
      esc(r.analyzed_at ?? ''),
    ]),
    'No conversations match.',
  );
}
