/** The one shape every rule family has, plus helpers to build rules. */

import type { RuleParams } from '../registry.js';
import { ruleId, type Seg, splitSentences } from '../text.js';
import type { Rule, RuleKind, RulePolarity } from '../types.js';

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
  return { text: prompt, sentences: splitSentences(prompt).flatMap(splitClauses) };
}

/**
 * Where a compound instruction holds two rules of opposite polarity ("include *farmer*; do not use *economy*",
 * "use a formal tone, but never mention prices"), each part is its own clause so no family reads the other's
 * words as its own. A cut is made only where the next part starts a new instruction (a negation or an imperative).
 */
const NEXT_INSTRUCTION =
  /(?:;\s+|,?\s+(?:but|and|while|whereas)\s+|,\s+)(?=(?:(?:you\s+)?(?:do not|don'?t|never|must not|should not|shouldn'?t|avoid|refrain from|always|include|use|mention|end|start|begin|finish|keep)\b))/gi;
export function splitClauses(seg: Seg): Seg[] {
  const out: Seg[] = [];
  let last = 0;
  NEXT_INSTRUCTION.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = NEXT_INSTRUCTION.exec(seg.text))) {
    const before = seg.text.slice(last, m.index);
    // a cut needs a verb-bearing instruction on both sides, and leaves lists ("use A, B and C") alone
    if (
      before.trim().split(/\s+/).length < 2 ||
      (/,\s+$/.test(m[0]) && !/;/.test(m[0]) && !/^(?:do not|don'?t|never|must not|avoid)/i.test(seg.text.slice(m.index + m[0].length)))
    )
      continue;
    if (!/^;|\b(?:but|and|while|whereas)\b/i.test(m[0].trim()) && !/^(?:do not|don'?t|never|must not|avoid)/i.test(seg.text.slice(m.index + m[0].length)))
      continue;
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

/** A prohibition marker in English, Spanish or French. */
export const NEG =
  /\b(?:do not|don'?t|dont|never|must not|mustn'?t|should not|shouldn'?t|cannot|can'?t|may not|avoid(?:ing)?|refrain from|under no circumstances|not allowed to|(?:are|is) not (?:permitted|allowed|authori[sz]ed) to|aren'?t (?:permitted|allowed) to|are not to|is not to|shall not|will not|won'?t|at no (?:point|time)|forbidden|prohibited|without|no (?:one|matter)|not (?:be )?(?:say|use|mention|include)|evita\w*|no (?:uses|utilices|digas|menciones|incluyas|debe|deben|debes|deber[aá]n?|deber[ií]a|deber[ií]an|puede|pueden|puedes|podr[aá]n?|tiene que|tienen que|tienes que|contenga|contengan|incluya|incluyan|aparezca|aparezcan|use|usen|utilice|utilicen|emplee|empleen|escribas|escriba|emplees)|sin (?:usar|utilizar|mencionar)|abstente|n'utilisez pas|ne (?:dites|mentionnez|utilisez|contient|contiennent|doit|doivent) (?:pas|jamais)|(?:ne|n['’])\s?(?!oubli|manqu|h[ée]sit)[A-Za-zÀ-ÿ-]+\s+(?:pas|jamais|aucun[a-z]*)|sans (?:utiliser|mentionner|employer)|ne jamais|ne pas)\b|(?<![A-Za-zÀ-ÿ])[ée]vit(?:ez|er|e|ant|ons)\b/i;

// the words that make what follows the topic of the task ("an essay on why people add a P.S.", "a story in which a
// character finds a letter ending with a P.S.") rather than an instruction on the reply's form
const TOPIC_CUE =
  /(?:\b(?:about|regarding|why|how|in which|where|whose|the (?:history|use|origin|role|art) of|acerca de|sobre|por qu[eé]|c[oó]mo|en (?:la|el|las|los) que|donde|cuy[oa]s?|à propos d[eu']|au sujet d[eu']|pourquoi|comment|dans (?:laquelle|lequel)|dont)\b|(?<![\p{L}])(?:où)(?![\p{L}]))/iu;
// the reply itself or a position in it is named: the clause is about the reply's form
const RESPONSE_REF =
  /\b(?:your (?:response|answer|reply|letter|text|email|message|essay|story|poem|post)|at the end|in the end|tu respuesta|su respuesta|al final|votre (?:réponse|texte|lettre)|ta réponse|à la fin|en fin d)\b|回答|最後|末尾/iu;

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
const RELATIVE_CUE =
  /(?:\b(?:why|how|in which|where|whose|por qu[eé]|c[oó]mo|en (?:la|el|las|los) que|donde|cuy[oa]s?|pourquoi|comment|dans (?:laquelle|lequel)|dont)\b|(?<![\p{L}])où(?![\p{L}]))/iu;

/** Sentence talks about the user's input rather than the assistant's output. */
export const ABOUT_USER_INPUT = /\b(?:if|when|whenever|unless)\b[^,.]{0,40}\b(?:user|someone|they|the (?:prompt|input|message))\b/i;

/** Trim a captured clause at words that start a new clause. */
export function cutClause(s: string): string {
  return s
    .split(
      /\s+(?:in (?:your|the|any) (?:response|answer|reply|output|responses)|when\b|unless\b|except\b|even if\b|under any\b|at all\b|anywhere\b|because\b|since\b|as (?:this|it|they)\b|so that\b|—|–|\(|en (?:tu|su|votre|ta) (?:respuesta|réponse))/i,
    )[0]!
    .replace(/[\s.,;:!]+$/, '')
    .trim();
}
