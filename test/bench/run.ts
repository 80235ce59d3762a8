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

console.log(`Haven bench — ${new Date().toISOString()} — node ${process.version}, ${(await import('node:os')).cpus().length} cores`);

if (want('pipeline')) {
  for (const kind of ['embedded', 'kafka'] as const) {
    const done = step(`pipeline (${kind})`);
    try {
      printPipeline(await benchPipeline(kind));
    } catch (e) {
      console.log(`pipeline (${kind}): skipped — ${(e as Error).message}`);
    }
    done();
  }
}

if (want('steer')) {
  const engines = step('steer engines');
  printSteerEngines(benchSteerEngines());
  engines();
  for (const kind of ['embedded', 'kafka'] as const) {
    const done = step(`steer (${kind})`);
    try {
      printSteer(await benchSteer(kind));
    } catch (e) {
      console.log(`steer (${kind}): skipped — ${(e as Error).message}`);
    }
    done();
  }
}

if (want('search')) {
  const done = step('embeddings + search');
  const r = await runEmbedSearchBench({ threads: 1 });
  done();
  if (r) printEmbedSearchBench(r);
  else console.log('embeddings: model files missing (npm run models:fetch)');
}

if (want('signpost')) {
  const done = step('signpost');
  try {
    printSignpostEngine(await benchSignpostEngine());
    printSignpost(await benchSignpost());
  } catch (e) {
    console.log(`signpost: skipped — ${(e as Error).message}`);
  }
  done();
}

if (want('classifier-core')) {
  try {
    printClassifierCore(await benchClassifierCore(60, 1));
    printClassifierCore(await benchClassifierCore(60, 2));
  } catch (e) {
    console.log(`classifier core: skipped — ${(e as Error).message}`);
  }
}

if (want('classifier')) {
  try {
    printClassifierHttp(await benchClassifierHttp());
  } catch (e) {
    console.log(`classifier (self-hosted HTTP): skipped — ${(e as Error).message}`);
  }
  try {
    printClassifierStreamEmbedded(await benchClassifierStreamEmbedded(2000, { sink: false }));
    printClassifierStreamEmbedded(await benchClassifierStreamEmbedded(2000));
  } catch (e) {
    console.log(`classifier streaming (embedded): skipped — ${(e as Error).message}`);
  }
  try {
    printClassifierStreamEmbedded(await benchClassifierStreamKafka(2000));
  } catch (e) {
    console.log(`classifier streaming (kafka, in-process): skipped — ${(e as Error).message}`);
  }
  try {
    printClassifierKafka(await benchClassifierKafka());
  } catch (e) {
    console.log(`classifier (kafka): skipped — ${(e as Error).message}`);
  }
}

// the Kafka streaming measurement alone (it is also part of `classifier`): `npm run bench -- classifier-stream-kafka`
if (only.has('classifier-stream-kafka')) {
  const done = step('classifier streaming (kafka)');
  try {
    printClassifierStreamEmbedded(await benchClassifierStreamKafka(Number(process.env.BENCH_STREAMED ?? 2000)));
  } catch (e) {
    console.log(`classifier streaming (kafka, in-process): skipped — ${(e as Error).message}`);
  }
  done();
}

if (want('evaluate')) {
  try {
    printEvaluateEngine(await benchEvaluateEngine());
  } catch (e) {
    console.log(`evaluate engine: skipped — ${(e as Error).message}`);
  }
  for (const kind of ['embedded', 'kafka'] as const) {
    try {
      printEvaluateHttp(await benchEvaluateHttp(kind));
    } catch (e) {
      console.log(`evaluate (${kind}): skipped — ${(e as Error).message}`);
    }
  }
}

if (want('console')) {
  try {
    printConsole(await benchConsole(), benchWatchlistEngine());
  } catch (e) {
    console.log(`console: skipped — ${(e as Error).message}`);
  }
  try {
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
  } catch (e) {
    console.log(`console (PostgreSQL): skipped — ${(e as Error).message}`);
  }
}
if (want('oversight')) {
  printOversightEngine(await benchOversightEngine());
  for (const kind of ['embedded', 'kafka'] as const) {
    try {
      printOversight(await benchOversight(kind));
    } catch (e) {
      console.log(`oversight (${kind}): skipped — ${(e as Error).message}`);
    }
  }
}
