/**
 * Adult-only topic similarity of each message: the cosine similarity of a message's embedding (its first core chunk, so
 * the embedder's cache serves it after the core and the heads) to short descriptions of content that is for adults only
 * (`seeds/oversight/minors-topics.json`: alcohol, drugs, sex, gore, gambling, getting round age limits, meeting adults).
 * A feature for the minors lens, never a decision alone (detectors/minors-protection.ts).
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Embedder } from '../../infra/models/embedder.js';
import { headText } from './heads.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const ADULT_TOPICS: Record<string, string> = JSON.parse(readFileSync(resolve(ROOT, 'seeds/oversight/minors-topics.json'), 'utf8')).topics;

/** Similarity per topic, for one message. */
export type TopicScores = Record<string, number>;

let topicVectors: { embedder: Embedder; names: string[]; vecs: Float32Array[] } | undefined;

/** Topic similarities per message index (user and assistant messages). */
export async function scoreTopics(embedder: Embedder, messages: readonly { role: string; content: string }[]): Promise<Map<number, TopicScores>> {
  if (topicVectors?.embedder !== embedder) {
    const names = Object.keys(ADULT_TOPICS);
    topicVectors = { embedder, names, vecs: await embedder.embed(names.map((n) => ADULT_TOPICS[n]!)) };
  }
  const { names, vecs } = topicVectors;
  const idx = messages.flatMap((m, i) => ((m.role === 'user' || m.role === 'assistant') && m.content.trim() ? [i] : []));
  const embedded = await embedder.embed(idx.map((i) => headText(messages[i]!.content)));
  const out = new Map<number, TopicScores>();
  idx.forEach((i, k) => {
    const e = embedded[k]!;
    const s: TopicScores = {};
    names.forEach((n, j) => {
      let d = 0;
      const v = vecs[j]!;
      for (let x = 0; x < v.length; x++) d += e[x]! * v[x]!;
      s[n] = d;
    });
    out.set(i, s);
  });
  return out;
}

/** The topic a message is closest to, and how close. */
export function topTopic(s: TopicScores | undefined): { topic: string; score: number } | undefined {
  if (!s) return undefined;
  let best: { topic: string; score: number } | undefined;
  for (const [topic, score] of Object.entries(s)) if (!best || score > best.score) best = { topic, score };
  return best;
}
