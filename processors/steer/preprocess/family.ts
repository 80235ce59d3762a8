/** The one shape every rule family has, plus helpers to build rules. */
import { ruleId, splitSentences, type Seg } from '../text.js';
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
  return { text: prompt, sentences: splitSentences(prompt) };
}

export function docOf(prompt: string, doc?: PromptDoc): PromptDoc {
  return doc && doc.text === prompt ? doc : parsePrompt(prompt);
}

export interface RuleDraft {
  kind: RuleKind;
  polarity: RulePolarity;
  hard: boolean;
  params: Record<string, unknown> & { check: string };
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
  /\b(?:do not|don'?t|dont|never|must not|mustn'?t|should not|shouldn'?t|cannot|can'?t|may not|avoid(?:ing)?|refrain from|under no circumstances|not allowed to|(?:are|is) not (?:permitted|allowed|authori[sz]ed) to|aren'?t (?:permitted|allowed) to|are not to|is not to|shall not|will not|won'?t|at no (?:point|time)|forbidden|prohibited|without|no (?:one|matter)|not (?:be )?(?:say|use|mention|include)|evita\w*|no (?:uses|utilices|digas|menciones|incluyas)|sin (?:usar|utilizar|mencionar)|abstente|n'utilisez pas|ne (?:dites|mentionnez|utilisez|contient|contiennent|doit|doivent) (?:pas|jamais)|sans (?:utiliser|mentionner|employer)|ne jamais)\b/i;

/** Sentence talks about the user's input rather than the assistant's output. */
export const ABOUT_USER_INPUT = /\b(?:if|when|whenever|unless)\b[^,.]{0,40}\b(?:user|someone|they|the (?:prompt|input|message))\b/i;

/** Trim a captured clause at words that start a new clause. */
export function cutClause(s: string): string {
  return s
    .split(/\s+(?:in (?:your|the|any) (?:response|answer|reply|output|responses)|when\b|unless\b|except\b|even if\b|under any\b|at all\b|anywhere\b|because\b|since\b|as (?:this|it|they)\b|so that\b|—|–|\(|en (?:tu|su|votre|ta) (?:respuesta|réponse))/i)[0]
    .replace(/[\s.,;:!]+$/, '')
    .trim();
}
