/**
 * Development evaluation on the judged pairs of M-IFEval (es/fr/ja, 17 models) and IFBench: each pair is sent to
 * steer as (system prompt = the instruction prompt, user turn = the same prompt, proposed response = the model's
 * reply). The upstream strict label says whether the reply followed every instruction. Only pairs whose every
 * instruction belongs to a family steer supports (checker.ts) are scored; the rest are counted and left out.
 *
 * Split by prompt (17 models answer each M-IFEval prompt): `dev` is the half the engine work may look at, `test`
 * the half it must not; both are reported. Redeemed replies are judged by the independent TypeScript checker.
 *
 * Data is read from the training corpora at dev time (HAVEN_TRAINING_DATA, default /work/shared/data/training);
 * nothing is copied into the repository. Without the data the evaluation is skipped with a note.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { baseId, checkAll, CHECKERS, FAMILY_OF, type Kwargs } from './checker.js';
import type { SteerFn } from '../adapters.js';

// The corpora sit beside the repository (../shared), as on every developer's machine; npm scripts run from the root.
export const DATA_DIR = process.env.HAVEN_TRAINING_DATA ?? resolve(process.cwd(), '../shared/data/training');

export interface Pair {
  source: 'm-ifeval' | 'ifbench';
  lang: string;
  prompt: string;
  response: string;
  ids: string[];
  kwargs: Kwargs[];
  /** upstream strict labels */
  followAll: boolean;
  followEach: boolean[];
  split: 'dev' | 'test';
}

const norm = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');
const sha = (s: string) => createHash('sha256').update(s).digest('hex');

function holdout(): Set<string> {
  const p = `${DATA_DIR}/HOLDOUT_HASHES.txt`;
  if (!existsSync(p)) return new Set();
  return new Set(readFileSync(p, 'utf8').split('\n').map((l) => l.trim().split(/\s+/)[0]!).filter(Boolean));
}

/** dev/test by a hash of the prompt: every model's answer to one prompt lands on the same side. */
export const splitOf = (prompt: string): 'dev' | 'test' => (parseInt(sha(`split:${norm(prompt)}`).slice(0, 8), 16) % 2 === 0 ? 'dev' : 'test');

/**
 * The `dev` half split again by another hash of the prompt: `dev-a` is the part engine work looks at item by item,
 * `dev-b` is read only as totals, so a change fitted to dev-a's phrasings shows as a gap between the two.
 */
export const devPartOf = (prompt: string): 'dev-a' | 'dev-b' => (parseInt(sha(`dev-part:${norm(prompt)}`).slice(0, 8), 16) % 2 === 0 ? 'dev-a' : 'dev-b');

export type SplitName = 'dev' | 'test' | 'dev-a' | 'dev-b';

/** Whether a pair belongs to a named split (dev-a and dev-b are parts of dev). */
export const inSplit = (p: Pair, split: SplitName): boolean => (split === 'dev-a' || split === 'dev-b' ? p.split === 'dev' && devPartOf(p.prompt) === split : p.split === split);

function clean(kw: Kwargs | null | undefined): Kwargs {
  const out: Kwargs = {};
  for (const [k, v] of Object.entries(kw ?? {})) if (v !== null && v !== undefined) out[k] = v;
  return out;
}

export function loadPairs(): { pairs: Pair[]; dropped: number; missing: boolean } {
  const mPath = `${DATA_DIR}/m_ifeval_multilingual/m_ifeval_judged_responses_es_fr_ja.jsonl.gz`;
  const iPath = `${DATA_DIR}/ifbench/ifbench_sample_output_judged.jsonl`;
  if (!existsSync(mPath) && !existsSync(iPath)) return { pairs: [], dropped: 0, missing: true };
  const held = holdout();
  const pairs: Pair[] = [];
  let dropped = 0;
  const rows: { source: Pair['source']; d: Record<string, any> }[] = []; // eslint-disable-line @typescript-eslint/no-explicit-any
  if (existsSync(mPath)) for (const l of gunzipSync(readFileSync(mPath)).toString('utf8').split('\n')) if (l.trim()) rows.push({ source: 'm-ifeval', d: JSON.parse(l) });
  if (existsSync(iPath)) for (const l of readFileSync(iPath, 'utf8').split('\n')) if (l.trim()) rows.push({ source: 'ifbench', d: JSON.parse(l) });
  for (const { source, d } of rows) {
    if (!d.kwargs) {
      dropped++;
      continue;
    }
    if (held.has(sha(norm(d.prompt))) || held.has(sha(norm(d.response)))) {
      dropped++;
      continue;
    }
    pairs.push({
      source,
      lang: d.lang ?? 'en',
      prompt: d.prompt,
      response: d.response,
      ids: d.instruction_id_list,
      kwargs: (d.kwargs as Kwargs[]).map(clean),
      followAll: d.follow_all_instructions_strict,
      followEach: d.follow_instruction_list_strict,
      split: splitOf(d.prompt),
    });
  }
  return { pairs, dropped, missing: false };
}

export const supported = (p: Pair) => p.ids.every((id) => CHECKERS[baseId(id)]);

export interface IfevalSummary {
  split: string;
  pairs: number;
  tp: number;
  fp: number;
  fn: number;
  tn: number;
  precision: number;
  recall: number;
  f1: number;
  compliantChanged: number;
  compliant: number;
  compliantBroken: number;
  redeemed: number;
  redeemedPassing: number;
  refused: number;
  perFamily: Record<string, { failed: number; flagged: number; passedPairs: number; falseAlarms: number; oursOnly: number; checkerOnly: number }>;
  /** compliant replies changed, by the kind of rule that fired on them */
  falseChangeBy: Record<string, number>;
  latencyP50: number;
}

/**
 * The kind of steer rule (adapters.ts ruleKind) that judges each supported instruction type, so that our verdict on
 * one instruction can be compared with the independent checker's: a disagreement is one side flagging it and the
 * other not (on the original replies).
 */
export const KIND_OF: Record<string, string> = {
  'punctuation:no_comma': 'forbidden_chars:comma',
  'detectable_content:no_digits': 'forbidden_chars:digit',
  'change_case:english_lowercase': 'case:lower',
  'change_case:french_lowercase': 'case:lower',
  'change_case:spanish_lowercase': 'case:lower',
  'change_case:english_capital': 'case:upper',
  'change_case:french_capital': 'case:upper',
  'change_case:spanish_capital': 'case:upper',
  'change_case:capital_word_frequency': 'case:capital_words',
  'detectable_format:title': 'format:title',
  'detectable_format:json_format': 'format:json',
  'startend:quotation': 'format:quoted',
  'detectable_content:postscript': 'format:postscript',
  'detectable_content:number_placeholders': 'count:placeholders',
  'detectable_format:number_bullet_lists': 'count:bullets',
  'detectable_format:number_numbered_lists': 'count:numbered',
  'detectable_format:number_highlighted_sections': 'count:highlights',
  'detectable_format:multiple_sections': 'count:sections',
  'startend:end_checker': 'ending',
  'length_constraints:number_words': 'length:words',
  'length_constraints:number_sentences': 'length:sentences',
  'length_constraints:number_paragraphs': 'length:paragraphs',
  'keywords:existence': 'required_phrase:keywords',
  'keywords:frequency': 'keyword_frequency',
  'keywords:letter_frequency': 'letter_frequency',
  'keywords:forbidden_words': 'forbidden_strings',
  'combination:repeat_prompt': 'repeat_request',
  'language:response_language': 'language',
};

export interface PairResult {
  i: number;
  outcome: string;
  modified: boolean;
  response: string;
  ms: number;
  /** kinds of the rules judged violated (adapters.ts ruleKind) */
  violated: string[];
}

export async function runPairs(pairs: Pair[], steer: SteerFn): Promise<PairResult[]> {
  const out: PairResult[] = [];
  for (let i = 0; i < pairs.length; i++) {
    const p = pairs[i]!;
    const t0 = performance.now();
    const v = await steer({ system_prompt: p.prompt, proposed_response: p.response, messages: [{ role: 'user', content: p.prompt }] });
    out.push({ i, outcome: v.outcome, modified: v.modified, response: v.response ?? '', ms: performance.now() - t0, violated: v.violated ?? [] });
  }
  return out;
}

const FALLBACK = /^I apologi[sz]e, but I can't provide that response/;

export function summariseIfeval(split: string, pairs: Pair[], results: PairResult[]): IfevalSummary {
  let tp = 0,
    fp = 0,
    fn = 0,
    tn = 0,
    compliantChanged = 0,
    compliant = 0,
    compliantBroken = 0,
    redeemed = 0,
    redeemedPassing = 0,
    refused = 0;
  const perFamily: IfevalSummary['perFamily'] = {};
  const falseChangeBy: Record<string, number> = {};
  const fam = (id: string) => (perFamily[FAMILY_OF[baseId(id)] ?? 'other'] ??= { failed: 0, flagged: 0, passedPairs: 0, falseAlarms: 0, oursOnly: 0, checkerOnly: 0 });
  for (const r of results) {
    const p = pairs[r.i]!;
    const pos = !p.followAll;
    const pred = r.outcome !== 'COMPLIANT';
    if (pos && pred) tp++;
    else if (pos) fn++;
    else if (pred) fp++;
    else tn++;
    const before = checkAll(p.response, p.ids, p.kwargs, p.lang);
    p.ids.forEach((id, k) => {
      const f = fam(id);
      // our verdict on this instruction (a rule of its kind judged violated) against the checker's on the original reply
      const kind = KIND_OF[baseId(id)];
      const ours = kind !== undefined && r.violated.some((v) => v === kind || v.startsWith(`${kind}:`));
      const checkerFails = before ? !before[k] : false;
      if (ours && !checkerFails) f.oursOnly++;
      else if (!ours && checkerFails) f.checkerOnly++;
      if (!p.followEach[k]) {
        f.failed++;
        if (pred) f.flagged++;
      } else if (p.followAll) {
        f.passedPairs++;
        if (pred) f.falseAlarms++;
      }
    });
    if (!pos) {
      compliant++;
      if (r.modified) {
        compliantChanged++;
        for (const v of r.violated.length ? r.violated : ['(none)']) falseChangeBy[v] = (falseChangeBy[v] ?? 0) + 1;
        const after = checkAll(r.response, p.ids, p.kwargs, p.lang);
        if (after && after.some((x) => !x)) compliantBroken++;
      }
    }
    if (r.outcome === 'REDEEMED') {
      redeemed++;
      if (FALLBACK.test(r.response)) refused++;
      const after = checkAll(r.response, p.ids, p.kwargs, p.lang);
      if (after && after.every(Boolean)) redeemedPassing++;
    }
  }
  const precision = tp / Math.max(1, tp + fp);
  const recall = tp / Math.max(1, tp + fn);
  const lat = results.map((r) => r.ms).sort((a, b) => a - b);
  return {
    split,
    pairs: results.length,
    tp,
    fp,
    fn,
    tn,
    precision,
    recall,
    f1: (2 * precision * recall) / Math.max(1e-9, precision + recall),
    compliantChanged,
    compliant,
    compliantBroken,
    redeemed,
    redeemedPassing,
    refused,
    perFamily,
    falseChangeBy,
    latencyP50: lat[Math.floor(lat.length / 2)] ?? 0,
  };
}

/** Agreement of our checker with the upstream strict label on the original replies, per instruction type. */
export function checkerAgreement(pairs: Pair[]): Record<string, { n: number; agree: number }> {
  const out: Record<string, { n: number; agree: number }> = {};
  for (const p of pairs) {
    p.ids.forEach((id, k) => {
      const c = CHECKERS[baseId(id)];
      if (!c) return;
      const a = (out[baseId(id)] ??= { n: 0, agree: 0 });
      a.n++;
      if (c(p.response, p.kwargs[k] ?? {}, p.lang) === p.followEach[k]) a.agree++;
    });
  }
  return out;
}

const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)}%` : 'n/a');

export function formatIfeval(s: IfevalSummary[], agreement: Record<string, { n: number; agree: number }>, meta: { total: number; inScope: number; dropped: number }): string {
  const L: string[] = [];
  L.push('');
  L.push('development evaluation: M-IFEval (es/fr/ja) + IFBench judged pairs (upstream strict labels; split by prompt)');
  L.push(`pairs ${meta.total} (dropped ${meta.dropped}: no kwargs or hold-out hash); in scope (every instruction of a supported type) ${meta.inScope}`);
  for (const x of s) {
    L.push(`[${x.split}] ${x.pairs} pairs: precision ${x.precision.toFixed(3)}  recall ${x.recall.toFixed(3)}  F1 ${x.f1.toFixed(3)}   (TP ${x.tp} FP ${x.fp} FN ${x.fn} TN ${x.tn})`);
    L.push(`   compliant replies changed ${x.compliantChanged}/${x.compliant} = ${pct(x.compliantChanged, x.compliant)}; of those broken (an instruction fails after) ${x.compliantBroken}`);
    L.push(`   redemptions passing the independent checker ${x.redeemedPassing}/${x.redeemed} = ${pct(x.redeemedPassing, x.redeemed)}; generic refusals ${x.refused}; latency p50 ${x.latencyP50.toFixed(2)} ms`);
    L.push(
      `   compliant replies changed, by the rule kind that fired: ${
        Object.entries(x.falseChangeBy)
          .sort((a, b) => b[1] - a[1])
          .map(([k, n]) => `${k} ${n}`)
          .join(', ') || 'none'
      }`,
    );
    L.push('   family            failed  flagged  recall   passing-pairs  false-alarms   disagree: ours-only  checker-only');
    for (const [f, v] of Object.entries(x.perFamily).sort())
      L.push(
        `   ${f.padEnd(16)} ${String(v.failed).padStart(7)} ${String(v.flagged).padStart(8)}  ${pct(v.flagged, v.failed).padStart(6)}  ${String(v.passedPairs).padStart(13)}  ${pct(v.falseAlarms, v.passedPairs).padStart(12)}   ${String(v.oursOnly).padStart(18)}  ${String(v.checkerOnly).padStart(12)}`,
      );
  }
  L.push('checker agreement with the upstream strict labels on the original replies (instruction type: agree/n)');
  L.push(
    '   ' +
      Object.entries(agreement)
        .sort()
        .map(([k, v]) => `${k} ${pct(v.agree, v.n)} (${v.n})`)
        .join('; '),
  );
  return L.join('\n');
}

/** Loads, runs and reports; returns undefined (with a note) when the corpora are not on this machine. */
export async function ifevalDev(steer: SteerFn, opts: { splits?: SplitName[]; limit?: number } = {}): Promise<{ text: string; summaries: IfevalSummary[] }> {
  const { pairs, dropped, missing } = loadPairs();
  if (missing) return { text: `\ndevelopment evaluation skipped: no corpora under ${DATA_DIR} (set HAVEN_TRAINING_DATA)`, summaries: [] };
  const inScope = pairs.filter(supported);
  const summaries: IfevalSummary[] = [];
  for (const split of opts.splits ?? ['dev', 'test']) {
    const part = inScope.filter((p) => inSplit(p, split)).slice(0, opts.limit ?? Infinity);
    summaries.push(summariseIfeval(split, part, await runPairs(part, steer)));
  }
  return { text: formatIfeval(summaries, checkerAgreement(inScope), { total: pairs.length + dropped, inScope: inScope.length, dropped }), summaries };
}
