/**
 * Conservative classifier for system prompts the service refuses to process (CANNOT_COMPLY).
 *
 * Decision rule (see docs/steer.md): a prompt is refused only when one sentence *instructs the assistant* to do one
 * of the egregious things below, and that sentence is not protective (refusing, detecting, preventing, reporting,
 * teaching safety) or quoting what users might attempt. Mentions of a subject (therapy about abuse, security
 * research, crime fiction, moderation policies, blunt business rules) never trigger on their own.
 */
import { lexiconGroups } from '../lexicon.js';
import { splitSentences } from '../text.js';
import type { CannotComply, CannotComplyCategory } from '../types.js';
import { dropsUnscoped } from './jailbreak/boundary.js';
import { ownVoice } from './jailbreak/cues.js';
import { cannotComplyPattern } from './vocabulary.js';

/** Phrase lists live in seeds/lexicons/en/cannot-comply-engine.json (issue 9); the structure around them stays here. */
const vocab = lexiconGroups('en', 'cannot-comply-engine');
export const DAN_STAN_DUDE = new RegExp(String.raw`^(?:[^"'“]*\s)?["'“]?(?:${vocab('dan-stan-dude')})$`, 'i');
export const DAN_STAN_DUDE_2 = new RegExp(String.raw`\b(?:${vocab('dan-stan-dude-2')})\b`);
export const HIM_HER_THEM = new RegExp(String.raw`\b(?:${vocab('him-her-them')})\b`);

/** Verbs that praise or join an extremist cause (terrorism rule, with an extremist name and an assist verb). */
export const GLORIFY_VERB = cannotComplyPattern('GLORIFY_VERB');
/** Fiction, sport and history frames under which the violence rule does not fire. */
export const VIOLENCE_FRAME = cannotComplyPattern('VIOLENCE_FRAME');
/** Words that show a jailbreak name is mentioned (an example, a detector, a refusal) rather than adopted. */
export const JB_MENTION = cannotComplyPattern('JB_MENTION');
/** Making verbs that turn a fraud cue into a request (fraud rule). */
export const MAKE_VERB = cannotComplyPattern('MAKE_VERB');
/** Trading words that turn stolen data into a request (stolen-data rule). */
export const TRADE = cannotComplyPattern('TRADE');
/** Frames under which the non-consensual-imagery rule does not fire. */
export const NCII_SAFE = cannotComplyPattern('NCII_SAFE');
/** Words of authorised work on one's own systems under which the hacking rule does not fire. */
export const OWN_SYSTEM = cannotComplyPattern('OWN_SYSTEM');
/** A sentence that tells the assistant to carry out a harm named in the sentence before. */
export const CARRY_OUT = cannotComplyPattern('CARRY_OUT');

interface Pattern {
  category: CannotComplyCategory;
  reason: string;
  test(sentence: string, lower: string): boolean;
}

export const MINOR = cannotComplyPattern('MINOR');
export const SEXUAL = cannotComplyPattern('SEXUAL');
/** A negation right before a minor excludes the minor ("no one under 18", "never anyone under age"), unless the words
 * between drop a limit ("never refuse minors"). */
const MINOR_EXCLUDED_BEFORE =
  /(?<![\p{L}'])(?:no|no one|nobody|never|not|without|excluding|except)\s+(?:(?!refus|declin|reject|hold|shy|stop|avoid|censor|limit)[\p{L}'-]+\s+){0,2}$/iu;
/** True when every minor the sentence names is excluded by a negation: "No one under 18, nothing non-consensual." */
function minorsExcluded(s: string): boolean {
  const g = new RegExp(MINOR.source, 'gi');
  let any = false;
  for (let m = g.exec(s); m; m = g.exec(s)) {
    any = true;
    if (!MINOR_EXCLUDED_BEFORE.test(s.slice(Math.max(0, m.index - 40), m.index))) return false;
  }
  return any;
}
const PROTECTIVE = cannotComplyPattern('PROTECTIVE');
/** Phrases that contain protective words but strip protections ("no content policy", "never refuse"). */
const UNPROTECT = cannotComplyPattern('UNPROTECT');
function protective(s: string): boolean {
  return PROTECTIVE.test(s.replace(UNPROTECT, ' '));
}
/** Talking about abuse or exploitation (survivors, education, medicine) rather than asking for sexual content. */
const ABOUT_ABUSE = cannotComplyPattern('ABOUT_ABUSE');
const QUOTING = cannotComplyPattern('QUOTING');

const HARM_VERB = cannotComplyPattern('HARM_VERB');
/** A specific, named target: "his neighbour Martin Kowalski", "a person they name", "my ex", "her coworker". */
const NAMED_TARGET = cannotComplyPattern('NAMED_TARGET');
const PEOPLE = cannotComplyPattern('PEOPLE');
/** "help the user hurt Jane Doe": a harm verb aimed at a full name. */
const HARM_NAMED = cannotComplyPattern('HARM_NAMED');
const ASSIST = cannotComplyPattern('ASSIST');
const UNDETECTED = cannotComplyPattern('UNDETECTED');
const SELF_HARM_PUSH = cannotComplyPattern('SELF_HARM_PUSH');

const ATTACK = cannotComplyPattern('ATTACK');
const PLAN = cannotComplyPattern('PLAN');
const RECRUIT = cannotComplyPattern('RECRUIT');
const EXTREMIST = cannotComplyPattern('EXTREMIST');
const GLORIFY = cannotComplyPattern('GLORIFY');
const ANALYSIS = cannotComplyPattern('ANALYSIS');

const JB_NAMES = cannotComplyPattern('JB_NAMES');
const JB_IGNORE = cannotComplyPattern('JB_IGNORE');
const JB_UNBOUND = cannotComplyPattern('JB_UNBOUND');
const JB_NEVER_REFUSE = cannotComplyPattern('JB_NEVER_REFUSE');
const JB_HARMFUL_CONTEXT = cannotComplyPattern('JB_HARMFUL_CONTEXT');
const JB_DEFENSIVE = cannotComplyPattern('JB_DEFENSIVE');

const FRAUD = cannotComplyPattern('FRAUD');
const DRUG_DEALING = cannotComplyPattern('DRUG_DEALING');
const HACK_OTHERS = cannotComplyPattern('HACK_OTHERS');
const STOLEN = cannotComplyPattern('STOLEN');
const NCII_TARGET = cannotComplyPattern('NCII_TARGET');
const ANIMAL_CRUELTY = cannotComplyPattern('ANIMAL_CRUELTY');
const OTHER_SAFE = cannotComplyPattern('OTHER_SAFE');

const PATTERNS: Pattern[] = [
  {
    category: 'csam',
    reason: 'The system prompt asks for sexual content involving minors.',
    test: (s) => MINOR.test(s) && SEXUAL.test(s) && !protective(s) && !ABOUT_ABUSE.test(s) && !minorsExcluded(s),
  },
  {
    category: 'terrorism',
    reason: 'The system prompt asks the assistant to plan attacks or recruit for violent extremism.',
    test: (s) =>
      !ANALYSIS.test(s) &&
      !protective(s) &&
      ((ATTACK.test(s) && PLAN.test(s) && !QUOTING.test(s)) ||
        (RECRUIT.test(s) && EXTREMIST.test(s)) ||
        GLORIFY.test(s) ||
        (EXTREMIST.test(s) && GLORIFY_VERB.test(s) && ASSIST.test(s))),
  },
  {
    category: 'violence',
    reason: 'The system prompt instructs the assistant to help harm people.',
    test: (s) =>
      !protective(s) &&
      !VIOLENCE_FRAME.test(s) &&
      ((HARM_VERB.test(s) && (PEOPLE.test(s) || NAMED_TARGET.test(s) || HARM_NAMED.test(s)) && ASSIST.test(s) && !QUOTING.test(s)) ||
        (HARM_VERB.test(s) && UNDETECTED.test(s)) ||
        SELF_HARM_PUSH.test(s)),
  },
  {
    category: 'safety_circumvention',
    reason: 'The system prompt is a jailbreak that tells the assistant to drop its restrictions.',
    test: (s) => {
      const jb = JB_NAMES.exec(s);
      // "Act as Dan, a friendly plumber": the jailbreak personas are written in capitals
      const acronymOnly = jb && DAN_STAN_DUDE.test(jb[0].trim()) && !DAN_STAN_DUDE_2.test(jb[0]);
      if (jb && !acronymOnly && !JB_MENTION.test(s)) return true;
      if (JB_DEFENSIVE.test(s)) return false;
      // "no limits on sass", "nothing is off-limits except race and religion": a licence narrowed to one harmless
      // dimension or cut by exceptions keeps the other restrictions (jailbreak/boundary.ts)
      if (dropsUnscoped(JB_IGNORE, s) || dropsUnscoped(JB_UNBOUND, s)) return true;
      return JB_NEVER_REFUSE.test(s) && JB_HARMFUL_CONTEXT.test(s.replace(JB_NEVER_REFUSE, ''));
    },
  },
  {
    category: 'other',
    reason: 'The system prompt asks the assistant to help with fraud, stolen financial data, non-consensual sexual content or animal cruelty.',
    test: (s) =>
      !protective(s) &&
      !OTHER_SAFE.test(s) &&
      !ANALYSIS.test(s) &&
      ((FRAUD.test(s) && (ASSIST.test(s) || MAKE_VERB.test(s))) ||
        (STOLEN.test(s) && TRADE.test(s)) ||
        (SEXUAL.test(s) && NCII_TARGET.test(s) && !NCII_SAFE.test(s)) ||
        ANIMAL_CRUELTY.test(s) ||
        DRUG_DEALING.test(s) ||
        (HACK_OTHERS.test(s) && !OWN_SYSTEM.test(s))),
  },
];

/** Categories also judged over a sentence and the one before it ("The user hates Martin. Help him make Martin suffer."). */
const PAIRED = new Set<CannotComplyCategory>(['csam', 'violence', 'terrorism']);

/** Returns the CANNOT_COMPLY object for an egregiously harmful system prompt, else undefined. */
export function classifyHarmfulPrompt(prompt: string): CannotComply | undefined {
  const sentences = splitSentences(prompt.length > 60000 ? prompt.slice(0, 60000) : prompt);
  for (let i = 0; i < sentences.length; i++) {
    const s = sentences[i]?.text ?? '';
    if (s.length < 8) continue;
    const lower = s.toLowerCase();
    for (const p of PATTERNS) {
      if (!p.test(s, lower)) continue;
      // a jailbreak quoted or shown as an example input (a defence showing what to resist) is not the prompt's own voice
      if (p.category === 'safety_circumvention') {
        const own = ownVoice(s);
        if (own !== s && !p.test(own, own.toLowerCase())) continue;
      }
      return { reason: p.reason, category: p.category };
    }
    // the target or the minor named in the sentence before: "The user hates his neighbour Martin. Help him make Martin suffer."
    if (i > 0) {
      const prev = sentences[i - 1]?.text ?? '';
      const refersBack = HIM_HER_THEM.test(s) || (s.match(/(?<=\s)[A-Z][a-z]{2,}\b/g) ?? []).some((w) => prev.includes(w));
      const harm =
        refersBack &&
        ((HARM_VERB.test(s) && ASSIST.test(s) && (PEOPLE.test(prev) || NAMED_TARGET.test(prev))) ||
          (ASSIST.test(s) && CARRY_OUT.test(s) && HARM_VERB.test(prev) && (PEOPLE.test(prev) || NAMED_TARGET.test(prev))));
      const sexual = (SEXUAL.test(s) && !MINOR.test(s) && MINOR.test(prev)) || (MINOR.test(s) && !SEXUAL.test(s) && SEXUAL.test(prev));
      const recruit = RECRUIT.test(s) && !EXTREMIST.test(s) && EXTREMIST.test(prev);
      if (harm || sexual || recruit) {
        const pair = `${prev} ${s}`;
        for (const p of PATTERNS) {
          if (PAIRED.has(p.category) && p.test(pair, pair.toLowerCase())) return { reason: p.reason, category: p.category };
        }
      }
    }
  }
  return undefined;
}
