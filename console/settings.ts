/**
 * Console settings kept in its database, so an override survives restarts (spec 3: PATCH /api/settings):
 * `retentionDays` and `retentionMaxGB` override RETENTION_DAYS and RETENTION_MAX_GB; `null` clears an override
 * (back to the environment's value). The webhook signing secret lives here too when CONSOLE_WEBHOOK_SECRET is unset.
 */
import type { Queryable } from '../infra/db/types.js';
import { generateSecret } from '../infra/secret-cipher.js';
import type { ConsoleConfig } from './config.js';

export interface Retention {
  retentionDays: number;
  /** null = unlimited */
  retentionMaxGB: number | null;
  source: { retentionDays: 'override' | 'environment'; retentionMaxGB: 'override' | 'environment' };
}

async function getSetting(q: Queryable, key: string): Promise<string | undefined> {
  const r = await q.query<{ value: string }>('SELECT value FROM console_settings WHERE key = $1', [key]);
  return r.rows[0]?.value;
}

async function putSetting(q: Queryable, key: string, value: string | null): Promise<void> {
  if (value === null) await q.query('DELETE FROM console_settings WHERE key = $1', [key]);
  else await q.query('INSERT INTO console_settings (key, value) VALUES ($1,$2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value', [key, value]);
}

export async function readRetention(q: Queryable, cfg: Pick<ConsoleConfig, 'RETENTION_DAYS' | 'RETENTION_MAX_GB'>): Promise<Retention> {
  const days = await getSetting(q, 'retention_days');
  const gb = await getSetting(q, 'retention_max_gb');
  return {
    retentionDays: days !== undefined ? Number(days) : cfg.RETENTION_DAYS,
    retentionMaxGB: gb !== undefined ? (gb === 'unlimited' ? null : Number(gb)) : (cfg.RETENTION_MAX_GB ?? null),
    source: { retentionDays: days !== undefined ? 'override' : 'environment', retentionMaxGB: gb !== undefined ? 'override' : 'environment' },
  };
}

/**
 * `retentionDays`: a number sets the override, null clears it. `retentionMaxGB`: a number sets a cap, `null` sets
 * "unlimited" as the override; omit a key to leave it as it is.
 */
export async function writeRetention(q: Queryable, patch: { retentionDays?: number | null; retentionMaxGB?: number | null }): Promise<void> {
  if (patch.retentionDays !== undefined) await putSetting(q, 'retention_days', patch.retentionDays === null ? null : String(patch.retentionDays));
  if (patch.retentionMaxGB !== undefined) await putSetting(q, 'retention_max_gb', patch.retentionMaxGB === null ? 'unlimited' : String(patch.retentionMaxGB));
}

/** the secret that signs watchlist_match deliveries: CONSOLE_WEBHOOK_SECRET, else one generated once and kept */
export async function webhookSecret(
  q: Queryable,
  cfg: Pick<ConsoleConfig, 'CONSOLE_WEBHOOK_SECRET'>,
): Promise<{ secret: string; source: 'environment' | 'generated' }> {
  if (cfg.CONSOLE_WEBHOOK_SECRET) return { secret: cfg.CONSOLE_WEBHOOK_SECRET, source: 'environment' };
  const existing = await getSetting(q, 'webhook_secret');
  if (existing) return { secret: existing, source: 'generated' };
  await q.query('INSERT INTO console_settings (key, value) VALUES ($1,$2) ON CONFLICT (key) DO NOTHING', ['webhook_secret', generateSecret()]);
  return { secret: (await getSetting(q, 'webhook_secret'))!, source: 'generated' };
}

export async function audit(q: Queryable, at: Date, action: string, subject: string | null, detail?: unknown): Promise<void> {
  await q.query('INSERT INTO console_audit (at, action, subject, detail) VALUES ($1,$2,$3,$4)', [
    at,
    action,
    subject,
    detail === undefined ? null : JSON.stringify(detail),
  ]);
}
