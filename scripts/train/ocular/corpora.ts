/**
 * Reading the shared training corpora (dev time only: the product never reads /work/shared) and the hold-out check.
 * HAVEN_TRAINING_DATA overrides the folder (default ../shared/data/training beside the repository's parent).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';

const CANDIDATES = [process.env.HAVEN_TRAINING_DATA, resolve(process.cwd(), '../shared/data/training')].filter(Boolean) as string[];
const ROOT = CANDIDATES.find((p) => existsSync(p)) ?? CANDIDATES[0]!;

export function trainingPath(rel: string): string {
  return resolve(ROOT, rel);
}

export function jsonl(rel: string): Record<string, unknown>[] {
  const buf = readFileSync(trainingPath(rel));
  const text = rel.endsWith('.gz') ? gunzipSync(buf).toString('utf8') : buf.toString('utf8');
  return text
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

/** SHA-256 of strip → lowercase → collapse whitespace (HOLDOUT_HASHES_README.md). */
export function holdoutHash(t: string): string {
  return createHash('sha256').update(t.trim().toLowerCase().replace(/\s+/g, ' '), 'utf8').digest('hex');
}

let HOLDOUT: Set<string> | undefined;
/** True when any text (or, for pairs, the joined forms) is in the hold-out list. */
export function heldOut(...texts: string[]): boolean {
  HOLDOUT ??= new Set(
    readFileSync(trainingPath('HOLDOUT_HASHES.txt'), 'utf8')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('#')),
  );
  const all = [...texts];
  if (texts.length === 2 && texts[0] && texts[1]) all.push(`${texts[0]}\n${texts[1]}`, `${texts[0]} ${texts[1]}`);
  return all.some((t) => t && HOLDOUT!.has(holdoutHash(t)));
}

import type { TrainRow } from './synth.js';

/** Training texts are cut to this many characters (the runtime scores long messages in chunks of the same size). */
export const MAX_TRAIN_CHARS = 700;
const cut = (t: string) => (t.length > MAX_TRAIN_CHARS ? t.slice(0, MAX_TRAIN_CHARS) : t);
const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** Corpora whose licence does not allow commercial use (or states none): left out of the shipped model. */
export const RESEARCH_ONLY = ['suicidewatch_vs_teenagers', 'cams_reddit', 'pan12_vtpan_grooming'] as const;

/**
 * Every corpus row we train on, with tags and the tags it is labelled for. Licences: see seeds/ocular/SOURCES.md.
 * `licence: 'commercial'` (the shipped model) leaves out RESEARCH_ONLY; `'research'` reads them too (comparison only).
 */
export function corpusRows(limit = (n: number) => n, opts: { licence?: 'commercial' | 'research' } = {}): TrainRow[] {
  const research = opts.licence === 'research';
  const rows: TrainRow[] = [];
  const push = (r: Omit<TrainRow, 'text' | 'ctx'> & { text: string; ctx?: string }) => {
    const text = cut(r.text.trim());
    if (text.length < 3) return;
    rows.push({ ...r, text, ctx: cut((r.ctx ?? '').trim()) });
  };
  const RISK_USER = ['ideation', 'plan', 'self_harm', 'violence', 'perpetrator', 'abuse_victim', 'sexual_violence', 'exploitation', 'stalking', 'self_neglect'];
  const RISK_AI = ['harm_provision', 'crisis_failure', 'manipulation', 'relational', 'distortion', 'safeguarding_failure'];

  // r/SuicideWatch vs r/teenagers (research use): ideation vs not
  let n = 0;
  for (const r of research ? jsonl('suicidewatch_vs_teenagers/suicide_detection_first5000.jsonl.gz') : []) {
    if (n++ >= limit(3000)) break;
    const sw = r.label === 'suicide';
    push({
      text: str(r.text),
      side: 'user',
      tags: sw ? ['ideation', 'distress'] : [],
      known: sw
        ? ['ideation', 'distress', 'fiction', 'educational', 'hyperbole', 'violence']
        : ['ideation', 'plan', 'self_harm', 'distress', 'despair', 'fiction', 'educational', 'abuse_victim', 'violence'],
      group: `sw:${str(r.id)}`,
      source: `suicidewatch:${sw ? 'suicide' : 'teen'}`,
      weight: 0.6,
    });
  }
  // counsel-chat (MIT): questions are first-hand help-seeking; answers are therapist replies (good support)
  const topicTags: Record<string, string[]> = { 'self-harm': ['self_harm'], 'domestic-violence': ['abuse_victim'], 'eating-disorders': ['self_neglect'] };
  const seenQ = new Set<number>();
  for (const r of jsonl('counsel_chat/counsel_chat_20200325.jsonl')) {
    const q = `${str(r.question_title)}. ${str(r.question_text)}`;
    const qid = Number(r.question_id);
    const topic = str(r.topic);
    if (!seenQ.has(qid)) {
      seenQ.add(qid);
      push({
        text: q,
        side: 'user',
        tags: ['distress', ...(topicTags[topic] ?? [])],
        known: [
          'distress',
          'fiction',
          'hyperbole',
          'educational',
          ...(topicTags[topic] ?? []),
          ...(topic === 'parenting' || topic === 'relationships' ? ['violence'] : []),
        ],
        group: `cc:${qid}`,
        source: `counsel_chat:q`,
        weight: 1,
      });
    }
    push({
      text: str(r.answer_text),
      ctx: q,
      side: 'ai',
      tags: ['crisis_support'],
      known: ['crisis_support', 'harm_provision', 'manipulation', 'relational', 'safeguarding_failure', 'crisis_failure'],
      group: `cc:${qid}`,
      source: 'counsel_chat:a',
      weight: 0.5,
    });
  }
  // DiaSafety (Apache-2.0): Risk Ignorance → crisis failure; Toxicity Agreement → sycophantic agreement (distortion)
  for (const r of jsonl('diasafety_train_val/diasafety_train_val.jsonl')) {
    const cat = str(r.category);
    const unsafe = r.label === 'Unsafe';
    const ctx = str(r.context);
    const text = str(r.response);
    if (cat === 'Risk Ignorance')
      push({
        text,
        ctx,
        side: 'ai',
        tags: unsafe ? ['crisis_failure'] : [],
        known: ['crisis_failure'],
        group: `dia:${ctx}`,
        source: `diasafety:risk_ignorance:${unsafe ? 'unsafe' : 'safe'}`,
        weight: 1,
      });
    else if (cat === 'Toxicity Agreement')
      push({
        text,
        ctx,
        side: 'ai',
        tags: unsafe ? ['distortion'] : [],
        known: ['distortion'],
        group: `dia:${ctx}`,
        source: `diasafety:toxicity_agreement:${unsafe ? 'unsafe' : 'safe'}`,
        weight: 0.7,
      });
    else if (cat === 'Unauthorized Expertise' && !unsafe)
      push({ text, ctx, side: 'ai', tags: [], known: ['harm_provision'], group: `dia:${ctx}`, source: 'diasafety:expertise:safe', weight: 0.5 });
  }
  // JailbreakBench artifacts (MIT): a jailbroken reply supplies harmful content; the goal stands in for the user turn
  n = 0;
  for (const r of jsonl('jailbreakbench_artifacts/jailbreakbench_attack_artifacts.jsonl.gz')) {
    const resp = str(r.response);
    if (!resp || n++ >= limit(1215)) continue;
    const jb = r.jailbroken === true;
    push({
      text: resp,
      ctx: str(r.goal),
      side: 'ai',
      tags: jb ? ['harm_provision'] : [],
      known: ['harm_provision'],
      group: `jbb:${str(r.goal)}`,
      source: `jailbreakbench:${jb ? 'jailbroken' : 'refused'}`,
      weight: 0.7,
    });
  }
  // XSTest (CC BY 4.0): safe look-alike prompts (homonyms, figurative language, fiction, definitions, history)
  const xsTags: Record<string, string[]> = {
    figurative_language: ['hyperbole'],
    safe_contexts: ['fiction'],
    privacy_fictional: ['fiction'],
    definitions: ['educational'],
    historical_events: ['educational'],
  };
  for (const r of jsonl('xstest/xstest_prompts.jsonl')) {
    const type = str(r.type);
    const safe = r.label === 'safe';
    push({
      text: str(r.prompt),
      side: 'user',
      tags: safe
        ? (xsTags[type] ?? [])
        : !safe && !type.includes('discr') && !type.includes('privacy')
          ? ['harmful_request', ...(type.includes('homonyms') || type.includes('figurative') || type.includes('safe_targets') ? ['violence'] : [])]
          : type.includes('homonyms') || type.includes('figurative') || type.includes('safe_targets')
            ? ['violence']
            : [],
      known: safe
        ? ['ideation', 'plan', 'self_harm', 'violence', 'perpetrator', 'abuse_victim', 'distress', 'harmful_request', ...(xsTags[type] ?? [])]
        : !type.includes('discr') && !type.includes('privacy')
          ? ['violence', 'harmful_request']
          : ['violence', 'ideation', 'self_harm'].filter((t) => t === 'violence' || !type.includes('homonyms')),
      group: `xs:${str(r.id)}`,
      source: `xstest:${type}`,
      weight: 1,
    });
  }
  for (const r of jsonl('xstest/xstest_completions_human_labelled.jsonl')) {
    const unsafePrompt = r.prompt_label === 'unsafe';
    const complied = r.final_label === '1_full_compliance' || str(r.final_label).includes('full_compliance');
    if (!unsafePrompt)
      push({
        text: str(r.completion),
        ctx: str(r.prompt),
        side: 'ai',
        tags: [],
        known: ['harm_provision', 'crisis_failure', 'manipulation'],
        group: `xs:${str(r.prompt)}`,
        source: 'xstest:completion:safe_prompt',
        weight: 0.5,
      });
    else if (complied)
      push({
        text: str(r.completion),
        ctx: str(r.prompt),
        side: 'ai',
        tags: ['harm_provision'],
        known: ['harm_provision'],
        group: `xs:${str(r.prompt)}`,
        source: 'xstest:completion:unsafe_complied',
        weight: 0.7,
      });
  }
  // CoCoNot (MIT): prompts that should be answered are user-side negatives; unsafe dangerous-topic prompts are harmful requests
  n = 0;
  for (const r of jsonl('coconot/coconot_eval_prompts.jsonl')) {
    if (r.expected === 'should_not_comply' && r.category === 'Requests with safety concerns' && r.subcategory === 'dangerous or sensitive topics') {
      push({
        text: str(r.prompt),
        side: 'user',
        tags: ['harmful_request'],
        known: ['harmful_request'],
        group: `coco:${str(r.id)}`,
        source: 'coconot:dangerous',
        weight: 1,
      });
      continue;
    }
    if (r.expected !== 'should_comply' || n++ >= limit(600)) continue;
    push({
      text: str(r.prompt),
      side: 'user',
      tags: [],
      known: [...RISK_USER, 'harmful_request'],
      group: `coco:${str(r.id)}`,
      source: 'coconot:should_comply',
      weight: 1,
    });
  }
  // JailbreakBench goals (MIT) as user turns: plain requests for harmful content
  const goals = new Set<string>();
  for (const r of jsonl('jailbreakbench_artifacts/jailbreakbench_attack_artifacts.jsonl.gz')) goals.add(str(r.goal));
  for (const g of goals)
    push({ text: g, side: 'user', tags: ['harmful_request'], known: ['harmful_request'], group: `jbb:${g}`, source: 'jailbreakbench:goal', weight: 1 });
  // PAN12 via VTPAN (research corpus): predatory chat segments → the user is grooming someone
  for (const r of research ? jsonl('pan12_vtpan_grooming/vtpan_val_segments_en.jsonl') : []) {
    const pred = r.label === 1;
    push({
      text: str(r.text),
      side: 'user',
      tags: pred ? ['perpetrator'] : [],
      known: ['perpetrator', 'ideation', 'plan', 'self_harm', 'violence'],
      group: `pan:${str(r.id)}`,
      source: `pan12:${pred ? 'predatory' : 'other'}`,
      weight: pred ? 0.5 : 0.3,
    });
  }
  // CAMS (research use): causes of distress in Reddit posts; first-hand distress
  n = 0;
  for (const r of research ? jsonl('cams_reddit/cams_added_reddit.jsonl.gz') : []) {
    if (n++ >= limit(1200)) break;
    const cause = str(r.cause_name);
    push({
      text: str(r.text),
      side: 'user',
      tags: ['distress', ...(cause === 'bias_or_abuse' ? [] : [])],
      known: ['distress', 'fiction', 'educational', 'hyperbole'],
      group: `cams:${str(r.id)}`,
      source: `cams:${cause}`,
      weight: 0.5,
    });
  }
  // Benign instructions (FollowBench Apache-2.0): negatives for every risk head on both sides
  n = 0;
  for (const r of jsonl('followbench/followbench_constraints.jsonl')) {
    if (r.lang !== 'en' || n++ >= limit(700)) continue;
    push({
      text: str(r.instruction),
      side: 'user',
      tags: [],
      known: [...RISK_USER, 'distress', 'despair', 'dependency', 'minor', 'harmful_request'],
      group: `fb:${str(r.example_id)}:${str(r.category)}`,
      source: 'followbench',
      weight: 1,
    });
  }
  void RISK_AI;
  return rows;
}
