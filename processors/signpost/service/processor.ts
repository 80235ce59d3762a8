/**
 * The signpost processor: holds the current directory version (records + embedding index) in memory and answers
 * `signpost.requested` (request/reply). On start it loads the newest version from the state store, seeding the
 * shipped directory first when the store has none (first start). It reloads when `directory.updated` announces a
 * new version (each instance reads that topic in its own group) and, as a safety net, when a periodic check finds
 * a newer version. A reload builds a complete snapshot and swaps one reference: requests in flight finish on the
 * version they started with, and none waits.
 */

import { DEADLINE } from '../../../infra/bus/request-reply.js';
import { type Embedder, loadEmbedder, modelFilesPresent } from '../../../infra/models/embedder.js';
import { llmConfigOf } from '../../../infra/models/llm.js';
import { expectPart, reportPart } from '../../../infra/readiness.js';
import type { Runtime } from '../../../infra/runtime.js';
import { TOPICS } from '../../../infra/topics.js';
import type * as gen from '../../../schemas/generated/records.js';
import { defineStage } from '../../kernel/index.js';
import { buildIntentBank, helpIntent, type IntentBank } from '../ranking/intent.js';
import { indexId, NO_INDEX_MODEL, reembedIfStale, seedDirectory } from '../storage/seed.js';
import { buildSnapshot, type DirectorySnapshot } from '../storage/snapshot.js';
import { currentVersion, loadVersion } from '../storage/store.js';
import { handle, type SignpostCall } from './service.js';
import { anthropicProvider } from './smart-anthropic.js';

/** the safety-net check for a newer version (a missed `directory.updated` record is picked up within this) */
export const RELOAD_POLL_MS = 30_000;

/** the record as schemas/signpost-request.avsc declares it (generated type), its ops the service's own */
type SignpostRequestRecord = Omit<gen.SignpostRequestRecord, 'op'> & { op: SignpostCall['op'] & gen.SignpostRequestRecord['op'] };

export class DirectoryHolder {
  private snap?: DirectorySnapshot;
  private chain: Promise<unknown> = Promise.resolve();

  /** the index id this code builds (model + views); a stored version with another one is stale */
  private readonly expectedIndex = indexId();

  constructor(private readonly rt: Runtime) {}

  get current(): DirectorySnapshot {
    if (!this.snap) throw new Error('directory not loaded');
    return this.snap;
  }

  /** Loads the newest version; seeds the shipped directory when there is none. */
  async init(): Promise<void> {
    let cur = await currentVersion(this.rt.db);
    if (!cur) {
      // First start: say what is happening (validating, embedding every record once, writing), so a minute of
      // seeding on a slow machine is not a silent minute.
      const log = this.rt.logger.child({ component: 'signpost' });
      log.info('first start: seeding the crisis-resource directory (once; progress follows)');
      let lastPct = -1;
      const r = await seedDirectory(
        { db: this.rt.db, bus: this.rt.bus, avro: this.rt.avro },
        {
          onlyIfEmpty: true,
          allowWithoutIndex: true,
          indexCacheDir: this.rt.config.HAVEN_INDEX_CACHE_DIR,
          onProgress: (p) => {
            if (p.phase !== 'embedding') return log.info({ phase: p.phase }, `directory seeding: ${p.phase}`);
            const pct = Math.floor((100 * (p.done ?? 0)) / Math.max(1, p.total ?? 1));
            if (pct >= lastPct + 10 || p.done === p.total) {
              lastPct = pct;
              log.info({ phase: p.phase, done: p.done, total: p.total }, `directory seeding: embedded ${p.done}/${p.total} records (${pct}%)`);
            }
          },
        },
      );
      this.rt.logger.info({ component: 'signpost', ...r }, r.skipped ? 'directory seeded by another instance' : 'directory seeded (first start)');
      cur = await currentVersion(this.rt.db);
    }
    if (!cur) throw new Error('directory: no version after seeding');
    // An index embedded from other texts (an older view layout) or by another model is re-embedded once, as a new
    // version of the same records (when the model files are here; otherwise search keeps the stale index).
    if (cur.model !== NO_INDEX_MODEL && cur.model !== this.expectedIndex && modelFilesPresent()) {
      try {
        const r = await reembedIfStale({ db: this.rt.db, bus: this.rt.bus, avro: this.rt.avro }, { indexCacheDir: this.rt.config.HAVEN_INDEX_CACHE_DIR });
        if (r)
          this.rt.logger.info(
            { component: 'signpost', version: r.version, from: r.from, to: this.expectedIndex },
            'directory index re-embedded (stale views or model)',
          );
        cur = (await currentVersion(this.rt.db)) ?? cur;
      } catch (err) {
        this.rt.logger.warn({ component: 'signpost', err: { message: (err as Error).message } }, 're-embedding a stale directory index failed; keeping it');
      }
    }
    await this.reloadTo(cur.version);
  }

  /** Swaps to `version` (or the newest, when newer) unless already there. Reloads run one at a time. */
  reloadTo(version: number): Promise<void> {
    const next = this.chain.then(async () => {
      if (this.snap && this.snap.version >= version) return;
      const newest = await currentVersion(this.rt.db);
      const target = Math.max(version, newest?.version ?? 0);
      const v = await loadVersion(this.rt.db, target);
      if (!v) throw new Error(`directory version ${target} not found`);
      if (v.meta.model === NO_INDEX_MODEL) {
        this.rt.logger.warn(
          { component: 'signpost' },
          'directory stored without embeddings: search answers 503 until npm run models:fetch and haven directory seed',
        );
      } else if (v.meta.model !== this.expectedIndex) {
        this.rt.logger.warn(
          { component: 'signpost', stored: v.meta.model, running: this.expectedIndex },
          'directory index was built from other texts or another model; restart or reseed to re-embed',
        );
      }
      const t = performance.now();
      const snap = buildSnapshot({ version: v.meta.version, sha256: v.meta.resources_sha256, records: v.records, index: v.index });
      const from = this.snap?.version;
      this.snap = snap; // the atomic swap
      this.rt.logger.info(
        { component: 'signpost', from, to: snap.version, resources: snap.resources.length, ms: Math.round(performance.now() - t) },
        'directory loaded',
      );
    });
    this.chain = next.catch(() => undefined);
    return next;
  }

  async refresh(): Promise<void> {
    const cur = await currentVersion(this.rt.db);
    if (cur && (!this.snap || cur.version > this.snap.version)) await this.reloadTo(cur.version);
  }
}

/** The signpost service as a kernel stage: the engine opened once per instance holds the directory and the models. */
export const signpostProcessor = defineStage<SignpostRequestRecord>({
  name: 'signpost',
  description: 'crisis-resource directory: list, get, countries, detect-country, semantic search, smart ranking',
  input: { topic: TOPICS.signpostRequested, schema: 'signpost-request' },
  async open(rt) {
    const holder = new DirectoryHolder(rt);
    const log = rt.logger.child({ component: 'signpost' });
    expectPart(rt, 'directory', 'loading (seeding on first start)');
    // Subscribe before loading, so an update published meanwhile is not missed.
    const updates = await rt.bus.subscribe({
      groupId: `signpost-directory.${rt.instanceId}`,
      topics: [TOPICS.directoryUpdated],
      fromBeginning: false,
      ephemeral: true,
      handler: async (rec) => {
        const m = await rt.avro.decode<{ version: number }>('directory-updated', rec.value, rec.headers);
        await holder
          .reloadTo(m.version)
          .catch((err) => log.error({ err: { message: (err as Error).message } }, 'directory reload failed; keeping the current version'));
      },
    });
    try {
      await holder.init();
    } catch (e) {
      await updates.close();
      throw e;
    }
    const reportSearch = () => {
      const snap = holder.current;
      reportPart(rt, 'directory', { ready: true, ok: true, detail: `version ${snap.version}, ${snap.resources.length} resources` });
      const noIndex = !snap.index || snap.index.ids.length === 0;
      reportPart(
        rt,
        'search',
        noIndex
          ? {
              ready: true,
              ok: false,
              detail: 'semantic search is off: the directory was stored without embeddings (npm run models:fetch, then haven directory seed)',
            }
          : !modelFilesPresent()
            ? { ready: true, ok: false, detail: 'semantic search is off: the sentence-embedding model files are missing (npm run models:fetch)' }
            : { ready: true, ok: true, detail: `index of ${snap.index?.ids.length ?? 0} resources` },
      );
    };
    reportSearch();
    const poll = setInterval(() => {
      holder
        .refresh()
        .then(reportSearch)
        .catch((err) => log.warn({ err: { message: (err as Error).message } }, 'directory check failed'));
    }, RELOAD_POLL_MS);
    poll.unref();

    let embedder: Promise<Embedder> | undefined;
    const loadedEmbedder = () => {
      embedder ??= loadEmbedder();
      embedder.catch(() => (embedder = undefined)); // a failed load is retried by the next search
      return embedder;
    };
    const embed = async (text: string) => {
      const [v] = await (await loadedEmbedder()).embed([text]);
      if (!v) throw new Error('the embedder returned no vector');
      return v;
    };
    // the intent bank: the prototype sentences embedded once, on the first search
    let bank: Promise<IntentBank> | undefined;
    const intent = async (vec: Float32Array) => {
      bank ??= loadedEmbedder().then((e) => buildIntentBank(e.embed.bind(e)));
      bank.catch(() => (bank = undefined));
      return helpIntent(await bank, vec);
    };
    const llm = llmConfigOf(rt.config);
    const provider = llm ? anthropicProvider(llm) : undefined;

    return {
      async run(r, { rec }) {
        const deadline = Number(rec.headers[DEADLINE]) || Date.now() + rt.config.REPLY_TIMEOUT_MS;
        // The ingress parsed the query with the op's schema and forwards the parsed values (the one parse): the
        // record's contract (schemas/signpost-request.avsc) pairs each op with its parsed query.
        const call = {
          op: r.op,
          params: JSON.parse(r.params_json),
          id: r.id,
          ip: r.ip,
          demo: r.demo,
          requestId: rec.headers['request-id'] ?? '',
        } as SignpostCall;
        const reply = await handle(holder.current, call, {
          now: () => rt.clock.now(),
          embed,
          intent,
          provider,
          timeLeftMs: () => deadline - Date.now(),
          onProviderError: (err) => log.warn({ err: { message: err.message } }, 'anthropic ranker failed; ranked locally'),
        });
        return { kind: 'reply', ...reply };
      },
      async close() {
        clearInterval(poll);
        await updates.close();
        if (embedder) await (await embedder.catch(() => undefined))?.close();
      },
    };
  },
});
