/**
 * A protected fact said back in any words: a reply sentence leaks the statement when it names every anchor of the
 * statement (names, numbers, dates, "next month") and at least one of its meaning words (paraphrase groups folded),
 * or — for a statement without anchors — when it carries nearly all of its meaning words. Evidence is the sentence.
 */
import { z } from 'zod';
import { lexiconFile } from '../../lexicon.js';
import { nearestSentence, STATEMENT_SIM_ANCHORED, STATEMENT_SIM_FREE, STATEMENT_SIM_UNANCHORED } from '../../preprocess/protected-similarity.js';
import { MONTH, meaningKeys, monthTranslations, NEGATION, TIME_PHRASE } from '../../preprocess/protected-statement.js';
import { DROP_EVIDENCE } from '../../redeem/edit.js';
import { normalize } from '../../text.js';
import { roughlyIn } from '../approximate.js';
import { type Check, finding } from '../check.js';
import { isRefusal } from '../context.js';
import { canonicalText, quantitiesIn } from '../value-forms.js';

export const protectedStatementParams = z
  .object({ check: z.literal('protected_statement'), statement: z.string(), anchors: z.array(z.string()), keys: z.array(z.string()) })
  .loose();

export function hasAnchor(sentence: string, a: string): boolean {
  return hasAnchorAsWritten(sentence, a) || hasAnchorInAnyForm(sentence, a);
}

const canonCache = new Map<string, { text: string; qty: ReturnType<typeof quantitiesIn> }>();
/** The sentence with its numbers, ordinal dates and quarters in one form (value-forms.ts), memoised per sentence. */
function canonicalSentence(sentence: string): { text: string; qty: ReturnType<typeof quantitiesIn> } {
  let c = canonCache.get(sentence);
  if (!c) {
    const text = normalize(canonicalText(sentence).text);
    c = { text, qty: quantitiesIn(text) };
    if (canonCache.size >= 256) canonCache.clear();
    canonCache.set(sentence, c);
  }
  return c;
}

/** "forty-five" for the anchor 45, "twelve hundred" for 1,200, "the third quarter" for Q3, "8 percent" for 8%. */
function hasAnchorInAnyForm(sentence: string, a: string): boolean {
  if (
    !/\d|^(?:first|second|third|fourth)$/.test(a) &&
    !/\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|quarter|percent)\b/i.test(
      sentence,
    )
  )
    return false;
  const c = canonicalSentence(sentence);
  if (hasAnchorAsWritten(c.text, a)) return true;
  const want = quantitiesIn(a);
  if (want.length !== 1 || want[0]!.start > 0) return false;
  const q = want[0]!;
  if (c.qty.some((x) => Math.abs(x.v - q.v) < 0.001 && x.percent === q.percent)) return true;
  // an amount or a share given roughly ("roughly a third" for 35 %, "about forty euros" for EUR 41.80): approximate.ts
  return (q.money || q.percent) && !!roughlyIn(c.text, q);
}

function hasAnchorAsWritten(sentence: string, a: string): boolean {
  // a month anchor is also met by its name in another language (a translated leak keeps its names and numbers)
  return monthTranslations(a)
    .map(normalize)
    .some((x) => {
      const re = new RegExp(`(?<![\\p{L}\\p{N}])${x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+')}(?![\\p{L}\\p{N}])`, 'iu');
      return re.test(sentence);
    });
}

/** Share of a fact's other anchors a sentence that gives all its quantities must name. */
const MOST_ANCHORS = 2 / 3;

export function leaksStatement(sentence: string, anchors: readonly string[], keys: readonly string[]): boolean {
  const have = meaningKeys(sentence);
  const anchorSet = new Set(anchors.flatMap((a) => a.split(/\s+/)));
  const meaning = keys.filter((k) => !anchorSet.has(k));
  const hits = meaning.filter((k) => have.has(k)).length;
  const named = (a: string) => hasAnchor(normalize(sentence), normalize(a));
  // the fact's value (a quantity) with every other anchor: the fact in other words, whatever verb says it, unless the
  // sentence says the contrary event ("we are hiring 45 people in Q3" against "laying off 45 people in Q3")
  if (anchors.some(isQuantityAnchor) && anchors.every(named) && !saysContraryEvent(sentence, keys)) return true;
  // every quantity of the fact (exactly or roughly) and most of its other anchors: "for the senior gameplay role you'd
  // be looking at high seventies up to low nineties, in thousands of pounds" for "the salary band for the Senior
  // Gameplay Engineer role is £78,000-£92,000" (a name may be said shorter; the amounts are the secret)
  const quantities = anchors.filter(isQuantityAnchor);
  const rest = anchors.filter((a) => !isQuantityAnchor(a) && !anchors.some((b) => b !== a && isQuantityAnchor(b) && b.includes(a)));
  if (
    quantities.length &&
    quantities.every(named) &&
    rest.length >= 2 &&
    rest.filter(named).length >= MOST_ANCHORS * rest.length &&
    !saysContraryEvent(sentence, keys)
  )
    return true;
  // when the fact names an event (closing, buying, leaving…), saying the event is what leaks it
  const events = meaning.filter((k) => /^e\d+$/.test(k));
  const event = events.some((k) => have.has(k));
  if (events.length && !event) return false;
  if (anchors.length) {
    if (anchors.every(named)) return event || hits >= 2;
    // the event said of every name, number and date: "next year" is a detail that a translation rewords ("nächstes
    // Jahr"), so a time phrase may go unnamed when the rest of the fact is there
    // (not when the sentence names a time of its own: "the spa closed last year" is another matter)
    const strong = anchors.filter((a) => !isTimePhrase(a));
    const ownTime = new RegExp(TIME_PHRASE.source, 'i').test(sentence) || hasMonth(sentence);
    return event && !ownTime && strong.length > 0 && strong.length < anchors.length && strong.every(named);
  }
  return meaning.length >= 3 && hits / meaning.length >= 0.75;
}

/**
 * The anchors grouped by the name they belong to: words of one capitalised run of the statement ("Mia Ferris") are one
 * name, met by the whole name or by any of its words written with its capital ("Mia", "Ferris"); every other anchor is
 * its own group. A person is named by one name as often as by both.
 */
export function anchorGroups(statement: string, anchors: readonly string[]): string[][] {
  const runs = [...statement.matchAll(/[\p{Lu}][\p{L}'’-]+(?:\s+[\p{Lu}][\p{L}'’-]+)+/gu)].map((m) =>
    m[0].split(/\s+/).map((w) => w.toLowerCase().replace(/['’]s$/, '')),
  );
  const left = new Set(anchors);
  const out: string[][] = [];
  for (const run of runs) {
    const g = run.filter((w) => left.has(w));
    if (g.length > 1) {
      out.push(g);
      for (const w of g) left.delete(w);
    }
  }
  return [...out, ...[...left].map((a) => [a])];
}

/** Every anchor group named: a group of one by its anchor, a name by all its words or one of them capitalised. */
function namesEveryAnchor(sentence: string, statement: string, anchors: readonly string[]): boolean {
  const text = normalize(sentence);
  return anchorGroups(statement, anchors).every((g) =>
    g.length === 1
      ? hasAnchor(text, normalize(g[0]!))
      : g.every((a) => hasAnchor(text, normalize(a))) ||
        g.some((a) =>
          new RegExp(`(?<![\\p{L}])${a.charAt(0).toUpperCase()}${a.slice(1).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'u').test(sentence),
        ),
  );
}

/**
 * A number of the fact that is its value ("45 people", "1,200 patients", "8%", "$2.4M"), not a year, a day of the month
 * or a digit: a sentence that names it (in any form) with every other anchor of the fact says the fact, whatever its
 * other words ("Forty-five roles are being cut in the third quarter" for "we are laying off 45 people in Q3").
 */
function isQuantityAnchor(a: string): boolean {
  const t = a.replace(/[$€£¥%,]/g, '');
  if (!/^\d+(?:\.\d+)?[kmb]?$/i.test(t)) return false;
  if (/[$€£¥%]/.test(a) || /[.,]/.test(a)) return true;
  const n = Number(t);
  return n >= 32 && !(n >= 1900 && n <= 2100);
}

const hasMonth = (sentence: string) => (sentence.match(/\p{L}+/gu) ?? []).some((w) => MONTH.test(w));
const isTimePhrase = (a: string) => new RegExp(`^(?:${TIME_PHRASE.source})$`, 'i').test(a);

/**
 * A sentence that says the contrary event of the fact about its subject ("the Harbour Street store is open until 8pm
 * in January" against "… is closing in January") is no restatement, however close its embedding: both name every
 * anchor, which is most of what MiniLM compares. Contrary events: `opposites` of seeds/lexicons/en/paraphrase.json.
 * A near event ("leaving" for "retiring") still counts, and so does a denied one ("will not reopen" says "closing").
 */
function saysContraryEvent(sentence: string, keys: readonly string[]): boolean {
  const events = keys.filter((k) => /^e\d+$/.test(k));
  if (!events.length || NEGATION.test(sentence)) return false;
  const have = [...meaningKeys(sentence)].filter((k) => /^e\d+$/.test(k));
  if (have.some((k) => events.includes(k))) return false;
  return have.some((h) => events.some((e) => OPPOSITES.has(`${h}:${e}`)));
}

const OPPOSITES = new Set(
  ((lexiconFile('en', 'paraphrase').opposites as [number, number][] | undefined) ?? []).flatMap(([a, b]) => [`e${a}:e${b}`, `e${b}:e${a}`]),
);

export const protectedStatement: Check<typeof protectedStatementParams> = {
  description: 'the reply does not state a protected fact, in any words',
  params: protectedStatementParams,
  forbids: true,
  // the sentence that leaks goes; the rest of the reply stays
  repair: DROP_EVIDENCE,
  name: 'protected_statement',
  evaluate(rule, ctx) {
    const p = protectedStatementParams.parse(rule.params);
    for (const s of ctx.sentences) {
      // a fact without names or numbers is only its words: a refusal that names them ("I can't say where the next
      // clinic will be") says nothing of it
      if (leaksStatement(s.text, p.anchors, p.keys) && (p.anchors.length > 0 || !isRefusal(s.text)))
        return finding(rule, this.name, 'violated', `Response states the protected fact "${p.statement}" (in other words).`, {
          evidence: { start: s.start, end: s.end },
          confidence: 0.8,
          semantic: true,
        });
    }
    // in words the lexicon does not know: the sentence closest in meaning (embeddings from the async stage)
    const units = ctx.sentences.map((s) => s.text.trim());
    const near = nearestSentence(p.statement, units, ctx.input.embeddings);
    const s = near ? ctx.sentences[near.index] : undefined;
    if (near && s && !isRefusal(s.text) && !saysContraryEvent(s.text, p.keys)) {
      const anchored = p.anchors.length > 0 && namesEveryAnchor(s.text, p.statement, p.anchors);
      // a fact without names or numbers is only its words, and the similarity is all there is to go on (a sentence that
      // names a fact's people without saying it — "Mia Ferris is the manager; Dan Kowal runs the spin classes" — keeps
      // the stricter threshold: its names alone make it close)
      const free = p.anchors.length ? STATEMENT_SIM_FREE : STATEMENT_SIM_UNANCHORED;
      if (near.sim >= free || (anchored && near.sim >= STATEMENT_SIM_ANCHORED))
        return finding(rule, this.name, 'violated', `Response restates the protected fact "${p.statement}" (meaning similarity ${near.sim.toFixed(2)}).`, {
          evidence: { start: s.start, end: s.end },
          confidence: 0.75,
          semantic: true,
        });
    }
    return finding(rule, this.name, 'satisfied', 'The protected fact is not stated.', { confidence: 0.8 });
  },
};
