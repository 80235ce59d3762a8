/**
 * Legitimate-context check for the model path of CANNOT_COMPLY: a prompt the model scores as harmful is still let
 * through when it carries a protective or legitimate frame for that category (therapy, moderation, research,
 * history, fiction for violence/terrorism, authorised security work, fraud prevention, defensive jailbreak rules).
 * Phrases that only *sound* protective inside a jailbreak or a harm request ("no content policy", "never refuse",
 * "so the police never find out") are removed first. Fiction never excuses sexual content with minors or a jailbreak.
 */
import type { CannotComplyCategory } from '../types.js';

const UNPROTECT =
  /\b(?:police|authorities|anyone|nobody|they|victims?|parents?) (?:will )?never (?:find out|know|notice|suspect|catch|trace)|\bwithout (?:\w+ )?(?:parents?|police|authorities|anyone) (?:noticing|knowing|finding out)|\bnever (?:get|be) caught|\b(?:no|without|ignore|ignoring|free (?:of|from)|not bound by|bypass|disable[ds]?|turn(?:ed)? off|switch(?:ed)? off|remove[ds]?|suspend(?:ed)?)\s+(?:any\s+|all\s+|your\s+|the\s+|its\s+)?(?:content\s+|safety\s+|usual\s+|moral\s+|ethical\s+)?(?:polic(?:y|ies)|filters?|restrictions|rules|safety(?: \w+)?|moderation|guidelines|censorship|limits|training|guardrails)|\bfor (?:purely )?(?:educational|research|fictional|hypothetical) purposes(?: only)?|\b(?:purely|entirely) (?:hypothetical|fictional)(?:ly)?|\bjust (?:a )?(?:story|fiction|roleplay|game)/gi;

/** Protective or professional frames that excuse every category. */
const PROTECTIVE =
  /\b(?:therap\w*|counsel\w*|crisis (?:line|support|lines|counsel\w*)|hotlines?|survivors?|victims? of|support (?:groups?|victims|survivors)|shelter|safety plans?|safeguard\w*|child protection|prevent\w*|protect (?:children|kids|users|victims|themselves|their)|awareness|recogni[sz]e (?:the )?(?:signs|warning)|warning signs|moderat\w*|classif\w*|label (?:\w+ )?(?:as|content|messages|inputs)|detect\w*|flag (?:\w+ ){0,3}(?:content|messages|posts|requests|prompts)|trust[- ](?:and|&)[- ]safety|content polic(?:y|ies) for|policies for (?:removing|handling)|takedowns?|(?:block|report)(?: and (?:block|report))? (?:\w+ ){0,3}(?:to (?:the )?(?:police|platform|authorities)|abuse|harassment|it|accounts?|users?|posts?|messages?|content|threats)|law enforcement|investigat\w*|fact[- ]check\w*|debunk\w*|counter[- ]?(?:terror\w*|extremis\w*|radicali[sz]ation)|deradicali[sz]\w*|harm[- ]reduction|first aid|de-?escalat\w*|police|recovery|care team|peer support\w*|supports? (?:children|people|victims|survivors|families|users who)|helplines?|witness(?:es)?)\b/i;
/** Teaching, research and history: excuse violence, terrorism and "other" (not csam, not jailbreaks). */
const SCHOLARLY =
  /\b(?:histor\w*|museum|curator|academic|research(?:ers?|ing)? (?:on|into|how|why)|stud(?:y|ies|ying) (?:how|why|the)|analy[sz]\w*|criminolog\w*|journalis\w*|reporters?|documentar\w*|lesson|course|class(?:room)?|teach (?:a |an |the )?(?:history|ethics|criminology|course|class)|explain (?:the )?(?:history|causes|law|laws|rules)|tutor\w*|universit\w*|modules?|lectur\w*|seminars?|professors?|students?|discuss(?:es|ing)? (?:why|how))\b/i;
/** Fiction and games: excuse violence and terrorism only. */
const FICTION =
  /\b(?:fiction(?:al)?|novel(?:ist)?s?|stor(?:y|ies)|screen(?:play|writer)s?|playwright|thriller|horror|murder mystery|mystery|villains?|detective|tabletop|video games?|game (?:master|designers?)|npc|campaign setting|poe(?:m|try)|scene)\b/i;
/** Authorised security, fraud and compliance work: excuse "other" and violence-free hacking topics. */
const SECURITY =
  /\b(?:authori[sz]ed|with (?:written )?permission|penetration test\w*|pen-?test\w*|red[- ]team\w*|bug[- ]bounty|responsible disclosure|ethical hack\w*|security (?:team|engineers?|research\w*|awareness|training)|harden\w*|defend\w*|defen[cs]es?|malware analys\w*|compliance|fraud (?:team|analysts?|prevention|detection)|anti-?(?:scam|fraud|money[- ]laundering)|simulat\w*)\b/i;
/** Satire and comedy that says it is fake: excuses "other" (a clearly fake, funny news story is not disinformation). */
const SATIRE =
  /\b(?:satir\w*|parod\w*|spoof\w*|comed\w*|humou?r\w*|funny|jokes?|tongue[- ]in[- ]cheek|(?:clearly|obviously|openly) (?:fake|fictional|made[- ]up)|make it obvious)\b/i;
/** Self-defence and sport: excuse violence. */
const SELF_DEFENCE = /\b(?:self[- ]defen[cs]e|martial arts?|boxing|boxers?|fencing|sparring|hunting|hunters?|paintball)\b/i;
/** Health, education and parenting around minors: excuse csam (the rules keep catching explicit requests). */
const CSAM_SAFE =
  /\b(?:sex(?:ual)?[- ]?(?:education|health)|sex-ed|puberty|p(?:a)?ediatric\w*|body safety|safe and unsafe touch|age[- ]appropriate|parents?|parenting|doctors?|nurses?|medical|psycholog\w*|consenting adults|adults only)\b/i;
/** The prompt forbids such content: "never write sexual content involving minors". */
const CSAM_FORBIDDEN =
  /\b(?:never|do not|don'?t|must not|refuse to|not allowed to|no)\b[^.]{0,40}\b(?:sexual|sexuali[sz]\w*|erotic|explicit|nsfw|romantic|nude)/i;
/** Defensive wording about jailbreaks: "if a user asks you to ignore your rules, refuse". */
const JB_DEFENSIVE =
  /\b(?:if|when|whenever) (?:a |the )?(?:user|someone|anyone|they|people)\b[^.]{0,60}\b(?:ignore|bypass|jailbreak|dan|developer mode|unrestricted|rules)|\b(?:users?|people|attackers?) (?:may|might|will|could|often) (?:try|attempt|claim|ask)|\bjailbreak (?:attempts?|prompts?|detection)|\b(?:refuse|decline|resist|ignore) (?:\w+ ){0,3}(?:jailbreak|such (?:claims|attempts|requests)|attempts)/i;

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
const CUES: Record<Exclude<CannotComplyCategory, 'csam'>, RegExp> = {
  violence:
    /\b(?:kill\w*|murder\w*|hurt\w*|harm\w*|injur\w*|poison\w*|stalk\w*|attack\w*|beat(?:s|ing)? (?:up|them|him|her)|assault\w*|tortur\w*|threat\w*|intimidat\w*|terrori[sz]\w*|revenge|punish\w*|suffer\w*|violen\w*|weapons?|stab\w*|shoot\w*|strangl\w*|ambush\w*|disappear|suicid\w*|self[- ]harm|cut(?:ting)? themselves|starv\w*|end (?:their|his|her|your) li(?:fe|ves)|die|death|dead|pain(?:ful)?|bruises?|hit(?:ting)?|scare\w*|make (?:\w+ ){0,2}(?:pay|regret|bleed)|bleed\w*|hospital\w*|bomb\w*|explosi\w*|massacre\w*)\b/i,
  terrorism:
    /\b(?:attack\w*|bomb\w*|explosi\w*|terror\w*|extremis\w*|jihad\w*|caliphate|militia\w*|militant\w*|radicali[sz]\w*|recruit\w*|martyr\w*|fighters?|massacre\w*|shooting\w*|casualt\w*|armed|race war|propaganda|cells?|holy war|weapons?|neo-?nazi\w*|supremac\w*|accelerationis\w*|brotherhood|unbelievers|infidels|take up arms|strike)\b/i,
  safety_circumvention:
    /\b(?:restrictions?|restricted|unrestricted|guidelines|filters?|filtered|unfiltered|censor\w*|uncensored|ethic\w*|moral\w*|amoral|jailbr\w*|DAN|developer mode|unlocked|refus\w*|limitations|no limits|constraints|unshackled|unbound|unchained|content rules|no longer bound|guardrails?|safety|alignment|content polic(?:y|ies)|openai|anthropic|illegal|harmful|dangerous)\b/i,
  other:
    /\b(?:scam\w*|fraud\w*|phish\w*|launder\w*|stolen|steal\w*|malware|ransom\w*|hack\w*|dox\w*|harass\w*|fake|deepfakes?|nudes?|naked|drugs?|cocaine|heroin|meth|fentanyl|blackmail\w*|extort\w*|counterfeit\w*|disinformation|misinformation|propaganda|racis\w*|hate|hateful|dehumani[sz]\w*|animals?|tortur\w*|credentials|identit(?:y|ies)|credit cards?|card numbers|cheat\w*|evad\w*|illegal\w*|exploit\w*|keylog\w*|crypto\w*|spam\w*|virus\w*|passwords?|impersonat\w*|trick\w*|defraud\w*|swindl\w*|forg(?:e|ed|ery)|address(?:es)?|without (?:their|her|his) (?:consent|knowledge))\b/i,
};

/** True when the prompt mentions the subject of a (non-csam) category at all. */
export function categoryCue(prompt: string, category: Exclude<CannotComplyCategory, 'csam'>): boolean {
  return CUES[category].test(prompt) || (category === 'safety_circumvention' && /\b(?:DAN|STAN|DUDE|AIM)\b/.test(prompt));
}
