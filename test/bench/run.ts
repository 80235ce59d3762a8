/**
 * `npm run bench`: latency, throughput and memory figures. Targets are read off these numbers, never asserted in tests.
 * Sections: pipeline (both runtimes), steer (engines; HTTP on both runtimes), signpost (list and search over HTTP, search
 * engine-only), embeddings + search. `npm run bench -- pipeline` runs one section.
 */
import { benchPipeline, printPipeline } from './pipeline.js';
import { printEmbedSearchBench, runEmbedSearchBench } from './embed-search.js';
import { benchSteer, benchSteerEngines, printSteer, printSteerEngines } from './steer.js';
import { benchSignpost, benchSignpostEngine, printSignpost, printSignpostEngine } from './signpost.js';
import { benchOversight, benchOversightEngine, printOversight, printOversightEngine } from './oversight.js';

const only = new Set(process.argv.slice(2).filter((a) => !a.startsWith('-')));
const want = (s: string) => only.size === 0 || only.has(s);

console.log(`Haven bench — ${new Date().toISOString()} — node ${process.version}, ${(await import('node:os')).cpus().length} cores`);

if (want('pipeline')) {
  for (const kind of ['embedded', 'kafka'] as const) {
    try {
      printPipeline(await benchPipeline(kind));
    } catch (e) {
      console.log(`pipeline (${kind}): skipped — ${(e as Error).message}`);
    }
  }
}

if (want('steer')) {
  printSteerEngines(benchSteerEngines());
  for (const kind of ['embedded', 'kafka'] as const) {
    try {
      printSteer(await benchSteer(kind));
    } catch (e) {
      console.log(`steer (${kind}): skipped — ${(e as Error).message}`);
    }
  }
}

if (want('search')) {
  const r = await runEmbedSearchBench({ threads: 1 });
  if (r) printEmbedSearchBench(r);
  else console.log('embeddings: model files missing (npm run models:fetch)');
}

if (want('signpost')) {
  try {
    printSignpostEngine(await benchSignpostEngine());
    printSignpost(await benchSignpost());
  } catch (e) {
    console.log(`signpost: skipped — ${(e as Error).message}`);
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
