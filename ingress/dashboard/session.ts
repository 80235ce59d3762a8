/**
 * Dashboard sign-in: an API key of an account with oversight access, exchanged for a random session token kept in an
 * HttpOnly, SameSite=Strict cookie scoped to /dashboard; only the token's SHA-256 is stored (12 hours).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../infra/db/types.js';
import { authenticate } from '../../infra/platform/accounts.js';

export const COOKIE = 'haven_dashboard';
const TTL_S = 12 * 3600;
const hash = (t: string) => createHash('sha256').update(t).digest('hex');

export async function signIn(db: Db, apiKey: string): Promise<{ ok: true; token: string; maxAge: number } | { ok: false; status: number; reason: string }> {
  const id = await authenticate(db, apiKey.trim());
  if (!id) return { ok: false, status: 401, reason: 'That API key is invalid or revoked.' };
  if (!id.features.includes('oversight')) return { ok: false, status: 403, reason: 'This account does not have oversight access.' };
  const token = randomBytes(32).toString('hex');
  await db.query('INSERT INTO oversight_dashboard_sessions(token_hash, account_id, key_id, expires_at) VALUES ($1,$2,$3, now() + make_interval(secs => $4))', [
    hash(token),
    id.accountId,
    id.keyId,
    TTL_S,
  ]);
  return { ok: true, token, maxAge: TTL_S };
}

export function cookieToken(req: FastifyRequest): string | undefined {
  const raw = req.headers.cookie ?? '';
  for (const part of raw.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === COOKIE) return v.join('=');
  }
  return undefined;
}

export async function sessionAccount(db: Db, token: string | undefined): Promise<string | undefined> {
  if (!token || !/^[0-9a-f]{64}$/.test(token)) return undefined;
  const r = await db.query<{ account_id: string }>('SELECT account_id FROM oversight_dashboard_sessions WHERE token_hash = $1 AND expires_at > now()', [
    hash(token),
  ]);
  return r.rows[0]?.account_id;
}

export async function signOut(db: Db, token: string | undefined): Promise<void> {
  if (token) await db.query('DELETE FROM oversight_dashboard_sessions WHERE token_hash = $1', [hash(token)]);
}

export function sessionCookie(token: string, maxAge: number, secure: boolean): string {
  return `${COOKIE}=${token}; Path=/dashboard; HttpOnly; SameSite=Strict; Max-Age=${maxAge}${secure ? '; Secure' : ''}`;
}
