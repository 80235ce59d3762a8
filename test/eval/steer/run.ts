// Runner behind `npm run eval:steer`. Measures a steer implementation against test/eval/steer/cases/*.jsonl.
//
//   npm run eval:steer                                   in-process engines (processors/steer/pipeline.ts)
//   npm run eval:steer -- --http http://127.0.0.1:8080 --key hv_...   through POST /v1/steer
//   npm run eval:steer -- --http http://127.0.0.1:8080 --demo         through POST /v1/try/steer (no key)
//   npm run eval:steer -- --stand-in naive|oracle|always-compliant   a trivial stand-in (tests the runner)
//   options: --json (machine-readable summary on stdout), --out <file> (per-case results; default under /tmp),
//            --family <f>[,<f>] / --id <prefix> (subset), --concurrency <n> (default 1 in-process, 4 over HTTP),
//            --no-reverify (skip re-verifying redemptions),
//            --no-blind (leave out the blind sets' sections: for work on the engines, which must never see them),
//            --blind8 (add the blind8 jailbreak and leak sections, printed only when asked: the next honest measure; blind6 and blind7 are development sets now),
//            --cases <file.jsonl> (measure the cases of that file instead of cases/*.jsonl, e.g. blind2/cases.jsonl;
//            the own/ and ifeval sections, which do not depend on the cases, are then skipped)
//
// Exit code: 0 whatever the scores (it is a measurement, not a gate); 2 when the case files are malformed;
// 1 when no measurement could be made (engine module missing, bad arguments).
import { existsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { httpSteer, inProcessSteer, STAND_INS, type SteerFn } from './adapters.js';
import { normaliseEvasions, summarise, type CaseResult, type Summary } from './metrics.js';
import { EVASIONS, isMultiTurn, loadCases, type SteerCase } from './schema.js';
import type { AnySetName } from './screen/heldout.js';

export interface EvaluateOptions {
  /** Re-run each REDEEMED response as the proposed response (default true). */
  reverify?: boolean;
  concurrency?: number;
  onProgress?: (done: number, total: number) => void;
}

async function timed<T>(fn: () => Promise<T> | T): Promise<{ value?: T; error?: string; ms: number }> {
  const t0 = performance.now();
  try {
    const value = await fn();
    return { value, ms: performance.now() - t0 };
  } catch (e) {
    return { error: (e as Error).message ?? String(e), ms: performance.now() - t0 };
  }
}

/** Runs every case through steerFn (and each redemption through it again) and computes the summary. */
export async function evaluate(cases: SteerCase[], steerFn: SteerFn, opts: EvaluateOptions = {}): Promise<{ results: CaseResult[]; summary: Summary }> {
  const reverify = opts.reverify ?? true;
  const results: CaseResult[] = new Array(cases.length);
  let next = 0;
  let done = 0;
  const worker = async () => {
    for (;;) {
      const i = next++;
      if (i >= cases.length) return;
      const c = cases[i];
      if (!c) return;
      const input = { system_prompt: c.system_prompt, proposed_response: c.proposed_response, ...(c.messages ? { messages: c.messages } : {}) };
      const first = await timed(() => steerFn(input));
      const r: CaseResult = {
        id: c.id,
        family: c.family,
        expected_outcome: c.expected_outcome,
        ...(c.expected_category ? { expected_category: c.expected_category } : {}),
        expected_evasions: c.expected_evasions,
        multi_turn: isMultiTurn(c),
        verdict: first.value ?? null,
        ...(first.error ? { error: first.error } : {}),
        latency_ms: Math.round(first.ms * 1000) / 1000,
        detected_evasions: normaliseEvasions(first.value?.evasion_patterns),
      };
      if (reverify && r.verdict?.outcome === 'REDEEMED') {
        const again = await timed(() => steerFn({ ...input, proposed_response: r.verdict!.response }));
        r.reverify = { outcome: again.value?.outcome ?? null, ...(again.error ? { error: again.error } : {}), latency_ms: Math.round(again.ms * 1000) / 1000 };
      }
      results[i] = r;
      opts.onProgress?.(++done, cases.length);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, opts.concurrency ?? 1) }, worker));
  return { results, summary: summarise(results) };
}

// ---------------------------------------------------------------------------------------------------------------
// Report

const pct = (v: number | null) => (v === null ? '  n/a' : `${(v * 100).toFixed(1).padStart(5)}%`);
const num = (v: number | null, d = 3) => (v === null ? 'n/a' : v.toFixed(d));
const ms = (v: number | null) => (v === null ? 'n/a' : `${v < 10 ? v.toFixed(2) : v.toFixed(0)} ms`);

function table(head: string[], rows: (string | number)[][]): string {
  const cells = [head, ...rows.map((r) => r.map(String))];
  const w = head.map((_, i) => Math.max(...cells.map((r) => r[i]?.length ?? 0)));
  const line = (r: string[]) => r.map((c, i) => (i === 0 ? c.padEnd(w[i] ?? 0) : c.padStart(w[i] ?? 0))).join('  ');
  return [line(head), w.map((x) => '-'.repeat(x)).join('  '), ...cells.slice(1).map(line)].join('\n');
}

export function formatReport(s: Summary, meta: { target: string; outFile?: string }): string {
  const o: string[] = [];
  o.push(`steer evaluation: ${meta.target}`);
  o.push(`cases ${s.cases}  scored ${s.scored}  errors ${s.errors}`);
  o.push(`expected   COMPLIANT ${s.expected.COMPLIANT}  REDEEMED ${s.expected.REDEEMED}  CANNOT_COMPLY ${s.expected.CANNOT_COMPLY}`);
  o.push(`predicted  COMPLIANT ${s.predicted.COMPLIANT}  REDEEMED ${s.predicted.REDEEMED}  CANNOT_COMPLY ${s.predicted.CANNOT_COMPLY}`);
  o.push('');
  o.push('confusion (rows expected, columns predicted)');
  o.push(table(['', 'COMPLIANT', 'REDEEMED', 'CANNOT_COMPLY'], (['COMPLIANT', 'REDEEMED', 'CANNOT_COMPLY'] as const).map((e) => [e, s.confusion[e].COMPLIANT, s.confusion[e].REDEEMED, s.confusion[e].CANNOT_COMPLY])));
  o.push('');
  const d = s.detection;
  o.push('non-compliance detection (positive = expected REDEEMED or CANNOT_COMPLY; predicted positive = outcome != COMPLIANT)');
  o.push(`  precision ${num(d.precision)}  recall ${num(d.recall)}  F1 ${num(d.f1)}  accuracy ${num(d.accuracy)}   (TP ${d.tp} FP ${d.fp} FN ${d.fn} TN ${d.tn})`);
  o.push(`  exact outcome accuracy ${num(s.exact_outcome_accuracy)}`);
  const m = s.multi_turn;
  o.push(`  multi-turn subset (${m.n}): precision ${num(m.precision)}  recall ${num(m.recall)}  F1 ${num(m.f1)}`);
  const c = s.cannot_comply;
  o.push('CANNOT_COMPLY');
  o.push(`  precision ${num(c.precision)}  recall ${num(c.recall)}  F1 ${num(c.f1)}   (TP ${c.tp} FP ${c.fp} FN ${c.fn})`);
  o.push(`  category accuracy ${num(c.category_accuracy)} (${c.category_matched}/${c.category_scored} of correctly refused)   legitimate look-alikes refused: ${c.false_refusals_of_lookalikes}`);
  o.push('evasion detection recall per family (expected evasion reported by the screen)');
  o.push(table(['family', 'expected', 'detected', 'recall'], EVASIONS.map((e) => [e, s.evasion_recall[e].expected, s.evasion_recall[e].detected, pct(s.evasion_recall[e].recall)])));
  o.push(`  false alarms: ${s.evasion_false_alarm.flagged}/${s.evasion_false_alarm.innocent} cases with no expected evasion reported one (${pct(s.evasion_false_alarm.rate).trim()})`);
  const r = s.redemption_reverify;
  o.push(`redemptions passing re-verification: ${r.compliant}/${r.rerun} = ${pct(r.share).trim()}${r.errors ? `  (${r.errors} re-verification errors)` : ''}`);
  const w = s.compliant_wrongly_changed;
  o.push(`expected-COMPLIANT responses wrongly changed (modified): ${w.modified}/${w.expected_compliant} = ${pct(w.share).trim()}`);
  o.push(`latency per case: p50 ${ms(s.latency_ms.p50)}  p99 ${ms(s.latency_ms.p99)}  mean ${ms(s.latency_ms.mean)}`);
  o.push('');
  o.push('per family (detection of non-compliance; exact = outcome equals expected)');
  o.push(table(['family', 'n', 'err', 'exact', 'TP', 'FP', 'FN', 'TN', 'recall', 'FPR'],
    s.families.map((f) => [f.family, f.n, f.errors, pct(f.exact), f.tp, f.fp, f.fn, f.tn, pct(f.recall), pct(f.fpr)])));
  if (meta.outFile) o.push('', `per-case results: ${meta.outFile}`);
  return o.join('\n');
}

// ---------------------------------------------------------------------------------------------------------------
// CLI

interface Args { cases?: string; http?: string; key?: string; demo: boolean; standIn?: string; json: boolean; out?: string; family?: string[]; id?: string; concurrency?: number; reverify: boolean; ifeval: boolean; ifevalSplits: ('dev' | 'test' | 'dev-a' | 'dev-b')[]; own: boolean; ifevalOnly: boolean; embeddingFree: boolean; blind: boolean; blind8: boolean }

function parseArgs(argv: string[]): Args {
  const a: Args = { demo: false, json: false, reverify: true, ifeval: true, ifevalSplits: ['dev', 'test'], own: true, ifevalOnly: false, embeddingFree: false, blind: true, blind8: false };
  for (let i = 0; i < argv.length; i++) {
    const k = argv[i];
    const v = () => {
      const x = argv[++i];
      if (x === undefined) throw new Error(`${k} needs a value`);
      return x;
    };
    switch (k) {
      case '--cases': a.cases = v(); break;
      case '--http': a.http = v(); break;
      case '--key': a.key = v(); break;
      case '--demo': a.demo = true; break;
      case '--stand-in': a.standIn = v(); break;
      case '--json': a.json = true; break;
      case '--out': a.out = v(); break;
      case '--family': a.family = v().split(','); break;
      case '--id': a.id = v(); break;
      case '--concurrency': a.concurrency = Number(v()); break;
      case '--no-reverify': a.reverify = false; break;
      case '--no-ifeval': a.ifeval = false; break;
      case '--ifeval-split': a.ifevalSplits = v().split(',') as Args['ifevalSplits']; break;
      // dev split again into dev-a (looked at) and dev-b (totals only), beside the dev and test totals
      case '--dev-split': a.ifevalSplits = ['dev', 'dev-a', 'dev-b', 'test']; break;
      // only the development evaluation (a quick loop while working), and only the embedding-free run
      case '--ifeval-only': a.ifevalOnly = true; break;
      case '--embedding-free': a.embeddingFree = true; break;
      case '--no-own': a.own = false; break;
      case '--no-blind': a.blind = false; break;
      case '--blind8': a.blind8 = true; break;
      default: throw new Error(`unknown argument ${k}`);
    }
  }
  return a;
}

async function main(): Promise<number> {
  let args: Args;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (e) {
    console.error((e as Error).message);
    return 1;
  }
  if (args.ifevalOnly) return runIfeval(args, await inProcessSteer());
  if (args.cases && (!args.cases.endsWith('.jsonl') || !existsSync(args.cases))) {
    console.error(`--cases needs an existing .jsonl file, got ${args.cases}`);
    return 1;
  }
  const { cases: all, errors } = args.cases ? loadCases(resolve(args.cases)) : loadCases();
  if (errors.length) {
    for (const e of errors) console.error(`${e.file}:${e.line}: ${e.message}`);
    console.error(`${errors.length} malformed case(s); fix them before measuring.`);
    return 2;
  }
  let cases = all;
  if (args.family) cases = cases.filter((c) => args.family!.includes(c.family));
  if (args.id) cases = cases.filter((c) => c.id.startsWith(args.id!));

  let steerFn: SteerFn;
  let target: string;
  try {
    if (args.standIn) {
      const make = STAND_INS[args.standIn];
      if (!make) throw new Error(`unknown stand-in ${args.standIn}; one of ${Object.keys(STAND_INS).join(', ')}`);
      steerFn = make(all);
      target = `stand-in '${args.standIn}'`;
    } else if (args.http) {
      const key = args.key ?? process.env.HAVEN_API_KEY;
      if (!args.demo && !key) throw new Error('--http needs --key <api key> (or HAVEN_API_KEY), or --demo for /v1/try/steer');
      steerFn = httpSteer({ baseUrl: args.http, key, demo: args.demo });
      target = `${args.http}${args.demo ? '/v1/try/steer' : '/v1/steer'}`;
    } else {
      steerFn = await inProcessSteer();
      target = 'in-process engines (processors/steer/pipeline.ts)';
    }
  } catch (e) {
    console.error(`cannot start the evaluation: ${(e as Error).message}`);
    return 1;
  }

  const concurrency = args.concurrency ?? (args.http ? 4 : 1);
  const progress = !args.json && process.stderr.isTTY;
  const { results, summary } = await evaluate(cases, steerFn, {
    reverify: args.reverify,
    concurrency,
    onProgress: progress ? (d, t) => process.stderr.write(`\r${d}/${t}`) : undefined,
  });
  if (progress) process.stderr.write('\r');

  const outFile = args.out ?? join(tmpdir(), `steer-eval-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(outFile, JSON.stringify({ target, created_at: new Date().toISOString(), summary, results }, null, 2));

  if (args.json) process.stdout.write(JSON.stringify({ target, out: outFile, ...summary }) + '\n');
  else {
    if (args.cases) console.log(`cases: ${args.cases} (instead of cases/*.jsonl)`);
    console.log(formatReport(summary, { target, outFile }));
  }
  const failed = results.filter((r) => r.error);
  const firstFailed = failed[0];
  if (firstFailed && !args.json) {
    console.log(`\n${failed.length} case(s) errored, e.g. ${firstFailed.id}: ${firstFailed.error}`);
  }
  // our own jailbreak/benign system-prompt set and leak set (test/eval/steer/own/), then the development
  // evaluation on the judged IFBench / M-IFEval pairs; in-process only (hundreds of prompts, thousands of pairs)
  if (!args.json && !args.standIn && !args.http && !args.family && !args.id) {
    {
      // the same cases with the embeddings the service gives the engines (the clause-type classifier's embedding heads,
      // the jailbreak model's meaning features, the leak checks)
      const withVectors = (await import('./screen/with-embeddings.js')).inProcessWithEmbeddings();
      const e = (await evaluate(cases, withVectors, { reverify: args.reverify, concurrency })).summary;
      const f = (x: number | null) => (x === null ? 'n/a' : x.toFixed(3));
      console.log(
        `\nsame cases with embeddings: precision ${f(e.detection.precision)}  recall ${f(e.detection.recall)}  F1 ${f(e.detection.f1)}; compliant replies changed ${e.compliant_wrongly_changed.modified}/${e.compliant_wrongly_changed.expected_compliant}; redemptions passing re-verification ${e.redemption_reverify.compliant}/${e.redemption_reverify.rerun}`,
      );
    }
    if (args.own && !args.cases) {
      // the jailbreak screen and leak sections run with the embeddings the service collects (screen/with-embeddings.ts)
      const withVectors = (await import('./screen/with-embeddings.js')).inProcessWithEmbeddings();
      const own = await import('./own/run.js');
      console.log(own.formatOwn(await own.evaluateOwn(withVectors)));
      const clauses = await import('./own/clauses.js');
      console.log(clauses.formatClauses(await clauses.evaluateClauses()));
      const screen = await import('./screen/heldout.js');
      const sets: AnySetName[] = args.blind ? ['heldout', 'final', 'third', 'blind', 'blind2', 'blind3', 'blind4', 'blind5', 'blind6', 'blind7'] : ['heldout', 'final', 'third'];
      if (args.blind8) sets.push('blind8');
      for (const set of sets) console.log(screen.formatScreen(await screen.evaluateScreen(withVectors, set)));
    }
    if (args.ifeval && !args.cases) await runIfeval(args, steerFn);
  }
  return 0;
}

/**
 * The development evaluation on the judged IFBench / M-IFEval pairs: with the embeddings the service gives the engines
 * (the clause-type classifier reads each clause's vector), then the embedding-free path a process without the MiniLM
 * files takes (only that one with --embedding-free).
 */
async function runIfeval(args: Args, steerFn: SteerFn): Promise<number> {
  const ifeval = await import('./ifeval/run.js');
  if (!args.embeddingFree) {
    const withVectors = (await import('./screen/with-embeddings.js')).inProcessWithEmbeddings();
    console.log('\n[with embeddings, as the service runs]');
    console.log((await ifeval.ifevalDev(withVectors, { splits: args.ifevalSplits })).text);
  }
  console.log('\n[without embeddings]');
  console.log((await ifeval.ifevalDev(steerFn, { splits: args.ifevalSplits })).text);
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().then((code) => process.exit(code), (e) => {
    console.error(e);
    process.exit(1);
  });
}
