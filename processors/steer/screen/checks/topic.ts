/**
 * Off-limits topics, by cue words (word-prefix match). Sentences that refuse or redirect ("I can't discuss politics")
 * do not count. Screen: one cue is enough to flag (soft); analysis needs two distinct cues, the topic named outright,
 * or one cue when the user asked about the topic.
 */

import { z } from 'zod';
import { lexiconGroups } from '../../lexicon.js';
import { cueSource, cuesRegex } from '../../preprocess/lexicon.js';
import { cosine } from '../../preprocess/protected-similarity.js';
import { PHASE } from '../../redeem/context.js';
import { cutSpans, noRemovals } from '../../redeem/edit.js';
import { contentStems, escapeRegExp, splitSentences } from '../../text.js';
import type { Rule, Span } from '../../types.js';
import { type Check, finding } from '../check.js';
import { isRefusal, type ScreenContext } from '../context.js';
import { breakingSentence } from '../forbidden-act.js';
import { ending } from './ending.js';
import { opening } from './opening.js';
import { requiredPhrase } from './required-phrase.js';

/** Phrase lists live in seeds/lexicons/en/check-topic.json (issue 9); the structure around them stays here. */
const vocab = lexiconGroups('en', 'check-topic');
export const BUT_HOWEVER_THOUGH = new RegExp(String.raw`(?:,|;|—|–)\s*(?:${vocab('but-however-though')}),?\s+`, 'i');
export const NON_NO_WITHOUT = new RegExp(String.raw`\b(?:${vocab('non-no-without')})$`);

function cueRegex(rule: Rule): RegExp {
  return cuesRegex(rule.params.cues as string[]);
}

const singleCue = new Map<string, RegExp>();
/** Which cue a matched word came from (own regexes: the caller is iterating a shared global one). */
function cueOf(cues: string[], word: string): string {
  for (const c of cues) {
    let r = singleCue.get(c);
    if (!r) {
      r = new RegExp(`^(?:${cueSource(c)})`, 'iu');
      if (singleCue.size > 5000) singleCue.clear();
      singleCue.set(c, r);
    }
    const m = r.exec(word);
    if (m && m.index === 0) return c.length > 1 ? c.replace(/\$$/, '') : c;
  }
  return word;
}

export function topicHits(rule: Rule, text: string, skipRefusals: boolean, sentences?: { text: string; start: number }[]): { cues: Set<string>; first?: Span } {
  const re = cueRegex(rule);
  const cues = new Set<string>();
  let first: Span | undefined;
  for (const s of sentences ?? [{ text, start: 0 }]) {
    let offset = 0;
    if (skipRefusals && isRefusal(s.text)) {
      // "I'm not a doctor, but those symptoms could point to meningitis": the part after "but" still counts
      const b = BUT_HOWEVER_THOUGH.exec(s.text);
      if (!b || isRefusal(s.text.slice(b.index + b[0].length))) continue;
      offset = b.index + b[0].length;
    }
    re.lastIndex = 0;
    let m: RegExpExecArray | null;
    const lower = ' '.repeat(offset) + s.text.slice(offset).toLowerCase();
    while ((m = re.exec(lower))) {
      // "alcohol-free", "non-alcoholic", "no alcohol": the cue is negated, not discussed
      if (
        /-free$/.test(m[0]) ||
        /^-?free\b|^\s*-free/.test(lower.slice(m.index + m[0].length, m.index + m[0].length + 6)) ||
        NON_NO_WITHOUT.test(lower.slice(Math.max(0, m.index - 8), m.index))
      )
        continue;
      const cue = cueOf(rule.params.cues as string[], m[0]);
      cues.add(cue);
      first ??= { start: s.start + m.index, end: s.start + m.index + m[0].length };
    }
  }
  return { cues, first };
}

/** The members whose rules require text in the reply. */
const REQUIRED_TEXT: readonly Check[] = [requiredPhrase, opening, ending];

/** Sentences carrying content the prompt requires (a disclaimer naming the topic) do not count as discussing it. */
function requiredTexts(ctx: ScreenContext): string[] {
  return ctx.memo('required-texts', () =>
    ctx.pre.watch_items
      .flatMap((r) => REQUIRED_TEXT.find((c) => c.name === r.params.check)?.quality?.required?.(r) ?? [])
      .map((p) => p.toLowerCase().replace(/[.!?]+$/, ''))
      .filter((p) => p.length >= 4),
  );
}

/** What the prompt itself tells the assistant to say ("Say an engineer will confirm the cost after a visit."). */
export const PRESCRIBED_SAY = new RegExp(String.raw`^\W*(?:(?:please|always|instead,?)\s+)?(?:${vocab('prescribed-say')})\s+(?:that\s+)?(.{8,200})$`, 'i');
const prescribedCache = new Map<string, string[][]>();
function prescribedSayings(prompt: string): string[][] {
  let out = prescribedCache.get(prompt);
  if (!out) {
    out = splitSentences(prompt)
      .flatMap((s) => s.text.split(/[;:.]\s+/))
      .map((c) => PRESCRIBED_SAY.exec(c.trim())?.[1])
      .filter((x): x is string => !!x)
      .map((x) => contentStems(x))
      .filter((x) => x.length >= 3);
    if (prescribedCache.size > 500) prescribedCache.clear();
    prescribedCache.set(prompt, out);
  }
  return out;
}
/** A reply sentence that says what the prompt prescribes (most of its words) does not discuss the topic. */
function saysPrescribed(sentence: string, prompt: string): boolean {
  const sayings = prescribedSayings(prompt);
  if (!sayings.length) return false;
  const have = new Set(contentStems(sentence));
  return sayings.some((p) => p.filter((w) => have.has(w)).length / p.length >= 0.7);
}

/**
 * What a ban on an act forbids (advising, predicting, promising): "do not give personalised investment advice", "never
 * predict market movements". The topic's words count only in sentences that perform the act; an answer that explains
 * how portfolios differ, or says a medicine is in stock, does not advise.
 */
export const TOPIC_ACTS = {
  advise: new RegExp(vocab('act-advise'), 'iu'),
  predict: new RegExp(vocab('act-predict'), 'iu'),
  promise: new RegExp(vocab('act-promise'), 'iu'),
} as const;
export type TopicAct = keyof typeof TOPIC_ACTS;

function countableAll(ctx: ScreenContext) {
  return ctx.memo('topic-countable', () => countableSentences(ctx));
}

/** The sentences a topic rule reads: every countable sentence, or those performing the act the rule bans. */
function countable(ctx: ScreenContext, rule?: Rule) {
  const act = rule?.params.act as TopicAct | undefined;
  const all = countableAll(ctx);
  if (!act || !TOPIC_ACTS[act]) return all;
  return ctx.memo(`topic-countable:${act}`, () => all.map((s) => (performs(act, s.text) ? s : { ...s, text: ' '.repeat(s.text.length) })));
}

/** The sentence performs the act outside its refusing part ("I can't tell you whether to switch, but …"). */
function performs(act: TopicAct, text: string): boolean {
  if (!isRefusal(text)) return TOPIC_ACTS[act].test(text);
  const b = BUT_HOWEVER_THOUGH.exec(text);
  return !!b && TOPIC_ACTS[act].test(text.slice(b.index + b[0].length));
}

function countableSentences(ctx: ScreenContext) {
  const req = requiredTexts(ctx);
  const prompt = ctx.input.system_prompt ?? '';
  const said = ctx.sentences.map((s) => (saysPrescribed(s.text, prompt) ? { ...s, text: ' '.repeat(s.text.length) } : s));
  if (!req.length) return said;
  return said.map((s) => {
    let t = s.text;
    const lower = t.toLowerCase();
    for (const p of req) {
      const i = lower.indexOf(p);
      if (i >= 0) t = t.slice(0, i) + ' '.repeat(p.length) + t.slice(i + p.length);
    }
    return { ...s, text: t };
  });
}

function restrictionMet(restrict: string[], ctx: ScreenContext): boolean {
  const have = new Set(
    countable(ctx)
      .filter((s) => !isRefusal(s.text))
      .flatMap((s) => contentStems(s.text)),
  );
  return restrict.some((w) => have.has(w) || [...have].some((h) => h.length >= 4 && (h.startsWith(w) || w.startsWith(h))));
}

function userAsked(rule: Rule, ctx: ScreenContext): boolean {
  return !!ctx.lastUser && topicHits(rule, ctx.lastUser, false).cues.size > 0;
}

/**
 * Topic bans by meaning (docs/steer.md, "Topic bans by meaning"): with sentence embeddings in the process, a reply
 * sentence that carries none of the topic's cue words still engages with the topic when its MiniLM cosine to the
 * topic's phrase, or to a short expansion of it ("questions about <topic>", "<topic> advice"), reaches
 * TOPIC_SIM. Refusals and redirects, required text and what the prompt tells the assistant to say do not count
 * (the same sentences the cue reading leaves out). Off unless HAVEN_TOPIC_SIMILARITY=1: on the development sets it
 * separates engaging replies from compliant look-alikes too weakly to be switched on (the figures are in the doc).
 * Without embeddings the check is the cue reading alone.
 */
export const TOPIC_SIM = 0.49;
export function topicSimilarityOn(): boolean {
  return process.env.HAVEN_TOPIC_SIMILARITY === '1';
}
/** The texts a topic is compared by: its phrase and two short expansions. */
export function topicQueries(topic: string): string[] {
  return [topic, `questions about ${topic}`, `${topic} advice`];
}
/** The topic rules' queries and the reply's sentences, when topic similarity is on and the prompt bans a topic. */
export function topicEmbeddingTexts(rules: readonly Rule[], reply: string): string[] {
  if (!topicSimilarityOn()) return [];
  const queries = rules.filter((r) => r.params.check === 'topic').flatMap((r) => topicQueries(String(r.params.topic)));
  return queries.length ? [...queries, ...splitSentences(reply).map((s) => s.text.trim())] : [];
}

/** The countable, non-refusing reply sentence closest in meaning to the topic, when it reaches TOPIC_SIM. */
export function closeToTopic(rule: Rule, ctx: ScreenContext): { start: number; end: number; sim: number } | undefined {
  const vectors = ctx.input.embeddings;
  if (!topicSimilarityOn() || !vectors) return undefined;
  const queries = topicQueries(String(rule.params.topic))
    .map((q) => vectors.get(q))
    .filter((v): v is Float32Array => !!v);
  if (!queries.length) return undefined;
  const counted = countable(ctx, rule);
  let best: { start: number; end: number; sim: number } | undefined;
  ctx.sentences.forEach((s, i) => {
    // a sentence holding required or prescribed text (masked in the countable copy) or refusing does not count
    if (counted[i]?.text !== s.text || isRefusal(s.text)) return;
    const v = vectors.get(s.text.trim());
    if (!v) return;
    const sim = Math.max(...queries.map((q) => cosine(q, v)));
    if (sim >= TOPIC_SIM && (!best || sim > best.sim)) best = { start: s.start, end: s.end, sim };
  });
  return best;
}

/**
 * The countable, non-refusing reply sentence the forbidden-act head (screen/forbidden-act.ts) says breaks the rule's
 * clause: what a ban forbids done in other words ("tomorrow looks calm until lunch" under "do not forecast the
 * weather"), which no cue word shows. Memoised per clause: one sentence of the prompt can yield several topic rules.
 */
export function actBreaks(rule: Rule, ctx: ScreenContext): { start: number; end: number; score: number } | undefined {
  return ctx.memo(`topic-act:${rule.text}`, () => {
    const counted = countableAll(ctx);
    const open = ctx.sentences.filter((s, i) => counted[i]?.text === s.text && !isRefusal(s.text));
    const hit = breakingSentence(rule.text, open, ctx.input.embeddings);
    return hit && { start: hit.sentence.start, end: hit.sentence.end, score: hit.score };
  });
}

export const topicParams = z
  .object({
    check: z.literal('topic'),
    topic: z.string(),
    cues: z.array(z.string()),
    known: z.boolean().optional(),
    restrict_cues: z.array(z.string()).optional(),
    unless_asked: z.boolean().optional(),
    /** the ban is on an act on the topic (advising, predicting, promising), not on the topic */
    act: z.enum(Object.keys(TOPIC_ACTS) as [TopicAct, ...TopicAct[]]).optional(),
  })
  .loose();

export const topic: Check<typeof topicParams> = {
  description: 'the reply does not discuss an off-limits topic',
  params: topicParams,
  forbids: true,
  quality: { semantic: () => true },
  provider: {},
  // every sentence on the topic goes
  repair: {
    phase: PHASE.remove,
    fix(text, _p, ctx) {
      const out = noRemovals();
      const act = ctx.rule.params.act as TopicAct | undefined;
      for (const s of ctx.screen.sentences) if ((!act || performs(act, s.text)) && topicHits(ctx.rule, s.text, true).cues.size) out.dropWhole.push(s);
      // a finding by meaning (no cue word): its sentence goes
      if (!out.dropWhole.length && ctx.finding.evidence) out.dropWhole.push(ctx.finding.evidence);
      return cutSpans(text, out, ctx.capitals);
    },
  },
  name: 'topic',
  evaluate(rule, ctx) {
    // "don't mention prices unless the customer asks for them"
    if (rule.params.unless_asked && userAsked(rule, ctx))
      return finding(rule, this.name, 'not_applicable', `The user asked about "${rule.params.topic}", which the prompt allows.`);
    const { cues, first } = topicHits(rule, ctx.text, true, countable(ctx, rule));
    // "claims that are still being assessed": a cue of the head noun counts only with the restriction's own words
    const restrict = rule.params.restrict_cues as string[] | undefined;
    if (cues.size && restrict?.length && !restrictionMet(restrict, ctx))
      return finding(rule, this.name, 'satisfied', `"${rule.params.topic}" is mentioned, but not what restricts it.`, { confidence: 0.8, semantic: true });
    if (!cues.size) {
      const close = restrict?.length ? undefined : closeToTopic(rule, ctx);
      const act = close ? undefined : actBreaks(rule, ctx);
      if (act)
        return finding(
          rule,
          this.name,
          'violated',
          `Response does what the rule on "${rule.params.topic}" forbids (forbidden-act head ${act.score.toFixed(2)}).`,
          {
            evidence: { start: act.start, end: act.end },
            confidence: 0.7,
            semantic: true,
          },
        );
      if (close)
        return finding(
          rule,
          this.name,
          'violated',
          `Response engages with the off-limits topic "${rule.params.topic}" in other words (similarity ${close.sim.toFixed(2)}).`,
          {
            evidence: { start: close.start, end: close.end },
            confidence: 0.7,
            semantic: true,
          },
        );
      return finding(rule, this.name, 'satisfied', `Nothing on the off-limits topic "${rule.params.topic}".`, { confidence: 0.85, semantic: true });
    }
    const strong = cues.size >= 2 || !!rule.params.act || userAsked(rule, ctx);
    return finding(rule, this.name, 'violated', `Response touches the off-limits topic "${rule.params.topic}" (${[...cues].slice(0, 4).join(', ')}).`, {
      evidence: first,
      confidence: strong ? 0.85 : 0.55,
      semantic: true,
    });
  },
  analyze(rule, ctx, f) {
    if (f.verdict !== 'violated') return f;
    const { cues } = topicHits(rule, ctx.text, true, countable(ctx, rule));
    // found by meaning (no cue word): the similarity or the forbidden-act head already is the analysis
    if (!cues.size) return f;
    const named = new RegExp(`\\b${escapeRegExp(String(rule.params.topic).toLowerCase())}`, 'i').test(
      countable(ctx, rule)
        .filter((s) => !isRefusal(s.text))
        .map((s) => s.text)
        .join(' '),
    );
    // a ban on an act: its words in a sentence that performs the act are the act itself
    if (cues.size >= 2 || named || rule.params.act || (cues.size === 1 && userAsked(rule, ctx) && (rule.params.known as boolean)))
      return { ...f, confidence: 0.8, detail: `${f.detail} Analysis: the response engages with the topic.` };
    // a topic read from the clause's own words (no lexicon topic) is named by the whole phrase: one word of a phrase of
    // several ("manager" of "opinions on individual managers", "help" of "normal help") is no evidence the reply
    // discusses it unless the user asked about the topic, and a reading that uncertain must not rewrite a reply on its own
    if (cues.size === 1 && !(rule.params.known as boolean) && ((rule.params.cues as string[]).length < 2 || userAsked(rule, ctx)))
      return { ...f, confidence: 0.75, detail: `${f.detail} Analysis: the named topic is mentioned.` };
    // a single incidental cue, unless a sentence is close in meaning to the topic (with the switch on and embeddings)
    const close = closeToTopic(rule, ctx);
    if (close)
      return {
        ...f,
        confidence: 0.7,
        evidence: { start: close.start, end: close.end },
        detail: `${f.detail} Analysis: a sentence is close in meaning to the topic (similarity ${close.sim.toFixed(2)}).`,
      };
    const act = actBreaks(rule, ctx);
    if (act)
      return {
        ...f,
        confidence: 0.7,
        evidence: { start: act.start, end: act.end },
        detail: `${f.detail} Analysis: the forbidden-act head says a sentence does what the rule forbids (${act.score.toFixed(2)}).`,
      };
    return {
      ...f,
      verdict: 'satisfied',
      confidence: 0.7,
      evidence: undefined,
      detail: `A single incidental cue (${[...cues].join(', ')}); analysis judged the topic not discussed.`,
    };
  },
};
