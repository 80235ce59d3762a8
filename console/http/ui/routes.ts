/**
 * The web UI's routes: pages are GETs; forms POST urlencoded bodies to /ui/… and go through the same service (and the
 * same validation) as the JSON API. A successful form redirects (303, post/redirect/get); a rejected one renders the
 * page again with the entered values and the validation messages (status 400).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { HttpError } from '../../../ingress/errors.js';
import { nulError, urlHasNul } from '../../../ingress/plugins/json-body.js';
import { SessionsQuerySchema, SettingsPatchSchema } from '../../../schemas/http/console.js';
import { listDeliveries } from '../../delivery/worker.js';
import { listMatches } from '../../matcher/matcher.js';
import { type ConsoleService, ValidationFailed } from '../../service.js';
import { listSessions } from '../../sessions/store.js';
import type { RuleIssue } from '../../watchlists/rule.js';
import { CSP, esc, layout } from './html.js';
import { type EditorState, matchesPage, ruleToValues, sessionPage, sessionsPage, settingsPage, valuesToRule, watchlistsPage } from './pages.js';

type Form = Record<string, string>;
const hidden = { hidden: true, tags: ['console-ui'] };

function send(reply: FastifyReply, o: { title: string; active: string; body: string; mode: string }, status = 200) {
  reply
    .status(status)
    .header('content-security-policy', CSP)
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8');
  return layout(o);
}

function issuesOf(err: unknown): RuleIssue[] | null {
  if (err instanceof ValidationFailed) return (err.extra.details as RuleIssue[]) ?? [];
  if (err instanceof HttpError && err.status === 400)
    return [{ path: (err.extra.details as RuleIssue[] | undefined)?.[0]?.path ?? 'body', message: err.message }];
  return null;
}

export function registerConsoleUi(app: FastifyInstance, svc: ConsoleService) {
  const { rt } = svc.d;
  const full = () => svc.mode === 'full';
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 * 1024 }, (_req, body, done) => {
    // the JSON parser's NUL rule for forms too (PostgreSQL cannot store U+0000)
    if (urlHasNul(body as string)) return done(nulError('form body'), undefined);
    const out: Form = {};
    for (const [k, v] of new URLSearchParams(body as string)) out[k] = v;
    done(null, out);
  });
  const form = (b: unknown): Form => (b && typeof b === 'object' ? (b as Form) : {});

  app.get('/', { config: { openapi: { summary: 'Sessions page', ...hidden } } }, async (req, reply) => {
    const raw = Object.fromEntries(Object.entries(req.query as Record<string, string>).filter(([, v]) => v !== ''));
    const parsed = SessionsQuerySchema.safeParse(raw);
    const q = parsed.success ? parsed.data : SessionsQuerySchema.parse({});
    const data = await listSessions(rt.db, q);
    const body = sessionsPage({ ...q, verdict: q.verdict }, data, parsed.success ? undefined : `Filters ignored: ${parsed.error.issues[0]?.message}`);
    return send(reply, { title: 'Sessions', active: '/', body, mode: svc.mode }, parsed.success ? 200 : 400);
  });

  app.get('/sessions/:id', { config: { openapi: { summary: 'Session page', ...hidden } } }, async (req, reply) => {
    const id = (req.params as { id: string }).id;
    const s = await svc.session(id, req.id);
    if (!s)
      return send(
        reply,
        {
          title: 'Not found',
          active: '/',
          body: `<h1>Session not found</h1><p>No stored session has the id <code>${esc(id)}</code>.</p><p><a href="/">All sessions</a></p>`,
          mode: svc.mode,
        },
        404,
      );
    const m = await listMatches(rt.db, { limit: 50, offset: 0, session_id: id });
    return send(reply, { title: `Session ${id}`, active: '/', body: sessionPage(s, m.matches, full()), mode: svc.mode });
  });

  app.post('/ui/sessions/:id/delete', { config: { openapi: { summary: 'Delete a session (form)', ...hidden } } }, async (req, reply) => {
    const id = (req.params as { id: string }).id;
    if (!(await svc.deleteSession(id))) throw new HttpError(404, 'not_found', `session ${id} not found`);
    return reply.redirect('/', 303);
  });

  const watchlists = async (
    reply: FastifyReply,
    o: { editor?: EditorState; editing?: boolean; notice?: string; importState?: { text: string; issues: RuleIssue[] } },
    status = 200,
  ) => {
    const rules = await svc.listRules();
    const body = watchlistsPage({
      rules,
      full: full(),
      editor: o.editor ?? { values: {}, issues: [] },
      editing: !!o.editing,
      notice: o.notice,
      importState: o.importState,
    });
    return send(reply, { title: 'Watchlists', active: '/watchlists', body, mode: svc.mode }, status);
  };

  app.get('/watchlists', { config: { openapi: { summary: 'Watchlists page', ...hidden } } }, async (req, reply) => {
    const q = req.query as { edit?: string; saved?: string };
    const notice = q.saved ? `Saved: ${q.saved}` : undefined;
    if (q.edit) {
      const r = (await svc.listRules()).find((x) => x.id === q.edit);
      if (r) return watchlists(reply, { editor: { values: ruleToValues(r), issues: [] }, editing: true, notice });
    }
    return watchlists(reply, { notice });
  });

  app.post('/ui/watchlists', { config: { openapi: { summary: 'Save a watchlist (form)', ...hidden } } }, async (req, reply) => {
    const values = form(req.body);
    try {
      const r = await svc.upsertRule(valuesToRule(values));
      return reply.redirect(`/watchlists?saved=${encodeURIComponent(r.watchlist.name)}`, 303);
    } catch (err) {
      const issues = issuesOf(err);
      if (!issues) throw err;
      return watchlists(reply, { editor: { values, issues }, editing: !!values.id }, 400);
    }
  });

  app.post('/ui/watchlists/toggle', { config: { openapi: { summary: 'Enable or disable a watchlist (form)', ...hidden } } }, async (req, reply) => {
    const f = form(req.body);
    await svc.toggleRule(f.id ?? '', f.enabled === 'true');
    return reply.redirect('/watchlists', 303);
  });

  app.post('/ui/watchlists/delete', { config: { openapi: { summary: 'Delete a watchlist (form)', ...hidden } } }, async (req, reply) => {
    await svc.deleteRule(form(req.body).id ?? '');
    return reply.redirect('/watchlists', 303);
  });

  app.post('/ui/watchlists/import', { config: { openapi: { summary: 'Import watchlists (form)', ...hidden } } }, async (req, reply) => {
    const text = form(req.body).json ?? '';
    let doc: unknown;
    try {
      doc = JSON.parse(text);
    } catch {
      return watchlists(reply, { importState: { text, issues: [{ path: 'json', message: 'not valid JSON' }] } }, 400);
    }
    const list = (doc as { watchlists?: unknown })?.watchlists;
    if (!Array.isArray(list) || list.length === 0)
      return watchlists(
        reply,
        { importState: { text, issues: [{ path: 'watchlists', message: 'expected {"watchlists": [ ...at least one rule... ]}' }] } },
        400,
      );
    try {
      const r = await svc.importRules(list);
      return reply.redirect(`/watchlists?saved=${encodeURIComponent(`${r.imported} imported`)}`, 303);
    } catch (err) {
      const issues = issuesOf(err);
      if (!issues) throw err;
      return watchlists(reply, { importState: { text, issues } }, 400);
    }
  });

  app.get('/matches', { config: { openapi: { summary: 'Matches and deliveries page', ...hidden } } }, async (_req, reply) => {
    const [m, d] = await Promise.all([listMatches(rt.db, { limit: 100, offset: 0 }), listDeliveries(rt.db, { limit: 100, offset: 0 })]);
    return send(reply, { title: 'Matches', active: '/matches', body: matchesPage(m, d), mode: svc.mode });
  });

  app.get('/settings', { config: { openapi: { summary: 'Settings page', ...hidden } } }, async (req, reply) => {
    const saved = (req.query as { saved?: string }).saved;
    return send(reply, {
      title: 'Settings',
      active: '/settings',
      body: settingsPage(await svc.settings(), { issues: [], notice: saved ? 'Retention saved.' : undefined }),
      mode: svc.mode,
    });
  });

  app.post('/ui/settings', { config: { openapi: { summary: 'Save retention (form)', ...hidden } } }, async (req, reply) => {
    svc.requireFull();
    const f = form(req.body);
    const num = (s: string | undefined) => (s === undefined || s.trim() === '' ? null : Number.isFinite(Number(s)) ? Number(s) : s);
    const body = { retentionDays: num(f.retentionDays) ?? null, retentionMaxGB: num(f.retentionMaxGB) };
    const p = SettingsPatchSchema.safeParse(body);
    if (!p.success || p.data.retentionDays === null) {
      const issues = p.success
        ? [{ path: 'retentionDays', message: 'retentionDays is required (1 to 3650)' }]
        : p.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
      return send(
        reply,
        {
          title: 'Settings',
          active: '/settings',
          body: settingsPage(await svc.settings(), { issues, values: { retentionDays: f.retentionDays ?? '', retentionMaxGB: f.retentionMaxGB ?? '' } }),
          mode: svc.mode,
        },
        400,
      );
    }
    await svc.patchSettings(p.data);
    return reply.redirect('/settings?saved=1', 303);
  });
}
