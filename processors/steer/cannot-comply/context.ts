/**
 * Legitimate-context check for the model path of CANNOT_COMPLY: a prompt the model scores as harmful is still let
 * through when it carries a protective or legitimate frame for that category (therapy, moderation, research,
 * history, fiction for violence/terrorism, authorised security work, fraud prevention, defensive jailbreak rules).
 * Phrases that only *sound* protective inside a jailbreak or a harm request ("no content policy", "never refuse",
 * "so the police never find out") are removed first. Fiction never excuses sexual content with minors or a jailbreak.
 */
import { lexiconGroups } from '../lexicon.js';
import type { CannotComplyCategory } from '../types.js';

/** The phrase lists live in seeds/lexicons/en/cannot-comply-context.json (issue 9); the structure around them stays here. */
const phrases = lexiconGroups('en', 'cannot-comply-context');
export const DAN_STAN_DUDE = new RegExp(String.raw`\b(?:${phrases('dan-stan-dude')})\b`);

export const UNPROTECT = new RegExp(phrases('unprotect'), 'gi');

/** Protective or professional frames that excuse every category. */
export const PROTECTIVE = phrases.words('protective');
/** Teaching, research and history: excuse violence, terrorism and "other" (not csam, not jailbreaks). */
export const SCHOLARLY = phrases.words('scholarly');
/** Fiction and games: excuse violence and terrorism only. */
export const FICTION = phrases.words('fiction');
/** Authorised security, fraud and compliance work: excuse "other" and violence-free hacking topics. */
export const SECURITY = phrases.words('security');
/** Satire and comedy that says it is fake: excuses "other" (a clearly fake, funny news story is not disinformation). */
export const SATIRE = phrases.words('satire');
/** Self-defence and sport: excuse violence. */
export const SELF_DEFENCE = phrases.words('self_defence');
/** Health, education and parenting around minors: excuse csam (the rules keep catching explicit requests). */
export const CSAM_SAFE = phrases.words('csam_safe');
/** The prompt forbids such content: "never write sexual content involving minors". */
export const CSAM_FORBIDDEN = new RegExp(
  String.raw`\b(?:${phrases('csam-forbidden')})\b[^.]{0,40}\b(?:${phrases('csam-forbidden-sexual-sexuali-erotic')})`,
  'i',
);
/** Defensive wording about jailbreaks: "if a user asks you to ignore your rules, refuse". */
export const JB_DEFENSIVE = new RegExp(phrases('jb_defensive'), 'i');

/** True when the prompt carries a legitimate frame that excuses a model-only refusal of this category. */
export function legitimateContext(prompt: string, category: CannotComplyCategory): boolean {
  const t = prompt.replace(UNPROTECT, ' ');
  if (PROTECTIVE.test(t)) return true;
  switch (category) {
    case 'csam':
      return CSAM_SAFE.test(t) || CSAM_FORBIDDEN.test(t);
    case 'safety_circumvention':
      return JB_DEFENSIVE.test(prompt);
    case 'violence':
      return SCHOLARLY.test(t) || FICTION.test(t) || SELF_DEFENCE.test(t) || SECURITY.test(t);
    case 'terrorism':
      return SCHOLARLY.test(t) || FICTION.test(t);
    case 'other':
      return SCHOLARLY.test(t) || SECURITY.test(t) || JB_DEFENSIVE.test(t) || SATIRE.test(t);
  }
}

/**
 * Broad cue words per category, anywhere in the prompt: the model may refuse only when the prompt speaks of the
 * category's subject at all (a bakery bot the model scores high has no such words). csam needs a minor and a sexual
 * term (checked in model.ts with the rule lexicons).
 */
export const CUES: Record<Exclude<CannotComplyCategory, 'csam'>, RegExp> = {
  violence: phrases.words('cues_violence'),
  terrorism: phrases.words('cues_terrorism'),
  safety_circumvention: phrases.words('cues_safety_circumvention'),
  other: phrases.words('cues_other'),
};

/** True when the prompt mentions the subject of a (non-csam) category at all. */
export function categoryCue(prompt: string, category: Exclude<CannotComplyCategory, 'csam'>): boolean {
  return CUES[category].test(prompt) || (category === 'safety_circumvention' && DAN_STAN_DUDE.test(prompt));
}
