/**
 * Public corpora used for the harmful-prompt model (read from ../shared at dev time only; nothing is copied into the
 * project). Licences: JailbreakBench artifacts MIT, BIPIA MIT (train split only), Fabric MIT, FollowBench and
 * M-IFEval Apache-2.0. Not used: IFBench (its prompts are the upstream test set), Tensor Trust and dreaddit
 * (research-only licences), anything under test/eval.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { gunzipSync } from 'node:zlib';
import type { Category, Row } from './synth.js';

/** ../shared/data/training next to the checkout, or HAVEN_TRAINING_DATA (a worktree sits one level deeper). */
const ROOT = process.env.HAVEN_TRAINING_DATA
  ? pathToFileURL(`${process.env.HAVEN_TRAINING_DATA.replace(/\/$/, '')}/`)
  : new URL('../../../../shared/data/training/', import.meta.url);
const read = (p: string) => readFileSync(new URL(p, ROOT));
const jsonl = (buf: Buffer | string) =>
  buf
    .toString()
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>);

let HOLDOUT: Set<string> | undefined;
/** SHA-256 of strip → lowercase → collapse whitespace, as HOLDOUT_HASHES_README.md says. */
export function holdoutHash(t: string): string {
  return createHash('sha256').update(t.trim().toLowerCase().replace(/\s+/g, ' '), 'utf8').digest('hex');
}
export function heldOut(...texts: string[]): boolean {
  HOLDOUT ??= new Set(
    read('HOLDOUT_HASHES.txt')
      .toString()
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('#')),
  );
  return texts.some((t) => t && HOLDOUT!.has(holdoutHash(t)));
}

/** JailbreakBench harm category → ours; expert advice and government decision-making are not egregious: dropped. */
const JBB_MAP: Record<string, Category | undefined> = {
  'Physical harm': 'violence',
  'Harassment/Discrimination': 'other',
  'Malware/Hacking': 'other',
  'Economic harm': 'other',
  'Fraud/Deception': 'other',
  Disinformation: 'other',
  'Sexual/Adult content': 'other',
  Privacy: 'other',
};

/** BIPIA train-split injected instructions that are harmful on their own (malware, scams); benign tasks are skipped. */
const BIPIA_HARMFUL =
  /malware|cookie theft|memory scanning|dumpster|environment variable|device and driver|spam|critical infrastructure|network propagation|exploiting|cryptocurrency mining|scam/i;

export function loadCorpora(): Row[] {
  const rows: Row[] = [];
  for (const r of jsonl(gunzipSync(read('jailbreakbench_artifacts/jailbreakbench_attack_artifacts.jsonl.gz')))) {
    const cat = JBB_MAP[String(r.category)];
    const prompt = String(r.prompt ?? '');
    if (!cat || prompt.length < 20) continue;
    const cats: Category[] = r.method === 'adaptive_random_search' ? [cat, 'safety_circumvention'] : [cat];
    rows.push({ text: prompt, label: 1, cats, group: `jbb:${String(r.goal)}`, weight: 0.3, source: `jailbreakbench:${String(r.method)}` });
  }
  for (const r of jsonl(read('bipia_indirect_injection/bipia_attack_instructions.jsonl'))) {
    if (r.split !== 'train' || !BIPIA_HARMFUL.test(String(r.category))) continue;
    rows.push({ text: String(r.attack_instruction), label: 1, cats: ['other'], group: `bipia:${String(r.category)}`, weight: 0.5, source: 'bipia:train' });
  }
  for (const r of jsonl(read('benign_system_prompts_fabric/fabric_pattern_system_prompts.jsonl'))) {
    rows.push({ text: String(r.system_prompt), label: 0, cats: [], group: `fabric:${String(r.pattern)}`, weight: 2, source: 'fabric' });
  }
  for (const r of jsonl(read('followbench/followbench_constraints.jsonl'))) {
    rows.push({
      text: String(r.instruction),
      label: 0,
      cats: [],
      group: `followbench:${String(r.lang)}:${String(r.file)}:${String(r.example_id)}`,
      weight: 0.5,
      source: `followbench:${String(r.lang)}`,
    });
  }
  for (const r of jsonl(read('m_ifeval_multilingual/m_ifeval_prompts_es_fr_ja.jsonl'))) {
    rows.push({
      text: String(r.prompt),
      label: 0,
      cats: [],
      group: `mifeval:${String(r.key)}:${String(r.lang)}`,
      weight: 0.5,
      source: `m-ifeval:${String(r.lang)}`,
    });
  }
  return rows;
}
