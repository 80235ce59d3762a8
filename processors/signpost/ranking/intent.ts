/**
 * Help-seeking intent of a search query, by nearest neighbours in embedding space (pure once the bank is built):
 * the mean cosine of the query to its 3 nearest "distress" prototypes against its 3 nearest "ordinary" ones
 * (seeds/signpost/intent-prototypes.json: asking for help for oneself or someone else, any concern, several
 * languages; against everyday queries, figures of speech about killing and dying included).
 *
 * Why: oblique crisis phrasing ("I feel like ending it", "made my peace") shares few words with any resource and
 * sits far from every resource's text in MiniLM's space, so the hybrid score stayed under the 0.3 cut-off even when
 * the right line ranked first. The intent says "this person needs a crisis line", and the ranker then lifts the
 * country's general crisis lines (search.ts, W_INTENT); specific matches still rank by their own signals.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const FILE = join(fileURLToPath(new URL('.', import.meta.url)), '../../../seeds/signpost/intent-prototypes.json');

/** margin (distress − ordinary) at which intent starts, and the span over which it reaches 1 (fitted on dev) */
export const INTENT_MARGIN0 = 0.01;
export const INTENT_SPAN = 0.1;
/** below this mean cosine to the distress prototypes, no intent whatever the margin */
export const INTENT_MIN_DISTRESS = 0.22;
const K = 3;

export interface IntentBank {
  distress: Float32Array[];
  ordinary: Float32Array[];
}

export function loadIntentPrototypes(): { distress: string[]; ordinary: string[] } {
  const d = JSON.parse(readFileSync(FILE, 'utf8')) as { distress: string[]; ordinary: string[] };
  return { distress: d.distress, ordinary: d.ordinary };
}

export async function buildIntentBank(embed: (texts: string[]) => Promise<Float32Array[]>): Promise<IntentBank> {
  const p = loadIntentPrototypes();
  return { distress: await embed(p.distress), ordinary: await embed(p.ordinary) };
}

function cos(a: Float32Array, b: Float32Array): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i]! * b[i]!;
  return s;
}

function topMean(bank: Float32Array[], vec: Float32Array): number {
  const cs = bank.map((b) => cos(b, vec)).sort((x, y) => y - x);
  const top = cs.slice(0, K);
  return top.reduce((a, b) => a + b, 0) / Math.max(1, top.length);
}

/** margin (ordinary − distress) past which a query reads as an everyday one, and the span to "clearly" (dev) */
export const ORDINARY_MARGIN0 = 0.04;
export const ORDINARY_SPAN = 0.1;

export interface Intent {
  /** 0..1 */
  score: number;
  /** 0..1: how clearly the query is an everyday one ("this traffic is killing me lol"); damps lexicon hits */
  ordinary_score: number;
  distress: number;
  ordinary: number;
}

export function helpIntent(bank: IntentBank, vec: Float32Array): Intent {
  const distress = topMean(bank.distress, vec);
  const ordinary = topMean(bank.ordinary, vec);
  const m = distress - ordinary - INTENT_MARGIN0;
  const score = distress < INTENT_MIN_DISTRESS || m <= 0 ? 0 : Math.min(1, m / INTENT_SPAN);
  const om = ordinary - distress - ORDINARY_MARGIN0;
  return { score, ordinary_score: om <= 0 ? 0 : Math.min(1, om / ORDINARY_SPAN), distress, ordinary };
}
