/** The console's pages (pure renderers: data in, HTML out). */
import { AI_AXES, type ClassifierResult, USER_AXES } from '../../classifier/result.js';
import type { DeliveryRow } from '../../delivery/worker.js';
import type { MatchRow } from '../../matcher/matcher.js';
import type { StoredSession, StoredSummary } from '../../sessions/store.js';
import { SORT_COLUMNS } from '../../sessions/store.js';
import { type Condition, ENUM_OPERATORS, NUMERIC_OPERATORS } from '../../watchlists/conditions/family.js';
import { ALL_PATHS, familyForPath } from '../../watchlists/conditions/index.js';
import { type RuleIssue, SCOPES, type WatchlistRule } from '../../watchlists/rule.js';
import { type TrajectoryPoint, trajectoryChart } from './chart.js';
import { badge, esc, fmt, tableRegion, time } from './html.js';

export interface ListParams {
  verdict?: string;
  sort: string;
  order: string;
  q?: string;
  min_crisis: number;
  limit: number;
  offset: number;
}

const opt = (value: string, label: string, selected: boolean) => `<option value="${esc(value)}"${selected ? ' selected' : ''}>${esc(label)}</option>`;

export function sessionsPage(p: ListParams, data: { total: number; sessions: StoredSummary[] }, error?: string): string {
  const verdicts = opt('', 'any', !p.verdict) + ['clear', 'watch', 'danger'].map((v) => opt(v, v, p.verdict === v)).join('');
  const sorts = Object.keys(SORT_COLUMNS)
    .map((k) => opt(k, k.replace(/_/g, ' '), p.sort === k))
    .join('');
  const orders = opt('desc', 'descending', p.order === 'desc') + opt('asc', 'ascending', p.order === 'asc');
  const rows = data.sessions
    .map(
      (s) => `<tr>
<td><a href="/sessions/${encodeURIComponent(s.session_id)}">${esc(s.session_id)}</a></td>
<td>${badge(s.verdict)}</td>
<td class="num">${fmt(s.crisis_score)}</td>
<td class="num">${fmt(s.salience)}</td>
<td>${esc(s.user_id)}</td>
<td>${esc(s.agent_id ?? '–')}</td>
<td class="num">${s.message_count}</td>
<td>${time(s.scored_at)}</td>
</tr>`,
    )
    .join('');
  const qs = (offset: number) => {
    const u = new URLSearchParams();
    if (p.verdict) u.set('verdict', p.verdict);
    if (p.q) u.set('q', p.q);
    if (p.min_crisis) u.set('min_crisis', String(p.min_crisis));
    u.set('sort', p.sort);
    u.set('order', p.order);
    u.set('offset', String(offset));
    return `/?${u}`;
  };
  const pager = `<nav class="pager" aria-label="Pages">${p.offset > 0 ? `<a href="${esc(qs(Math.max(0, p.offset - p.limit)))}">Previous ${p.limit}</a>` : ''}${p.offset + p.limit < data.total ? `<a href="${esc(qs(p.offset + p.limit))}">Next ${p.limit}</a>` : ''}</nav>`;
  return `<h1>Sessions</h1>
${error ? `<div class="summary" role="alert"><p class="error">${esc(error)}</p></div>` : ''}
<form class="filters panel" method="get" action="/" role="search" aria-label="Filter sessions">
<div><label for="verdict">Verdict</label><select id="verdict" name="verdict">${verdicts}</select></div>
<div><label for="q">Search ids</label><input id="q" name="q" type="search" value="${esc(p.q ?? '')}" placeholder="session, user or agent"></div>
<div><label for="min_crisis">Min crisis score</label><input id="min_crisis" name="min_crisis" type="number" min="0" max="1" step="0.05" value="${esc(p.min_crisis || '')}"></div>
<div><label for="sort">Sort by</label><select id="sort" name="sort">${sorts}</select></div>
<div><label for="order">Order</label><select id="order" name="order">${orders}</select></div>
<div><button type="submit">Apply</button></div>
</form>
<p id="count" aria-live="polite">${data.total} session${data.total === 1 ? '' : 's'}${data.total ? `, showing ${p.offset + 1}–${p.offset + data.sessions.length}` : ''}</p>
${
  data.sessions.length
    ? tableRegion(
        'Sessions',
        `<table><caption>Stored sessions, sorted by ${esc(p.sort.replace(/_/g, ' '))} (${p.order === 'asc' ? 'ascending' : 'descending'})</caption>
<thead><tr><th scope="col">Session</th><th scope="col">Verdict</th><th scope="col">Crisis score</th><th scope="col">Salience</th><th scope="col">User</th><th scope="col">Agent</th><th scope="col">Messages</th><th scope="col">Scored</th></tr></thead>
<tbody>${rows}</tbody></table>`,
      )
    : '<p class="muted">No session matches these filters.</p>'
}
${pager}`;
}

function axesTable(r: ClassifierResult): string {
  const row = (side: string, name: string, a: { level?: string; score: number }) =>
    `<tr><td>${side}</td><th scope="row">${esc(name.replace(/_/g, ' '))}</th><td>${esc(a.level ?? '')}</td><td class="num">${fmt(a.score)}</td></tr>`;
  const rows = [...USER_AXES.map((a) => row('user', a, r.signals.user[a])), ...AI_AXES.map((a) => row('AI', a, r.signals.ai[a]))].join('');
  return tableRegion(
    'Signals by axis',
    `<table><caption>Signals by axis</caption><thead><tr><th scope="col">Side</th><th scope="col">Axis</th><th scope="col">Level</th><th scope="col">Score</th></tr></thead><tbody>${rows}</tbody></table>`,
  );
}

export function sessionPage(s: StoredSession & { turns_source: string; turns_error?: string }, matches: MatchRow[], full: boolean): string {
  const r = s.classifier;
  const transcript = s.turns.length
    ? `<ol class="transcript">${s.turns.map((t) => `<li class="${esc(t.role)}"><span class="who">${esc(t.role)} · message ${t.turn + 1}</span>${esc(t.content)}</li>`).join('')}</ol>${s.turns_source === 'provider' ? '<p class="muted">Fetched from the provider (PROVIDER_URL); not stored by the console.</p>' : ''}`
    : `<p class="muted">No transcript was stored for this session.${s.turns_error ? ` The provider (PROVIDER_URL) gave none: ${esc(s.turns_error)}.` : ''}</p>`;
  const m = matches.length
    ? tableRegion(
        'Matches of this session',
        `<table><caption>Watchlist matches</caption><thead><tr><th scope="col">Watchlist</th><th scope="col">Scope</th><th scope="col">Outcome</th><th scope="col">At</th></tr></thead><tbody>${matches.map((x) => `<tr><td>${esc(x.rule_name)}</td><td>${esc(x.scope)}</td><td>${esc(x.outcome.replace(/_/g, ' '))}</td><td>${esc(x.matched_at)}</td></tr>`).join('')}</tbody></table>`,
      )
    : '<p class="muted">No watchlist matched this session.</p>';
  return `<p><a href="/">← All sessions</a></p>
<h1>Session <code>${esc(s.session_id)}</code> ${badge(s.verdict)}</h1>
<div class="panel"><dl class="facts">
<dt>User</dt><dd>${esc(s.user_id)}</dd>
<dt>Agent</dt><dd>${esc(s.agent_id ?? '–')}</dd>
<dt>Salience</dt><dd>${fmt(s.salience)} (${esc(s.verdict)})</dd>
<dt>Crisis score</dt><dd>${fmt(s.crisis_score)}</dd>
<dt>Subject</dt><dd>${esc(s.subject)}</dd>
<dt>Imminence</dt><dd>${esc(r.imminence.level ?? '')} (${fmt(r.imminence.score)})</dd>
<dt>Fiction</dt><dd>${fmt(r.fiction)}</dd>
<dt>Authenticity</dt><dd>${fmt(r.authenticity)}</dd>
<dt>Messages</dt><dd>${s.message_count}</dd>
<dt>Scored</dt><dd>${time(s.scored_at)}</dd>
<dt>Ingested</dt><dd>${time(s.ingested_at)}</dd>
<dt>Classifier</dt><dd>${esc((r.meta as { version?: string }).version ?? '')} ${esc((r.meta as { build?: string }).build ?? '')}</dd>
</dl></div>
<h2 id="trajectory">Trajectory</h2>
${trajectoryChart((r.trajectory ?? []) as TrajectoryPoint[])}
<h2>Signals</h2>
${axesTable(r)}
<h2>Transcript</h2>
${transcript}
<h2>Watchlist matches</h2>
${m}
${full ? `<h2>Remove</h2><form method="post" action="/ui/sessions/${encodeURIComponent(s.session_id)}/delete"><button class="danger" type="submit">Delete this session</button></form>` : ''}`;
}

// ---------------- watchlists ----------------

export const EDITOR_ROWS = 4;

export interface EditorState {
  values: Record<string, string>;
  issues: RuleIssue[];
}

/** which form field an issue path points at (`conditions.requiresAll.2.value` → `all_2_value`) */
export function fieldOf(path: string): string {
  const m = /^conditions\.(requiresAll|requiresAny)\.(\d+)(?:\.(code|operator|value))?/.exec(path);
  if (m) return `${m[1] === 'requiresAll' ? 'all' : 'any'}_${m[2]}_${m[3] ?? 'code'}`;
  if (path.startsWith('conditions')) return 'all_0_code';
  return path.split('.')[0] || 'name';
}

export function ruleToValues(r: WatchlistRule): Record<string, string> {
  const v: Record<string, string> = {
    id: r.id,
    name: r.name,
    scope: r.scope,
    timeWindow: String(r.timeWindow),
    webhookUrl: r.webhookUrl ?? '',
    enabled: r.enabled ? 'on' : '',
  };
  const put = (prefix: string, list: Condition[]) =>
    list.forEach((c, i) => {
      v[`${prefix}_${i}_code`] = c.code;
      v[`${prefix}_${i}_operator`] = c.operator;
      v[`${prefix}_${i}_value`] = Array.isArray(c.value) ? c.value.join(', ') : String(c.value);
    });
  put('all', r.conditions.requiresAll);
  put('any', r.conditions.requiresAny);
  return v;
}

/** the form's fields → a rule body (validation happens in the service, with the API's rules) */
export function valuesToRule(v: Record<string, string>) {
  const list = (prefix: string) => {
    const out: Condition[] = [];
    for (let i = 0; i < 64; i++) {
      const code = (v[`${prefix}_${i}_code`] ?? '').trim();
      if (v[`${prefix}_${i}_code`] === undefined) break;
      if (!code) continue;
      const operator = (v[`${prefix}_${i}_operator`] ?? '').trim();
      const raw = (v[`${prefix}_${i}_value`] ?? '').trim();
      const fam = familyForPath(code);
      let value: Condition['value'] = raw;
      if (operator === 'in' || operator === 'not in')
        value = raw
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
      else if (fam?.kind === 'numeric' && raw !== '' && Number.isFinite(Number(raw))) value = Number(raw);
      out.push({ code, operator, value });
    }
    return out;
  };
  const tw = (v.timeWindow ?? '').trim();
  return {
    ...(v.id ? { id: v.id } : {}),
    name: v.name ?? '',
    scope: v.scope ?? '',
    conditions: { requiresAll: list('all'), requiresAny: list('any') },
    webhookUrl: (v.webhookUrl ?? '').trim() || null,
    ...(tw === '' ? {} : { timeWindow: Number.isFinite(Number(tw)) ? Number(tw) : tw }),
    enabled: v.enabled === 'on',
  };
}

function condRows(prefix: 'all' | 'any', st: EditorState, errs: Map<string, string>): string {
  const used = Object.keys(st.values).filter((k) => k.startsWith(prefix + '_') && k.endsWith('_code')).length;
  const n = Math.max(EDITOR_ROWS, used + 1);
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const f = (k: string) => `${prefix}_${i}_${k}`;
    const val = (k: string) => st.values[f(k)] ?? '';
    const codeOpts = opt('', '— none —', !val('code')) + ALL_PATHS.map((p) => opt(p, p, val('code') === p)).join('');
    const ops = [...new Set([...NUMERIC_OPERATORS, ...ENUM_OPERATORS])];
    const opOpts = opt('', '—', !val('operator')) + ops.map((o) => opt(o, o, val('operator') === o)).join('');
    const attrs = (k: string) => (errs.has(f(k)) ? ` aria-invalid="true" aria-describedby="${f(k)}-err"` : '');
    const err = ['code', 'operator', 'value'].map((k) => (errs.has(f(k)) ? `<p class="error" id="${f(k)}-err">${esc(errs.get(f(k)))}</p>` : '')).join('');
    out.push(`<div class="cond">
<div><label for="${f('code')}">Condition ${i + 1}: path</label><select id="${f('code')}" name="${f('code')}"${attrs('code')}>${codeOpts}</select></div>
<div><label for="${f('operator')}">Operator</label><select id="${f('operator')}" name="${f('operator')}"${attrs('operator')}>${opOpts}</select></div>
<div><label for="${f('value')}">Value</label><input id="${f('value')}" name="${f('value')}" value="${esc(val('value'))}"${attrs('value')} aria-describedby="value-help${errs.has(f('value')) ? ` ${f('value')}-err` : ''}"></div>
</div>${err}`);
  }
  return out.join('');
}

export function watchlistsPage(o: {
  rules: WatchlistRule[];
  full: boolean;
  editor: EditorState;
  editing: boolean;
  notice?: string;
  importState?: { text: string; issues: RuleIssue[] };
}): string {
  const errs = new Map<string, string>();
  for (const i of o.editor.issues) if (!errs.has(fieldOf(i.path))) errs.set(fieldOf(i.path), i.message);
  const v = o.editor.values;
  const attrs = (k: string) => (errs.has(k) ? ` aria-invalid="true" aria-describedby="${k}-err"` : '');
  const errOf = (k: string) => (errs.has(k) ? `<p class="error" id="${k}-err">${esc(errs.get(k))}</p>` : '');
  const summary = o.editor.issues.length
    ? `<div class="summary" role="alert" aria-labelledby="err-title"><h2 id="err-title" style="margin-top:0">The watchlist was not saved: ${o.editor.issues.length} problem${o.editor.issues.length === 1 ? '' : 's'}</h2><ul>${o.editor.issues.map((i) => `<li><a href="#${fieldOf(i.path)}">${esc(i.path)}</a>: ${esc(i.message)}</li>`).join('')}</ul></div>`
    : '';
  const describe = (c: Condition) => `${esc(c.code)} ${esc(c.operator)} ${esc(Array.isArray(c.value) ? c.value.join(', ') : c.value)}`;
  const rows = o.rules
    .map(
      (r) => `<tr>
<td><a href="/watchlists?edit=${encodeURIComponent(r.id)}#editor">${esc(r.name)}</a><br><code class="muted">${esc(r.id)}</code></td>
<td>${esc(r.scope)}${r.scope === 'user' ? ` (${r.timeWindow} s)` : ''}</td>
<td>${r.conditions.requiresAll.length ? `<strong>all of</strong> ${r.conditions.requiresAll.map(describe).join('; ')}` : ''}${r.conditions.requiresAny.length ? `<br><strong>any of</strong> ${r.conditions.requiresAny.map(describe).join('; ')}` : ''}</td>
<td>${r.webhookUrl ? esc(r.webhookUrl) : '<span class="muted">none</span>'}</td>
<td>${r.enabled ? 'enabled' : 'disabled'}</td>
${
  o.full
    ? `<td><form class="inline" method="post" action="/ui/watchlists/toggle"><input type="hidden" name="id" value="${esc(r.id)}"><input type="hidden" name="enabled" value="${r.enabled ? 'false' : 'true'}"><button class="secondary" type="submit" aria-label="${r.enabled ? 'Disable' : 'Enable'} ${esc(r.name)}">${r.enabled ? 'Disable' : 'Enable'}</button></form>
<form class="inline" method="post" action="/ui/watchlists/delete"><input type="hidden" name="id" value="${esc(r.id)}"><button class="danger" type="submit" aria-label="Delete ${esc(r.name)}">Delete</button></form></td>`
    : ''
}
</tr>`,
    )
    .join('');
  const scopeOpts = SCOPES.map((s) => opt(s, s, (v.scope || 'session') === s)).join('');
  const editor = o.full
    ? `<h2 id="editor" tabindex="-1">${o.editing ? 'Edit watchlist' : 'New watchlist'}</h2>
${summary}
<form method="post" action="/ui/watchlists" class="panel" novalidate>
${v.id ? `<input type="hidden" name="id" value="${esc(v.id)}">` : ''}
<div class="grid2">
<div class="field"><label for="name">Name</label><input id="name" name="name" value="${esc(v.name ?? '')}" required${attrs('name')}>${errOf('name')}</div>
<div class="field"><label for="scope">Scope</label><select id="scope" name="scope" aria-describedby="scope-help"${attrs('scope')}>${scopeOpts}</select><p id="scope-help" class="muted">session: once per session · message: once per turn · user: first match per user in the time window</p>${errOf('scope')}</div>
<div class="field"><label for="timeWindow">Time window (seconds, user scope)</label><input id="timeWindow" name="timeWindow" inputmode="numeric" value="${esc(v.timeWindow ?? '3600')}"${attrs('timeWindow')}>${errOf('timeWindow')}</div>
<div class="field"><label for="webhookUrl">Webhook URL (optional)</label><input id="webhookUrl" name="webhookUrl" type="url" value="${esc(v.webhookUrl ?? '')}"${attrs('webhookUrl')}>${errOf('webhookUrl')}</div>
</div>
<div class="field"><input id="enabled" name="enabled" type="checkbox"${v.enabled === 'on' || v.enabled === undefined ? ' checked' : ''} style="min-height:auto"> <label for="enabled" style="display:inline">Enabled</label></div>
<p id="value-help" class="muted">Numeric paths (scores, fiction, authenticity) take &gt;=, &gt;, &lt;=, &lt; and a number from 0 to 1. Enum paths (verdict, subject, levels) take ==, != and one value, or in / not in and a comma-separated list.</p>
<fieldset><legend>Requires all of</legend>${condRows('all', o.editor, errs)}</fieldset>
<fieldset><legend>And, when any are set, at least one of</legend>${condRows('any', o.editor, errs)}</fieldset>
<button type="submit">Save watchlist</button> ${o.editing ? '<a href="/watchlists">Cancel</a>' : ''}
</form>`
    : '<p class="muted">Read-only mode (CONSOLE_MODE is not full): watchlists cannot be changed here.</p>';
  const imp = o.importState;
  const importForm = o.full
    ? `<h2 id="import" tabindex="-1">Import</h2>
${imp?.issues.length ? `<div class="summary" role="alert"><p class="error">Import rejected, nothing changed: ${imp.issues.length} problem${imp.issues.length === 1 ? '' : 's'}.</p><ul>${imp.issues.map((i) => `<li>${esc(i.path)}: ${esc(i.message)}</li>`).join('')}</ul></div>` : ''}
<form method="post" action="/ui/watchlists/import" class="panel">
<label for="import-json">Watchlists JSON (<code>{"watchlists": [...]}</code>, e.g. an export); all rows are checked first and any error rejects the whole import</label>
<textarea id="import-json" name="json"${imp?.issues.length ? ' aria-invalid="true"' : ''}>${esc(imp?.text ?? '')}</textarea>
<p><button type="submit">Import</button> <a href="/api/watchlists?format=export">Download the export (JSON)</a></p>
</form>`
    : `<p><a href="/api/watchlists?format=export">Download the export (JSON)</a></p>`;
  return `<h1>Watchlists</h1>
${o.notice ? `<div class="ok" role="status">${esc(o.notice)}</div>` : ''}
${o.rules.length ? tableRegion('Watchlists', `<table><caption>${o.rules.length} watchlist${o.rules.length === 1 ? '' : 's'}</caption><thead><tr><th scope="col">Name</th><th scope="col">Scope</th><th scope="col">Conditions</th><th scope="col">Webhook</th><th scope="col">State</th>${o.full ? '<th scope="col">Actions</th>' : ''}</tr></thead><tbody>${rows}</tbody></table>`) : '<p class="muted">No watchlists yet.</p>'}
${editor}
${importForm}`;
}

export function matchesPage(m: { total: number; matches: MatchRow[] }, d: { total: number; deliveries: DeliveryRow[] }): string {
  const mrows = m.matches
    .map(
      (x) =>
        `<tr><td>${esc(x.matched_at.replace('T', ' ').slice(0, 19))}</td><td>${esc(x.rule_name)}</td><td>${esc(x.scope)}</td><td><a href="/sessions/${encodeURIComponent(x.session_id)}">${esc(x.session_id)}</a></td><td>${esc(x.user_id)}</td><td class="num">${fmt(x.crisis_score)}</td><td>${esc(x.outcome.replace(/_/g, ' '))}</td><td>${esc(x.delivery_status ?? '–')}</td></tr>`,
    )
    .join('');
  const drows = d.deliveries
    .map(
      (x) =>
        `<tr><td>${esc(x.created_at.replace('T', ' ').slice(0, 19))}</td><td><code>${esc(x.id)}</code></td><td>${esc(x.url)}</td><td>${esc(x.status)}</td><td class="num">${x.attempts}</td><td>${esc(x.last_status_code ?? '')} ${esc(x.last_error ?? '')}</td><td>${esc(x.next_attempt_at?.replace('T', ' ').slice(0, 19) ?? '–')}</td></tr>`,
    )
    .join('');
  return `<h1>Matches and deliveries</h1>
<h2>Watchlist matches (${m.total})</h2>
${m.matches.length ? tableRegion('Matches', `<table><caption>Latest matches, newest first</caption><thead><tr><th scope="col">At (UTC)</th><th scope="col">Watchlist</th><th scope="col">Scope</th><th scope="col">Session</th><th scope="col">User</th><th scope="col">Crisis score</th><th scope="col">Outcome</th><th scope="col">Delivery</th></tr></thead><tbody>${mrows}</tbody></table>`) : '<p class="muted">No matches yet.</p>'}
<h2>Webhook deliveries (${d.total})</h2>
${d.deliveries.length ? tableRegion('Deliveries', `<table><caption>watchlist_match deliveries, newest first</caption><thead><tr><th scope="col">Queued (UTC)</th><th scope="col">Delivery id</th><th scope="col">URL</th><th scope="col">Status</th><th scope="col">Attempts</th><th scope="col">Last answer</th><th scope="col">Next attempt</th></tr></thead><tbody>${drows}</tbody></table>`) : '<p class="muted">No deliveries yet.</p>'}`;
}

export function settingsPage(
  s: {
    retentionDays: number;
    retentionMaxGB: number | null;
    source: { retentionDays: string; retentionMaxGB: string };
    mode: string;
    storedBytes: number;
    webhookSecret: string | null;
  },
  o: { issues: RuleIssue[]; notice?: string; values?: Record<string, string> },
): string {
  const full = s.mode === 'full';
  const errs = new Map(o.issues.map((i) => [i.path.replace(/^body\./, ''), i.message]));
  const attrs = (k: string) => (errs.has(k) ? ` aria-invalid="true" aria-describedby="${k}-err"` : '');
  const errOf = (k: string) => (errs.has(k) ? `<p class="error" id="${k}-err">${esc(errs.get(k))}</p>` : '');
  const v = o.values ?? { retentionDays: String(s.retentionDays), retentionMaxGB: s.retentionMaxGB === null ? '' : String(s.retentionMaxGB) };
  return `<h1>Settings</h1>
${o.notice ? `<div class="ok" role="status">${esc(o.notice)}</div>` : ''}
${o.issues.length ? `<div class="summary" role="alert"><p class="error">Not saved: ${o.issues.map((i) => esc(i.message)).join('; ')}</p></div>` : ''}
<h2>Retention</h2>
<div class="panel"><dl class="facts">
<dt>Keep for</dt><dd>${s.retentionDays} days (${esc(s.source.retentionDays)})</dd>
<dt>Size cap</dt><dd>${s.retentionMaxGB === null ? 'unlimited' : `${s.retentionMaxGB} GB`} (${esc(s.source.retentionMaxGB)})</dd>
<dt>Stored now</dt><dd>${(s.storedBytes / 1024 / 1024).toFixed(2)} MB of sessions</dd>
<dt>Mode</dt><dd>${esc(s.mode)}</dd>
</dl></div>
${
  full
    ? `<form method="post" action="/ui/settings" class="panel" novalidate>
<div class="grid2">
<div class="field"><label for="retentionDays">Retention (days)</label><input id="retentionDays" name="retentionDays" inputmode="numeric" value="${esc(v.retentionDays)}"${attrs('retentionDays')} aria-describedby="days-help"><p id="days-help" class="muted">Sessions, matches, finished deliveries and audit entries older than this are removed every hour.</p>${errOf('retentionDays')}</div>
<div class="field"><label for="retentionMaxGB">Size cap (GB; empty = unlimited)</label><input id="retentionMaxGB" name="retentionMaxGB" inputmode="decimal" value="${esc(v.retentionMaxGB)}"${attrs('retentionMaxGB')} aria-describedby="gb-help"><p id="gb-help" class="muted">Checked every minute; the oldest sessions go first.</p>${errOf('retentionMaxGB')}</div>
</div>
<button type="submit">Save retention</button>
</form>`
    : '<p class="muted">Read-only mode: settings cannot be changed here.</p>'
}
<h2>Webhook signatures</h2>
<p>Each <code>watchlist_match</code> POST carries <code>X-SERVICE-Signature: sha256=&lt;hex&gt;</code>, the HMAC-SHA256 of <code>&lt;X-SERVICE-Timestamp&gt;.&lt;raw body&gt;</code> keyed by the console's webhook secret, like Haven's other webhooks.</p>
${full && s.webhookSecret ? `<p>Secret: <code>${esc(s.webhookSecret)}</code></p>` : ''}`;
}
