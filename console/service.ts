/**
 * What the console's routes and pages do, in one place (the HTTP layer only parses and renders):
 * ingest through the bus with a bounded queue, sessions, watchlists (validated writes, all-or-nothing import),
 * settings, matches and deliveries. Every mutation is audited.
 */
import { randomUUID } from 'node:crypto';
import type { ReplyRouter } from '../infra/bus/request-reply.js';
import type { Runtime } from '../infra/runtime.js';
import { HttpError } from '../ingress/errors.js';
import { type IngestItem, IngestItemSchema } from '../schemas/http/console.js';
import type { ScorerClient } from './classifier/client.js';
import { fetchProviderMessages } from './classifier/provider.js';
import { AI_AXES, CORROBORATION_AXES, CORROBORATION_STRENGTHS, LEVELS, SUBJECTS, USER_AXES, VERDICTS } from './classifier/result.js';
import type { ConsoleConfig } from './config.js';
import { stagePayload, travelsByReference } from './ingest/payloads.js';
import type { ItemResult, QueuedItem } from './ingest/store-stage.js';
import { storedBytes } from './retention/sweeper.js';
import { deleteSession, getSession, type StoredSession, turnsFrom } from './sessions/store.js';
import { audit, readRetention, webhookSecret, writeRetention } from './settings.js';
import { CONSOLE_TOPICS } from './topics.js';
import type { RuleCache } from './watchlists/cache.js';
import { ENUM_OPERATORS, NUMERIC_OPERATORS } from './watchlists/conditions/family.js';
import { CONDITION_FAMILIES } from './watchlists/conditions/index.js';
import * as rules from './watchlists/repository.js';
import { MAX_RULES, type RuleIssue, SCOPES, validateRule, type WatchlistRule } from './watchlists/rule.js';

export class ValidationFailed extends HttpError {
  constructor(message: string, issues: RuleIssue[]) {
    super(400, 'invalid_request', message, { details: issues });
  }
}

export interface ConsoleServiceDeps {
  rt: Runtime;
  cfg: ConsoleConfig;
  replies: ReplyRouter;
  scorer?: ScorerClient;
  /** the matcher's rule cache, invalidated on every rule write */
  rules?: RuleCache;
}

export class ConsoleService {
  /** sessions accepted by this instance and not yet stored (awaiting scoring or the storage stage) */
  inflight = 0;

  constructor(readonly d: ConsoleServiceDeps) {}

  get mode() {
    return this.d.cfg.CONSOLE_MODE;
  }

  requireFull(): void {
    if (this.d.cfg.CONSOLE_MODE !== 'full') {
      throw new HttpError(403, 'read_only', 'this console runs with CONSOLE_MODE=readonly; set CONSOLE_MODE=full to change watchlists, settings or sessions');
    }
  }

  // ---------- ingest ----------

  /** validates one item's content rules beyond its schema (what the console can store) */
  itemProblem(item: IngestItem): string | null {
    if (!item.classifier && !item.messages?.length) return 'send classifier (a classify response) or messages for the console to score';
    if (!item.classifier && !this.d.scorer) return 'classifier is required: OCULAR_URL is not set, so this console cannot score';
    return null;
  }

  async submit(items: QueuedItem[], source: 'api' | 'batch' | 'push'): Promise<ItemResult[]> {
    const n = items.length;
    const high = this.d.cfg.CONSOLE_QUEUE_HIGH_WATERMARK;
    if (this.inflight > 0 && this.inflight + n > high) {
      throw new HttpError(
        429,
        'queue_full',
        `the ingest queue holds ${this.inflight} sessions (high watermark ${high}); retry with backoff`,
        { queue_depth: this.inflight, high_watermark: high },
        { 'Retry-After': '1' },
      );
    }
    this.inflight += n;
    try {
      const { rt } = this.d;
      const ingestId = 'ing_' + randomUUID().replace(/-/g, '');
      const itemsJson = JSON.stringify(items);
      const byRef = travelsByReference(rt.bus.kind, itemsJson);
      if (byRef) await stagePayload(rt.db, ingestId, itemsJson, rt.clock.now());
      const enc = rt.avro.encode('console-ingest', {
        ingest_id: ingestId,
        source,
        items_json: byRef ? '' : itemsJson,
        payload_ref: byRef ? ingestId : null,
        received_at: rt.clock.now().getTime(),
      });
      const unscored = items.some((i) => !i.item.classifier);
      const timeout = rt.config.REPLY_TIMEOUT_MS + (unscored ? this.d.cfg.OCULAR_TIMEOUT_MS : 0);
      const r = await this.d.replies.request(CONSOLE_TOPICS.ingest, items[0]?.item.session_id ?? ingestId, { value: enc.value, headers: enc.headers }, timeout);
      if (r.status !== 200) {
        const b = r.body as { error?: string; message?: string };
        throw new HttpError(r.status, b.error ?? 'internal_error', b.message ?? 'the storage stage failed');
      }
      return (r.body as { results: ItemResult[] }).results;
    } finally {
      this.inflight -= n;
    }
  }

  /** batch: each item validated alone (failures isolated), the valid ones stored in one transaction */
  async ingestBatch(raw: unknown[]) {
    const results: (ItemResult | null)[] = raw.map(() => null);
    const valid: QueuedItem[] = [];
    const seen = new Map<string, number>();
    raw.forEach((x, index) => {
      const p = IngestItemSchema.safeParse(x);
      if (!p.success) {
        const i = p.error.issues[0]!;
        results[index] = {
          ok: false,
          index,
          error: 'invalid_item',
          message: `sessions.${index}${i.path.length ? '.' + i.path.join('.') : ''}: ${i.message}`,
          ...sid(x),
        };
        return;
      }
      if (!p.data.classifier) {
        results[index] = {
          ok: false,
          index,
          session_id: p.data.session_id,
          error: 'invalid_item',
          message: `sessions.${index}.classifier: batch items must be pre-scored (include classifier)`,
        };
        return;
      }
      const prev = seen.get(p.data.session_id);
      if (prev !== undefined) {
        results[index] = {
          ok: false,
          index,
          session_id: p.data.session_id,
          error: 'invalid_item',
          message: `sessions.${index}.session_id: repeats sessions.${prev}`,
        };
        return;
      }
      seen.set(p.data.session_id, index);
      valid.push({ index, item: p.data });
    });
    if (valid.length) for (const r of await this.submit(valid, 'batch')) results[r.index] = r;
    const all = results as ItemResult[];
    const succeeded = all.filter((r) => r.ok).length;
    return { count: all.length, succeeded, failed: all.length - succeeded, results: all };
  }

  // ---------- sessions ----------

  /**
   * The stored session; a transcript-less one gets its messages from PROVIDER_URL (shown, not stored). A provider
   * failure does not fail the session: it is answered without a transcript and `turns_error` says why.
   */
  async session(id: string, requestId?: string): Promise<(StoredSession & { turns_source: 'stored' | 'provider' | 'none'; turns_error?: string }) | null> {
    const s = await getSession(this.d.rt.db, id);
    if (!s) return null;
    if (s.turns.length) return { ...s, turns_source: 'stored' };
    const { PROVIDER_URL, PROVIDER_TIMEOUT_MS, PROVIDER_TOKEN } = this.d.cfg;
    if (!PROVIDER_URL) return { ...s, turns_source: 'none' };
    const r = await fetchProviderMessages(PROVIDER_URL, id, { timeoutMs: PROVIDER_TIMEOUT_MS, token: PROVIDER_TOKEN, requestId });
    if (r.ok && r.messages.length) return { ...s, turns: turnsFrom(r.messages), message_count: r.messages.length, turns_source: 'provider' };
    if (!r.ok && !r.notFound) this.d.rt.logger.warn({ session_id: id, request_id: requestId, reason: r.reason }, 'PROVIDER_URL failed');
    return { ...s, turns_source: 'none', ...(r.ok ? {} : { turns_error: r.reason }) };
  }

  async deleteSession(id: string): Promise<boolean> {
    this.requireFull();
    const ok = await deleteSession(this.d.rt.db, id);
    if (ok) await audit(this.d.rt.db, this.d.rt.clock.now(), 'session.delete', id);
    return ok;
  }

  // ---------- watchlists ----------

  private validate(raw: unknown, prefix?: string) {
    return validateRule(raw, { allowLoopback: this.d.cfg.WEBHOOK_ALLOW_LOOPBACK, prefix });
  }

  async upsertRule(raw: unknown): Promise<{ watchlist: WatchlistRule; created: boolean }> {
    this.requireFull();
    const v = this.validate(raw);
    if (!v.rule) throw new ValidationFailed(`invalid watchlist: ${v.issues[0]!.path}: ${v.issues[0]!.message}`, v.issues);
    const rule = v.rule;
    const now = this.d.rt.clock.now();
    const created = await this.d.rt.db.tx(async (q) => {
      if (!(await rules.getRule(q, rule.id)) && (await rules.countRules(q)) >= MAX_RULES) {
        throw new HttpError(400, 'watchlist_limit_reached', `a console holds at most ${MAX_RULES} watchlists`);
      }
      const c = await rules.upsertRule(q, rule, now);
      await audit(q, now, c ? 'watchlist.create' : 'watchlist.update', rule.id, { name: rule.name });
      return c;
    });
    this.d.rules?.invalidate();
    return { watchlist: rule, created };
  }

  /** all rows validated first; any error rejects the whole import and nothing changes */
  async importRules(raw: unknown[]) {
    this.requireFull();
    const issues: RuleIssue[] = [];
    const valid: WatchlistRule[] = [];
    const ids = new Map<string, number>();
    raw.forEach((r, i) => {
      const v = this.validate(r, `watchlists.${i}`);
      issues.push(...v.issues);
      if (v.rule) {
        const prev = ids.get(v.rule.id);
        if (prev !== undefined && (r as { id?: unknown }).id !== undefined)
          issues.push({ path: `watchlists.${i}.id`, message: `repeats the id of watchlists.${prev}` });
        ids.set(v.rule.id, i);
        valid.push(v.rule);
      }
    });
    if (issues.length)
      throw new ValidationFailed(`import rejected, nothing changed: ${issues.length} problem(s); first: ${issues[0]!.path}: ${issues[0]!.message}`, issues);
    const now = this.d.rt.clock.now();
    const out = await this.d.rt.db.tx(async (q) => {
      let created = 0;
      for (const r of valid) if (await rules.upsertRule(q, r, now)) created++;
      if ((await rules.countRules(q)) > MAX_RULES)
        throw new HttpError(400, 'watchlist_limit_reached', `a console holds at most ${MAX_RULES} watchlists; import rejected, nothing changed`);
      await audit(q, now, 'watchlist.import', null, { count: valid.length, created });
      return { imported: valid.length, created, updated: valid.length - created, watchlists: valid };
    });
    this.d.rules?.invalidate();
    return out;
  }

  async toggleRule(id: string, enabled: boolean): Promise<WatchlistRule> {
    this.requireFull();
    const now = this.d.rt.clock.now();
    const r = await rules.setEnabled(this.d.rt.db, id, enabled, now);
    if (!r) throw new HttpError(404, 'not_found', `watchlist ${id} not found`);
    this.d.rules?.invalidate();
    await audit(this.d.rt.db, now, enabled ? 'watchlist.enable' : 'watchlist.disable', id);
    return r;
  }

  async deleteRule(id: string): Promise<void> {
    this.requireFull();
    if (!(await rules.deleteRule(this.d.rt.db, id))) throw new HttpError(404, 'not_found', `watchlist ${id} not found`);
    this.d.rules?.invalidate();
    await audit(this.d.rt.db, this.d.rt.clock.now(), 'watchlist.delete', id);
  }

  listRules() {
    return rules.listRules(this.d.rt.db);
  }

  async exportDocument() {
    return { ...catalogue(), watchlists: await this.listRules() };
  }

  // ---------- settings ----------

  async settings() {
    const r = await readRetention(this.d.rt.db, this.d.cfg);
    const secret = await webhookSecret(this.d.rt.db, this.d.cfg);
    return {
      ...r,
      mode: this.d.cfg.CONSOLE_MODE,
      storedBytes: await storedBytes(this.d.rt.db),
      // receivers verify deliveries with it; shown to the operator only in full mode
      webhookSecret: this.d.cfg.CONSOLE_MODE === 'full' ? secret.secret : null,
      webhookSecretSource: secret.source,
    };
  }

  async patchSettings(patch: { retentionDays?: number | null; retentionMaxGB?: number | null }) {
    this.requireFull();
    const now = this.d.rt.clock.now();
    await this.d.rt.db.tx(async (q) => {
      await writeRetention(q, patch);
      await audit(q, now, 'settings.update', null, patch);
    });
    return this.settings();
  }
}

function sid(x: unknown): { session_id?: string } {
  const s = (x as { session_id?: unknown } | null)?.session_id;
  return typeof s === 'string' && s.length <= 256 ? { session_id: s } : {};
}

/** the canonical field list, operator and domain catalogue (GET /api/watchlists?format=export) */
export function catalogue() {
  return {
    format: 'haven-console-watchlists',
    version: 1,
    scopes: SCOPES,
    operators: { numeric: NUMERIC_OPERATORS, enum: ENUM_OPERATORS },
    domains: { verdict: VERDICTS, subject: SUBJECTS, level: LEVELS, corroboration: CORROBORATION_STRENGTHS },
    axes: { user: USER_AXES, ai: AI_AXES, corroboration: CORROBORATION_AXES },
    fields: CONDITION_FAMILIES.flatMap((f) =>
      f.paths.map((path) => ({
        path,
        type: f.kind,
        ...(f.kind === 'numeric' ? { range: [0, 1] } : { domain: f.domain }),
        operators: f.kind === 'numeric' ? NUMERIC_OPERATORS : ENUM_OPERATORS,
        description: f.description,
      })),
    ),
  };
}
