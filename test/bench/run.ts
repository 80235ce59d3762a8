/**
 * `npm run bench`: latency, throughput and memory figures. Targets are read off these numbers, never asserted in tests.
 * Sections: pipeline (both runtimes), steer (engines; HTTP on both runtimes), signpost (list and search over HTTP, search
 * engine-only), embeddings + search. `npm run bench -- pipeline` runs one section.
 */

import {
  benchClassifierHttp,
  benchClassifierKafka,
  benchClassifierStreamEmbedded,
  benchClassifierStreamKafka,
  printClassifierHttp,
  printClassifierKafka,
  printClassifierStreamEmbedded,
} from './classifier.js';
import { benchClassifierCore, printClassifierCore } from './classifier-core.js';
import { benchConsole, benchWatchlistEngine, printConsole } from './console.js';
import { printEmbedSearchBench, runEmbedSearchBench } from './embed-search.js';
import { benchEvaluateEngine, benchEvaluateHttp, printEvaluateEngine, printEvaluateHttp } from './evaluate.js';
import { benchOversight, benchOversightEngine, printOversight, printOversightEngine } from './oversight.js';
import { benchPipeline, printPipeline } from './pipeline.js';
import { benchSignpost, benchSignpostEngine, printSignpost, printSignpostEngine } from './signpost.js';
import { benchSteer, benchSteerEngines, printSteer, printSteerEngines } from './steer.js';

const only = new Set(process.argv.slice(2).filter((a) => !a.startsWith('-')));
const want = (s: string) => only.size === 0 || only.has(s);

/** progress on stderr for each section (they take from seconds to minutes; the figures stay on stdout) */
const step = (name: string) => {
  const t = Date.now();
  process.stderr.write(`[bench] ${name}…\n`);
  return () => process.stderr.write(`[bench] ${name} done in ${((Date.now() - t) / 1000).toFixed(1)} s\n`);
};

/**
 * One measurement: `run` prints its figures; when it fails (no broker, no model files, …) the line says `<label>: skipped`
 * and the bench goes on. With `progress`, its step is reported on stderr under that name.
 */
async function measure(label: string, run: () => Promise<void>, progress?: string): Promise<void> {
  const done = progress === undefined ? undefined : step(progress);
  try {
    await run();
  } catch (e) {
    console.log(`${label}: skipped — ${(e as Error).message}`);
  }
  done?.();
}

console.log(`Haven bench — ${new Date().toISOString()} — node ${process.version}, ${(await import('node:os')).cpus().length} cores`);

if (want('pipeline')) {
  for (const kind of ['embedded', 'kafka'] as const)
    await measure(`pipeline (${kind})`, async () => printPipeline(await benchPipeline(kind)), `pipeline (${kind})`);
}

if (want('steer')) {
  const engines = step('steer engines');
  printSteerEngines(benchSteerEngines());
  engines();
  for (const kind of ['embedded', 'kafka'] as const) await measure(`steer (${kind})`, async () => printSteer(await benchSteer(kind)), `steer (${kind})`);
}

if (want('search')) {
  const done = step('embeddings + search');
  const r = await runEmbedSearchBench({ threads: 1 });
  done();
  if (r) printEmbedSearchBench(r);
  else console.log('embeddings: model files missing (npm run models:fetch)');
}

if (want('signpost')) {
  await measure(
    'signpost',
    async () => {
      printSignpostEngine(await benchSignpostEngine());
      printSignpost(await benchSignpost());
    },
    'signpost',
  );
}

if (want('classifier-core')) {
  await measure('classifier core', async () => {
    printClassifierCore(await benchClassifierCore(60, 1));
    printClassifierCore(await benchClassifierCore(60, 2));
  });
}

if (want('classifier')) {
  await measure('classifier (self-hosted HTTP)', async () => printClassifierHttp(await benchClassifierHttp()));
  await measure('classifier streaming (embedded)', async () => {
    printClassifierStreamEmbedded(await benchClassifierStreamEmbedded(2000, { sink: false }));
    printClassifierStreamEmbedded(await benchClassifierStreamEmbedded(2000));
  });
  await measure('classifier streaming (kafka, in-process)', async () => printClassifierStreamEmbedded(await benchClassifierStreamKafka(2000)));
  await measure('classifier (kafka)', async () => printClassifierKafka(await benchClassifierKafka()));
}

// the Kafka streaming measurement alone (it is also part of `classifier`): `npm run bench -- classifier-stream-kafka`
if (only.has('classifier-stream-kafka')) {
  const done = step('classifier streaming (kafka)');
  await measure('classifier streaming (kafka, in-process)', async () =>
    printClassifierStreamEmbedded(await benchClassifierStreamKafka(Number(process.env.BENCH_STREAMED ?? 2000))),
  );
  done();
}

if (want('evaluate')) {
  await measure('evaluate engine', async () => printEvaluateEngine(await benchEvaluateEngine()));
  for (const kind of ['embedded', 'kafka'] as const) {
    await measure(`evaluate (${kind})`, async () => printEvaluateHttp(await benchEvaluateHttp(kind)));
  }
}

if (want('console')) {
  await measure('console', async () => printConsole(await benchConsole(), benchWatchlistEngine()));
  await measure('console (PostgreSQL)', async () => {
    const { createPgDatabase } = await import('../helpers/db.js');
    const pg = await createPgDatabase();
    try {
      printConsole(await benchConsole({ databaseUrl: pg.url }));
    } finally {
      await pg.drop();
    }
    if (process.env.KAFKA_BROKERS) {
      const pg2 = await createPgDatabase();
      try {
        printConsole(await benchConsole({ databaseUrl: pg2.url, kafkaBrokers: process.env.KAFKA_BROKERS }));
      } finally {
        await pg2.drop();
      }
    }
  });
}
if (want('oversight')) {
  printOversightEngine(await benchOversightEngine());
  for (const kind of ['embedded', 'kafka'] as const) {
    await measure(`oversight (${kind})`, async () => printOversight(await benchOversight(kind)));
  }
}
