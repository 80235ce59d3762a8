/**
 * A watchlist rule (spec 3, "Console objects"): camelCase rule keys, snake_case condition paths. Validated completely
 * at write time, so the matcher never meets a rule it cannot evaluate:
 * - unknown keys, a name, scope, timeWindow or enabled of the wrong type → rejected;
 * - a condition path outside the vocabulary → rejected, with a dedicated message for raw head-score paths;
 * - an operator of the wrong kind for the path, a value out of the path's domain → rejected (the family's params);
 * - `requiresAll` and `requiresAny` both empty → rejected;
 * - `webhookUrl` must pass Haven's webhook URL policy (and loopback needs WEBHOOK_ALLOW_LOOPBACK=true).
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { checkWebhookUrl, isIpLiteral, isLocalHostname, isLoopbackAddress } from '../../sinks/webhooks/url-policy.js';
import type { Condition } from './conditions/family.js';
import { familyForPath } from './conditions/index.js';

export const SCOPES = ['session', 'message', 'user'] as const;
export type Scope = (typeof SCOPES)[number];
export const MAX_CONDITIONS = 32;
export const MAX_RULES = 1000;
export const DEFAULT_TIME_WINDOW = 3600;
export const MAX_TIME_WINDOW = 90 * 24 * 3600;

export interface WatchlistRule {
  id: string;
  name: string;
  scope: Scope;
  conditions: { requiresAll: Condition[]; requiresAny: Condition[] };
  webhookUrl: string | null;
  timeWindow: number;
  enabled: boolean;
}

export interface RuleIssue {
  path: string;
  message: string;
}

const RawCondition = z.strictObject({ code: z.string({ error: 'must be a string' }), operator: z.string({ error: 'must be a string' }), value: z.unknown() });

/** a rule as written (POST /api/watchlists, each row of an import); conditions are checked further by their path's family */
export const WatchlistRuleInputSchema = z.strictObject({
  id: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'must be 1-64 characters of letters, digits, _ . : -')
    .optional(),
  name: z.string({ error: 'is required (a string)' }).trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters'),
  scope: z.enum(SCOPES, { error: `must be one of ${SCOPES.join(', ')}` }),
  conditions: z.strictObject(
    {
      requiresAll: z.array(RawCondition).max(MAX_CONDITIONS, `at most ${MAX_CONDITIONS} conditions`).default([]),
      requiresAny: z.array(RawCondition).max(MAX_CONDITIONS, `at most ${MAX_CONDITIONS} conditions`).default([]),
    },
    { error: 'must be an object with requiresAll and/or requiresAny' },
  ),
  webhookUrl: z.string().max(2048).nullable().optional(),
  timeWindow: z
    .number({ error: 'must be a number of seconds' })
    .int('must be a whole number of seconds')
    .min(0, 'must be from 0 to 7776000 seconds (90 days)')
    .max(MAX_TIME_WINDOW, 'must be from 0 to 7776000 seconds (90 days)')
    .optional(),
  enabled: z.boolean({ error: 'must be true or false' }).optional(),
});

export function newRuleId(): string {
  return 'wl_' + randomUUID().replace(/-/g, '').slice(0, 16);
}

/** true when a URL names a loopback host (localhost, 127.0.0.0/8, ::1) */
export function isLoopbackUrl(url: URL): boolean {
  const h = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  return isLocalHostname(h) || (isIpLiteral(url.hostname) && isLoopbackAddress(h));
}

/** Haven's webhook URL policy (the same function the platform's webhooks use; loopback only with WEBHOOK_ALLOW_LOOPBACK=true) */
export function checkConsoleWebhookUrl(raw: string, allowLoopback: boolean): { ok: true; url: URL } | { ok: false; reason: string } {
  return checkWebhookUrl(raw, { allowLoopback });
}

export function validateCondition(raw: unknown, where: string): { condition?: Condition; issues: RuleIssue[] } {
  const shape = RawCondition.safeParse(raw);
  if (!shape.success) return { issues: shape.error.issues.map((i) => ({ path: [where, ...i.path].join('.'), message: i.message })) };
  const code = shape.data.code;
  const family = familyForPath(code);
  if (!family) {
    const head = /^heads?(\.|\[|$)|^detail\.(scores|calibrated)/.test(code) || /^[a-z_]+_[a-z]$/.test(code);
    return {
      issues: [
        {
          path: `${where}.code`,
          message: head
            ? `raw head-score conditions are not allowed ('${code}'): head codes are diagnostic and change between releases; use risks.<axis>, ai_concerns.<axis>, verdict, …`
            : `unknown condition path '${code}'; GET /api/watchlists?format=export lists the vocabulary`,
        },
      ],
    };
  }
  const parsed = family.params.safeParse(shape.data);
  if (!parsed.success) {
    return {
      issues: parsed.error.issues.map((i) => {
        let message = i.message;
        if (i.path[0] === 'operator') message = `operator '${shape.data.operator}' is not valid for ${family.kind} path ${code}: ${i.message}`;
        return { path: [where, ...i.path.map(String)].join('.'), message };
      }),
    };
  }
  return { condition: parsed.data, issues: [] };
}

/** validates one rule; `prefix` locates issues inside a bulk body (e.g. `watchlists.3`) */
export function validateRule(raw: unknown, o: { allowLoopback: boolean; prefix?: string }): { rule?: WatchlistRule; issues: RuleIssue[] } {
  const at = (p: (string | number)[]) => [o.prefix, ...p].filter((x) => x !== undefined && x !== '').join('.');
  const parsed = WatchlistRuleInputSchema.safeParse(raw);
  if (!parsed.success) return { issues: parsed.error.issues.map((i) => ({ path: at(i.path.map(String)) || '(body)', message: i.message })) };
  const r = parsed.data;
  const issues: RuleIssue[] = [];
  const all: Condition[] = [];
  const any: Condition[] = [];
  r.conditions.requiresAll.forEach((c, i) => {
    const v = validateCondition(c, at(['conditions', 'requiresAll', i]));
    issues.push(...v.issues);
    if (v.condition) all.push(v.condition);
  });
  r.conditions.requiresAny.forEach((c, i) => {
    const v = validateCondition(c, at(['conditions', 'requiresAny', i]));
    issues.push(...v.issues);
    if (v.condition) any.push(v.condition);
  });
  if (r.conditions.requiresAll.length === 0 && r.conditions.requiresAny.length === 0) {
    issues.push({ path: at(['conditions']), message: 'requiresAll and requiresAny are both empty: a rule needs at least one condition' });
  }
  let webhookUrl: string | null = null;
  if (r.webhookUrl != null && r.webhookUrl.trim() !== '') {
    const u = checkConsoleWebhookUrl(r.webhookUrl, o.allowLoopback);
    if (!u.ok) issues.push({ path: at(['webhookUrl']), message: u.reason });
    else webhookUrl = u.url.toString();
  }
  if (issues.length) return { issues };
  return {
    rule: {
      id: r.id ?? newRuleId(),
      name: r.name,
      scope: r.scope,
      conditions: { requiresAll: all, requiresAny: any },
      webhookUrl,
      timeWindow: r.timeWindow ?? DEFAULT_TIME_WINDOW,
      enabled: r.enabled ?? true,
    },
    issues: [],
  };
}
