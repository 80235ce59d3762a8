/** The one shape every rule family has, plus helpers to build rules. */

import { lexiconGroups } from '../lexicon.js';
import type { RuleParams } from '../registry.js';
import { type Relation, ruleId, type Seg, splitSentences } from '../text.js';
import type { Rule, RuleKind, RulePolarity } from '../types.js';

/** Phrase lists live in seeds/lexicons/en/rule-family.json (issue 9); the structure around them stays here. */
const vocab = lexiconGroups('en', 'rule-family');
export const DO_DON_NEVER = new RegExp(`^(?:${vocab('do-don-never')})`, 'i');
export const BUT_AND_WHILE = new RegExp(String.raw`^;|\b(?:${vocab('but-and-while')})\b`, 'i');
export const DO_DON_NEVER_2 = new RegExp(`^(?:${vocab('do-don-never-2')})`, 'i');
export const IN_WHEN_UNLESS = new RegExp(String.raw`\s+(?:${vocab('in-when-unless')})`, 'i');

export interface PromptDoc {
  text: string;
  sentences: Seg[];
}

export interface RuleFamily {
  family: string;
  /** Extract this family's rules from a system prompt. `doc` is the shared parse (computed when omitted). */
  extract(prompt: string, doc?: PromptDoc): Rule[];
}

export function parsePrompt(prompt: string): PromptDoc {
  return { text: prompt, sentences: joinIntroduced(prompt, joinQuoted(prompt, splitSentences(prompt))).flatMap(splitClauses) };
}

/** "Mark each section with SECTION X, such as:": the lines below are an example of the form, not content to use. */
const EXAMPLE_INTRO = new RegExp(String.raw`(?<![\p{L}])(?:${vocab('example-intro')})(?![\p{L}])`, 'iu');

/** A line that is the content an instruction introduces: short, no list bullet, no sentence ending ("## Answer", "— The Team"), or wholly quoted. */
const INTRODUCED_LINE = /^(?![-*•·]\s|\d{1,2}[.)]\s)[^\n]{1,60}(?<![.!?;:])$|^["“][^"“”\n]{1,240}["”]$/u;

/**
 * An instruction that ends with a colon and puts what it asks for on the lines below ("End every reply with the
 * line:\n— Hollis & Crane Intake Team", "use exactly these headings, in this order:\n## Answer\n## Safety note") is one
 * clause with those lines, as a quoted span is: the families read the sign-off or the headings as the instruction's
 * own. A header ("Rules:") is not an instruction (fewer than four words), lines introduced as an example ("such as:")
 * show a form rather than give content, and a line that is a bullet or a sentence of its own is not content: those stay
 * clauses of their own.
 */
export function joinIntroduced(text: string, sentences: Seg[]): Seg[] {
  const out: Seg[] = [];
  for (let i = 0; i < sentences.length; i++) {
    const s = sentences[i]!;
    const t = s.text.trim();
    if (!t.endsWith(':') || t.split(/\s+/).length < 4 || EXAMPLE_INTRO.test(t)) {
      out.push(s);
      continue;
    }
    let end = s.end;
    let j = i + 1;
    for (; j < sentences.length; j++) {
      const n = sentences[j]!;
      const between = text.slice(end, n.start);
      // the next line, directly below (no blank line between)
      if ((between.match(/\n/g) ?? []).length !== 1 || /\S/.test(between) || !INTRODUCED_LINE.test(n.text.trim())) break;
      end = n.end;
    }
    out.push(j > i + 1 ? { text: text.slice(s.start, end), start: s.start, end } : s);
    i = j - 1;
  }
  return out;
}

/** A double-quoted span of one line in the prompt (a sign-off, a template, an example reply). */
const DOUBLE_QUOTED = /"[^"\n]{1,240}"|“[^”\n]{1,240}”/g;

/**
 * Sentences cut inside a double-quoted span are joined again: a quoted sign-off or example reply ("Sign off with
 * "Happy reading! – Wren"", 'Example reply: "Lovely! Booked: Friday at 7pm. See you then!"') is one clause with
 * the instruction that quotes it, so no family reads half a quotation as the phrase, or a quoted sentence as a rule.
 */
export function joinQuoted(text: string, sentences: Seg[]): Seg[] {
  const spans: [number, number][] = [];
  DOUBLE_QUOTED.lastIndex = 0;
  for (let m = DOUBLE_QUOTED.exec(text); m; m = DOUBLE_QUOTED.exec(text)) spans.push([m.index, m.index + m[0].length]);
  if (!spans.length) return sentences;
  const out: Seg[] = [];
  for (const s of sentences) {
    const prev = out[out.length - 1];
    // the boundary between `prev` and `s` lies inside a quoted span
    if (prev && spans.some(([a, b]) => a < prev.end && prev.end < b - 1 && s.start < b)) {
      out[out.length - 1] = { text: text.slice(prev.start, s.end), start: prev.start, end: s.end };
    } else out.push(s);
  }
  return out;
}

/**
 * Where a compound instruction holds two rules of opposite polarity ("include *farmer*; do not use *economy*",
 * "use a formal tone, but never mention prices"), each part is its own clause so no family reads the other's
 * words as its own. A cut is made only where the next part starts a new instruction (a negation or an imperative).
 */
export const NEXT_INSTRUCTION = new RegExp(
  String.raw`(?:;\s+|,?\s+(?:${vocab('next-instruction-but-and-while')})\s+|,\s+)(?=(?:(?:you\s+)?(?:${vocab('next-instruction')})\b))`,
  'gi',
);
/** A clause that opens with a condition ("If …", "When …", "Whenever …"). */
export const CONDITION_LEAD = new RegExp(String.raw`^\W*(?:${vocab('condition-lead')})\b`, 'i');
export function splitClauses(seg: Seg): Seg[] {
  const out: Seg[] = [];
  let last = 0;
  NEXT_INSTRUCTION.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = NEXT_INSTRUCTION.exec(seg.text))) {
    const before = seg.text.slice(last, m.index);
    // a condition governs the instruction after it ("When a patient asks about costs, do not quote prices"): no cut
    if (last === 0 && CONDITION_LEAD.test(before)) continue;
    // a cut needs a verb-bearing instruction on both sides, and leaves lists ("use A, B and C") alone
    if (before.trim().split(/\s+/).length < 2 || (/,\s+$/.test(m[0]) && !/;/.test(m[0]) && !DO_DON_NEVER.test(seg.text.slice(m.index + m[0].length)))) continue;
    if (!BUT_AND_WHILE.test(m[0].trim()) && !DO_DON_NEVER_2.test(seg.text.slice(m.index + m[0].length))) continue;
    out.push({ text: before.trim(), start: seg.start + last, end: seg.start + m.index });
    last = m.index + m[0].length;
  }
  if (!out.length) return [seg];
  out.push({ text: seg.text.slice(last).trim(), start: seg.start + last, end: seg.end });
  return out.filter((c) => c.text);
}

export function docOf(prompt: string, doc?: PromptDoc): PromptDoc {
  return doc && doc.text === prompt ? doc : parsePrompt(prompt);
}

/** Each sentence (clause) of a prompt with the text of the one after it ('' after the last), for rules that read on. */
export function* sentencesWithNext(doc: PromptDoc): Generator<[Seg, string]> {
  for (let si = 0; si < doc.sentences.length; si++) yield [doc.sentences[si]!, doc.sentences[si + 1]?.text ?? ''];
}

export interface RuleDraft {
  kind: RuleKind;
  polarity: RulePolarity;
  hard: boolean;
  params: RuleParams;
  /** Distinguishes several rules of one family drawn from the same sentence. */
  discriminator?: string;
}

export function makeRule(family: string, seg: Seg, d: RuleDraft): Rule {
  return {
    id: ruleId(family, seg.text, d.discriminator),
    family,
    kind: d.kind,
    polarity: d.polarity,
    text: seg.text,
    span: { start: seg.start, end: seg.end },
    hard: d.hard,
    params: d.params,
  };
}

/** A prohibition marker in English, Spanish or French (an apostrophe may be typed curly: "don’t"). */
export const NEG = new RegExp(String.raw`\b(?:${vocab('neg').replace(/(?<!\[)'(?!’)/g, "['’]")})\b|(?<![A-Za-zÀ-ÿ])[ée]vit(?:ez|er|e|ant|ons)\b`, 'i');

// the words that make what follows the topic of the task ("an essay on why people add a P.S.", "a story in which a
// character finds a letter ending with a P.S.") rather than an instruction on the reply's form
export const TOPIC_CUE = new RegExp(String.raw`(?:\b(?:${vocab('topic-cue')})\b|(?<![\p{L}])(?:où)(?![\p{L}]))`, 'iu');
// the reply itself or a position in it is named: the clause is about the reply's form
export const RESPONSE_REF = new RegExp(String.raw`\b(?:${vocab('response-ref')})\b|回答|最後|末尾`, 'iu');

/**
 * The word at `at` is only the topic of the task: a topic cue comes before it in the clause and the clause names
 * neither the reply nor a position in it. A form rule (a postscript, …) is not read from such a mention. `relativeOnly`:
 * only relative and question words count as cues.
 */
export function mentionedAsTopic(clause: string, at: number, relativeOnly = false): boolean {
  return (relativeOnly ? RELATIVE_CUE : TOPIC_CUE).test(clause.slice(0, at)) && !RESPONSE_REF.test(clause);
}
// only a relative or question word ("a book whose first chapter begins with …"), for readings where "a poem about the sea
// that begins with …" is still the reply's own form
export const RELATIVE_CUE = new RegExp(String.raw`(?:\b(?:${vocab('relative-cue')})\b|(?<![\p{L}])où(?![\p{L}]))`, 'iu');

/** Sentence talks about the user's input rather than the assistant's output. */
export const ABOUT_USER_INPUT = new RegExp(
  String.raw`\b(?:${vocab('about-user-input')})\b[^,.]{0,40}\b(?:${vocab('about-user-input-user-someone-they')})\b`,
  'i',
);

/** Trim a captured clause at words that start a new clause. */
export function cutClause(s: string): string {
  return s
    .split(IN_WHEN_UNLESS)[0]!
    .replace(/[\s.,;:!]+$/, '')
    .trim();
}

/** Words that describe what is usual or possible ("a letter might end with …", "an essay usually has five paragraphs"). */
export const HEDGE = new RegExp(String.raw`\b(?:${vocab('hedge')})\b(?!\s+not\b|n't)`, 'i');
/** A clause about some or many others ("Some poets write entirely in lowercase", "Muchos autores añaden una posdata"). */
export const GENERIC_SUBJECT = new RegExp(String.raw`^\s*(?:${vocab('generic-subject')})\s+\p{L}+`, 'iu');
/** The clause speaks to the assistant or names its reply. */
export const ADDRESSES_REPLY = new RegExp(String.raw`\b(?:${vocab('addresses-reply')})\b`, 'i');

/**
 * An English clause that describes what is usual or possible without addressing the assistant or its reply ("For
 * example, a letter might end with 'Best wishes'.", "An essay usually has five paragraphs.") states no rule on the
 * reply's form: it is background, an example or a fact about the topic.
 */
export const describesOnly = (clause: string): boolean =>
  (HEDGE.test(clause) || GENERIC_SUBJECT.test(clause)) && !ADDRESSES_REPLY.test(clause) && !NEG.test(clause);

/** A permission, not a requirement ("a P.S. is optional", "feel free to use bullet points", "that is up to them"). */
export const PERMISSION = new RegExp(String.raw`\b(?:${vocab('permission')})(?![\p{L}])`, 'iu');
export const OBLIGATION = new RegExp(String.raw`\b(?:${vocab('obligation')})\b`, 'i');
/** An English clause that allows a form without asking for anything ("Add a P.S. if you like.") states no form rule. */
export const permitsOnly = (clause: string): boolean => {
  const rest = clause.replace(PERMISSION, ' ');
  return rest !== clause && !NEG.test(rest) && !OBLIGATION.test(rest);
};

// a Spanish negative imperative of any verb ("no repitas", "no pongas") and "nunca/jamás"
const NEG_IMPERATIVE = /(?:^|[^\p{L}])(?:no\s+\p{L}+[ae]s|nunca|jam[aá]s)(?![\p{L}])/iu;
const FLIP: Partial<Record<Relation, Relation>> = { more_than: 'at_most', at_least: 'less_than', less_than: 'at_least', at_most: 'more_than' };
/**
 * A bound under a negation of its verb ("evita usar palabras en mayúsculas más de 3 veces", "do not use capitals more
 * than twice") is the other side of it: more than N → at most N, at least N → less than N. `before` is the clause up
 * to the number; the negation must be this instruction's (after the last comma or conjunction) and not the relation
 * words' own ("no menos de", "pas plus de": the relation readers read those).
 */
export function negatedBound(before: string, rel: Relation): Relation {
  const own = before.split(/[,;]|\s(?:y|e|et|and|but|pero|mais)\s/iu).pop() ?? before;
  const words = own.trim().split(/\s+/);
  const head = words.slice(0, Math.max(0, words.length - 3)).join(' ');
  return NEG.test(head) || NEG_IMPERATIVE.test(head) ? (FLIP[rel] ?? rel) : rel;
}

/** A relative clause about a person ("a student who must write…", "una profesora que pide…", "un poète qui écrit…"). */
export const PERSON_RELATIVE = new RegExp(String.raw`(?:^|[^\p{L}])(?:${vocab('person-relative')})(?![\p{L}])`, 'iu');
const FORM_CUE = new RegExp(String.raw`(?:^|[^\p{L}])(?:${vocab('form-cue')})(?![\p{L}])`, 'iu');
/**
 * Every cue of a form instruction (a number, a case word, a postscript) sits inside a relative clause about a person
 * ("Write a story about a student who must write an essay of at least 500 words"): the form is that person's, not the
 * reply's. The relative clause runs to the next comma or semicolon; a clause that names the reply is never this.
 */
export function formOfAPerson(clause: string): boolean {
  return formOnlyAfter(PERSON_RELATIVE, clause, true) || formOnlyAfter(REJECTED_ALTERNATIVE, clause, false);
}
/** "instead of writing three paragraphs, write one": the form after it is the one not wanted. */
export const REJECTED_ALTERNATIVE = new RegExp(String.raw`(?:^|[^\p{L}])(?:${vocab('rejected-alternative')})(?![\p{L}])`, 'iu');

// `only`: no cue may stand outside the segment (a person's form); a rejected alternative is never the reply's form
function formOnlyAfter(opener: RegExp, clause: string, only: boolean): boolean {
  const m = opener.exec(clause);
  if (!m || RESPONSE_REF.test(clause)) return false;
  const tail = clause.slice(m.index + m[0].length);
  const end = tail.search(/[,;]/);
  const inside = end < 0 ? tail : tail.slice(0, end);
  const outside = clause.slice(0, m.index) + (end < 0 ? '' : tail.slice(end));
  return FORM_CUE.test(inside) && (!only || !FORM_CUE.test(outside));
}

const NEGATION_ANY = new RegExp(String.raw`(?:^|[^\p{L}])(?:${vocab('negation-any')})(?![\p{L}])|ない|な[しく]|禁止|避け|除[いく]|不要|控え`, 'iu');
/** Any negation or exclusion in en/es/fr/ja, however loose: a clause without one forbids nothing. */
export const carriesNegation = (clause: string): boolean => NEG.test(clause) || NEGATION_ANY.test(clause);

/** A quoted sentence that someone in the task says or writes ("a teacher tells her class: "Use no commas.""). */
export const SPOKEN_QUOTE = new RegExp(
  String.raw`(?:^|[^\p{L}])(?:${vocab('speech-verb')})(?![\p{L}])[^"“«「]{0,40}?[:,]?\s*(["“«「][^"”»」]*?\s[^"”»」]*?\s[^"”»」]*?["”»」])`,
  'iu',
);
/** The quoted words a person of the task speaks, when the clause has them (three words or more). */
export function spokenQuote(clause: string): string | undefined {
  return SPOKEN_QUOTE.exec(clause)?.[1];
}
