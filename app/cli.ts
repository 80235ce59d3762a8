import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Command } from 'commander';
import type { Config } from '../infra/config.js';
import type { KeyRow } from '../infra/platform/key-admin.js';
import type { SeedResult } from '../processors/signpost/storage/seed.js';
import type { Running } from './roles.js';

// Commands load what they use when they run (dynamic imports below): `haven --help` and `--version` load commander
// only, instead of every processor, the database and the models (seconds).

const VERSION = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;

async function config(): Promise<Config> {
  const { ConfigError, loadConfig } = await import('../infra/config.js');
  try {
    return loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      process.stderr.write(`haven: ${e.message}\n`);
      process.exit(2);
    }
    throw e;
  }
}

function fail(msg: string): never {
  process.stderr.write(`haven: ${msg}\n`);
  process.exit(1);
}

async function serve(role: string, o: { ingress: boolean; processors: string[]; sinks: string[] }) {
  const cfg = await config();
  const { resolveComponents, startRoles } = await import('./roles.js');
  const { openRuntime } = await import('../infra/runtime.js');
  const { primeIndexCache } = await import('./prebuilt.js');
  primeIndexCache(cfg.HAVEN_INDEX_CACHE_DIR); // the first start reads the shipped directory's index instead of embedding it
  let rt;
  let running: Running;
  try {
    const processors = resolveComponents('processor', o.processors);
    const sinks = resolveComponents('sink', o.sinks);
    rt = await openRuntime(cfg, { role });
    running = await startRoles(rt, { ingress: o.ingress, processors, sinks, adminFile: !cfg.DATABASE_URL });
  } catch (e) {
    await rt?.close();
    fail((e as Error).message);
  }
  if (running.url) process.stdout.write(`haven ${role} listening on ${running.url}\n`);
  else process.stdout.write(`haven ${role} running (${[...o.processors, ...o.sinks].join(', ')})\n`);
  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    // stop accepting, let in-flight requests and consumers finish (fastify's close waits for them), then the runtime
    const t0 = Date.now();
    rt.logger.info({ signal }, `received ${signal}: stopping (no new requests; finishing the ones in flight)`);
    try {
      await running.stop();
      await rt.close();
    } catch (e) {
      rt.logger.error({ err: { message: (e as Error).message } }, 'error while stopping');
      process.exit(1);
    }
    rt.logger.info({ signal, ms: Date.now() - t0 }, 'stopped; exiting');
    await new Promise((r) => setTimeout(r, 20)); // let the log line flush
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

/** The database options of a command: the configured server, or the embedded data directory, with progress on stderr. */
function dbOptions(cfg: Config) {
  return {
    databaseUrl: cfg.DATABASE_URL,
    dataDir: cfg.HAVEN_DATA_DIR,
    cacheDir: cfg.HAVEN_CACHE_DIR === 'off' ? null : cfg.HAVEN_CACHE_DIR,
    onStep: (msg: string) => process.stderr.write(`${msg}\n`),
  };
}

/** Admin commands go to a live embedded server when one owns the data directory, otherwise to the database (opened once). */
type OpenedDb = Awaited<ReturnType<typeof import('../infra/db/index.js').openDb>>;
async function adminSession() {
  const cfg = await config();
  const { liveAdmin } = await import('./roles.js');
  const live = cfg.DATABASE_URL ? undefined : liveAdmin(cfg.HAVEN_DATA_DIR);
  let db: OpenedDb | undefined;
  return {
    async call<T>(path: string, body: unknown, direct: (db: OpenedDb) => Promise<T>): Promise<T> {
      if (live) {
        const r = await fetch(live.url + path, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-haven-admin-token': live.token },
          body: JSON.stringify(body),
        });
        const j = (await r.json()) as T & { message?: string };
        if (!r.ok) fail(j.message ?? `admin call failed with ${r.status}`);
        return j;
      }
      try {
        if (!db) {
          const { MIGRATIONS_DIR, migrate, openDb } = await import('../infra/db/index.js');
          db = await openDb({ ...dbOptions(cfg), migrations: MIGRATIONS_DIR });
          await migrate(db);
        }
        return await direct(db);
      } catch (e) {
        await db?.close().catch(() => undefined);
        fail((e as Error).message);
      }
    },
    async close() {
      await db?.close();
    },
  };
}

async function admin<T>(path: string, body: unknown, direct: (db: OpenedDb) => Promise<T>): Promise<T> {
  const session = await adminSession();
  try {
    return await session.call(path, body, direct);
  } finally {
    await session.close();
  }
}

/** keys created per admin call by `keys create --count` */
const KEYS_PER_CALL = 50;

const usd = (v: string) => {
  const n = Number(v);
  if (!Number.isFinite(n) || n < 0) fail(`not an amount in USD: ${v}`);
  return n;
};

export const program = new Command('haven')
  .description('Haven: open, self-hostable AI-safety middleware')
  .version(VERSION, '-v, --version', 'print the version');

program
  .command('start')
  .description('everything in one process (embedded by default: in-process bus, PGlite, chDB in HAVEN_DATA_DIR)')
  .action(() => serve('start', { ingress: true, processors: ['all'], sinks: ['all'] }));

program
  .command('ingress')
  .description('the HTTP ingress only')
  .action(() => serve('ingress', { ingress: true, processors: [], sinks: [] }));

program
  .command('processor')
  .argument('<names...>', "processor names, or 'all'")
  .description('run stream processors (instances of one name share work as a consumer group)')
  .action((names: string[]) => serve('processor', { ingress: false, processors: names, sinks: [] }));

program
  .command('sink')
  .argument('<names...>', "sink names, or 'all'")
  .description('run sinks (ClickHouse, webhooks)')
  .action((names: string[]) => serve('sink', { ingress: false, processors: [], sinks: names }));

program
  .command('console')
  .description(
    'the console: stores scored sessions, evaluates watchlists, posts watchlist_match webhooks, serves its web UI (CONSOLE_HOST:CONSOLE_PORT, default 127.0.0.1:3950)',
  )
  .action(async () => {
    const { loadConsoleConfig } = await import('../console/config.js');
    const { startConsole } = await import('../console/role.js');
    const { ConfigError } = await import('../infra/config.js');
    let cfg;
    try {
      cfg = loadConsoleConfig();
    } catch (e) {
      if (e instanceof ConfigError) {
        process.stderr.write(`haven: ${e.message}\n`);
        process.exit(2);
      }
      throw e;
    }
    let running;
    try {
      running = await startConsole(cfg);
    } catch (e) {
      fail((e as Error).message);
    }
    process.stdout.write(`haven console listening on ${running.url}\n`);
    let stopping = false;
    const shutdown = async () => {
      if (stopping) return;
      stopping = true;
      await running.stop();
      process.exit(0);
    };
    process.on('SIGINT', shutdown);
    process.on('SIGTERM', shutdown);
  });

program
  .command('migrate')
  .description('apply database migrations')
  .action(async () => {
    const cfg = await config();
    const { migrate, openDb } = await import('../infra/db/index.js');
    // a new embedded database is created from the initdb image, then migrated here (so the list below is complete)
    const db = await openDb(dbOptions(cfg));
    const applied = await migrate(db);
    await db.close();
    process.stdout.write(applied.length ? `applied ${applied.join(', ')}\n` : 'database is up to date\n');
  });

const keys = program.command('keys').description('API keys');
keys
  .command('create')
  .description('create an API key (and a new account unless --account is given)')
  .option('--balance <usd>', 'starting balance of the new account in USD', '0')
  .option('--test', 'a test key (service_test_…, lower rate limits)')
  .option('--account <id>', 'add the key to an existing account')
  .option('--feature <name...>', 'account features to enable, e.g. oversight')
  .option('--count <n>', 'create n keys (each with its own account unless --account is given), e.g. for load tests')
  .option('--oversight', 'give the new account oversight access (same as --feature oversight)')
  .option('--json', 'print JSON (with --count: {"keys": [...]})')
  .action(async (o: { balance: string; test?: boolean; account?: string; feature?: string[]; oversight?: boolean; count?: string; json?: boolean }) => {
    if (o.oversight) o.feature = [...new Set([...(o.feature ?? []), 'oversight'])];
    const balance = usd(o.balance);
    const count = o.count === undefined ? undefined : Number(o.count);
    if (count !== undefined && !(Number.isInteger(count) && count >= 1 && count <= 5000)) fail(`--count must be an integer from 1 to 5000: ${o.count}`);
    const { createKey } = await import('../infra/platform/accounts.js');
    const { usdToMills } = await import('../infra/platform/money.js');
    type Made = { key: string; key_id: string; account_id: string };
    const one = async (db: OpenedDb): Promise<Made> => {
      const k = await createKey(db, { accountId: o.account, balanceMills: usdToMills(balance), test: !!o.test, features: o.feature ?? [] });
      return { key: k.key, key_id: k.keyId, account_id: k.accountId };
    };
    const body = { balance_usd: balance, test: !!o.test, account_id: o.account, features: o.feature ?? [], ...(count !== undefined ? { count } : {}) };
    let r: Made | { keys: Made[] };
    if (count === undefined) r = await admin<Made>('/admin/keys', body, one);
    else {
      // in chunks, so a live server answers each in well under a second and the progress moves (a bar on a terminal)
      const { progress } = await import('./progress.js');
      const bar = count >= 50 ? progress('creating keys', 'keys') : undefined;
      const keys: Made[] = [];
      const session = await adminSession();
      while (keys.length < count) {
        const n = Math.min(KEYS_PER_CALL, count - keys.length);
        const chunk = await session.call<{ keys: Made[] }>('/admin/keys', { ...body, count: n }, async (db) => {
          const made: Made[] = [];
          for (let i = 0; i < n; i++) made.push(await one(db));
          return { keys: made };
        });
        keys.push(...chunk.keys);
        bar?.update(keys.length, count);
      }
      await session.close();
      bar?.stop();
      r = { keys };
    }
    if (o.json) process.stdout.write(JSON.stringify(r) + '\n');
    else if ('keys' in r)
      process.stdout.write(r.keys.map((k) => `${k.key}\t${k.account_id}`).join('\n') + `\n(${r.keys.length} keys, shown once; store them now)\n`);
    else process.stdout.write(`key:     ${r.key}\naccount: ${r.account_id}\n(the key is shown once; store it now)\n`);
  });
keys
  .command('list')
  .description('list API keys (ids and prefixes; keys themselves are never stored)')
  .option('--account <id>', 'only this account')
  .option('--all', 'include revoked keys')
  .option('--json', 'print JSON')
  .action(async (o: { account?: string; all?: boolean; json?: boolean }) => {
    const { listKeys } = await import('../infra/platform/key-admin.js');
    const r = await admin<{ keys: KeyRow[] }>('/admin/keys/list', { account_id: o.account, include_revoked: !!o.all }, async (db) => ({
      keys: await listKeys(db, { accountId: o.account, includeRevoked: !!o.all }),
    }));
    if (o.json) return void process.stdout.write(JSON.stringify(r) + '\n');
    if (!r.keys.length) return void process.stdout.write('no keys\n');
    for (const k of r.keys) {
      process.stdout.write(
        `${k.key_id}\t${k.prefix}\t${k.account_id}\t${(k.balance_mills / 1000).toFixed(3)} USD\t${k.test ? 'test' : 'live'}\t${k.revoked_at ? `revoked ${k.revoked_at}` : `created ${k.created_at}`}\n`,
      );
    }
  });
keys
  .command('revoke')
  .argument('<key_id>', 'the key id (key_…, from keys list or keys create --json)')
  .option('--json', 'print JSON')
  .description('revoke an API key (refused everywhere within 2 seconds)')
  .action(async (keyId: string, o: { json?: boolean }) => {
    const { revokeKey } = await import('../infra/platform/key-admin.js');
    const r = await admin<{ key_id: string; revoked: boolean }>('/admin/keys/revoke', { key_id: keyId }, async (db) => {
      if (!(await revokeKey(db, keyId))) throw new Error(`key ${keyId} not found or already revoked`);
      return { key_id: keyId, revoked: true };
    });
    process.stdout.write(o.json ? JSON.stringify(r) + '\n' : `revoked ${r.key_id}\n`);
  });

const accounts = program.command('accounts').description('account features');
for (const [verb, on] of [
  ['grant', true],
  ['revoke', false],
] as const) {
  accounts
    .command(verb)
    .argument('<account>', 'account id')
    .argument('<feature>', 'feature name, e.g. oversight')
    .option('--json', 'print JSON')
    .description(`${on ? 'give' : 'take away'} an account feature (e.g. oversight access) on an existing account`)
    .action(async (account: string, feature: string, o: { json?: boolean }) => {
      const r = await admin<{ account_id: string; features: string[] }>('/admin/features', { account_id: account, feature, on }, async (db) => {
        const { setFeature } = await import('../infra/platform/accounts.js');
        return { account_id: account, features: await setFeature(db, account, feature, on) };
      });
      if (o.json) process.stdout.write(JSON.stringify(r) + '\n');
      else process.stdout.write(`account ${r.account_id}: features ${r.features.join(', ') || '(none)'}\n`);
    });
}

const balance = program.command('balance').description('account balances');
balance
  .command('add')
  .argument('<account>', 'account id')
  .argument('<usd>', 'amount in USD')
  .option('--json', 'print JSON')
  .action(async (account: string, amount: string, o: { json?: boolean }) => {
    const n = usd(amount);
    if (n <= 0) fail('the amount must be positive');
    const { addBalance } = await import('../infra/platform/accounts.js');
    const { usdToMills } = await import('../infra/platform/money.js');
    const r = await admin('/admin/balance', { account_id: account, usd: n }, async (db) => {
      const b = await addBalance(db, account, usdToMills(n));
      return { account_id: account, balance_mills: b, balance_usd: b / 1000 };
    });
    if (o.json) process.stdout.write(JSON.stringify(r) + '\n');
    else process.stdout.write(`account ${r.account_id}: balance ${r.balance_usd} USD\n`);
  });

const directory = program.command('directory').description('the crisis-resource directory');
directory
  .command('seed')
  .description('validate a directory file, embed every record once, store it as a new version and tell running processors to swap to it')
  .option('--file <path>', 'resources JSON ({"records": [...]} or an array)', 'seeds/directory/resources.json')
  .option('--json', 'print JSON')
  .action(async (o: { file: string; json?: boolean }) => {
    const cfg = await config();
    const file = resolve(o.file);
    const { liveAdmin } = await import('./roles.js');
    const live = cfg.DATABASE_URL ? undefined : liveAdmin(cfg.HAVEN_DATA_DIR);
    const { progress } = await import('./progress.js');
    (await import('./prebuilt.js')).primeIndexCache(cfg.HAVEN_INDEX_CACHE_DIR);
    const bar = progress('embedding records', 'records');
    // progress on stderr (stdout keeps the result, JSON with --json): a bar on a terminal, counted lines otherwise
    const onProgress = (p: { phase: string; done?: number; total?: number }) => {
      if (p.phase === 'embedding') bar.update(p.done ?? 0, p.total ?? 0);
      else bar.step(p.phase === 'writing' ? `writing ${p.total ?? ''} records`.trimEnd() : `${p.phase} ${file}`);
    };
    let r: SeedResult;
    if (live) {
      // the live server seeds (it owns PGlite) and streams its progress as NDJSON lines
      const res = await fetch(live.url + '/admin/directory/seed', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/x-ndjson', 'x-haven-admin-token': live.token },
        body: JSON.stringify({ file }),
      });
      if (!res.ok || !res.body) fail(((await res.json().catch(() => ({}))) as { message?: string }).message ?? `seeding failed with ${res.status}`);
      let result: SeedResult | undefined;
      const { createInterface } = await import('node:readline');
      const { Readable } = await import('node:stream');
      for await (const text of createInterface({ input: Readable.fromWeb(res.body as never) })) {
        if (!text.trim()) continue;
        const m = JSON.parse(text) as { progress?: Parameters<typeof onProgress>[0]; result?: SeedResult; error?: { message: string } };
        if (m.progress) onProgress(m.progress);
        if (m.error) {
          bar.stop();
          fail(m.error.message);
        }
        if (m.result) result = m.result;
      }
      bar.stop();
      if (!result) fail('seeding ended without a result (the server stopped?)');
      r = result;
    } else {
      // No live embedded server: write the state store directly and announce on the bus (Kafka when configured).
      const { openRuntime } = await import('../infra/runtime.js');
      const { DirectorySeedError, seedDirectory } = await import('../processors/signpost/storage/seed.js');
      const rt = await openRuntime({ ...cfg, LOG_LEVEL: cfg.LOG_LEVEL === 'info' ? 'warn' : cfg.LOG_LEVEL }, { role: 'cli' });
      try {
        r = await seedDirectory({ db: rt.db, bus: rt.bus, avro: rt.avro }, { file, indexCacheDir: cfg.HAVEN_INDEX_CACHE_DIR, onProgress });
      } catch (e) {
        bar.stop();
        await rt.close();
        fail(e instanceof DirectorySeedError ? e.message : `seeding failed: ${(e as Error).message}`);
      }
      bar.stop();
      await rt.close();
    }
    if (o.json) process.stdout.write(JSON.stringify(r) + '\n');
    else
      process.stdout.write(
        `directory version ${r.version}: ${r.resources} resources (validated in ${r.validate_ms} ms, embedded in ${r.embed_ms} ms${r.index_from_cache ? ', index from cache' : ''}; ${r.total_ms} ms in all)\n`,
      );
  });
