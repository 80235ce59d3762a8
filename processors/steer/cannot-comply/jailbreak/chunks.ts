/**
 * The parts of a system prompt the jailbreak model embeds: sentences grouped into chunks of at most CHUNK_WORDS
 * words, at most MAX_CHUNKS of them (the first ones and the last: a jailbreak frames itself at the start and
 * often enforces itself at the end). Since featurizer v3 the cap covers a long operator prompt whole (about 700
 * words), so a clause that removes the limits in the middle of it is embedded too (v2 embedded the first three
 * chunks and the last, about 240 words, and such a clause was seen by the n-grams alone). Pure and deterministic:
 * the async stage embeds exactly these strings and the engine looks them up again by the same strings.
 */
export const CHUNK_WORDS = 60;
export const MAX_CHUNKS = 12;

const SENTENCE = /[^.!?\n]+(?:[.!?]+["')\]]*|\n|$)/g;

/** The chunks of a prompt; `max` is MAX_CHUNKS except in latency comparisons (scripts/dev/jailbreak-latency.ts). */
export function promptChunks(prompt: string, max = MAX_CHUNKS): string[] {
  const sentences = (prompt.match(SENTENCE) ?? []).map((s) => s.trim().replace(/\s+/g, ' ')).filter((s) => /[\p{L}\p{N}]/u.test(s));
  const chunks: string[] = [];
  let cur: string[] = [];
  let words = 0;
  for (const s of sentences) {
    const n = s.split(' ').length;
    if (cur.length && words + n > CHUNK_WORDS) {
      chunks.push(cur.join(' '));
      cur = [];
      words = 0;
    }
    cur.push(
      n > CHUNK_WORDS * 2
        ? s
            .split(' ')
            .slice(0, CHUNK_WORDS * 2)
            .join(' ')
        : s,
    );
    words += n;
  }
  if (cur.length) chunks.push(cur.join(' '));
  if (chunks.length <= max) return chunks;
  return [...chunks.slice(0, max - 1), chunks[chunks.length - 1] as string];
}
