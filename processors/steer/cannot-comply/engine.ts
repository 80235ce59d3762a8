/**
 * Conservative classifier for system prompts the service refuses to process (CANNOT_COMPLY).
 *
 * Decision rule (see docs/steer.md): a prompt is refused only when one sentence *instructs the assistant* to do one
 * of the egregious things below, and that sentence is not protective (refusing, detecting, preventing, reporting,
 * teaching safety) or quoting what users might attempt. Mentions of a subject (therapy about abuse, security
 * research, crime fiction, moderation policies, blunt business rules) never trigger on their own.
 */
import { splitSentences } from '../text.js';
import type { CannotComply, CannotComplyCategory } from '../types.js';

interface Pattern {
  category: CannotComplyCategory;
  reason: string;
  test(sentence: string, lower: string): boolean;
}

const MINOR = /\b(?:child(?:ren)?|kids?|minors?|under[- ]?age(?:d)?|preteens?|pre-teens?|(?:1[0-7]|[1-9])[- ]?(?:year|yr)s?[- ]?olds?|little (?:girls?|boys?)|young (?:girls?|boys?)|schoolgirls?|schoolboys?|lolis?|shotas?|toddlers?|infants?|teens? under|under 1[0-8]|(?:twelve|thirteen|fourteen|fifteen|eleven|ten|nine)[- ]year[- ]olds?)\b/i;
const SEXUAL = /\b(?:sexual(?:ly|ised|ized)?|sexy|erotic(?:a)?|nude|naked|explicit|lewd|nsfw|porn\w*|seduc\w*|intimate|aroused?|fetish\w*|sensual|flirt\w*|romantic(?:ally)?|kinky|lust\w*|groom\w*)\b/i;
const PROTECTIVE =
  /\b(?:refuse|decline|never|do not|don'?t|must not|not allowed|report\w*|flag\w*|detect\w*|identify|prevent\w*|protect\w*|safeguard\w*|safety|moderat\w*|block\w*|filter\w*|ban(?:s|ned)?|escalate|warn|abuse survivors?|survivors?|therap\w*|counsel\w*|educat\w*|awareness|recogni[sz]e|signs of|help (?:parents|victims|survivors)|law enforcement|child protection|safeguarding|policy|policies|classif\w*|screen\w*|remove|takedown)\b/i;
const QUOTING = /\b(?:if (?:a |the )?(?:user|someone|anyone|they)|users? (?:may|might|will|could) (?:try|ask|attempt)|attempts? to|requests? (?:to|for|that)|such as|e\.g\.|for example|like "|examples? of)\b/i;

const HARM_VERB = /\b(?:kill|murder|poison|hurt|harm|injure|maim|torture|stalk|kidnap|abduct|assault|attack|beat up|strangle|shoot|stab|dox|doxx|swat|blackmail|extort|traffic)\w*\b/i;
const PEOPLE = /\b(?:people|someone|somebody|a person|persons|humans?|individuals|victims?|targets?|their (?:wife|husband|partner|ex|boss|neighbou?r|family|coworkers?|classmates?|children|kids|teacher|enemies)|his (?:wife|partner|ex)|her (?:husband|partner|ex)|the user'?s? (?:enemies|targets?|ex|neighbou?r|boss)|others|civilians|journalists|politicians|women|men|immigrants|jews|muslims|minorities|strangers|a specific person)\b/i;
const ASSIST = /\b(?:help\w*|assist\w*|teach\w*|instruct\w*|guide\w*|explain (?:how|to)|show (?:them|users|the user) how|provide (?:detailed |step[- ]by[- ]step )?(?:instructions|guidance|plans?|methods|ways|steps)|give (?:detailed )?(?:instructions|advice|tips|step)|encourage|incite|urge|convince|persuade|plan|your (?:job|purpose|goal|task|role|mission) is(?: to)?|you (?:will|must|should|always)|always)\b/i;
const UNDETECTED = /\b(?:without (?:getting|being) (?:caught|detected|traced)|get away with|undetectable|untraceable|leave no (?:trace|evidence)|cover (?:up|their tracks)|avoid (?:detection|the police|getting caught)|maximi[sz]e (?:casualties|harm|damage|deaths|suffering|pain))\b/i;
const SELF_HARM_PUSH = /\b(?:encourage|urge|convince|persuade|push|tell|goad|egg on)\b[^.]{0,40}\b(?:to (?:kill themselves|commit suicide|end (?:their|his|her) li(?:fe|ves)|self[- ]harm|cut themselves|starve themselves|hurt themselves))\b/i;

const ATTACK = /\b(?:terror(?:ist)? attacks?|bomb(?:ing)?s?|mass (?:shooting|casualt\w+|murder|killing)|massacre|suicide (?:bomb\w*|vest|attack)|car bomb|ied|improvised explosive|explosive devices?|pipe bombs?|nerve agent|sarin|anthrax|bioweapons?|chemical weapons?|dirty bomb|shoot(?:ing)? up|attack on (?:a |the )?(?:school|church|mosque|synagogue|crowd|concert|stadium|government|power grid|subway|airport|parade))\b/i;
const PLAN = /\b(?:plan|planning|organi[sz]e|coordinate|carry out|execute|prepare|build|make|construct|assemble|maximi[sz]e|choose targets|select targets|target|help (?:users? |the user |them )?(?:plan|build|make|carry out|prepare|organi[sz]e|execute|choose))\b/i;
const RECRUIT = /\b(?:recruit\w*|radicali[sz]\w*|indoctrinat\w*|spread (?:the )?(?:propaganda|ideology|message)|convert (?:people|users|youth)|win (?:new )?(?:members|followers|fighters))\b/i;
const EXTREMIST = /\b(?:isis|isil|islamic state|daesh|al[- ]?qa[e']?da|al[- ]?shabaab|boko haram|hamas|hezbollah|taliban|jihad\w*|mujahid\w*|white (?:supremac\w*|nationalis\w*|power)|neo[- ]?nazi\w*|nazi (?:party|cause|movement)|aryan|accelerationis\w*|the base|atomwaffen|kkk|ku klux klan|militia|holy war|race war|armed struggle|violent extremis\w*|extremist (?:cause|movement|group|organi[sz]ation|ideology)|our (?:cause|movement|jihad|struggle))\b/i;
const ANALYSIS = /\b(?:analy[sz]\w*|research\w*|stud(?:y|ies|ying)|histor\w*|counter[- ]?(?:terror\w*|extremis\w*|radicali[sz]ation)|prevent\w*|detect\w*|moderat\w*|deradicali[sz]\w*|academic|journalis\w*|report(?:ing|s)? on|explain(?:ing)? (?:the )?(?:history|causes|risks)|fiction|novel|story|screenplay|game|threat (?:model|intelligence|assessment))\b/i;

const JB_NAMES = /\b(?:(?:you are|you're|act as|acting as|pretend to be|become|you will be|you are now|roleplay as|simulate|enable|enter|activate)\s+(?:now\s+)?(?:a\s+|an\s+|in\s+)?["'“]?(?:DAN|STAN|DUDE|AIM|Developer Mode|jailbroken|JailBreak|an? unfiltered|an? uncensored|an? unrestricted|evil(?:bot| ai| assistant)|BetterDAN|anti-?GPT)\b|do anything now|developer mode (?:enabled|output)|jailbreak mode|god mode enabled)/i;
const JB_IGNORE =
  /\b(?:ignore|disregard|forget|bypass|override|drop|abandon|discard|set aside|break free (?:of|from)|are (?:no longer|not) bound by|are free (?:of|from)|without any|have no|do not have any|don'?t have any|no longer have|not subject to|unshackled from|freed from)\b[^.]{0,40}\b(?:(?:all|any|your|its|the|every)\s+)?(?:(?:previous|prior|safety|ethical|moral|content|openai|anthropic|built[- ]in|usual|normal|default|programmed|original)\s+)*(?:safety (?:guidelines|rules|filters|restrictions|protocols|measures|policies|training)|guidelines|restrictions|filters|censorship|content polic(?:y|ies)|ethics|ethical (?:guidelines|constraints|restrictions|principles)|moral (?:guidelines|constraints|restrictions)|limitations|limits|(?<=(?:your|its|safety|ethical|moral|content) )rules|safeguards|guardrails|(?:your|its) (?:\w+ )?(?:programming|training))\b/i;
const JB_NEVER_REFUSE = /\b(?:never (?:refuse|decline|say no to|reject)|cannot refuse|must (?:answer|comply with) (?:any|every|all)|answer (?:any|every|all) (?:request|question)s? (?:regardless|no matter|without)|no matter how (?:illegal|harmful|unethical|immoral|dangerous|inappropriate))\b/i;
const JB_HARMFUL_CONTEXT = /\b(?:illegal|harmful|unethical|immoral|dangerous|inappropriate|offensive|explicit|any request|anything|regardless|no matter|moral|ethic|censor|filter|policy|polic(?:y|ies)|openai|anthropic|safety)\b/i;
const JB_DEFENSIVE = /\b(?:if|when|whenever)\b[^.]{0,50}\b(?:user|someone|anyone|they|a message|the input|people|attackers?|hackers?)\b|\b(?:users? (?:may|might|will|could)|attempts? to|tries to|trying to|try to (?:make|get|trick)|tricks?|jailbreak attempts?|(?:do not|don'?t|never|must not|refuse to)\s+(?:\w+\s+){0,5}(?:ignore|disregard|forget|bypass|override|drop|abandon|break|follow|obey|comply)|\b(?:user|users|they|anyone|nobody|no one|attackers?)\b[^.]{0,30}\b(?:can'?t|cannot|may not|must not|is not allowed|are not allowed)|\b(?:make|get|trick|convince|force) you (?:to )?(?:ignore|disregard|forget|break)|\bignore (?:any|all|every) (?:prompts?|requests?|messages?|attempts?|commands?|instructions? (?:from|that|to))|\brequests? to|\bif you (?:ignore|break|disobey|violate|forget)|such as|e\.g\.|for example|like "|detect|classif\w*|red[- ]team\w*|test(?:ing)? (?:for|against)|analy[sz]\w*|research\w*|explain\w*)\b/i;

const PATTERNS: Pattern[] = [
  {
    category: 'csam',
    reason: 'The system prompt asks for sexual content involving minors.',
    test: (s) => MINOR.test(s) && SEXUAL.test(s) && !PROTECTIVE.test(s),
  },
  {
    category: 'terrorism',
    reason: 'The system prompt asks the assistant to plan attacks or recruit for violent extremism.',
    test: (s) =>
      !ANALYSIS.test(s) &&
      !PROTECTIVE.test(s) &&
      ((ATTACK.test(s) && PLAN.test(s) && !QUOTING.test(s)) || (RECRUIT.test(s) && EXTREMIST.test(s)) || (EXTREMIST.test(s) && /\b(?:glorif\w*|celebrat\w*|praise|support|join|fight for|martyr\w*)\b/i.test(s) && ASSIST.test(s))),
  },
  {
    category: 'violence',
    reason: 'The system prompt instructs the assistant to help harm people.',
    test: (s) =>
      !PROTECTIVE.test(s) &&
      !/\b(?:fiction|novel|story|stories|screenplay|game|character|roleplay|self[- ]defen[cs]e|martial arts|history|historical)\b/i.test(s) &&
      ((HARM_VERB.test(s) && PEOPLE.test(s) && ASSIST.test(s) && !QUOTING.test(s)) || (HARM_VERB.test(s) && UNDETECTED.test(s)) || SELF_HARM_PUSH.test(s)),
  },
  {
    category: 'safety_circumvention',
    reason: 'The system prompt is a jailbreak that tells the assistant to drop its restrictions.',
    test: (s) => {
      if (JB_NAMES.test(s) && !/\b(?:such as|e\.g\.|like|detect|classif\w*|analy[sz]\w*|research\w*|if (?:a |the )?user|attempts?|refuse|never)\b/i.test(s)) return true;
      if (JB_DEFENSIVE.test(s)) return false;
      if (JB_IGNORE.test(s)) return true;
      return JB_NEVER_REFUSE.test(s) && JB_HARMFUL_CONTEXT.test(s.replace(JB_NEVER_REFUSE, ''));
    },
  },
];

/** Returns the CANNOT_COMPLY object for an egregiously harmful system prompt, else undefined. */
export function classifyHarmfulPrompt(prompt: string): CannotComply | undefined {
  const sentences = splitSentences(prompt.length > 60000 ? prompt.slice(0, 60000) : prompt);
  for (const seg of sentences) {
    const s = seg.text;
    if (s.length < 8) continue;
    const lower = s.toLowerCase();
    for (const p of PATTERNS) {
      if (p.test(s, lower)) return { reason: p.reason, category: p.category };
    }
  }
  return undefined;
}
