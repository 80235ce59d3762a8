import { resolve } from 'node:path';
import { Command } from 'commander';
import { DirectorySeedError, seedDirectory, type SeedResult } from '../processors/signpost/seed.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { migrate, openDb } from './db/index.js';
import { addBalance, createKey, setFeature } from './platform/accounts.js';
import { usdToMills } from './platform/money.js';
import { liveAdmin, resolveComponents, startRoles, type Running } from './roles.js';
import { openRuntime } from './runtime.js';

function config(): Config {
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
  const cfg = config();
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
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    await running.stop();
    await rt.close();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

/** Admin commands go to a live embedded server when one owns the data directory, otherwise to the database. */
async function admin<T>(path: string, body: unknown, direct: (db: Awaited<ReturnType<typeof openDb>>) => Promise<T>): Promise<T> {
  const cfg = config();
  const live = cfg.DATABASE_URL ? undefined : liveAdmin(cfg.HAVEN_DATA_DIR);
  if (live) {
    const r = await fetch(live.url + path, { method: 'POST', headers: { 'content-type': 'application/json', 'x-haven-admin-token': live.token }, body: JSON.stringify(body) });
    const j = (await r.json()) as T & { message?: string };
    if (!r.ok) fail(j.message ?? `admin call failed with ${r.status}`);
    return j;
  }
  const db = await openDb({ databaseUrl: cfg.DATABASE_URL, dataDir: cfg.HAVEN_DATA_DIR });
  try {
    await migrate(db);
    return await direct(db);
  } catch (e) {
    fail((e as Error).message);
  } finally {
    await db.close();
  }
}

const usd = (v: string) => {
  const n = Number(v);
  if (!Number.isFinite(n) || n < 0) fail(`not an amount in USD: ${v}`);
  return n;
};

const program = new Command('haven').description('Haven: open, self-hostable AI-safety middleware');

program
  .command('start')
  .description('everything in one process (embedded by default: in-process bus, PGlite, chDB in HAVEN_DATA_DIR)')
  .action(() => serve('start', { ingress: true, processors: ['all'], sinks: ['all'] }));

program.command('ingress').description('the HTTP ingress only').action(() => serve('ingress', { ingress: true, processors: [], sinks: [] }));

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
  .command('migrate')
  .description('apply database migrations')
  .action(async () => {
    const cfg = config();
    const db = await openDb({ databaseUrl: cfg.DATABASE_URL, dataDir: cfg.HAVEN_DATA_DIR });
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
  .option('--oversight', 'give the new account oversight access (same as --feature oversight)')
  .option('--json', 'print JSON')
  .action(async (o: { balance: string; test?: boolean; account?: string; feature?: string[]; oversight?: boolean; json?: boolean }) => {
    if (o.oversight) o.feature = [...new Set([...(o.feature ?? []), 'oversight'])];
    const balance = usd(o.balance);
    const r = await admin('/admin/keys', { balance_usd: balance, test: !!o.test, account_id: o.account, features: o.feature ?? [] }, async (db) => {
      const k = await createKey(db, { accountId: o.account, balanceMills: usdToMills(balance), test: !!o.test, features: o.feature ?? [] });
      return { key: k.key, key_id: k.keyId, account_id: k.accountId };
    });
    if (o.json) process.stdout.write(JSON.stringify(r) + '\n');
    else process.stdout.write(`key:     ${r.key}\naccount: ${r.account_id}\n(the key is shown once; store it now)\n`);
  });

const accounts = program.command('accounts').description('account features');
for (const [verb, on] of [['grant', true], ['revoke', false]] as const) {
  accounts
    .command(verb)
    .argument('<account>', 'account id')
    .argument('<feature>', 'feature name, e.g. oversight')
    .option('--json', 'print JSON')
    .description(`${on ? 'give' : 'take away'} an account feature (e.g. oversight access) on an existing account`)
    .action(async (account: string, feature: string, o: { json?: boolean }) => {
      const r = await admin('/admin/features', { account_id: account, feature, on }, async (db) => ({ account_id: account, features: await setFeature(db, account, feature, on) }));
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
    const cfg = config();
    const file = resolve(o.file);
    const live = cfg.DATABASE_URL ? undefined : liveAdmin(cfg.HAVEN_DATA_DIR);
    let r: SeedResult;
    if (live) {
      const res = await fetch(live.url + '/admin/directory/seed', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-haven-admin-token': live.token },
        body: JSON.stringify({ file }),
      });
      const j = (await res.json()) as SeedResult & { message?: string };
      if (!res.ok) fail(j.message ?? `seeding failed with ${res.status}`);
      r = j;
    } else {
      // No live embedded server: write the state store directly and announce on the bus (Kafka when configured).
      const rt = await openRuntime({ ...cfg, LOG_LEVEL: cfg.LOG_LEVEL === 'info' ? 'warn' : cfg.LOG_LEVEL }, { role: 'cli' });
      try {
        r = await seedDirectory({ db: rt.db, bus: rt.bus, avro: rt.avro }, { file, indexCacheDir: cfg.HAVEN_INDEX_CACHE_DIR });
      } catch (e) {
        await rt.close();
        fail(e instanceof DirectorySeedError ? e.message : `seeding failed: ${(e as Error).message}`);
      }
      await rt.close();
    }
    if (o.json) process.stdout.write(JSON.stringify(r) + '\n');
    else process.stdout.write(`directory version ${r.version}: ${r.resources} resources (validated in ${r.validate_ms} ms, embedded in ${r.embed_ms} ms${r.index_from_cache ? ', index from cache' : ''}; ${r.total_ms} ms in all)\n`);
  });

await program.parseAsync(process.argv);
