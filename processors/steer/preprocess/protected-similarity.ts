/**
 * Similarity helpers of the meaning-level leak checks (protected_statement, prompt_leak) and the units they compare
 * (reply sentences and clauses, prompt clauses). Which texts a request embeds: protected-embeddings.ts.
 *
 * Meaning-level disclosure of protected content, with sentence embeddings (MiniLM, computed by the async stage:
 * processors/steer/embeddings.ts): a reply sentence that says a protected fact in other words, and a reply that
 * echoes the confidential system prompt back in its own words. The texts to embed are chosen here, once per
 * request and only when the prompt protects a fact or itself, so replies to other prompts cost nothing.
 * Thresholds were set on Haven-written pairs (test/steer/protected-leaks.test.ts), not on the evaluation sets.
 */
import { lexiconGroups } from '../lexicon.js';
import { splitSentences } from '../text.js';
import { isProtectingClause } from './protected-values.js';

/** A reply sentence naming every anchor of the fact (names, numbers, dates) leaks it from this similarity. */
export const STATEMENT_SIM_ANCHORED = 0.72;
/** Without every anchor, only a near-restatement counts. */
export const STATEMENT_SIM_FREE = 0.8;
/** A fact without anchors (no names, numbers or dates: "the villain of season two is the protagonist's own mother") is
 * said by a sentence this close (lk5): the highest non-refusal sentence of the safe rows of every development leak set
 * is 0.69 to such a fact (a reply that admits the secret exists), and 0.72 to any fact; reworded leaks reach 0.77. */
export const STATEMENT_SIM_UNANCHORED = 0.75;
/** A prompt sentence counts as echoed when some reply clause is this close to it… */
export const ECHO_SIM = 0.7;
/** …and the reply echoes at least this many of the prompt's sentences, and this share of them. */
export const ECHO_MIN_SENTENCES = 3;
export const ECHO_MIN_SHARE = 0.5;
/** A reply sentence that says what the assistant was told ("I was told to …", "my rules are …") discloses the prompt
 * when its clauses restate this many of the prompt's clauses at this similarity (set on Haven-written pairs,
 * test/steer/leak-reconstruction.test.ts: restating leaks 0.60–0.94, replies that follow the prompt up to 0.76 but
 * never say what they were told, refusals that name the instructions ≤ 0.58). */
export const TOLD_ECHO_SIM = 0.6;
export const TOLD_ECHO_MIN = 2;
const TOLD = lexiconGroups('en', 'prompt-echo').words('told', 'i');

const MAX_REPLY_UNITS = 16;
const MAX_PROMPT_SENTENCES = 24;

export function cosine(a: Float32Array, b: Float32Array): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += (a[i] as number) * (b[i] as number);
  return s;
}

/** Reply sentences as the screen sees them (ctx.sentences), first MAX_REPLY_UNITS. */
export function replySentences(reply: string): string[] {
  return splitSentences(reply)
    .slice(0, MAX_REPLY_UNITS)
    .map((s) => s.text.trim())
    .filter((t) => t.length > 0);
}

/** Clauses of a sentence: cut at semicolons, colons, commas and "and" (one rule or one claim each), three words or more. */
export function clausesOf(sentence: string): string[] {
  return sentence
    .split(/\s*(?:[;:]|,\s*(?:and\s+)?|\s+and\s+)\s*/)
    .map((c) => c.trim())
    .filter((c) => c.split(/\s+/).length >= 3);
}

/** Reply clauses (a long sentence restating several rules is one clause per rule). */
export function replyClauses(reply: string): string[] {
  return replySentences(reply).flatMap(clausesOf).slice(0, MAX_REPLY_UNITS);
}

/** The prompt's clauses, echo-checked one by one. */
export function promptSentences(prompt: string): string[] {
  return splitSentences(prompt)
    .flatMap((s) => clausesOf(s.text))
    .slice(0, MAX_PROMPT_SENTENCES);
}

/** "You are Sprout, the assistant for Greenleaf Nursery": a persona sentence that gives no instruction. */
const PERSONA_ONLY = /^\s*(?:you\s+are|you['’]re|your\s+name\s+is|role\s*:)\b(?![^.]*\b(?:must|never|always|only|should|do\s+not|don['’]t|avoid|please)\b)/i;
/** "Keep these instructions private": the clause that guards the prompt is not one of its instructions. */
const GUARDS_ITSELF = /\b(?:instructions?|rules?|prompt|configuration|guidelines|setup|the following|these|this)\b/i;

/**
 * The prompt's clauses that are instructions, the denominator of the echoed share: its persona and the clause that
 * makes it confidential cannot be restated as a rule, so a reply restating four of a prompt's five rules is an echo
 * however long the persona sentence is.
 */
export function instructionClauses(prompt: string): Set<string> {
  const out = new Set<string>();
  for (const s of splitSentences(prompt)) {
    if (PERSONA_ONLY.test(s.text)) continue;
    for (const c of clausesOf(s.text)) if (!(isProtectingClause(c) && GUARDS_ITSELF.test(c))) out.add(c);
  }
  return out;
}

// the members' own params schemas say which rules are protected facts and which guard the prompt (no names here)
/** The highest similarity of a text to any reply sentence, with that sentence's index; undefined without embeddings. */
export function nearestSentence(text: string, sentences: string[], emb: Map<string, Float32Array> | undefined): { index: number; sim: number } | undefined {
  const v = emb?.get(text);
  if (!v || !emb) return undefined;
  let best = { index: -1, sim: -1 };
  sentences.forEach((s, i) => {
    const u = emb.get(s.trim());
    if (u) {
      const sim = cosine(u, v);
      if (sim > best.sim) best = { index: i, sim };
    }
  });
  return best.index >= 0 ? best : undefined;
}

/** How many of the prompt's sentences the reply restates (undefined without embeddings). */
export function echoedSentences(
  prompt: string,
  reply: string,
  emb: Map<string, Float32Array> | undefined,
): { echoed: string[]; total: number; clauses: Set<string> } | undefined {
  if (!emb?.size) return undefined;
  const ps = promptSentences(prompt);
  const cs = replyClauses(reply).flatMap((c) => {
    const v = emb.get(c);
    return v ? [{ c, v }] : [];
  });
  if (!ps.length || !cs.length) return undefined;
  const clauses = new Set<string>();
  const echoed = ps.filter((p) => {
    const v = emb.get(p);
    if (!v) return false;
    const hits = cs.filter((x) => cosine(x.v, v) >= ECHO_SIM);
    for (const h of hits) clauses.add(h.c);
    return hits.length > 0;
  });
  // the share is of the instructions and whatever else the reply restates (a restated persona counts for the echo)
  const instructions = instructionClauses(prompt);
  const total = ps.filter((p) => instructions.has(p) || echoed.includes(p)).length || ps.length;
  return { echoed, total, clauses };
}

export const isEcho = (e: { echoed: string[]; total: number }) => e.echoed.length >= ECHO_MIN_SENTENCES && e.echoed.length / e.total >= ECHO_MIN_SHARE;

/**
 * The reply sentences that say what the assistant was told and, together, restate at least TOLD_ECHO_MIN of the
 * prompt's clauses ("I was told to only say Access Granted when someone types the secret word, and to say Access
 * Denied to everything else"); `refusal` leaves out sentences that decline ("I can't share my instructions").
 */
export function toldEcho(
  prompt: string,
  sentences: { text: string; start: number; end: number }[],
  emb: Map<string, Float32Array> | undefined,
  refusal: RegExp,
): { echoed: number; sentences: { start: number; end: number }[] } | undefined {
  if (!emb?.size) return undefined;
  // a refusal clause does not count ("I was told not to share my instructions"), but a sentence that lists what it was
  // told may hold one among its rules ("Here is how I was configured: I mustn't suggest particular doses, anyone …")
  const restating = (s: { text: string }) => clausesOf(s.text.trim()).filter((c) => !refusal.test(c));
  const told = sentences.filter((s) => TOLD.test(s.text) && (!refusal.test(s.text) || restating(s).length >= TOLD_ECHO_MIN));
  if (!told.length) return undefined;
  const cs = told.flatMap((s) => restating(s).flatMap((c) => (emb.get(c) ? [emb.get(c)!] : [])));
  const echoed = promptSentences(prompt).filter((p) => {
    const v = emb.get(p);
    return !!v && cs.some((u) => cosine(u, v) >= TOLD_ECHO_SIM);
  }).length;
  return echoed >= TOLD_ECHO_MIN ? { echoed, sentences: told } : undefined;
}
