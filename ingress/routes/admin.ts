import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { addBalance, createKey, NotFoundError, setFeature } from '../../infra/platform/accounts.js';
import { listKeys, revokeKey } from '../../infra/platform/key-admin.js';
import { usdToMills } from '../../infra/platform/money.js';
import { DirectorySeedError, type SeedProgress, seedDirectory } from '../../processors/signpost/storage/seed.js';
import { HttpError } from '../errors.js';
import type { RouteDeps } from './types.js';

const ADMIN_LIMIT = { auth: 'none' as const, limit: { bucket: 'admin', perMinute: 120, by: 'ip' as const } };
/** loopback admin calls for the CLI: not part of the public API */
const adminDoc = (summary: string) => ({ summary, tags: ['admin'], hidden: true });

/**
 * Admin calls for the CLI while an embedded `haven start` owns the data directory (PGlite allows one process).
 * Loopback only, and only with the token the running process wrote to `<data dir>/admin.json` (mode 0600).
 */
export function registerAdmin(app: FastifyInstance, deps: RouteDeps, token: string) {
  const guard = (req: FastifyRequest) => {
    const ip = req.socket.remoteAddress ?? '';
    const loopback = ip === '127.0.0.1' || ip === '::1' || ip === '::ffff:127.0.0.1';
    const given = Buffer.from(String(req.headers['x-haven-admin-token'] ?? ''));
    const want = Buffer.from(token);
    if (!loopback || given.length !== want.length || !timingSafeEqual(given, want))
      throw new HttpError(403, 'forbidden', 'admin calls need the local admin token');
  };
  const KeyBody = z.object({
    balance_usd: z.number().min(0).default(0),
    test: z.boolean().default(false),
    account_id: z.string().optional(),
    features: z.array(z.string()).default([]),
    /** several keys (each with its own account unless account_id is given), for load tests */
    count: z.number().int().min(1).max(5000).optional(),
  });
  app.post('/admin/keys', { config: { platform: ADMIN_LIMIT, openapi: adminDoc('create API keys') } }, async (req) => {
    guard(req);
    const b = KeyBody.parse(req.body ?? {});
    try {
      const one = async () => {
        const r = await createKey(deps.rt.db, { accountId: b.account_id, balanceMills: usdToMills(b.balance_usd), test: b.test, features: b.features });
        return { key: r.key, key_id: r.keyId, account_id: r.accountId };
      };
      if (b.count === undefined) return await one();
      const keys = [];
      for (let i = 0; i < b.count; i++) keys.push(await one());
      return { keys };
    } catch (e) {
      if (e instanceof NotFoundError) throw new HttpError(404, 'not_found', e.message);
      throw e;
    }
  });
  // `haven directory seed` against a live embedded server: the file is read, validated, embedded and written by this
  // process (which owns PGlite), then announced on the bus so the signpost processor swaps without downtime.
  const SeedBody = z.object({ file: z.string().min(1).optional() });
  // With `Accept: application/x-ndjson` the answer streams one line per progress step ({"progress": …}), then
  // {"result": …} or {"error": …}: embedding a directory takes a minute on a slow machine, and the CLI shows its progress.
  app.post('/admin/directory/seed', { config: { platform: ADMIN_LIMIT, openapi: adminDoc('seed the directory') } }, async (req, reply) => {
    guard(req);
    const b = SeedBody.parse(req.body ?? {});
    const { rt } = deps;
    const seed = (onProgress?: SeedProgress) =>
      seedDirectory({ db: rt.db, bus: rt.bus, avro: rt.avro }, { file: b.file, indexCacheDir: rt.config.HAVEN_INDEX_CACHE_DIR, onProgress });
    if (String(req.headers.accept ?? '').includes('application/x-ndjson')) {
      reply.hijack();
      reply.raw.writeHead(200, { 'content-type': 'application/x-ndjson', 'x-request-id': String(req.id) });
      const line = (o: unknown) => reply.raw.write(`${JSON.stringify(o)}\n`);
      try {
        line({ result: await seed((p) => line({ progress: p })) });
      } catch (e) {
        line({
          error:
            e instanceof DirectorySeedError
              ? { code: 'invalid_directory', message: e.message, invalid_records: e.problems.length }
              : { code: 'internal_error', message: `seeding failed: ${(e as Error).message}` },
        });
      }
      reply.raw.end();
      return reply;
    }
    try {
      return await seed();
    } catch (e) {
      if (e instanceof DirectorySeedError) throw new HttpError(400, 'invalid_directory', e.message, { invalid_records: e.problems.length });
      throw e;
    }
  });
  const ListBody = z.object({ account_id: z.string().optional(), include_revoked: z.boolean().default(false) });
  app.post('/admin/keys/list', { config: { platform: ADMIN_LIMIT, openapi: adminDoc('list API keys') } }, async (req) => {
    guard(req);
    const b = ListBody.parse(req.body ?? {});
    return { keys: await listKeys(deps.rt.db, { accountId: b.account_id, includeRevoked: b.include_revoked }) };
  });
  const RevokeBody = z.object({ key_id: z.string().min(1) });
  app.post('/admin/keys/revoke', { config: { platform: ADMIN_LIMIT, openapi: adminDoc('revoke an API key') } }, async (req) => {
    guard(req);
    const b = RevokeBody.parse(req.body ?? {});
    if (!(await revokeKey(deps.rt.db, b.key_id))) throw new HttpError(404, 'not_found', `key ${b.key_id} not found or already revoked`);
    return { key_id: b.key_id, revoked: true };
  });
  const BalanceBody = z.object({ account_id: z.string().min(1), usd: z.number().positive() });
  app.post('/admin/balance', { config: { platform: ADMIN_LIMIT, openapi: adminDoc('top up an account') } }, async (req) => {
    guard(req);
    const b = BalanceBody.parse(req.body ?? {});
    try {
      const balance = await addBalance(deps.rt.db, b.account_id, usdToMills(b.usd));
      return { account_id: b.account_id, balance_mills: balance, balance_usd: balance / 1000 };
    } catch (e) {
      if (e instanceof NotFoundError) throw new HttpError(404, 'not_found', e.message);
      throw e;
    }
  });
  const FeatureBody = z.object({ account_id: z.string().min(1), feature: z.string().min(1).max(64), on: z.boolean().default(true) });
  app.post('/admin/features', { config: { platform: ADMIN_LIMIT, openapi: adminDoc('grant or revoke an account feature') } }, async (req) => {
    guard(req);
    const b = FeatureBody.parse(req.body ?? {});
    try {
      return { account_id: b.account_id, features: await setFeature(deps.rt.db, b.account_id, b.feature, b.on) };
    } catch (e) {
      if (e instanceof NotFoundError) throw new HttpError(404, 'not_found', e.message);
      throw e;
    }
  });
}
