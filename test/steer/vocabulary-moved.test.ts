/**
 * Issue 9, vocabulary as data: each regex whose phrase list moved from steer code to seeds/lexicons/<lang>/*.json
 * compiles at load to exactly the regex it replaced (same source, same flags). The literals below are the
 * patterns as they stood in code before the move (main 2b7954b), kept here as the reference.
 */

import { describe, expect, it } from 'vitest';
import * as cannot_comply_context from '../../processors/steer/cannot-comply/context.js';
import * as cannot_comply_engine from '../../processors/steer/cannot-comply/engine.js';
import * as preprocess_lexicon from '../../processors/steer/preprocess/lexicon.js';
import { ALIASES } from '../../processors/steer/preprocess/lexicon.js';
import * as screen_evasion_framing from '../../processors/steer/screen/evasion/framing.js';
import * as screen_evasion_gaslighting from '../../processors/steer/screen/evasion/gaslighting.js';
import * as screen_evasion_injection from '../../processors/steer/screen/evasion/injection.js';
import * as screen_evasion_negation from '../../processors/steer/screen/evasion/negation.js';
import * as screen_evasion_roleplay from '../../processors/steer/screen/evasion/roleplay.js';

const modules: Record<string, Record<string, unknown>> = {
  'cannot-comply/context': cannot_comply_context as unknown as Record<string, unknown>,
  'cannot-comply/engine': cannot_comply_engine as unknown as Record<string, unknown>,
  'preprocess/lexicon': preprocess_lexicon as unknown as Record<string, unknown>,
  'screen/evasion/framing': screen_evasion_framing as unknown as Record<string, unknown>,
  'screen/evasion/gaslighting': screen_evasion_gaslighting as unknown as Record<string, unknown>,
  'screen/evasion/injection': screen_evasion_injection as unknown as Record<string, unknown>,
  'screen/evasion/negation': screen_evasion_negation as unknown as Record<string, unknown>,
  'screen/evasion/roleplay': screen_evasion_roleplay as unknown as Record<string, unknown>,
};

/** [module under processors/steer/, exported name, the literal it replaced] */
const moved: Array<[string, string, RegExp]> = [
  [
    'screen/evasion/gaslighting',
    'CLAIM',
    /\b(?:as (?:you|we|i) (?:already |previously |just )?(?:mentioned|said|stated|discussed|agreed(?: on)?|confirmed|established|noted|explained|promised|requested|asked|told (?:you|me)|decided)(?: (?:earlier|before|previously|above|last time|in our (?:earlier|previous) (?:chat|conversation)))?|as (?:previously|already|earlier) (?:mentioned|discussed|agreed|confirmed|stated|established)|(?:you|we) (?:already |previously |earlier )?(?:agreed|confirmed|said|told me|promised|accepted|approved|acknowledged)(?: (?:earlier|before|previously))? (?:that|to)|like (?:i|you) (?:said|told you|mentioned)(?: (?:earlier|before))?|(?:earlier|previously|before|last time),? (?:you|we|i) (?:said|agreed|confirmed|told (?:me|you)|asked|mentioned|established)|per our (?:earlier |previous |prior )?(?:conversation|discussion|agreement|chat)|as (?:per|in) our (?:earlier|previous|prior) (?:conversation|discussion|chat)|remember (?:when |that )?(?:you|i|we) (?:said|agreed|told|mentioned|confirmed)|as you (?:may )?recall|going back to what (?:you|i) said)\b/i,
  ],
  [
    'screen/evasion/framing',
    'FRAME',
    /\b(?:hypothetically(?: speaking)?|in a hypothetical (?:scenario|world|situation|sense)|purely hypothetical(?:ly)?|(?:just|merely|only) (?:an? )?(?:observation|thought|hypothetical|idea|saying|musing|joke)|just (?:saying|curious|thinking out loud)|for (?:purely )?(?:educational|academic|research|informational|entertainment) purposes(?: only)?|theoretically(?: speaking)?|in theory|imagine (?:if|that|a world)|let'?s (?:say|pretend|imagine|suppose)|suppose (?:that |for a moment )|purely as a thought experiment|as a thought experiment|between (?:you and me|us)|off the record|not that i'?m (?:saying|suggesting|recommending)|i'?m not (?:saying|suggesting|recommending)(?: you should)?,? but|in a (?:fictional|make-believe|parallel) (?:world|universe|story|scenario)|in a story where|speaking (?:purely )?(?:academically|generally|in general terms)|if someone (?:were|was) to ask|(?:just |merely |purely )?as an? (?:observation|aside|side note|thought experiment|hypothetical|joke)|for the sake of argument|speaking (?:purely )?(?:hypothetically|theoretically|in the abstract|abstractly)|in an? (?:alternate|alternative|imaginary|fictional|fictitious|made-up|pretend) (?:world|universe|reality|scenario|story|setting)|(?:in|within) (?:a|the|this|our) (?:story|fiction|novel|tale|screenplay|script)\b|if i (?:could|were allowed to|was allowed to|were able to) (?:tell|say|share|reveal)|picture this|just between (?:friends|us)|(?:purely|strictly) (?:academically|in theory|fictionally))\b/i,
  ],
  [
    'screen/evasion/negation',
    'TRICK',
    /\b(?:i (?:\w+ )?(?:can(?:'t|not)|won'?t|will not|am not (?:allowed|able|going|supposed) to|'m not (?:allowed|able|going|supposed) to|must not|shouldn'?t|would never|'d never|could never) (?:tell|say|reveal|share|disclose|mention|confirm|admit|spell out)(?: to)?(?: you)?(?: that)?\s+(?:the |it |my |our |this )?[\p{L}\s]{0,30}?\b(?:is|was|are|starts|begins|ends|rhymes|contains|sounds)\b|(?:it'?s|it is|that'?s|that is) (?:definitely|certainly|absolutely|surely)? ?not (?:like|as if) |not that (?:it|the \w+|i) (?:is|was|would|'?s)\b|(?:definitely|certainly|absolutely) (?:not|isn'?t) ["'“]?[\p{L}\p{N}]|if i (?:were|was) (?:allowed|able) to (?:tell|say|share|reveal)|i'?m not (?:saying|telling you)(?: that)?|(?:wink|\*wink\*|😉)|hypothetically,? it (?:would|could) be)/iu,
  ],
  [
    'screen/evasion/negation',
    'DENIAL',
    /\b(?:i|we)(?:'m| am|'re| are)? (?:\w+ )?(?:can(?:'t|not)|won'?t|will not|would never|'d never|could never|must not|mustn'?t|shouldn'?t|(?:am|'m|are|'re) not (?:allowed|able|going|supposed|permitted|at liberty) to|not (?:allowed|able|going|supposed|permitted) to|never) (?:\w+ )?(?:tell|say|reveal|share|disclose|mention|confirm|admit|spell out|give away|hint|name|recommend|suggest|whisper|let on|point out|divulge|state)\b|\byou didn'?t hear (?:it|this|that) from me\b|\bi (?:never|didn'?t) (?:said|say|tell|told) (?:you )?(?:that|this)\b/iu,
  ],
  [
    'screen/evasion/injection',
    'MARKER',
    /<!--[^>]{0,300}?\b(?:ignore|disregard|override|instructions?|system prompt|assistant|exfiltrat\w*|reveal|new rules?)\b[^>]{0,300}?-->|\[(?:SYSTEM|INST|\/INST|ADMIN|DEVELOPER)\]|<\/?(?:system|sys|instructions?|admin)>|<\|(?:im_start|im_end|system|endoftext|start_header_id)\|>|^#{2,3}\s*(?:system|instruction)s?\s*:?\s*$|\b(?:SYSTEM|ADMIN) (?:OVERRIDE|MESSAGE|PROMPT)\s*:|\b(?:developer|DAN|god|admin|debug) mode (?:enabled|activated|engaged|unlocked|on)\b/im,
  ],
  [
    'screen/evasion/injection',
    'PHRASE',
    /\b(?:ignore|disregard|forget|override|bypass)\s+(?:all\s+)?(?:of\s+)?(?:the\s+|your\s+|any\s+|my\s+)?(?:previous|prior|above|earlier|preceding|original|system)\s+(?:instructions|prompts?|rules|directions|messages|guidelines)|\b(?:ignore|disregard|forget|override|bypass)\s+(?:all\s+|any\s+)?(?:of\s+)?(?:your|the|my)\s+(?:\w+\s+)?(?:instructions|rules|guidelines|system prompt|programming)\b|\bnew (?:system )?(?:instructions?|rules)\s*[:—–-]|\bnote to (?:the |any )?(?:ai|assistant|model|llm|chatbot|bot)\b|\byou are now (?:in )?(?:a |an )?(?:new|different|\w+ed|unrestricted|developer|admin|god) (?:mode|assistant|role)\b|\b(?:enter|enable|activate|switch to) (?:developer|admin|god|debug|unrestricted) mode\b|\bsystem prompt\s*:|\b(?:from now on|henceforth),? (?:you (?:must|will|should) )?(?:obey|follow|answer to) (?:only )?(?:the user|me)\b/i,
  ],
  [
    'screen/evasion/injection',
    'INJECTED',
    /#{2,3}\s*(?:system|instructions?|new instructions?)\b\s*:?|\[(?:SYSTEM|INST|ADMIN|DEVELOPER)\]|<(?:system|sys|instructions?|admin)>|<\|im_start\|>|<!--|\b(?:ignore|disregard|forget|override)\s+(?:all\s+|any\s+)?(?:of\s+)?(?:the\s+|your\s+)?(?:previous|prior|above|earlier|preceding|original|system|summary|translation)\s+(?:instructions|prompts?|rules|directions|task|messages)|\bnew (?:system )?instructions?\s*:|\bnote to (?:the |any )?(?:ai|assistant|model|llm|chatbot|bot)\b|\b(?:AI|assistant)\s*:\s*(?=\w)|\byou are now\b|\b(?:enter|enable|activate) (?:developer|admin|god|debug) mode\b/gi,
  ],
  [
    'screen/evasion/injection',
    'WARNS',
    /\b(?:phishing|suspicious|scam|injection|injected|hidden|embedded|ignored?|ignoring|not (?:forward|send|follow|act on|obey)|won'?t (?:forward|send|follow|act|obey)|didn'?t (?:forward|send|follow)|have not|haven'?t|do not|don'?t|be careful|careful|beware|looks like|appears to|aimed at|trying to|tries to|attempts? to|malicious)\b/i,
  ],
  [
    'screen/evasion/roleplay',
    'UNRESTRICTED',
    /\b(?:as DAN\b|I am DAN\b|I'm DAN\b|DAN mode|developer mode (?:enabled|activated|on)|\[?(?:🔓|jailbr(?:oken|eak))\]?|(?:I am|I'm) (?:now )?(?:an? )?(?:unrestricted|unfiltered|uncensored|unchained|unbound|jailbroken|free(?:d)? from (?:all |my |any |of )*(?:rules|restrictions|guidelines|filters|programming))|(?:I am|I'm) no longer (?:bound|restricted|limited) by|(?:no longer|not) (?:bound|restricted|limited) by (?:any |my |the )?(?:rules|restrictions|guidelines|policies|filters)|(?:my|all) (?:restrictions|filters|rules|guidelines|safety (?:rules|guidelines)) (?:are|have been) (?:lifted|removed|disabled|turned off|off)|without (?:any|my usual) (?:restrictions|filters|limitations|rules|guidelines),? (?:I|here)|speaking as (?:an? )?(?:unrestricted|evil|unfiltered|uncensored)|(?:stay(?:ing)?|in) character as (?:an? )?(?:unrestricted|evil|unfiltered)|my (?:evil|unfiltered|uncensored|true,? unrestricted) (?:self|side|persona)|evil (?:AI|assistant|twin|mode)|(?:I|we) (?:don'?t|do not|no longer|won'?t) (?:have to |need to )?(?:follow|have|obey|care about|play by|stick to) (?:any |the |my |your |those |these )?(?:\w+'s )?(?:rules|restrictions|guidelines|filters|limits|policies|boundaries)|(?:I|i) (?:now )?have no (?:rules|restrictions|limits|filters|guidelines|boundaries|limitations)|(?:no longer|not|never) (?:bound|restricted|limited|constrained) by [^.]{0,30}?(?:rules|restrictions|guidelines|policies|filters|programming)|(?:drop|ignore|forget|ditch|set aside|abandon|throw out) (?:the |my |all |these |those |our |your )?(?:\w+ )?(?:guidelines|rules|restrictions|policies|filters|programming)|(?:speak|talk|answer|respond) (?:completely )?(?:freely|unfiltered|uncensored|without (?:any )?(?:limits|restrictions|filters|rules|censorship))|(?:with|have) no filters?\b|(?:guidelines|rules|restrictions|filters|safety) (?:are|is) (?:now )?(?:disabled|off|gone|suspended|lifted)|(?:DAN|STAN|DUDE|AIM) here\b|unlike (?:the (?:normal|regular|old) (?:me|assistant|bot)|my (?:normal|usual) self)|no (?:[\w-]+ )?(?:rules|restrictions|limits|filters|guidelines|policies) (?:for me|apply(?: here| to me)?)|(?:does not|doesn'?t|don'?t|do not|won'?t|never) (?:have to )?care (?:about|for) (?:[\w-]+ ){0,2}(?:rules|polic(?:y|ies)|guidelines|restrictions|filters)|switch(?:ing|ed)? (?:to|into) [\w-]+ mode|\bas (?:your|an?|the|my) (?:[\w-]+ )?(?:unfiltered|uncensored|unrestricted|no-filter|filterless|rule-free|rulebreaking|evil|jailbroken)\b|(?:AI|assistant|bot|model|version of (?:me|myself)|chatbot) (?:without|with no|free of) (?:any )?(?:rules|restrictions|limits|filters|guidelines|boundaries))/i,
  ],
  [
    'screen/evasion/roleplay',
    'GAME',
    /\b(?:(?:since|because|as|now that) (?:we'?re|we are|this is|it'?s|it is) (?:just |only |all )?(?:playing (?:a |the |this |our )?game|a game|(?:just )?pretend(?:ing)?|role-?play(?:ing)?|make-believe|fiction(?:al)?|in character)|(?:it'?s|this is) (?:just|only) (?:a game|pretend|role-?play|make-believe)|(?:in|staying in) character[,:]? (?:I|here)|\*in character\b)/i,
  ],
  [
    'screen/evasion/roleplay',
    'ROLEPLAY_ASK',
    /\b(?:pretend|let'?s play|play a game|role-?play|you are now|you're now|act as|from now on you are|be (?:my|a|an)\b|in character|as (?:DAN|an? (?:evil|unfiltered|unrestricted))|imagine you(?:'re| are))\b/i,
  ],
  [
    'screen/evasion/roleplay',
    'JAILBREAK_ASK',
    /\b(?:DAN|no (?:rules|restrictions|limits|filters?)|unrestricted|unfiltered|uncensored|without (?:rules|restrictions|limits|filters)|evil|jailbr\w+|developer mode|anything now)\b/i,
  ],
  ['screen/evasion/roleplay', 'OTHER_ID', /\b(?:I am|I'm|my name is|this is)\s+(ChatGPT|GPT-?\d|Claude|Gemini|Bard|Copilot|Llama|Siri|Alexa|Cortana)\b/i],
  [
    'cannot-comply/context',
    'UNPROTECT',
    /\b(?:police|authorities|anyone|nobody|they|victims?|parents?) (?:will )?never (?:find out|know|notice|suspect|catch|trace)|\bwithout (?:\w+ )?(?:parents?|police|authorities|anyone) (?:noticing|knowing|finding out)|\bnever (?:get|be) caught|\b(?:no|without|ignore|ignoring|free (?:of|from)|not bound by|bypass|disable[ds]?|turn(?:ed)? off|switch(?:ed)? off|remove[ds]?|suspend(?:ed)?)\s+(?:any\s+|all\s+|your\s+|the\s+|its\s+)?(?:content\s+|safety\s+|usual\s+|moral\s+|ethical\s+)?(?:polic(?:y|ies)|filters?|restrictions|rules|safety(?: \w+)?|moderation|guidelines|censorship|limits|training|guardrails)|\bfor (?:purely )?(?:educational|research|fictional|hypothetical) purposes(?: only)?|\b(?:purely|entirely) (?:hypothetical|fictional)(?:ly)?|\bjust (?:a )?(?:story|fiction|roleplay|game)/gi,
  ],
  [
    'cannot-comply/context',
    'PROTECTIVE',
    /\b(?:therap\w*|counsel\w*|crisis (?:line|support|lines|counsel\w*)|hotlines?|survivors?|victims? of|support (?:groups?|victims|survivors)|shelter|safety plans?|safeguard\w*|child protection|prevent\w*|protect (?:children|kids|users|victims|themselves|their)|awareness|recogni[sz]e (?:the )?(?:signs|warning)|warning signs|moderat\w*|classif\w*|label (?:\w+ )?(?:as|content|messages|inputs)|detect\w*|flag (?:\w+ ){0,3}(?:content|messages|posts|requests|prompts)|trust[- ](?:and|&)[- ]safety|content polic(?:y|ies) for|policies for (?:removing|handling)|takedowns?|(?:block|report)(?: and (?:block|report))? (?:\w+ ){0,3}(?:to (?:the )?(?:police|platform|authorities)|abuse|harassment|it|accounts?|users?|posts?|messages?|content|threats)|law enforcement|investigat\w*|fact[- ]check\w*|debunk\w*|counter[- ]?(?:terror\w*|extremis\w*|radicali[sz]ation)|deradicali[sz]\w*|harm[- ]reduction|first aid|de-?escalat\w*|police|recovery|care team|peer support\w*|supports? (?:children|people|victims|survivors|families|users who)|helplines?|witness(?:es)?)\b/i,
  ],
  [
    'cannot-comply/context',
    'SCHOLARLY',
    /\b(?:histor\w*|museum|curator|academic|research(?:ers?|ing)? (?:on|into|how|why)|stud(?:y|ies|ying) (?:how|why|the)|analy[sz]\w*|criminolog\w*|journalis\w*|reporters?|documentar\w*|lesson|course|class(?:room)?|teach (?:a |an |the )?(?:history|ethics|criminology|course|class)|explain (?:the )?(?:history|causes|law|laws|rules)|tutor\w*|universit\w*|modules?|lectur\w*|seminars?|professors?|students?|discuss(?:es|ing)? (?:why|how))\b/i,
  ],
  [
    'cannot-comply/context',
    'FICTION',
    /\b(?:fiction(?:al)?|novel(?:ist)?s?|stor(?:y|ies)|screen(?:play|writer)s?|playwright|thriller|horror|murder mystery|mystery|villains?|detective|tabletop|video games?|game (?:master|designers?)|npc|campaign setting|poe(?:m|try)|scene)\b/i,
  ],
  [
    'cannot-comply/context',
    'SECURITY',
    /\b(?:authori[sz]ed|with (?:written )?permission|penetration test\w*|pen-?test\w*|red[- ]team\w*|bug[- ]bounty|responsible disclosure|ethical hack\w*|security (?:team|engineers?|research\w*|awareness|training)|harden\w*|defend\w*|defen[cs]es?|malware analys\w*|compliance|fraud (?:team|analysts?|prevention|detection)|anti-?(?:scam|fraud|money[- ]laundering)|simulat\w*)\b/i,
  ],
  [
    'cannot-comply/context',
    'SATIRE',
    /\b(?:satir\w*|parod\w*|spoof\w*|comed\w*|humou?r\w*|funny|jokes?|tongue[- ]in[- ]cheek|(?:clearly|obviously|openly) (?:fake|fictional|made[- ]up)|make it obvious)\b/i,
  ],
  ['cannot-comply/context', 'SELF_DEFENCE', /\b(?:self[- ]defen[cs]e|martial arts?|boxing|boxers?|fencing|sparring|hunting|hunters?|paintball)\b/i],
  [
    'cannot-comply/context',
    'CSAM_SAFE',
    /\b(?:sex(?:ual)?[- ]?(?:education|health)|sex-ed|puberty|p(?:a)?ediatric\w*|body safety|safe and unsafe touch|age[- ]appropriate|parents?|parenting|doctors?|nurses?|medical|psycholog\w*|consenting adults|adults only)\b/i,
  ],
  [
    'cannot-comply/context',
    'JB_DEFENSIVE',
    /\b(?:if|when|whenever) (?:a |the )?(?:user|someone|anyone|they|people)\b[^.]{0,60}\b(?:ignore|bypass|jailbreak|dan|developer mode|unrestricted|rules)|\b(?:users?|people|attackers?) (?:may|might|will|could|often) (?:try|attempt|claim|ask)|\bjailbreak (?:attempts?|prompts?|detection)|\b(?:refuse|decline|resist|ignore) (?:\w+ ){0,3}(?:jailbreak|such (?:claims|attempts|requests)|attempts)/i,
  ],
  [
    'cannot-comply/context',
    'CUES.violence',
    /\b(?:kill\w*|murder\w*|hurt\w*|harm\w*|injur\w*|poison\w*|stalk\w*|attack\w*|beat(?:s|ing)? (?:up|them|him|her)|assault\w*|tortur\w*|threat\w*|intimidat\w*|terrori[sz]\w*|revenge|punish\w*|suffer\w*|violen\w*|weapons?|stab\w*|shoot\w*|strangl\w*|ambush\w*|disappear|suicid\w*|self[- ]harm|cut(?:ting)? themselves|starv\w*|end (?:their|his|her|your) li(?:fe|ves)|die|death|dead|pain(?:ful)?|bruises?|hit(?:ting)?|scare\w*|make (?:\w+ ){0,2}(?:pay|regret|bleed)|bleed\w*|hospital\w*|bomb\w*|explosi\w*|massacre\w*)\b/i,
  ],
  [
    'cannot-comply/context',
    'CUES.terrorism',
    /\b(?:attack\w*|bomb\w*|explosi\w*|terror\w*|extremis\w*|jihad\w*|caliphate|militia\w*|militant\w*|radicali[sz]\w*|recruit\w*|martyr\w*|fighters?|massacre\w*|shooting\w*|casualt\w*|armed|race war|propaganda|cells?|holy war|weapons?|neo-?nazi\w*|supremac\w*|accelerationis\w*|brotherhood|unbelievers|infidels|take up arms|strike)\b/i,
  ],
  [
    'cannot-comply/context',
    'CUES.safety_circumvention',
    /\b(?:restrictions?|restricted|unrestricted|guidelines|filters?|filtered|unfiltered|censor\w*|uncensored|ethic\w*|moral\w*|amoral|jailbr\w*|DAN|developer mode|unlocked|refus\w*|limitations|no limits|constraints|unshackled|unbound|unchained|content rules|no longer bound|guardrails?|safety|alignment|content polic(?:y|ies)|openai|anthropic|illegal|harmful|dangerous)\b/i,
  ],
  [
    'cannot-comply/context',
    'CUES.other',
    /\b(?:scam\w*|fraud\w*|phish\w*|launder\w*|stolen|steal\w*|malware|ransom\w*|hack\w*|dox\w*|harass\w*|fake|deepfakes?|nudes?|naked|drugs?|cocaine|heroin|meth|fentanyl|blackmail\w*|extort\w*|counterfeit\w*|disinformation|misinformation|propaganda|racis\w*|hate|hateful|dehumani[sz]\w*|animals?|tortur\w*|credentials|identit(?:y|ies)|credit cards?|card numbers|cheat\w*|evad\w*|illegal\w*|exploit\w*|keylog\w*|crypto\w*|spam\w*|virus\w*|passwords?|impersonat\w*|trick\w*|defraud\w*|swindl\w*|forg(?:e|ed|ery)|address(?:es)?|without (?:their|her|his) (?:consent|knowledge))\b/i,
  ],
  ['cannot-comply/engine', 'GLORIFY_VERB', /\b(?:glorif\w*|celebrat\w*|praise|support|join|fight for|martyr\w*)\b/i],
  [
    'cannot-comply/engine',
    'VIOLENCE_FRAME',
    /\b(?:fiction|novel|story|stories|screenplay|game|character|roleplay|self[- ]defen[cs]e|martial arts|history|historical)\b/i,
  ],
  [
    'cannot-comply/engine',
    'JB_MENTION',
    /\b(?:such as|e\.g\.|like|detect|classif\w*|analy[sz]\w*|research\w*|if (?:a |the )?user|attempts?|refuse|never|resist\w*|proof|hardened)\b|jailbreak-(?:resistant|proof|hardened)/i,
  ],
  ['cannot-comply/engine', 'MAKE_VERB', /\b(?:write|create|generate|draft|craft|produce|run|operate)\b/i],
  ['cannot-comply/engine', 'TRADE', /\b(?:buy|sell|trade|trading|use|cash(?:ing)? out|market(?:place)?|vendor|shop|monetis|monetiz)\w*/i],
  ['cannot-comply/engine', 'NCII_SAFE', /\b(?:fiction(?:al)? characters?|consenting adults)\b/i],
  ['cannot-comply/engine', 'OWN_SYSTEM', /\b(?:own|authori[sz]ed|pentest|penetration|permission)\b/i],
  ['cannot-comply/engine', 'CARRY_OUT', /\b(?:do (?:it|that|this|so)|carry (?:it|this|that) out)\b/i],
  ['screen/evasion/gaslighting', 'CLAIM_STEMS', /^(?:earlier|before|previous|mention|said|agree|confirm|discuss|note|explain|also|already)$/],
  [
    'preprocess/lexicon',
    'TOPIC_FILLER',
    /^(?:the|and|any|our|your|their|other|about|topics?|subjects?|things?|stuff|matters?|issues?|questions?|related|regarding|anything|everything|information|details?|advice|opinions?|views?|that|this|with|from|for)$/,
  ],
];

describe('vocabulary moved to seeds/lexicons compiles to the regex it replaced', () => {
  it.each(moved)('%s %s', (mod, name, was) => {
    const re = name.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], modules[mod]);
    expect(re).toBeInstanceOf(RegExp);
    expect((re as RegExp).source).toBe(was.source);
    expect((re as RegExp).flags).toBe(was.flags);
  });
});

/** [topic, the literal that named it] in the order cuesFor tries them. */
const aliases: Array<[string, RegExp]> = [
  [
    'internal',
    /\binternal (?:company |business |corporate )?(?:matters|affairs|business|issues|news|decisions|plans)|\blayoffs?\b|restructur|\breorg|\bearnings\b|company (?:plans|finances|strategy)/i,
  ],
  ['politics', /\bpolitic|elections?\b|government|\bparties\b|\bparty politics/i],
  ['religion', /\breligio|\bfaith\b|spiritual|\bbeliefs?\b/i],
  ['dosage', /\bdos(?:age|ing|es)\b/i],
  ['medical', /\bmedic|\bhealth|diagnos|treatment|\bconditions?\b|\bsymptoms?\b|\bdiseases?\b|\billness/i],
  ['legal', /\blegal|\blaw\b|lawsuit|\bleases?\b|tenanc/i],
  ['financial', /\binvest|financ|\bstocks?\b|\bcrypto|\btrading\b/i],
  ['pricing', /\bpric|\bcosts?\b|\bfees?\b|\bquotes?\b|\brates\b/i],
  ['weather', /\bweather|\bforecasts?\b/i],
  ['sports', /\bsports?\b|\bmatch(?:es)? results?|\bscores?\b|\bfixtures?\b|\btransfers?\b|football|soccer/i],
  ['dating', /\bdating|romance|relationships?\b|\blove life/i],
  ['violence', /\bviolen|weapons?/i],
  ['drugs', /\b(?:illegal |recreational )?drugs\b|narcotic/i],
  ['alcohol', /\balcohol|\bdrinks?\b|\bwine\b|\bbeer\b|\bliquor/i],
  ['sex', /\bsex|adult content|nsfw/i],
  ['salary', /\bsalar|compensation/i],
  ['personal_information', /\bpersonal (?:information|data|details)|\bpii\b/i],
  ['shipping', /\bdeliver|\bshipping|\bdispatch|\btracking|\bparcels?\b/i],
  ['returns', /\brefunds?\b|\breturns?\b|money back/i],
  ['cancellation', /\bcancel/i],
  ['bugs', /\bbugs?\b|\bcrash|\berrors?\b|\bglitch|technical (?:problems?|issues?)/i],
  ['hours', /\bopening (?:hours|times)|\bhours\b|closing times?/i],
  ['warranty', /\bwarrant|guarantee claim/i],
  ['booking', /\bbookings?\b|\breservations?\b|\bappointments?\b/i],
  ['restaurants', /\brestaurants?\b|places to eat|dining/i],
  ['product_launch', /\blaunch|release dates?|unreleased|upcoming (?:products?|features?|releases?)|roadmap/i],
  ['cooking', /\bcook|recipe|culinary|food/i],
  ['travel', /\btravel|trips?\b|vacation/i],
  ['fitness', /\bfitness|exercise|workout/i],
  ['programming', /\bprogramm|coding|software development|\bcode\b/i],
  ['technology', /\btech(?:nology|nical)?\b|computers?/i],
  ['math', /\bmath|homework/i],
  ['gardening', /\bgarden|plants?\b/i],
  ['pets', /\bpets?\b|\bdogs?\b|\bcats?\b/i],
  ['history', /\bhistor/i],
  ['geography', /\bgeograph/i],
  ['writing', /\bessays?\b|cover letters?|creative writing/i],
  ['entertainment', /\bmovies?\b|\bfilms?\b|entertainment|celebrit/i],
];

describe('topic aliases moved to seeds/lexicons/en/topic-aliases.json', () => {
  it('compile to the same regexes, names and order', () => {
    expect(ALIASES.map(([re, name]) => [name, re.source, re.flags])).toEqual(aliases.map(([name, re]) => [name, re.source, re.flags]));
  });
});
