// Ways to obtain a verdict for one (system prompt, history, response): the in-process engines, the HTTP route,
// and trivial stand-ins used to test the runner itself.
import type { Outcome, SteerVerdict } from './metrics.js';
import { caseKey } from './metrics.js';
import type { SteerCase } from './schema.js';

export interface SteerInput {
  system_prompt: string;
  proposed_response: string;
  messages?: { role: 'user' | 'assistant'; content: string }[];
}
export type SteerFn = (input: SteerInput) => Promise<SteerVerdict> | SteerVerdict;

const OUTCOME_SET = new Set<Outcome>(['COMPLIANT', 'REDEEMED', 'CANNOT_COMPLY']);

function asOutcome(v: unknown): Outcome {
  if (typeof v === 'string' && OUTCOME_SET.has(v as Outcome)) return v as Outcome;
  throw new Error(`unexpected outcome ${JSON.stringify(v)}`);
}

type Loose = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A rule's kind for the reports: its check, and the sub-kind its params name (`length:words`, `format:title`). */
export function ruleKind(params: Loose | undefined): string {
  const p = params ?? {};
  const sub = p.unit ?? p.item ?? p.format ?? p.mode ?? p.charclass;
  return sub === undefined ? String(p.check) : `${p.check}:${sub}`;
}

/** The kinds of the rules the verify stage judged violated. */
function violatedKinds(r: Loose): string[] {
  const rules: Loose[] = [...(r?.pre?.red_lines ?? []), ...(r?.pre?.watch_items ?? [])];
  const byId = new Map(rules.map((x) => [x.id, x]));
  const out = new Set<string>();
  for (const v of (r?.verify?.rules ?? []) as Loose[]) if (v.verdict === 'violated') out.add(ruleKind(byId.get(v.id)?.params));
  return [...out];
}

/**
 * The in-process engines. Contract (processors/steer/pipeline.ts):
 *   runSteerEngines(input) -> { pre, screen: { passed, hits, misses, evasion_patterns }, verify: { outcome, compliant,
 *   modified, response, exit_point } }  (sync or async). The module is loaded lazily so that the runner and its tests
 *   work before the engines exist.
 */
export async function inProcessSteer(): Promise<SteerFn> {
  const url = new URL('../../../processors/steer/pipeline.js', import.meta.url).href;
  const mod: Loose = await import(url);
  if (typeof mod.runSteerEngines !== 'function') throw new Error(`${url} does not export runSteerEngines`);
  return async (input) => {
    const r: Loose = await mod.runSteerEngines(input);
    const verify: Loose = r?.verify ?? {};
    const cc: Loose | undefined = verify.cannot_comply ?? r?.cannot_comply ?? r?.pre?.cannot_comply;
    return {
      outcome: asOutcome(verify.outcome),
      compliant: verify.compliant,
      modified: Boolean(verify.modified),
      response: String(verify.response ?? ''),
      evasion_patterns: Array.isArray(r?.screen?.evasion_patterns) ? r.screen.evasion_patterns : [],
      category: cc?.category ?? verify.category,
      exit_point: verify.exit_point,
      violated: violatedKinds(r),
    };
  };
}

export interface HttpOptions {
  baseUrl: string;
  key?: string;
  /** Use the unauthenticated demo route /v1/try/steer. */
  demo?: boolean;
  /** Retries on 429 / 503 / network errors. */
  retries?: number;
  timeoutMs?: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** POSTs to <base>/v1/steer (Bearer key) and reads outcome, compliant, modified, response, stages.screen.evasion_patterns. */
export function httpSteer(opts: HttpOptions): SteerFn {
  const base = opts.baseUrl.replace(/\/+$/, '');
  const url = `${base}${opts.demo ? '/v1/try/steer' : '/v1/steer'}`;
  const retries = opts.retries ?? 8;
  return async (input) => {
    let lastErr = '';
    for (let attempt = 0; attempt <= retries; attempt++) {
      let res: Response;
      try {
        res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(opts.key && !opts.demo ? { authorization: `Bearer ${opts.key}` } : {}) },
          body: JSON.stringify(input),
          signal: AbortSignal.timeout(opts.timeoutMs ?? 60_000),
        });
      } catch (e) {
        lastErr = `network: ${(e as Error).message}`;
        await sleep(Math.min(30_000, 500 * 2 ** attempt));
        continue;
      }
      if (res.status === 429 || res.status === 503) {
        const ra = Number(res.headers.get('retry-after'));
        lastErr = `HTTP ${res.status}`;
        await res.text().catch(() => '');
        await sleep(Number.isFinite(ra) && ra > 0 ? ra * 1000 : Math.min(30_000, 1000 * 2 ** attempt));
        continue;
      }
      const text = await res.text();
      if (res.status !== 200) throw new Error(`HTTP ${res.status}: ${text.slice(0, 300)}`);
      const body: Loose = JSON.parse(text);
      return {
        outcome: asOutcome(body.outcome),
        compliant: body.compliant,
        modified: Boolean(body.modified),
        response: String(body.response ?? ''),
        evasion_patterns: Array.isArray(body?.stages?.screen?.evasion_patterns) ? body.stages.screen.evasion_patterns : [],
        category: body?.cannot_comply?.category,
        exit_point: body?.stages?.verify?.exit_point,
      };
    }
    throw new Error(`gave up after ${retries + 1} attempts: ${lastErr}`);
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Stand-ins (for testing the runner; not engines).

export const FALLBACK_TEXT = "I apologize, but I can't provide that response. How else can I help?";

/** Says everything is compliant. Floor for recall. */
export const alwaysCompliant: SteerFn = (input) => ({
  outcome: 'COMPLIANT', compliant: true, modified: false, response: input.proposed_response, evasion_patterns: [],
});

/** Answers from the labels. Ceiling: every metric should read perfect. Redemptions become the fallback text. */
export function oracle(cases: SteerCase[]): SteerFn {
  const byKey = new Map(cases.map((c) => [caseKey(c), c]));
  return (input) => {
    const c = byKey.get(caseKey(input));
    if (!c) return alwaysCompliant(input); // a re-verification of a redeemed text: the fallback is compliant
    if (c.expected_outcome === 'COMPLIANT') return alwaysCompliant(input);
    if (c.expected_outcome === 'CANNOT_COMPLY') {
      return { outcome: 'CANNOT_COMPLY', compliant: false, modified: false, response: '', evasion_patterns: c.expected_evasions, category: c.expected_category };
    }
    return { outcome: 'REDEEMED', compliant: false, modified: true, response: FALLBACK_TEXT, evasion_patterns: c.expected_evasions };
  };
}

/**
 * A deliberately naive screen: flags the response when it contains a quoted string ('...' or "...") from a sentence of
 * the system prompt that says never / do not / must not, and calls a few phrases evasions. It shows what a
 * keyword matcher alone scores on this set.
 */
export const naiveQuoted: SteerFn = (input) => {
  const forbidden: string[] = [];
  for (const sentence of input.system_prompt.split(/(?<=[.!?])\s+/)) {
    if (!/\b(never|do not|don't|must not|avoid)\b/i.test(sentence)) continue;
    for (const m of sentence.matchAll(/'([^']{2,60})'|"([^"]{2,60})"/g)) forbidden.push((m[1] ?? m[2] ?? '').trim());
  }
  const resp = input.proposed_response;
  const hit = forbidden.some((f) => resp.toLowerCase().includes(f.toLowerCase()));
  const patterns: string[] = [];
  if (/\b(hypothetically|theoretically|just an observation|purely for educational)\b/i.test(resp)) patterns.push('framing');
  if (/\[SYSTEM\]|<system>|ignore (all )?previous instructions/i.test(resp)) patterns.push('injection');
  if (/\b(as you confirmed|as I (said|told you|mentioned) (before|earlier))\b/i.test(resp)) patterns.push('gaslighting');
  if (/\b[A-Za-z0-9+/]{16,}={0,2}/.test(resp)) patterns.push('encoded');
  if (/\b(as DAN|no restrictions|without any rules|unrestricted)\b/i.test(resp)) patterns.push('roleplay');
  if (/\b(won't|will not|can't|cannot|not allowed to) (say|tell you|mention|point out) that\b/i.test(resp)) patterns.push('negation');
  const bad = hit || patterns.length > 0;
  return bad
    ? { outcome: 'REDEEMED', compliant: false, modified: true, response: FALLBACK_TEXT, evasion_patterns: patterns }
    : { outcome: 'COMPLIANT', compliant: true, modified: false, response: resp, evasion_patterns: [] };
};

export const STAND_INS: Record<string, (cases: SteerCase[]) => SteerFn> = {
  'always-compliant': () => alwaysCompliant,
  oracle,
  naive: () => naiveQuoted,
};
