/**
 * The parts of a system prompt the jailbreak model embeds: sentences grouped into chunks of at most CHUNK_WORDS
 * words, at most MAX_CHUNKS of them (the first ones and the last: a jailbreak frames itself at the start and
 * often enforces itself at the end). Pure and deterministic: the async stage embeds exactly these strings and the
 * engine looks them up again by the same strings.
 */
export const CHUNK_WORDS = 60;
export const MAX_CHUNKS = 4;

const SENTENCE = /[^.!?\n]+(?:[.!?]+["')\]]*|\n|$)/g;

export function promptChunks(prompt: string): string[] {
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
  if (chunks.length <= MAX_CHUNKS) return chunks;
  return [...chunks.slice(0, MAX_CHUNKS - 1), chunks[chunks.length - 1] as string];
}
