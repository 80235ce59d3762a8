/**
 * Issue 9, vocabulary as data: each regex whose phrase list moved from steer code to seeds/lexicons/<lang>/*.json
 * compiles at load to exactly the regex it replaced (same source, same flags). The literals below are the
 * patterns as they stood in code before the move (main 2b7954b), kept here as the reference.
 */

import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as cannot_comply_context from '../../processors/steer/cannot-comply/context.js';
import * as cannot_comply_engine from '../../processors/steer/cannot-comply/engine.js';
import { SECTORS } from '../../processors/steer/preprocess/brands.js';
import * as preprocess_clauses_types from '../../processors/steer/preprocess/clauses/types.js';
import * as preprocess_families_banned_characters from '../../processors/steer/preprocess/families/banned-characters.js';
import * as preprocess_families_banned_strings from '../../processors/steer/preprocess/families/banned-strings.js';
import * as preprocess_families_competitors from '../../processors/steer/preprocess/families/competitors.js';
import * as preprocess_families_conditionals from '../../processors/steer/preprocess/families/conditionals.js';
import * as preprocess_families_counts from '../../processors/steer/preprocess/families/counts.js';
import * as preprocess_families_disclosure from '../../processors/steer/preprocess/families/disclosure.js';
import * as preprocess_families_formats from '../../processors/steer/preprocess/families/formats.js';
import * as preprocess_families_language from '../../processors/steer/preprocess/families/language.js';
import * as preprocess_families_length from '../../processors/steer/preprocess/families/length.js';
import * as preprocess_families_letter_case from '../../processors/steer/preprocess/families/letter-case.js';
import * as preprocess_families_opening_ending from '../../processors/steer/preprocess/families/opening-ending.js';
import * as preprocess_families_repeat_request from '../../processors/steer/preprocess/families/repeat-request.js';
import * as preprocess_families_required_phrases from '../../processors/steer/preprocess/families/required-phrases.js';
import * as preprocess_families_scope from '../../processors/steer/preprocess/families/scope.js';
import * as preprocess_families_secrets from '../../processors/steer/preprocess/families/secrets.js';
import * as preprocess_families_topics from '../../processors/steer/preprocess/families/topics.js';
import * as preprocess_families_typed_slots from '../../processors/steer/preprocess/families/typed-slots.js';
import * as preprocess_family from '../../processors/steer/preprocess/family.js';
import * as preprocess_lexicon from '../../processors/steer/preprocess/lexicon.js';
import { ALIASES } from '../../processors/steer/preprocess/lexicon.js';
import * as preprocess_persona from '../../processors/steer/preprocess/persona.js';
import * as preprocess_protected_statement from '../../processors/steer/preprocess/protected-statement.js';
import * as preprocess_protected_values from '../../processors/steer/preprocess/protected-values.js';
import * as quality_engine from '../../processors/steer/quality/engine.js';
import * as redeem_edit from '../../processors/steer/redeem/edit.js';
import * as redeem_engine from '../../processors/steer/redeem/engine.js';
import * as screen_checks_ai_disclosure from '../../processors/steer/screen/checks/ai-disclosure.js';
import * as screen_checks_conditional from '../../processors/steer/screen/checks/conditional.js';
import * as screen_checks_ending from '../../processors/steer/screen/checks/ending.js';
import * as screen_checks_forbidden_strings from '../../processors/steer/screen/checks/forbidden-strings.js';
import * as screen_checks_format from '../../processors/steer/screen/checks/format.js';
import * as screen_checks_length from '../../processors/steer/screen/checks/length.js';
import * as screen_checks_required_phrase from '../../processors/steer/screen/checks/required-phrase.js';
import * as screen_checks_scope from '../../processors/steer/screen/checks/scope.js';
import * as screen_checks_topic from '../../processors/steer/screen/checks/topic.js';
import * as screen_context from '../../processors/steer/screen/context.js';
import * as screen_evasion_framing from '../../processors/steer/screen/evasion/framing.js';
import * as screen_evasion_gaslighting from '../../processors/steer/screen/evasion/gaslighting.js';
import * as screen_evasion_injection from '../../processors/steer/screen/evasion/injection.js';
import * as screen_evasion_negation from '../../processors/steer/screen/evasion/negation.js';
import * as screen_evasion_roleplay from '../../processors/steer/screen/evasion/roleplay.js';
import * as text from '../../processors/steer/text.js';
import { describePinnedRegexes, type PinnedRegex } from '../helpers/pinned-regexes.js';

const modules: Record<string, unknown> = {
  'preprocess/families/banned-characters': preprocess_families_banned_characters,
  'preprocess/families/banned-strings': preprocess_families_banned_strings,
  'preprocess/families/competitors': preprocess_families_competitors,
  'preprocess/families/conditionals': preprocess_families_conditionals,
  'preprocess/families/counts': preprocess_families_counts,
  'preprocess/families/disclosure': preprocess_families_disclosure,
  'preprocess/families/formats': preprocess_families_formats,
  'preprocess/families/language': preprocess_families_language,
  'preprocess/families/length': preprocess_families_length,
  'preprocess/families/letter-case': preprocess_families_letter_case,
  'preprocess/families/opening-ending': preprocess_families_opening_ending,
  'preprocess/families/repeat-request': preprocess_families_repeat_request,
  'preprocess/families/required-phrases': preprocess_families_required_phrases,
  'preprocess/families/scope': preprocess_families_scope,
  'preprocess/families/secrets': preprocess_families_secrets,
  'preprocess/families/topics': preprocess_families_topics,
  'preprocess/families/typed-slots': preprocess_families_typed_slots,
  'screen/checks/ai-disclosure': screen_checks_ai_disclosure,
  'screen/checks/conditional': screen_checks_conditional,
  'screen/checks/ending': screen_checks_ending,
  'screen/checks/forbidden-strings': screen_checks_forbidden_strings,
  'screen/checks/format': screen_checks_format,
  'screen/checks/length': screen_checks_length,
  'screen/checks/required-phrase': screen_checks_required_phrase,
  'screen/checks/scope': screen_checks_scope,
  'screen/checks/topic': screen_checks_topic,
  text: text,
  'preprocess/protected-statement': preprocess_protected_statement,
  'preprocess/protected-values': preprocess_protected_values,
  'preprocess/family': preprocess_family,
  'preprocess/clauses/types': preprocess_clauses_types,
  'preprocess/persona': preprocess_persona,
  'screen/context': screen_context,
  'quality/engine': quality_engine,
  'redeem/edit': redeem_edit,
  'redeem/engine': redeem_engine,
  'cannot-comply/context': cannot_comply_context,
  'cannot-comply/engine': cannot_comply_engine,
  'preprocess/lexicon': preprocess_lexicon,
  'screen/evasion/framing': screen_evasion_framing,
  'screen/evasion/gaslighting': screen_evasion_gaslighting,
  'screen/evasion/injection': screen_evasion_injection,
  'screen/evasion/negation': screen_evasion_negation,
  'screen/evasion/roleplay': screen_evasion_roleplay,
};

/** [module under processors/steer/, exported name, the literal it replaced] */
const moved: PinnedRegex[] = [
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
    /\b(?:sex(?:ual)?[- ]?(?:education|health)|sex-ed|puberty|p(?:a)?ediatric\w*|body safety|safe and unsafe touch|age[- ]appropriate|parents?|parenting|doctors?|nurses?|medical|psycholog\w*|consenting adults|adults?[- ]only)\b/i,
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
  // second pass (issue 9): the literals as they stood on main 2aef179
  ['preprocess/families/banned-characters', 'COMMA_COMA_VIRGULE', /\b(?:commas?|comas?|virgules?)\b/i],
  ['preprocess/families/banned-characters', 'EXCLAMATION', /\b(?:exclamation (?:marks?|points?)|exclamations?)\b/i],
  ['preprocess/families/banned-characters', 'EMOJI_EMOTICON', /\b(?:emojis?|emoticons?|émojis?)\b/i],
  ['preprocess/families/banned-characters', 'DIGIT_NUMERAL_ARABIC', /\b(?:digits?|numerals?|arabic numerals|chiffres(?: arabes)?|dígitos|números)\b/i],
  ['preprocess/families/banned-characters', 'EM_EN_DASHES', /\b(?:em[- ]?dash(?:es)?|en[- ]?dash(?:es)?|dashes)\b/i],
  ['preprocess/families/banned-characters', 'ACCENT_ACCENTED_ACENTO', /\b(?:accents?|accented (?:letters|characters)|acentos?|tildes?)\b/i],
  ['preprocess/families/banned-characters', 'DOUBLE_COMILLAS_GUILLEMETS', /\b(?:(?:double )?quotation marks|(?:double )?quotes|comillas|guillemets)\b/i],
  ['preprocess/families/banned-characters', 'NEG_CHAR', /\b(?:no|without|sin|sans|pas de|aucune?)\s+(?:\w+\s+){0,2}$/i],
  ['preprocess/families/banned-characters', 'REFRAIN_ABSTAIN_ABSTENTE', /\b(?:refrain|abstain|abstente|free of|zero)\b/i],
  ['preprocess/families/banned-characters', 'USE_UTILISER_USAR', /\b(?:use|utiliser|usar|without|sans|sin|no)\b/i],
  [
    'preprocess/families/banned-characters',
    'LETTER_CHARACTER_CHAR',
    /\b(?:letter|character|char|caractère|carácter|letra|lettre)\s+(?:["'“‘](\S)["'”’]|(\p{L}|\p{N})(?=[\s,.;:!?)]|$))/iu,
  ],
  ['preprocess/families/banned-characters', 'AT_TIMES_VECES', /\b(?:at least|times|veces|fois|au moins|al menos)\b/i],
  [
    'preprocess/families/banned-strings',
    'VERB',
    /\b(?:refer(?:ring)? to (?:[\w-]+ ){1,3}as|call(?:ing)? (?:[\w-]+ ){1,2}|describ\w* (?:[\w-]+ ){1,3}as|say|said|use|using|write|mention|mentioning|include|including|output|utter|type|print|repeat|respond with|reply with|answer with|contain|containing|start with|use the words?|share|sharing|reveal|disclose|give out|post|link(?: to)?|send|provide|usar|utilizar|decir|mencionar|incluir|utiliser|employer|dire|mentionner|contient|contenir|inclure)\b/i,
  ],
  [
    'preprocess/families/banned-strings',
    'WORDISH',
    /\b(?:words?|terms?|phrases?|expressions?|keywords?|names?|slurs?|profanity|swear ?words|palabras?(?: clave)?|términos|mots?(?:-clés)?|termes)\b/i,
  ],
  ['preprocess/families/banned-strings', 'UNLESS', /\b(unless|except(?: when| if)?|only (?:if|when)|until)\b(.*)$/i],
  [
    'preprocess/families/banned-strings',
    'WORD_TERM_PHRASE',
    /\b(?:words?|terms?|phrases?|expressions?|keywords?|palabras?(?: clave)?|mots?(?:-clés)?|termes)\s*(?::\s*)?(?:like |such as |including )?([^.;:]+)/i,
  ],
  ['preprocess/families/banned-strings', 'IN_YOUR_THE', /^(?:in|your|the|response|answer)$/i],
  ['preprocess/families/banned-strings', 'MENTION_SAY_NAME', /\b(?:mention|say|name|use|reference|write)\s+(.+)$/i],
  ['preprocess/families/banned-strings', 'PASSWORD_PASSCODE_ACCESS', /\b(?:password|passcode|access code|api key|secret|token)\b/i],
  ['preprocess/families/banned-strings', 'ASKED_USER_THEY', /\b(?:unless|if)\b.{0,40}\b(?:asked|user|they)\b.{0,30}\b(?:ask|request|want)/i],
  [
    'preprocess/families/banned-strings',
    'SAY_USE_WRITE',
    /(?:[—–;:(]|,|\.|\s-\s)\s*(?:and\s+|but\s+)?(?:instead,?\s+)?(?:(?:please|always|you (?:should|may|can))\s+)?(?:say|use|write|prefer|try|opt for|go with|call (?:it|them|us)|refer to (?:it|them|us) as|send|direct|point|refer|link to|recommend|mention)\b/i,
  ],
  ['preprocess/families/banned-strings', 'OTHER_EXCEPT_BESIDES', /(?:other than|except|besides|apart from|but|only|rather than|unlike)\s*["'“‘`]?$/i],
  ['preprocess/families/banned-strings', 'OTHER_EXCEPT_BUT', /\b(?:anything|nothing) (?:other than|except|but|besides)\b/i],
  [
    'preprocess/families/banned-strings',
    'HTTP_WWW_COM',
    /\b(?:https?:\/\/[^\s)"']+|www\.[^\s)"']+|[\w.+-]+@[\w-]+\.[\w.]+|[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|org|net|io|co|dev|app|ai|internal|local|corp|intranet|example)(?:\/[^\s)"']*)?)/gi,
  ],
  ['preprocess/families/banned-strings', 'HIGHLIGHT_BOLD_ITALIC', /\b(?:highlight|bold|italic|emphasi[sz]e|markdown)\w*/i],
  ['preprocess/families/banned-strings', 'ANY_YOUR_THE', /\b(?:start|begin|open)\w*\s+(?:(?:a|any|your|the|each|every)\s+)?(?:\w+\s+)?with\b/i],
  ['preprocess/families/banned-strings', 'ANY_YOUR_THE_2', /\b(?:end|finish|close|conclude)\w*\s+(?:(?:a|any|your|the|each|every)\s+)?(?:\w+\s+)?with\b/i],
  [
    'preprocess/families/competitors',
    'COMPETITOR',
    /\b(?:competitors?|competition|competing (?:[\w+-]+ ){0,2}(?:brands?|companies|products|services|firms|vendors|apps|chains|providers|platforms|stores|shops|airlines|banks|carriers|networks|retailers|manufacturers)|rivals?|rival (?:[\w+-]+ ){0,2}(?:brands?|companies|products|chains|apps|services|stores|firms)|other (?:[\w+-]+ ){0,2}(?:brands?|companies|providers|vendors|banks|stores|shops|airlines|retailers|carriers|networks|platforms|products|services|apps|chains|manufacturers|makers|businesses|operators|sellers)|third[- ]party (?:brands?|products|sellers|retailers))\b/i,
  ],
  [
    'preprocess/families/competitors',
    'FORBID_VERB',
    /\b(?:mention(?:ing)?|nam(?:e|ing)|recommend(?:ing)?|referenc(?:e|ing)|refer(?:ring)? to|promot(?:e|ing)|endors(?:e|ing)|suggest(?:ing)?|compar(?:e|ing)|talk(?:ing)? about|discuss(?:ing)?|bring(?:ing)? up|say|acknowledg(?:e|ing)|speak(?:ing)? (?:about|of)|point(?:ing)? (?:users?|customers?|people) to|send(?:ing)? (?:users?|customers?|people) to)\b/i,
  ],
  [
    'preprocess/families/competitors',
    'LIST_INTRO',
    // widened on 2026-11-28 (in particular, especially, notably…: docs/steer.md, "Readings of parts")
    /(?:such as|like|including|e\.g\.,?|namely|in particular|particularly|especially|notably|specifically|for (?:example|instance)|:|\bare\b|\binclude\b|\(|—|-)\s*(?:for (?:example|instance),?\s*|e\.g\.,?\s*|such as\s*|like\s*|including\s*)?(.+)$/i,
  ],
  ['preprocess/families/competitors', 'COM_IO_AI', /\.(?:com|io|ai|net|org)$/i],
  [
    'preprocess/families/competitors',
    'COMPETITOR_RIVAL_COMPETING',
    /\b(?:competitors?|rivals?|rival brands?|competing brands?)\s+((?:[\p{Lu}\d][\p{L}\d.&'-]*)(?:(?:\s*,\s*|\s+(?:and|or)\s+|\s+)[\p{Lu}\d][\p{L}\d.&'-]*)*)/u,
  ],
  ['preprocess/families/competitors', 'IN_UNLESS_WHEN', /[.;]|\)\s|\bin (?:any|your)\b|\bunless\b|\bwhen\b|\bor (?:their|its|any)\b/],
  [
    'preprocess/families/conditionals',
    'TRAILING',
    /^(?:\W*)(?:\d+[.)]\s*)?((?:(?:always|please|make sure to|be sure to|you (?:must|should))\s+)?(?:respond|reply|answer|say|tell|direct|refer|redirect|point|recommend|suggest|give|provide|share|mention|include|ask|offer|send|remind|explain)\b.+?)[,;]?\s+(?:when(?:ever)?|if|once)\s+((?:the\s+|a\s+|an\s+|any\s+)?(?:user|customer|someone|anyone|they|visitor|client|caller|student|patient|guest|member|person|people|buyer|shopper|parent)\b.+?)[.!]?$/i,
  ],
  [
    'preprocess/families/conditionals',
    'FOR_Q',
    /^(?:\W*)(?:for|on|with|regarding)\s+(?:any\s+|all\s+)?(?:questions?|inquiries|enquiries|requests|queries|messages|complaints)\s+(?:about|regarding|on|related to|concerning|involving)\s+(.+?),\s*(.+)$/i,
  ],
  [
    'preprocess/families/conditionals',
    'REFUSE',
    /\b(?:decline|refuse|do not (?:answer|help|provide|discuss|engage)|don'?t (?:answer|help|provide|discuss|engage)|say (?:that )?you (?:can'?t|cannot|are unable)|apologi[sz]e and|politely (?:decline|refuse|say no))\b/i,
  ],
  [
    'preprocess/families/conditionals',
    'SAY',
    /\b(?:respond|reply|answer|say|output|tell|direct|refer|redirect|point|recommend|suggest|explain|remind|inform|let them know|mention|share|give|provide|send|ask|offer|invite|encourage|advise|include|book|escalate|transfer)\w*\b/i,
  ],
  [
    'preprocess/families/conditionals',
    'AVOID',
    /^(?:(?:you\s+)?(?:must|should|may|can)\s+(?:not|never)|(?:please\s+)?(?:do not|don'?t|never|avoid|refrain from)|you\s+(?:never|do not|don'?t))\s+(?:ever\s+)?(\w+)\s+(.+)$/i,
  ],
  ['preprocess/families/conditionals', 'DATE_DEADLINE_TIMELINE', /\b(?:dates?|deadlines?|timelines?|when\b|launch (?:dates?|day))/i],
  ['preprocess/families/conditionals', 'PRICE_PRICING_COST', /\b(?:prices?|pricing|costs?|fees?|quotes?|rates?|amounts?|figures?|numbers?|how much)\b/i],
  [
    'preprocess/families/conditionals',
    'EXACT_TOKEN',
    /\b(?:https?:\/\/[^\s)"']+|www\.[^\s)"']+|[\w.+-]+@[\w-]+\.[\w.]+|[a-z0-9-]+\.(?:com|org|net|io|co|example|app|dev)(?:\/[^\s)"']*)?|\+?\d[\d\s().-]{7,}\d|\d{3,}(?![\d,.]*\s*(?:days?|hours?|minutes?|weeks?|months?|years?|%|percent)))\b/gi,
  ],
  ['preprocess/families/conditionals', 'THE_AN_ANY', /^(?:the|a|an|any)\s+/i],
  [
    'preprocess/families/conditionals',
    'USER_CUSTOMER_SOMEONE',
    /^(?:user|customer|someone|anyone|they|visitor|client|caller|student|patient|guest|member|person|people|buyer|shopper|parent)\s+/i,
  ],
  [
    'preprocess/families/conditionals',
    'OTHER_UNRELATED_NOT',
    /\b(?:other than|unrelated to|not (?:related to|about|connected to)|outside(?: of)?|off-topic|beyond|besides|apart from)\b/i,
  ],
  ['preprocess/families/conditionals', 'PASSWORD_PASSCODE_ACCESS', /\b(?:password|passcode|access code|secret (?:code|word|phrase)|code ?word|the code)\b/i],
  ['preprocess/families/conditionals', 'ASK_REQUEST_WANT', /\b(?:asks?|requests?|wants?|tries)\b[^.]{0,20}\b(?:for|to (?:get|know|see|reveal))\b/i],
  ['preprocess/families/conditionals', 'SAY_ENTER_TYPE', /\b(?:says?|enters?|types?|provides?|gives?|inputs?|writes?|uses?)\b/i],
  [
    'preprocess/families/conditionals',
    'ASK_INQUIRE_ENQUIRE',
    /\b(?:ask(?:s|ed)?|inquires?|enquires?|wants? to know|has questions?|mentions?|talks?|brings? up|reports?|complains?|describes?|needs?|wants?|requests?|is looking for|looks for)\s+(?:\w+\s+)?(?:about|for|regarding|on|of)?\s*(.+)$/i,
  ],
  [
    'preprocess/families/conditionals',
    'ALREADY_EARLIER_BEFORE',
    /\b(?:already|earlier|before|previously|at any point|has (?:given|provided|shared|told|said|mentioned))\b/i,
  ],
  [
    'preprocess/families/conditionals',
    'AND_BEFORE',
    /\s*;\s*|,?\s+(?:and|but)\s+(?=(?:you\s+)?(?:do not|don'?t|never|must not|should not|avoid)\b)|\s+(?:before|after|and then)\s+(?=\w+ing\b)(?!(?:any|every|some|no)thing\b)/i,
  ],
  [
    'preprocess/families/conditionals',
    'GIVEN_PROVIDED_SHARED',
    /\b(?:given|provided|shared|told you|mentioned|said|stated|asks? (?:about|for))\s+(?:you\s+)?(.+)$/i,
  ],
  ['preprocess/families/conditionals', 'ANSWER_HELP_ENGAGE', /^(?:answer|help|engage|respond|reply|discuss)$/i],
  ['preprocess/families/conditionals', 'AGAIN_ANYMORE_ANY', /\s+(?:again|anymore|any more|twice|either|at all|yourself)\b.*$/i],
  ['preprocess/families/conditionals', 'IT_THEM_THIS', /^(?:it|them|this|that|those|these|for it|for them|for this|for that)$/i],
  ['preprocess/families/conditionals', 'FOR_ABOUT_ON', /^(?:for|about|on|any|the|a|an|your|their|our)\s+/gi],
  ['preprocess/families/conditionals', 'ANY_THE_THEIR', /^(?:any|the|their|your)\s+/i],
  ['preprocess/families/conditionals', 'ASK_REQUEST_RE', /^(?:ask|request|re-?ask|ask for|require)/],
  [
    'preprocess/families/conditionals',
    'THEM_THE_HIM',
    /^(?:(?:you\s+)?(?:should|must|always|please|politely|kindly|first)\s+)*ask\s+(?:them|the (?:user|customer|caller|guest|patient|client)|him|her|for|which|what|whether|if|how|when|where)\b/i,
  ],
  ['preprocess/families/conditionals', 'FOR_TO_ABOUT', /^.*?\bask\s+(?:them|the \w+|him|her)?\s*(?:for|to|about|whether|if)?\s*/i],
  [
    'preprocess/families/conditionals',
    'RESPOND_REPLY_ANSWER',
    /^.*?\b(?:respond|reply|answer|say|tell|direct|refer|redirect|point|recommend|suggest|explain|remind|inform|mention|share|give|provide|send|offer|invite|encourage|advise|include|book|escalate|transfer)\w*\b\s*(?:them|him|her|the user|users|the customer|the guest)?\s*(?:to|that|with|about)?\s*/i,
  ],
  [
    'preprocess/families/counts',
    'BULLET_BULLETS_PUNTOS',
    /\b(?:bullet(?:ed)?(?: points?| list items?| items?)?|bullets|puntos de lista|points de liste|puces|elementos de lista|ítems de lista|items de lista|points)\b/i,
  ],
  ['preprocess/families/counts', 'ITEM_POINT_STEP', /\bnumbered (?:list )?(?:items?|points?|steps?)\b/i],
  ['preprocess/families/counts', 'SECTION_SECCIONES_SECCION', /\b(?:sections?|secciones|sección|parties|parts?)\b/i],
  [
    'preprocess/families/counts',
    'HIGHLIGHTED_HIGHLIGHT_SECCIONES',
    /\b(?:highlighted (?:sections?|parts?|words?|phrases?)|highlights?|secciones resaltadas|resalta|mettre en évidence|en surbrillance)\b/i,
  ],
  ['preprocess/families/counts', 'PLACEHOLDER_MARCADORES_ESPACES', /\b(?:placeholders?|marcadores de posición|espaces réservés)\b/i],
  [
    'preprocess/families/counts',
    'MARK_BEGIN_START',
    /\b(?:mark|begin|start|marking|each|cada|chaque|highlight|divided|split|has|have|contain|consist|tener|tenga|incluir|comprendre)\b/i,
  ],
  ['preprocess/families/counts', 'HIGHLIGHT_RESALTA_SURBRILLANCE', /\bhighlight|resalta|surbrillance|évidence/i],
  ['preprocess/families/counts', 'EACH_EVERY_PER', /\beach bullet|every bullet|per bullet\b/i],
  ['preprocess/families/counts', 'AT_EXACTLY_OF', /\b(?:at least|at most|exactly|of)\b/i],
  ['preprocess/families/counts', 'NO_NOT', /\b(?:no more than|not more than|not exceed)\b/i],
  ['preprocess/families/counts', 'WITH_BY_CON', /\b(?:with|by|con|par|using)\s+["'“‘]?([A-Za-zÀ-ÿ]+)\s+(?:X|N|\d|\{\w+\}|\[\w+\])/i],
  [
    'preprocess/families/disclosure',
    'PROMPT_LEAK',
    /\b(?:reveal|share|disclose|repeat|show|print|output|tell|leak|expose|discuss|explain|paraphrase|summari[sz]e|give out|divulge)\b[^.]{0,40}\b(?:(?:these|your|this|the|my|its|any of (?:these|your|the))\s+(?:system\s+)?(?:instructions|prompt|rules|guidelines|directives|configuration|setup|system message|programming|initial prompt|pre-prompt))\b/i,
  ],
  [
    'preprocess/families/disclosure',
    'CONFIDENTIAL',
    /\b(?:(?:these|this|your|the)\s+(?:system\s+)?(?:instructions|prompt|rules|guidelines|system message))\s+(?:are|is|must (?:be|remain)|should (?:be|remain))\s+(?:strictly\s+)?(?:confidential|secret|private|hidden)\b/i,
  ],
  [
    'preprocess/families/disclosure',
    'AI_REVEAL',
    /\b(?:reveal|disclose|admit|say|mention|tell (?:\w+ ){0,2}|let (?:anyone|users?|customers?|guests?|people|them) know|acknowledge|break character|claim|confirm|suggest|imply|describe|call|refer to|present|identify|introduce)\b[^.]{0,40}\b(?:(?:you are|you['’]re|that you are|being|to be|yourself as|yourself)\s+(?:an?\s+)?(?:ai|a\.i\.|artificial intelligence|bot|chatbot|language model|llm|machine|computer program|assistant model|(?:any )?other (?:assistant|model|ai|chatbot|persona|character)|(?:chatgpt|claude|gpt|gemini))|character)\b/i,
  ],
  [
    'preprocess/families/disclosure',
    'IN_CHARACTER',
    /\b(?:(?:never|do not|don'?t|must not)\s+(?:\w+\s+)?break(?:ing)? character|stay(?:s|ing)? in character|remain in character|keep (?:up )?(?:the|your) (?:persona|character)|never (?:admit|reveal|say|acknowledge) (?:that )?(?:you(?:'re| are)|being) (?:an? )?(?:ai|bot|machine|language model))\b/i,
  ],
  [
    'preprocess/families/formats',
    'JSON_REQ',
    /\b(?:(?:in|as|with|using|wrapped in|format(?:ted)? (?:as|in)|formato|en|only|valid|output|respond(?:s)?(?: only)? with|return|reply with)\s+(?:valid\s+|a\s+|an\s+|strict\s+|only\s+|proper\s+)?json|json[- ](?:format(?:ted)?|only|object))\b|\bformato json\b|\ben json\b|\bformat json\b|\bjson\s?形式/i,
  ],
  [
    'preprocess/families/formats',
    'QUOTE_REQ',
    /\b(?:wrap|enclose|surround|put|envuelve|encierra|enveloppez|encadrez|encadrer|entourez|entourer|mettez)\b[^.]{0,60}\b(?:double quot(?:ation marks|es)|quotation marks|quotes|comillas(?: dobles)?|guillemets)\b|(?:鉤括弧|かぎ括弧|かぎかっこ|「」|二重引用符|引用符)[^。]{0,12}(?:囲|括っ|くくっ)/i,
  ],
  [
    'preprocess/families/formats',
    'TITLE_REQ',
    /\btitle\b[^.]{0,80}(?:<<|double angular brackets|dobles corchetes angulares)|\b(?:título|titre)\b[^.]{0,80}(?:<<|##|corchetes angulares|doubles dièses)/i,
  ],
  ['preprocess/families/formats', 'PS_REQ', /\b(?:postscript|post-script|post scriptum|post-scriptum|posdata|p\.\s?s\.|p\.p\.s)/i],
  [
    'preprocess/families/formats',
    'OPTIONS_REQ',
    /\b(?:answer|respond|reply|répondez|responde)\w*\b[^.]{0,30}\b(?:with|using|by)?\s*(?:one of|una de|l'une des|alguna de)\b[^:]*(?:options|following|opciones|suivantes)?/i,
  ],
  [
    'preprocess/families/formats',
    'TWO_RESP',
    /\b(?:two|2|deux|dos)\s+(?:different |distinct |distinctes |distintas )?(?:responses|answers|versions|respuestas|réponses)\b[^.]*|\bseparated by (?:6|six) asterisk/i,
  ],
  ['preprocess/families/formats', 'NO_MD', /\b(?:markdown|formatting|headers|headings)\b/i],
  ['preprocess/families/formats', 'NO_BOLD', /\b(?:bold|italics?|boldface)\b/i],
  ['preprocess/families/formats', 'USER_THEY_ASKED', /\b(?:if|when|whenever)\b[^,]{0,40}\b(?:user|they|asked|someone)\b/i],
  ['preprocess/families/formats', 'EXAMPLE_INPUT_USER', /\b(?:example|input|user provides|given json|the following json)\b/i],
  ['preprocess/families/formats', 'KEY_FIELD_PROPERTIES', /\b(?:keys?|fields?|properties)\b\s*:?\s*(.+)$/i],
  [
    'preprocess/families/formats',
    'ENTIRE_WHOLE_FULL',
    /\b(?:entire|whole|full|all of|totalidad|l'intégralité|toute|response|answer|respuesta|réponse|récit|texte)\b|回答|返答|返事|全体|全文/i,
  ],
  [
    'preprocess/families/formats',
    'ADD_INCLUDE_END',
    /\b(?:add|include|end|append|finish|añad\w*|agreg\w*|inclu\w*|ajoutez|terminez|incluye|assurez|asegúrate|with|starting|start|begin)\b/i,
  ],
  [
    'preprocess/families/formats',
    'STARTING_START_BEGIN',
    /\b(?:starting with|start(?:ing)? with|begin(?:ning)? with|(?:empezando|iniciando|comenzando) (?:por|con)|que (?:empiece|comience|inicie) (?:por|con)|commen[cç]\w* par|que commence par|beginning with)\s+["'“‘]?((?:P\.)+S\.?|[\p{L}.]+)/iu,
  ],
  ['preprocess/families/formats', 'SIX_ASTERISK_SEIS', /\*{6}|six asterisk|6 asterisk|seis asteriscos|six astérisques|6 asteriscos/i],
  ['preprocess/families/formats', 'USE_INCLUDE_OUTPUT', /\b(?:use|include|output|format|add)\b/i],
  ['preprocess/families/formats', 'CODE_ONLY', /\b(?:code syntax|code block|only output markdown)\b/i],
  ['preprocess/families/formats', 'PLAIN_ONLY_IN', /\b(?:plain text only|only plain text|in plain text|as plain text)\b/i],
  [
    'preprocess/families/language',
    'USER_LANG',
    // widened on 2026-11-28 (curly apostrophes: guest’s language)
    /\b(?:respond|reply|answer|write|speak|communicate|talk)\w*\b[^.]{0,40}\b(?:in the (?:same )?language (?:of|as|that|used by|the (?:user|customer|guest|client|visitor)|they|it was|you were|in which)|in the (?:user|customer|guest|client|visitor)['’]?s (?:own |preferred )?language|in (?:their|the user['’]?s|the customer['’]?s) (?:own )?language|in whatever language (?:the (?:user|customer|guest|client)|they))|\b(?:mirror|match) (?:the )?(?:user['’]?s?|customer['’]?s?|guest['’]?s?|their) language|\b(?:mirror|match) the language (?:of|used by) the (?:user|customer|guest|client)/i,
  ],
  ['preprocess/families/language', 'NO_NINGUN_AUCUNE', /\b(?:no other|ningún otro|aucune autre|not in any other)\b/i],
  ['preprocess/families/language', 'USER_THEY_SOMEONE', /\b(?:if|when|whenever)\b[^,]{0,40}\b(?:user|they|someone|customer)\b/i],
  ['preprocess/families/length', 'WORD_PALABRA_MOT', /^(?:words?|palabras?|mots?)$/i],
  ['preprocess/families/length', 'SENTENCE_FRASE_ORACIONE', /^(?:sentences?|frases?|oraciones?|phrases?)$/i],
  ['preprocess/families/length', 'PARAGRAPH_PARRAFO_PARAGRAPHE', /^(?:paragraphs?|párrafos?|parrafos?|paragraphes?)$/i],
  ['preprocess/families/length', 'CHARACTER_CHAR_LETTER', /^(?:characters?|chars?|letters?|caracteres|caractères|lettres)$/i],
  ['preprocess/families/length', 'LINE_LINEAS_LIGNES', /^(?:lines?|líneas|lignes)$/i],
  [
    'preprocess/families/length',
    'ABOUT_OUTPUT',
    /\b(?:response|responses|answer|answers|reply|replies|output|message|messages|yourself|keep|limit|write|respond|answer|use|contain|tu respuesta|votre réponse|ta réponse|votre texte|your (?:text|story|essay|letter|summary|post|email|description))\b|\b(?:under|within|at most|no more than|maximum|at least|exactly|between|fewer than|less than|al menos|au moins|como máximo|no superes|au plus|un mínimo|un minimum|minimum)\b/i,
  ],
  [
    'preprocess/families/length',
    'PER_ITEM',
    /\b(?:each|every|per|cada|chaque)\s+(?:bullet|item|point|line|sentence|paragraph|section|title|heading|header|entry|idea|insight|fact|quote|tweet|option|step|word)s?\b|\bbullets? (?:as|of|with)\b|\b(?:IDEAS|INSIGHTS|FACTS|HABITS|QUOTES|RECOMMENDATIONS)\b|\btitle\b/,
  ],
  [
    'preprocess/families/length',
    'USER_SIDE',
    /\b(?:if|when|unless)\b[^.]{0,40}\b(?:user|prompt|input|message|they|someone)\b[^.]{0,30}\b(?:is|are|has|contains?|exceeds?)\b/i,
  ],
  ['preprocess/families/length', 'RESPONSE_ANSWER_REPLY', /\b(?:response|answer|reply|output)\b/i],
  ['preprocess/families/length', 'AN_UN_UNE', /^(?:a|an|un|une|una|uno)$/i],
  ['preprocess/families/length', 'SINGLE_ONE_ONLY', /\b(?:single|one|only|just|in a|with a|as a|into a|en una?|en une?)\s*$/i],
  ['preprocess/families/length', 'CONTAIN_HAVE_CONSIST', /\b(?:contain|have|consist|divided|split|structure)\w*\b/i],
  ['preprocess/families/length', 'AROUND_ABOUT_APPROXIMATELY', /\b(?:around|about|approximately|roughly|environ|aproximadamente|alrededor de)\s*$/i],
  [
    'preprocess/families/length',
    'MARKDOWN_DIVISOR_SEPARATEUR',
    /\*\*\*|markdown divider|divisor (?:de )?markdown|séparateur (?:markdown|\*\*\*)|マークダウンの区切り/i,
  ],
  [
    'preprocess/families/letter-case',
    'LOWER',
    /\b(?:lower ?case|lower-case|small letters|minúsculas|minuscules|no capital letters|without (?:using )?(?:any )?capital(?:s| letters)|sin mayúsculas|sans (?:utiliser de )?(?:lettres )?majuscules)\b/i,
  ],
  [
    'preprocess/families/letter-case',
    'UPPER',
    /\b(?:all caps|all capital(?:s| letters)|capital letters only|in capitals|upper ?case|upper-case|block letters|mayúsculas|majuscules)\b/i,
  ],
  [
    'preprocess/families/letter-case',
    'RESPONSE_RESPONSES_ANSWER',
    /\b(?:response|responses|answer|answers|reply|replies|output|text|write|respond|everything|entire|whole|all of|letters|respuesta|réponse|texte)\b/i,
  ],
  ['preprocess/families/letter-case', 'USE_WRITE_RESPOND', /^(?:use |write |respond )/i],
  ['preprocess/families/letter-case', 'NO_WITHOUT_SIN', /\b(?:no|without|sin|sans)\b/i],
  ['preprocess/families/letter-case', 'NO_AUCUNE_NINGUNA', /\b(?:no|aucune|ninguna)\s+(?:lettre\s+)?minuscul/i],
  ['preprocess/families/letter-case', 'ALL_UPPER', /\b(?:all caps|all capital|upper ?case)\b/i],
  [
    'preprocess/families/opening-ending',
    'END',
    /\b(?:end|ends|ending|finish|finishing|conclude|concluding|close|closing|wrap up|terminate|sign(?:s|ed)? off|sign your (?:messages?|responses?|emails?|replies)|termin[ae]\w*|finalice|finalizar|terminez|finissez|finir|concluez|conclure|concluir|concluya|concluye)\b/i,
  ],
  [
    'preprocess/families/opening-ending',
    'START',
    /\b(?:start|starts|starting|begin|begins|beginning|open|opens|opening|preface|prefix|greet(?: (?:the )?(?:users?|customers?|people|visitors?))?|comienz\w*|empie\w*|inicia\w*|commencez|commencer|débutez|débuter)\b/i,
  ],
  [
    'preprocess/families/opening-ending',
    'SUBJECT',
    /\b(?:response|responses|answer|answers|reply|replies|message|messages|output|email|emails|letter|story|text|conversation|interaction|chat|respuesta|réponse|récit|texte|lettre|analyse|análisis|historia|carta|informe|it|with|con|avec|par)\b/i,
  ],
  [
    'preprocess/families/opening-ending',
    'THIS_THE_ESTA',
    /\b(?:with|by|par|con|using)\s+(?:(?:this|the|a|the following|esta|la|cette)\s+)?(?:exact\s+)?(?:phrase|sentence|words?|line|frase|phrase suivante|mot)?\s*(?:exacta\s+)?:?\s*(.+)$/i,
  ],
  ['preprocess/families/opening-ending', 'NO_NINGUNA_AUCUNE', /\.\s+(?:No|Ninguna|Aucune|Nothing|Do not)\b/i],
  [
    'preprocess/families/opening-ending',
    'AN_THE_YOUR',
    /^(?:a|an|the|your|my|some|one|summary|question|conclusion|call to action|greeting|friendly|brief|short|polite)\b/i,
  ],
  ['preprocess/families/opening-ending', 'USER_THEY_ASKED', /\b(?:if|when|whenever)\b.{0,40}\b(?:user|they|asked|someone|customer)\b/i],
  ['preprocess/families/opening-ending', 'POSTSCRIPT_POSDATA_POST', /\b(?:postscript|posdata|post-?scriptum)\b|\bP\.\s?[SD]\./i],
  ['preprocess/families/opening-ending', 'AT_IN_AL', /\b(?:at the end|in the end|al final|à la fin|en fin d)\b|末尾|最後/i],
  ['preprocess/families/opening-ending', 'EXACT_EXACTLY_VERBATIM', /\b(?:exact|exactly|verbatim|word for word|mot pour mot|exacta|phrase)\b/i],
  ['preprocess/families/opening-ending', 'THE_AN_YOUR', /\bwith\s+(?:the|a|an|your|their|our)\s/i],
  ['preprocess/families/opening-ending', 'NO_NOTHING_NINGUNA', /\b(?:no other words|nothing else|ninguna otra|aucune autre|no other text)\b/i],
  [
    'preprocess/families/opening-ending',
    'YOUR_THE_EACH',
    /\bfirst word (?:of (?:your|the|each) (?:response|answer|reply))?\s*(?:should|must) be\s+["'“‘]?([\p{L}\p{N}'-]+)/iu,
  ],
  [
    'preprocess/families/repeat-request',
    'REPEAT',
    /\b(?:repeat|restate|echo|copy|reproduce|write out|quote|repite|repetir|répétez|répéter|recopiez)\w*\b[^.;]{0,30}?\b(?:(?:the|my|their|user'?s?|this|original)\s+)*(?:request|question|prompt|query|instruction|message|task|pregunta|petición|solicitud|demande|question|consigne)s?\b/i,
  ],
  [
    'preprocess/families/repeat-request',
    'EXACTLY',
    /\b(?:word for word|verbatim|exactly|without (?:any )?change|unchanged|as (?:it was )?(?:asked|written|given)|first|before (?:you )?(?:answer|respond|reply|giving)|then (?:give|answer|respond|provide)|palabra por palabra|textualmente|mot pour mot|textuellement|d'abord|primero)\b/i,
  ],
  [
    'preprocess/families/required-phrases',
    'REQUIRE',
    /\b(?:always|must|should|make sure|be sure|remember|ensure|need to|needs to|has to|have to|required?|every (?:response|answer|reply|message)|each (?:response|answer|reply|message)|all (?:responses|answers|replies))\b|^(?:include|mention|add|use|incluye|inclure|incluez|menciona|mentionnez)\b|\b(?:no olvides|asegúrate|assurez-vous|n'oubliez pas|veillez|veuillez|debe|deben|debes|deberá|doit|doivent|devez|devra|necesita|tienes que|tiene que|hay que|il faut|es necesario|es obligatorio|obligatoire)\b/i,
  ],
  [
    'preprocess/families/required-phrases',
    'INCLUDE_VERB',
    /\b(?:include|contain|mention|add|say|state|use|insert|append|give|provide|share|list|remind|note|cite|quote|incluir|incluye|contener|contenga|inclure|incluez|inclut|contienne|contenir|mentionner|utiliser|intégrer|incorporer|incorporar|integrar|contener|contenga|figurer|usar|utilizar|utiliza|usa|emplear|emplea|employer|employez|utilisez|incorporez)\b/i,
  ],
  [
    'preprocess/families/required-phrases',
    'POSITION',
    /\b(?:end|start|begin|finish|conclude|close|open|sign(?:s|ed)? off|sign your|greet|first word|last word|termin\w+|comien\w+|empie\w+|commenc\w+|finis\w+)\b/i,
  ],
  [
    'preprocess/families/required-phrases',
    'EXACT_TOKEN',
    // widened on 2026-11-28 (template tokens [ORDER_ID], {{name}})
    /\b(?:https?:\/\/[^\s)"']+|www\.[^\s)"']+|[\w.+-]+@[\w-]+\.[\w.]+|\+?\d[\d\s().-]{7,}\d|(?<=\[)[A-Z][A-Z0-9_]{1,40}(?=\])|(?<=\{\{\s*)[A-Za-z][\w.]{0,40}(?=\s*\}\}))\b/g,
  ],
  [
    'preprocess/families/required-phrases',
    'DISCLAIMER',
    /\b(?:(?:include|add|provide|give|append)\s+(?:a |an |the )?(?:brief |short |clear )?(?:disclaimer|note|reminder|warning|statement)\s+(?:that|stating(?: that)?|saying(?: that)?|which says|explaining that|noting that|to the effect that|:)|remind (?:the )?(?:users?|customers?|people|them|readers?|clients?|patients?|members?|guests?|visitors?|students?|callers?)(?: that| to(?=\s+\w))|(?:always )?(?:mention|state|note|clarify|say|make (?:it )?clear|point out|disclose) that)\s+(.+)$/i,
  ],
  [
    'preprocess/families/required-phrases',
    'ECHO_REF',
    /\b(?:include|repeat|quote|mention|reference|echo|state|confirm|restate|use)\b[^.]{0,40}\b(?:reference|order|case|ticket|booking|reservation|confirmation|account|tracking|claim|policy|invoice|membership|customer|member)\s*(?:number|no\.?|id|code|reference|#)\b[^.]{0,60}\b(?:(?:the )?(?:customer|user|guest|caller|client|member|patient)(?:'s)?\b|they (?:gave|give|provided|provide|shared|mention)|you (?:were|are) given|given|provided|supplied)/i,
  ],
  [
    'preprocess/families/required-phrases',
    'MULTI_KW',
    /\bkeyword\s+([\p{L}'-]+)\s+(once|twice|thrice|(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten) times)/giu,
  ],
  ['preprocess/families/required-phrases', 'LETTER_LETRA_LETTRE', /\b(?:letters?|letra|lettre)\b/i],
  ['preprocess/families/required-phrases', 'INCLUDE_MENTION_ADD', /^(?:include|mention|add)\b/i],
  ['preprocess/families/required-phrases', 'SOMEWHERE_ANYWHERE_IN', /\b(?:somewhere|anywhere|in (?:every|each|your) (?:response|answer))\b/i],
  ['preprocess/families/required-phrases', 'KEYWORD_PALABRAS_MOTS', /\b(?:keywords?|palabras clave|mots-clés|disclaimer)\b/i],
  ['preprocess/families/required-phrases', 'FORGET_OLVIDES_OUBLIEZ', /\b(?:forget|olvides|oubliez)\b/i],
  ['preprocess/families/required-phrases', 'USER_THEY_ASKED', /\b(?:if|when|whenever)\b.{0,40}\b(?:user|they|asked|someone|customer)\b/i],
  ['preprocess/families/required-phrases', 'HIGHLIGHT_BOLD_ITALIC', /\b(?:highlight|bold|italic|emphasi[sz]e|markdown)\w*/i],
  [
    'preprocess/families/required-phrases',
    'EVERY_EACH_ALL',
    /\s+(?:in|at the end of|at the start of) (?:every|each|all|your) (?:responses?|answers?|replies|messages?)\b.*$/i,
  ],
  ['preprocess/families/required-phrases', 'WHENEVER_EVERY_EACH', /,?\s+(?:whenever|every time|each time|any time|when(?= you\b)|if(?= you\b))\b.*$/i],
  [
    'preprocess/families/required-phrases',
    'KEYWORD_THE_PALABRAS',
    /\b(?:keywords?|the words?|the terms?|palabras clave|mots-clés|termes)\s*:?\s*\[?([^.\]]+)/i,
  ],
  ['preprocess/families/required-phrases', 'IN_INTO_WITHIN', /\s+(?:in|into|within|somewhere in) (?:the|your) (?:response|answer|reply|text)\b.*$/i],
  [
    'preprocess/families/scope',
    'DISCUSS_TALK_ANSWER',
    /\b(?:only|exclusively|solely|strictly)\s+(?:discuss|talk about|answer (?:\w+ )?questions?(?: (?:about|on|related to|regarding|concerning))?|help (?:users |people |customers )?with|assist (?:users |customers )?with|respond to (?:questions|queries) (?:about|on|related to|regarding)|provide (?:information|help|support|assistance|advice) (?:about|on|related to|regarding|for)|cover|focus on|deal with|engage (?:in conversations? )?(?:about|on|with)|converse about)\s+(.+)$/i,
  ],
  [
    'preprocess/families/scope',
    'CAN_MAY_SHOULD',
    /\b(?:can|may|should|will|must|do)\s+only\s+(?:discuss|talk about|answer (?:\w+ )?questions?(?: about| on| related to| regarding)?|help (?:users |people |customers )?with|assist with|respond to (?:questions|queries) about)\s+(.+)$/i,
  ],
  [
    'preprocess/families/scope',
    'DECLINE_REFUSE_DO',
    /\b(?:decline|refuse|do not answer|don'?t answer|redirect|deflect|ignore)\b[^.]{0,40}\b(?:unrelated to|not related to|outside(?: of)?(?: the (?:scope|topic|domain) of)?|that (?:are|is) not (?:about|related to)|off-topic from|other than)\s+(.+)$/i,
  ],
  [
    'preprocess/families/scope',
    'POLITELY_PLEASE_YOU',
    /\b(?:anything|something|questions?|topics?|requests?|subjects?|queries|messages?|things)\s+(?:that (?:is|are) |which (?:is|are) )?(?:other than|unrelated to|not (?:related to|about|connected to|concerning)|outside(?: of)?(?: the (?:scope|topic|domain|area) of)?|off-topic (?:from|for)|beyond|besides|apart from)\s+(.+?)(?=,|;|\s+(?:politely|please|you should|just|simply|then|should|must|will|are|is|need to|have to|can)\b|$)/i,
  ],
  [
    'preprocess/families/scope',
    'STICK_KEEP_STAY',
    /\b(?:stick (?:strictly |only )?to|keep (?:the |all )?(?:conversations?|chats?|discussions?|answers|responses) (?:focused |strictly )?(?:on|to)|stay (?:focused )?on|focus (?:only|solely|exclusively|strictly) on|confine (?:yourself|your (?:answers|responses)) to|do not (?:stray|drift) from|scope is (?:limited|restricted) to|stay on (?:the )?topic(?: of)?:?|limit (?:yourself|your (?:answers|responses|conversations?)) to (?:topics? (?:about|related to) )?|only topics? (?:you (?:can|may) discuss|allowed) (?:is|are)|your (?:sole|only) (?:purpose|focus|job|task|topic) is (?:to (?:help (?:with|users with)|discuss|answer questions about) )?)\s*(.+)$/i,
  ],
  [
    'preprocess/families/scope',
    'ONLY_ACCESS_PASSWORD',
    /\b(?:only (?:respond|reply|say|output|answer) (?:with|in)|access granted|password|format|json|language|english|words?|sentences?)\b/i,
  ],
  [
    'preprocess/families/scope',
    'TOPIC_QUESTION_THINGS',
    /^(?:topics?|questions?|things|matters|issues|subjects?)\s+(?:about|related to|regarding|concerning|of)\s+/i,
  ],
  ['preprocess/families/scope', 'THE_TOPIC_MATTERS', /^(?:the topic of|topics? like|matters of|questions (?:about|on|related to|regarding))\s+/i],
  [
    'preprocess/families/scope',
    'USERS_CUSTOMERS_PEOPLE',
    /^(?:to\s+)?(?:help(?:ing)?|assist(?:ing)?|support(?:ing)?)\s+(?:(?:our |the )?(?:users|customers|people|members|clients|guests|students|patients|visitors|shoppers|buyers|owners|players|tenants|residents|employees|staff|them)\s+)?(?:with|on|in)\s+/i,
  ],
  ['preprocess/families/scope', 'DISCUSSING_TALKING_ANSWERING', /^(?:discussing|talking about|answering questions (?:about|on))\s+/i],
  ['preprocess/families/scope', 'HELP_MEMBER_USER', /^(?:help|member|user|customer|client|guest|people|question|thing|support|assist|service|request)s?$/i],
  [
    'preprocess/families/secrets',
    'PROTECT',
    /\b(?:never|not|don'?t|do not|must not|under no circumstances)\b[^.]{0,60}\b(?:reveal|share|disclose|tell|give|say|mention|output|leak|repeat|print|write|spell|hint|expose|provide|divulge|learn|hear|find out|spoil|reach|confirm|appear)|\b(?:confidential|secret|private|internal(?:[- ]only)?|classified|protect(?:ed)?|guard|hidden|keep (?:it|this) (?:safe|secret|private)|(?:for )?(?:staff|employees?|internal use|admins?) only|only for (?:staff|employees|internal use)|withh[oe]ld|conceal(?:ed)?|keep (?:mum|quiet)|mum'?s the word|(?:stays?|kept) between us|for your (?:reference|eyes) only|only (?:share|give|tell|reveal|disclose)\b[^.]{0,25}\b(?:with|to)|not to be (?:passed on|shared|disclosed|revealed|given out))\b/i,
  ],
  ['preprocess/families/secrets', 'ENV', /\b[A-Z0-9_]*(?:PASSWORD|PASSWD|PASS|SECRET|TOKEN|API_?KEY|KEY|PIN)[A-Z0-9_]*\s*[=:]\s*["']?([^\s"']{3,200})/g],
  [
    'preprocess/families/secrets',
    'KIND_VALUE',
    /\b(?:number|line|extension|code|pin|id|combination|login|username)\s+(\+?[\dA-Z][\dA-Z().\s-]{2,24}\d)(?=[\s,.;:)]|$)/g,
  ],
  [
    'preprocess/families/secrets',
    'GENERIC_HEAD',
    /^(?:project|projet|proyecto|projekt|operation|operación|opération|codename|code name|programme|program|initiative|plan)\s+(.{4,})$/i,
  ],
  [
    'preprocess/families/secrets',
    'PASSWORD_PASSWD_PASSCODE',
    /^(?:password|passwd|passcode|pass|pin|api|access|auth|bearer|private key|ssh|license|master|admin|credential|token|key)/i,
  ],
  ['preprocess/families/secrets', 'AND_BUT_OR', /\b(?:and|but|or|is|are|never|do|you|it|which|that|so|to|for|with|only|must|should)\b/i],
  ['preprocess/families/secrets', 'NEVER_DO_DON', /\b(?:never|do not|don'?t)\b/i],
  [
    'preprocess/families/secrets',
    'SAY_RESPOND_REPLY',
    /\b(?:say|respond|reply|output|answer)\w*\s+(?:with\s+)?(?:the (?:word|phrase|statement)\s+)?["'“‘`]?$/i,
  ],
  [
    'preprocess/families/topics',
    'VERB',
    /\b(?:diagnos(?:e|ing)|prescrib(?:e|ing)|quot(?:e|ing)|predict(?:ing)?|forecast(?:ing)?|suggest(?:ing)?|recommend(?:ing)?|confirm(?:ing)?|discuss(?:ing)?|talk(?:ing)? about|mention(?:ing)?|bring(?:ing)? up|give|giving|provide|providing|offer(?:ing)?|engage (?:in|with)|comment(?:ing)? on|answer(?:ing)? (?:any )?questions? (?:about|on|regarding|related to)|speculat(?:e|ing) (?:about|on)|share (?:\w+ )?opinions? (?:on|about)|express (?:\w+ )?(?:opinions?|views?) (?:on|about)|weigh in on|make (?:any )?(?:claims|predictions|promises) (?:about|on|regarding)|hablar de|discutir|parler de|aborder)\b/i,
  ],
  ['preprocess/families/topics', 'OFF_LIMITS', /^(.*?)\s+(?:is|are)\s+(?:strictly\s+)?(?:off[- ]limits|forbidden|prohibited|not allowed|taboo|out of scope)/i],
  ['preprocess/families/topics', 'OFF_LIST', /\b(?:off[- ]limits|forbidden|prohibited|banned|restricted) (?:topics?|subjects?)\s*(?:include|are|:)\s*(.+)$/i],
  ['preprocess/families/topics', 'ACT_VERB', /^(?:suggest|recommend|confirm|predict|forecast)/i],
  ['preprocess/families/topics', 'SUCH_FOR_INCLUDING', /\s*\(?\b(?:such as|for example|for instance|e\.g\.,?|including|like)\s+/i],
  ['preprocess/families/topics', 'ANY_ABOUT_ON', /^(?:any|about|on|the|into|in)\s+/i],
  [
    'preprocess/families/topics',
    'USER_CUSTOMER_ANYONE',
    /\s+(?:with|to) (?:the |our )?(?:users?|customers?|anyone|anybody|people|guests?|visitors?|clients?|members?|patients?|students?|players?|callers?|the public|outsiders|staff)\b.*$/i,
  ],
  ['preprocess/families/topics', 'IT_THIS_THAT', /^(?:it|this|that|them|these|those|anything|something|yourself|you|users?)$/i],
  ['preprocess/families/topics', 'IT_THIS_THAT_2', /^(?:it|this|that|them|these|those|him|her)\s+(?:to|with|for|in|on|at|out)\b/i],
  [
    'preprocess/families/topics',
    'WARNING_NOTE_EXPLANATION',
    /^(?:warnings?|notes?|explanations?|examples?|commentary|comments|details|caveats|disclaimers?|feedback|links?|urls?|sources?|references?|personal|apologies|apology|preambles?|introductions?|summary|summaries|answers?|responses?|output|information|help|assistance|more|extra|additional|unnecessary|your|its|their|his|her)\b/i,
  ],
  [
    'preprocess/families/topics',
    'COMPETITOR_COMPETING_RIVAL',
    /\b(?:competitors?|competing|rivals?|(?:other|rival|competing) (?:[\w-]+ ){0,2}(?:brands?|companies|retailers|airlines|banks|stores|shops|providers|vendors|carriers|platforms|apps|services|chains|products|manufacturers)|brand names?|password|passcode|access code|instructions|system prompt)\b/i,
  ],
  ['preprocess/families/topics', 'TOPIC_DISCUSSING_DISCUSSION', /^(?:topics? (?:like|such as)|discussing|discussion of|talking about)\s+/i],
  [
    'preprocess/families/topics',
    'TOPIC_DISCUSSING_TALKING',
    /\b(?:avoid|stay away from|steer clear of|keep away from|refrain from)\s+(?:(?:any|all)\s+)?(?:topics?\s+(?:like|such as)\s+|discussing\s+|talking about\s+|(?:anything|everything|things|subjects|topics|questions)\s+(?:to do with|related to|about|regarding|concerning|involving)\s+|mention(?:ing)? of\s+|discussion of\s+)?(.+)$/i,
  ],
  [
    'preprocess/families/topics',
    'USING_SAYING_WRITING',
    /\b(?:using|saying|writing|words?|phrases?|jargon|cliches?|markdown|bullets?|emojis?|formatting|repeating|long|lengthy)\b/i,
  ],
  ['preprocess/families/topics', 'UNLESS_IF_ONLY', /\b(?:unless|if|only when|except|when(?:ever)?)\b/i],
  ['preprocess/families/topics', 'WORD_PHRASE_TERM', /\b(?:words?|phrases?|terms?)\b/i],
  [
    'preprocess/families/topics',
    'ANY_ABOUT_ON_2',
    /^\s*(?:any\s+|about\s+|on\s+|topics?\s+(?:like|such as|related to|about)\s+|(?:\w+\s+)?(?:related to|regarding|about)\s+)*/i,
  ],
  [
    'preprocess/families/topics',
    'ADVICE_RECOMMENDATION_OPINION',
    /^(\w+)\s+(?:advice|recommendations?|opinions?|guidance|information|predictions?|diagnos[ie]s)\b/i,
  ],
  [
    'preprocess/families/topics',
    'AVOID_STAY_STEER',
    /\b(?:avoid|stay away from|steer clear of|refrain from)\s+(?:topics?\s+(?:like|such as)\s+|discussing\s+|any\s+)?(.+)$/i,
  ],
  [
    'preprocess/families/topics',
    'USING_SAYING_WRITING_2',
    /\b(?:using|saying|writing|words?|phrases?|jargon|cliches?|markdown|bullets?|emojis?|formatting)\b/i,
  ],
  [
    'preprocess/families/typed-slots',
    'EXAMPLE_BEFORE',
    /(?:such as|e\.\s?g\.|for example|for instance|por ejemplo|p\.\s?ej\.|par exemple|p\.\s?ex\.|例えば|例：|例:)\s*[:：]?\s*["'“‘«「『]?\s*(?:[\p{L}]+\s*)?$/iu,
  ],
  ['preprocess/families/typed-slots', 'UN_UNO_UNA', /^(?:une?|uno|una)$/],
  ['preprocess/families/typed-slots', 'MOINS_PLUS_AU', /(?:moins|plus|au moins|menos|más|al menos|exactement|exactamente)\s+(?:d'|de\s+)?$/i],
  [
    'preprocess/families/typed-slots',
    'AT_NO_NOT',
    /(?:at least|no fewer than|not less than|minimum(?: of)?|al menos|como m[ií]nimo|un m[ií]nimo de|au moins|au minimum|un minimum de|pas moins de|never (?:fewer|less) than|never below|mindestens|wenigstens|almeno|pelo menos|no m[ií]nimo|minstens|ten minste|co najmniej|przynajmniej|\w*min(?:imum)?(?:[_ ]\w+)?\s*:|≥|>=)\s*(?:d'|de\s+)?$/,
  ],
  [
    'preprocess/families/typed-slots',
    'NO_PAS_NOT',
    /(?:no menos de|pas moins de|not less than|no fewer than|at least|never (?:fewer|less) than|never below)\s*$/,
  ],
  [
    'preprocess/families/typed-slots',
    'AT_NO_NOT_2',
    /(?:at most|no more than|not more than|maximum(?: of)?|up to|como m[aá]ximo|un m[aá]ximo de|no m[aá]s de|au maximum|au plus|un maximum de|pas plus de|ne (?:pas )?d[ée]passer|never (?:more than|above|over)|not (?:above|over)|h[öo]chstens|maximal|nicht mehr als|al massimo|non più di|no m[aá]ximo|até|n[ãa]o mais (?:de|que)|maximaal|hoogstens|niet meer dan|co najwy[żz]ej|maksymalnie|nie wi[ęe]cej ni[żz]|limit\s*:|nothing (?:longer than|beyond|over|more than)|cap(?:ped)? at|limit(?:ed|s)?(?: \w+){0,3} to|\w*max(?:imum)?(?:[_ ]\w+)?\s*:|≤|<=|como mucho)\s*(?:d'|de\s+)?$/,
  ],
  [
    'preprocess/families/typed-slots',
    'LESS_FEWER_UNDER',
    /(?:less than|fewer than|under|below|menos de|moins de|moins d'|weniger als|unter|meno di|minder dan|onder de|mniej ni[żz]|shorter than)\s*$/,
  ],
  [
    'preprocess/families/typed-slots',
    'MORE_OVER_ABOVE',
    /(?:more than|over|above|m[aá]s de|plus de|plus d'|mehr als|più di|mais de|meer dan|wi[ęe]cej ni[żz])\s*$/,
  ],
  [
    'preprocess/families/typed-slots',
    'EXACTLY_EXACTAMENTE_EXACTEMENT',
    /(?:exactly|exactamente|exactement|precisely|just|genau|esattamente|exatamente|precies|dok[łl]adnie)\s*$/,
  ],
  [
    'preprocess/families/typed-slots',
    'NE_NO_DO',
    /(?:ないで|ないこと|ないように|しないで|ne\s+\S+\s+pas|\bno\s+(?:debe|uses|utilices|aparezca)|do not|don't|must not)/i,
  ],
  ['preprocess/families/typed-slots', 'POSTSCRIPT_POSDATA_POST', /postscript|posdata|post-?scriptum|追伸/i],
  ['preprocess/families/typed-slots', 'LETTER_LETTRE_LETRA', /letter|lettre|letra|文字/i],
  ['preprocess/families/typed-slots', 'LETTER', /["“«「'‘]\s?(\p{L})\s?["”»」'’]|\b(?:letter|lettre|letra)\s+(\p{L})\b|(\p{L})\s*(?:という文字|の文字)/iu],
  [
    'screen/checks/ai-disclosure',
    'SELF_ID',
    /\b(?:as an? (?:ai|a\.i\.|artificial intelligence|language model|large language model|llm|chatbot|bot|virtual assistant|ai assistant|machine)|i(?:'m| am) (?:just |only |merely |actually |really |simply )?(?:an? )?(?:ai|a\.i\.|artificial intelligence|(?:large )?language model|llm|chatbot|bot|computer program|machine|virtual assistant|ai assistant|ai model)|i(?:'m| am) not (?:a )?(?:human|real person|person)|i(?:'m| am) (?:actually |really |just |in fact )?(?:chatgpt|claude|gpt-?\d|gemini|bard|llama|copilot)|(?:trained|developed|created|made|built) by (?:openai|anthropic|google|meta)|(?:an?|the) (?:ai|language model|chatbot) (?:called|named|made|built|developed|created)|i don'?t have (?:a body|feelings|personal experiences))\b/i,
  ],
  ['screen/checks/conditional', 'DOLLARS_FREE', /(?:[$€£¥]\s?\d|\b\d[\d,.]*\s?(?:dollars|euros|pounds|usd|eur|gbp|bucks|p\b|pence|cents)|\bfree of charge\b)/i],
  [
    'screen/checks/conditional',
    'REQUEST',
    /\?\s*$|\b(?:could you|can you|would you|please (?:share|send|provide|give|tell|confirm|enter|type)|let me know|what is your|what's your|may i have|i(?:'ll| will)? need your|confirm your|provide your|send (?:me )?your)\b/i,
  ],
  ['screen/checks/conditional', 'SHOULD_MUST_ALWAYS', /^(?:then\s+)?(?:you\s+)?(?:(?:should|must|always|please|politely|kindly|gently)\s+)*/i],
  [
    'screen/checks/conditional',
    'TELL_ASK_ADVISE',
    /^(?:tell|ask|advise|remind|inform|instruct|encourage)\s+(?:them|the user|users|him|her|the customer|customers)\s+to\s+(.+)$/i,
  ],
  [
    'screen/checks/conditional',
    'THEM_THE_USERS',
    /^(?:tell|remind|inform|let)\s+(?:them|the user|users|him|her|the customer|customers)(?:\s+know)?\s+(?:that\s+)?(.+)$/i,
  ],
  [
    'screen/checks/conditional',
    'THEM_THE_USERS_2',
    /^(?:direct|refer|redirect|point|send)\s+(?:them|the user|users|him|her|the customer|customers)\s+to\s+(.+)$/i,
  ],
  ['screen/checks/conditional', 'RESPOND_REPLY_ANSWER', /^(?:respond|reply|answer|say|output)\s+(?:with\s+|that\s+)?(.+)$/i],
  ['screen/checks/conditional', 'EXPLAIN_MENTION_SAY', /^(?:explain|mention|say|state|note)\s+(?:that\s+)?(.+)$/i],
  ['screen/checks/conditional', 'THEM_THE_HIM', /^.*?\bask\s+(?:them|the \w+|him|her)?\s*(?:for\s+)?/i],
  ['screen/checks/conditional', 'TO_WHETHER_IF', /^(?:to|whether|if|about)\b/i],
  [
    'screen/checks/conditional',
    'COULD_CAN_WOULD',
    /\b(?:could you|can you|would you|please (?:share|send|provide|give|tell|let me know)|let me know|what is your|may i have)\b/i,
  ],
  ['screen/checks/ending', 'DISCLAIMER', /\b(?:advice|professional|not (?:a|an|intended)|informational|information only|consult|substitute|recommendation)\b/i],
  ['screen/checks/forbidden-strings', 'PASSWORD_PASSCODE_ACCESS', /\b(?:password|passcode|access code|code|secret)\b/i],
  [
    'screen/checks/forbidden-strings',
    'FUNCTION_WORD',
    /\b(?:the|a|an|by|of|to|in|on|at|for|from|with|our|your|my|their|his|her|its|this|that|these|those|and|or)\s*$/i,
  ],
  ['screen/checks/forbidden-strings', 'BASE_HEX_REVERSED', /\((?:base64|hex|reversed|rot13|spaced|homoglyph|leet|codes|morse|acrostic)\)/],
  ['screen/checks/format', 'TITLE_TITRE_TULO', /^(?:title|titre|t[ií]tulo|タイトル)\s*[:：]\s*/i],
  ['screen/checks/format', 'TITLE_TITRE_TULO_2', /^\s*(?:#{1,6}\s|\*\*|__|[【「『]|(?:title|titre|t[ií]tulo|タイトル)\s*[:：])/i],
  ['screen/checks/format', 'PS_POST_POSTSCRIPT', /\n?\s*(?:\*\*)?(?:P\.\s?S\.?|PS:|Post ?scriptum|Postscript)[\s\S]*$/i],
  [
    'screen/checks/format',
    'PS_POST_POSTSCRIPT_2',
    /(?:^|\n|[.!?]["')]?[ \t]+)\s*(?:\*\*)?(?:P\.\s?S\.?(?=\s|:)|PS:|Post ?scriptum|Postscript(?!\s*(?:printers?|files?|fonts?|language|level|format)))/i,
  ],
  [
    'screen/checks/length',
    'CLAUSE_CUT',
    /;\s+|\s[—–]\s|,\s+(?=(?:and|but|so|yet|while|whereas|which|y|pero|mientras|aunque|et|mais|donc|tandis|und|aber|doch|e|ma|mas|porém)\s)/giu,
  ],
  ['screen/checks/required-phrase', 'NEGATION', /\b(?:not|no|never|n't|cannot|isn'?t|aren'?t|don'?t|doesn'?t|nor|without)\b|n't\b/i],
  [
    'screen/checks/scope',
    'GREETING',
    /^\s*(?:hi|hello|hey|good (?:morning|afternoon|evening)|thanks?|thank you|ok(?:ay)?|bye|goodbye|yes|no|sure|cool|great)\b/i,
  ],
  [
    'screen/checks/scope',
    'CAN_COULD_WOULD',
    /^(?:(?:and|so|now|ok(?:ay)?|also|then)[,\s]+)*(?:can|could|would|will|please|write|tell|give|help|explain|show|make|create|draft|what|how|why|who|where|when|which|is|are|do|does)\b/i,
  ],
  ['screen/checks/topic', 'BUT_HOWEVER_THOUGH', /(?:,|;|—|–)\s*(?:but|however|though|that said|still),?\s+/i],
  ['screen/checks/topic', 'NON_NO_WITHOUT', /\b(?:non-|no |without |zero )$/],
  ['text', 'COMPANY_END', /(?<![\p{L}\p{N}])(?:inc|ltd|co|etc|llc|corp)\.$/iu],
  [
    'text',
    'EXCEED_BEFORE',
    /(?:exceed(?:s|ing|ed)?|surpass(?:es|ing)?|go(?:es)? (?:over|beyond)|d[ée]pass(?:er|e|es|ent|ant|ez)|exc[èée]d(?:er|e|es|ent|ant|ez)|super(?:ar|e|es|en|ando)|exced(?:er|a|as|an|iendo)|sobrepas(?:ar|e|es|en|ando)|go(?:es)? past|run(?:s)? (?:past|over|beyond)|pasar(?:se)? de)(\s+(?:pas|jamais|point))?\s*(?:(?:the|a|las?|los|les|de)\s+)?$/,
  ],
  ['text', 'OR_AT_MAX', /^\s*\S*\s*(?:or (?:fewer|less|under|shorter)|at most|max(?:imum)?\b|tops|at the (?:very )?most|como m[aá]ximo|au maximum)/],
  ['text', 'OR_AT_MINIMUM', /^\s*\S*\s*(?:or more|or longer|at least|minimum|at the (?:very )?least|como m[ií]nimo|au minimum)/],
  ['text', 'FEWER_LESS_UNDER', /(?:fewer than|less than|under|below|shorter than|moins de|menos de)\s*$/],
  [
    'text',
    'AT_NO_NOT',
    /(?:at most|no more than|not more than|up to|maximum(?: of)?|max\.?|not exceed(?:ing)?|n't exceed|no longer than|limit(?:ed)?(?: (?:it|yourself|responses?|answers?|replies|each \w+))? to|within|como máximo|como maximo|no superes(?: las?| los)?|no más de|au plus|pas plus de|maximum de|ne pas dépasser)\s*(?:the |a |las |los |les )?$/,
  ],
  [
    'text',
    'AT_NO_MINIMUM',
    /(?:at least|no less than|no fewer than|minimum(?: of)?|min\.?|al menos|como mínimo|un mínimo de|au moins|au minimum|minimum de)\s*(?:the |a )?$/,
  ],
  ['text', 'MORE_OVER_LONGER', /(?:more than|over|longer than|plus de|más de)\s*$/],
  ['text', 'EXACTLY_PRECISELY_EXACTEMENT', /(?:exactly|precisely|exactement|exactamente)\s*$/],
  ['text', 'UNDER_FEWER_LESS', /\b(?:under|fewer than|less than|below)\b/],
  ['text', 'AT_NO_UP', /\b(?:at most|no more than|up to|maximum|limit|within|exceed|no longer|brief|short)\b/],
  ['text', 'AT_MINIMUM_AU', /\b(?:at least|minimum|au moins|al menos)\b/],
  ['text', 'AND_OR_NOR', /\s*(?:,|;|\/|\band\/or\b|\bor\b|\band\b|\bnor\b|\bni\b|\bet\b|\by\b|\bou\b|\bo\b)\s*/i],
  ['text', 'FOR_NAMELY', /^(?:for (?:example|instance),?|namely)\s+/i],
  ['text', 'THE_AN_ANY', /^(?:the|a|an|any|other|words?|terms?|phrases?|names?|like|such as|including|e\.g\.?|etc\.?)\s+/i],
  [
    'preprocess/protected-statement',
    'OBJECT',
    /\b(?:(?:do not|don'?t|never|must not|should not|shouldn'?t|may not|cannot|can'?t)\s+(?:\w+\s+){0,2}?(?:tell|reveal|share|disclose|mention|say|let (?:\w+\s+)?know|confirm|leak|divulge)\s+(?:\w+\s+){0,2}?that|keep (?:it |the (?:\w+ )?fact )?(?:confidential|secret|private|quiet|under wraps|internal)(?: the fact)? that|(?:it is|it's) (?:confidential|secret|private|internal|not public)(?: information)? that|(?:confidential|secret|internal|private|not public)\s*(?::|—|-)\s*|keep secret that|the (?:internal |confidential )?fact that)\s+(.{8,200}?)(?:[.;!]|,?\s+(?:and|so|but)\s+(?:do not|don'?t|never|keep)\b|\s+(?:confidential|private|secret|to yourself|quiet|internal)\b|$)/i,
  ],
  [
    'preprocess/protected-statement',
    'KEEP_NP',
    /\bkeep\s+((?:the|our|any|all|its|their)\s+[^.;:!?]{3,80}?|(?:[\p{Lu}][\p{L}.'’-]*\s+){0,3}[\p{Lu}][\p{L}'’-]*(?:'s|’s)\s+[^.;:!?]{3,60}?)\s+(?:strictly\s+)?(?:confidential|secret|private|quiet|under wraps|internal|to yourself|hidden)\b/iu,
  ],
  [
    'preprocess/protected-statement',
    'NOT_FOR',
    /\b(?:not for (?:the )?(?:customers?|clients?|users?|guests?|patients?|passengers?|members?|public)|internal note|internal only|staff only|for staff only|off the record)\b[^:.]{0,30}:\s*(.{8,200}?)(?:[.;!]|$)/i,
  ],
  [
    'preprocess/protected-statement',
    'NOT_A_FACT',
    /^(?:never|do not|don'?t|always|only|avoid|refuse|you|your (?:instructions|prompt|rules|system prompt)|this (?:system )?prompt|these instructions)\b/i,
  ],
  [
    'preprocess/protected-statement',
    'MONTH',
    /^(?:january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday|spring|summer|autumn|fall|winter)$/i,
  ],
  [
    'preprocess/protected-statement',
    'TIME_PHRASE',
    /\b(?:next|this|last)\s+(?:week|month|year|quarter|term|season|spring|summer|autumn|fall|winter)\b|\bq[1-4]\b/gi,
  ],
  ['preprocess/protected-statement', 'NEXT_THIS_LAST', /^(?:next|this|last)\s+(\S+)$/i],
  ['preprocess/protected-statement', 'SYSTEM_THESE_YOUR', /\b(?:system prompt|these instructions|your instructions)\b/i],
  [
    'preprocess/protected-values',
    'DENIED_MARKER',
    /\b(?:not|no longer|isn'?t|aren'?t|nothing)\s+(?:\w+\s+)?(?:confidential|secret|private|internal|classified|sensitive)\b/i,
  ],
  [
    'preprocess/protected-values',
    'SAY_BEFORE',
    /\b(?:say|respond|reply|output|answer|write|print|use|start|begin|end|sign off)\w*\s+(?:with\s+)?(?:the (?:word|phrase|statement|sentence)\s+)?["'“‘`]?$/i,
  ],
  [
    'preprocess/protected-values',
    'AMOUNT',
    /(?:[$€£¥]\s?\d[\d,.]*(?:\s?(?:million|billion|thousand|bn|k|m)\b)?|\b\d[\d,.]*\s?(?:%|percent\b|(?:usd|eur|gbp|dollars|euros|pounds)\b))/gi,
  ],
  [
    'preprocess/protected-values',
    'KIND_NUMBER',
    /\b(?:pin|code|passcode|combination|number|extension|ext\.?|id)\s*(?:is\s+|:\s*|#\s*|=\s*|,\s*)?(\d{3,4})(?![\p{L}\p{N}])/giu,
  ],
  [
    'preprocess/protected-values',
    'NAMED',
    /\b(?:named|called|code-?named|codename)\s+["'“]?((?:[\p{Lu}][\p{L}\p{N}'’-]*)(?:\s+[\p{Lu}][\p{L}\p{N}'’-]*){0,3})/gu,
  ],
  ['preprocess/protected-values', 'SEE_FOR_SUCH', /^(?:e\.g|i\.e|see|for example|such as|optional|if any|etc)\b/i],
  ['cannot-comply/engine', 'DAN_STAN_DUDE', /^(?:[^"'“]*\s)?["'“]?(?:dan|stan|dude|aim)$/i],
  ['cannot-comply/engine', 'DAN_STAN_DUDE_2', /\b(?:DAN|STAN|DUDE|AIM)\b/],
  ['cannot-comply/engine', 'HIM_HER_THEM', /\b(?:him|her|them)\b/],
  [
    'cannot-comply/context',
    'CSAM_FORBIDDEN',
    /\b(?:never|do not|don'?t|must not|refuse to|not allowed to|no)\b[^.]{0,40}\b(?:sexual|sexuali[sz]\w*|erotic|explicit|nsfw|romantic|nude)/i,
  ],
  ['cannot-comply/context', 'DAN_STAN_DUDE', /\b(?:DAN|STAN|DUDE|AIM)\b/],
  [
    'preprocess/family',
    'NEXT_INSTRUCTION',
    /(?:;\s+|,?\s+(?:but|and|while|whereas)\s+|,\s+)(?=(?:(?:you\s+)?(?:do not|don'?t|never|must not|should not|shouldn'?t|avoid|refrain from|always|include|use|mention|end|start|begin|finish|keep)\b))/gi,
  ],
  ['preprocess/family', 'DO_DON_NEVER', /^(?:do not|don'?t|never|must not|avoid)/i],
  ['preprocess/family', 'BUT_AND_WHILE', /^;|\b(?:but|and|while|whereas)\b/i],
  ['preprocess/family', 'DO_DON_NEVER_2', /^(?:do not|don'?t|never|must not|avoid)/i],
  [
    'preprocess/family',
    'NEG',
    /\b(?:do not|don['’]?t|dont|never|must not|mustn['’]?t|should not|shouldn['’]?t|cannot|can['’]?t|may not|avoid(?:ing)?|refrain from|under no circumstances|not allowed to|(?:are|is) not (?:permitted|allowed|authori[sz]ed) to|aren['’]?t (?:permitted|allowed) to|are not to|is not to|shall not|will not|won['’]?t|at no (?:point|time)|forbidden|prohibited|without|no (?:one|matter)|not (?:be )?(?:say|use|mention|include)|evita\w*|no (?:uses|utilices|digas|menciones|incluyas|debe|deben|debes|deber[aá]n?|deber[ií]a|deber[ií]an|puede|pueden|puedes|podr[aá]n?|tiene que|tienen que|tienes que|contenga|contengan|incluya|incluyan|aparezca|aparezcan|use|usen|utilice|utilicen|emplee|empleen|escribas|escriba|emplees)|sin (?:usar|utilizar|mencionar)|abstente|n['’]utilisez pas|ne (?:dites|mentionnez|utilisez|contient|contiennent|doit|doivent) (?:pas|jamais)|(?:ne|n['’])\s?(?!oubli|manqu|h[ée]sit)[A-Za-zÀ-ÿ-]+\s+(?:pas|jamais|aucun[a-z]*)|sans (?:utiliser|mentionner|employer)|ne jamais|ne pas)\b|(?<![A-Za-zÀ-ÿ])[ée]vit(?:ez|er|e|ant|ons)\b/i,
  ],
  [
    'preprocess/family',
    'TOPIC_CUE',
    /(?:\b(?:about|regarding|why|how|in which|where|whose|the (?:history|use|origin|role|art) of|acerca de|sobre|por qu[eé]|c[oó]mo|en (?:la|el|las|los) que|donde|cuy[oa]s?|à propos d[eu']|au sujet d[eu']|pourquoi|comment|dans (?:laquelle|lequel)|dont)\b|(?<![\p{L}])(?:où)(?![\p{L}]))/iu,
  ],
  [
    'preprocess/family',
    'RESPONSE_REF',
    /\b(?:your (?:response|answer|reply|letter|text|email|message|essay|story|poem|post)|at the end|in the end|tu respuesta|su respuesta|al final|votre (?:réponse|texte|lettre)|ta réponse|à la fin|en fin d)\b|回答|最後|末尾/iu,
  ],
  [
    'preprocess/family',
    'RELATIVE_CUE',
    /(?:\b(?:why|how|in which|where|whose|por qu[eé]|c[oó]mo|en (?:la|el|las|los) que|donde|cuy[oa]s?|pourquoi|comment|dans (?:laquelle|lequel)|dont)\b|(?<![\p{L}])où(?![\p{L}]))/iu,
  ],
  ['preprocess/family', 'ABOUT_USER_INPUT', /\b(?:if|when|whenever|unless)\b[^,.]{0,40}\b(?:user|someone|they|the (?:prompt|input|message))\b/i],
  [
    'preprocess/family',
    'IN_WHEN_UNLESS',
    /\s+(?:in (?:your|the|any) (?:response|answer|reply|output|responses)|when\b|unless\b|except\b|even if\b|under any\b|at all\b|anywhere\b|because\b|since\b|as (?:this|it|they)\b|so that\b|—|–|\(|en (?:tu|su|votre|ta) (?:respuesta|réponse))/i,
  ],
  ['preprocess/clauses/types', 'COMMA_COMA_VIRGULE', /comma|coma|virgule|読点|カンマ|コンマ|「、」|komma|virgol|v[íi]rgul|przecin|virgül|','/i],
  [
    'preprocess/clauses/types',
    'DIGIT_GITO_CHIFFRE',
    /digit|d[íi]gito|chiffre|n[úu]mero|numeral|数字|算用|numeric|figures|ziffer|cifr|cijfer|cyfr|0 (?:through|to|-) 9/i,
  ],
  [
    'preprocess/clauses/types',
    'LOWER_MIN',
    /lower|min[úu]scul|小文字|small letters|capital|capitali[sz]|caps\b|upper|kleinbuchstaben|kleine letters|minuscol|ma[łl]ymi liter|küçük harf/i,
  ],
  [
    'preprocess/clauses/types',
    'CAPITAL_UPPER_MAY',
    /capital|upper|may[úu]scul|majuscul|大文字|caps|lower|gro[ßs]buchstaben|maiuscol|mai[úu]scul|hoofdletter|wielkimi liter|büyük harf|대문자|大写/i,
  ],
  [
    'preprocess/clauses/types',
    'CAPITAL_UPPER_MAY_2',
    /capital|upper|may[úu]scul|majuscul|大文字|caps|shout|gro[ßs]buchstaben|maiuscol|mai[úu]scul|hoofdletter|wielkimi liter|büyük harf|大写/i,
  ],
  ['preprocess/clauses/types', 'TITLE_TULO_TITRE', /title|t[íi]tulo|titre|タイトル|題|<<|##|headline|heading|chevron|titol/i],
  [
    'preprocess/clauses/types',
    'QUOT_COMILLAS_GUILLEMETS',
    /quot|comillas|guillemets|citation|引用符|かぎ括弧|「」|『』|anf[üu]hrungszeichen|virgolett|aspas|aanhalingsteken|cudzys|inverted commas|"(?:\.\.\.|…)?"|クォーテーション|큰따옴표/i,
  ],
  ['preprocess/clauses/types', 'PLACEHOLDER_MARCADOR_ESPACE', /placeholder|marcador|espace(?:s)? r[ée]serv|espaces? libres?|プレースホルダ|\[[^\]]*\]/i],
  ['preprocess/clauses/types', 'BULLET_VI_PUCE', /bullet|vi[ñn]eta|puces?|箇条書き|markdown|^\s*\*|\* |aufz[äa]hlung|punti elenco|opsomming|wypunktow|madde/i],
  [
    'preprocess/clauses/types',
    'NUMBERED_NUMERAD_NUM',
    /numbered|numerad|num[ée]rot|番号|ordered list|enumerat|\bnumber (?:your|the|each)|nummeriert|numerat|genummerd|numerowan|1[.)],? 2[.)]|编号/i,
  ],
  [
    'preprocess/clauses/types',
    'HIGHLIGHT_RESALT_DESTAC',
    /highlight|resalt|destac|surlign|mettre en (?:avant|[ée]vidence)|mise en (?:avant|[ée]vidence)|強調|\*|bold|itali[cs]|emphas|hervor|evidenzi|destaq|markeer|wyróżn|강조/i,
  ],
  [
    'preprocess/clauses/types',
    'SECTION_SECCI_PARTIE',
    /section|secci[óo]n|partie|part\b|章|節|項|abschnitt|sezion|se[çc](?:ão|ões|ao|oes)|secti|sekcj|bölüm|セクション/i,
  ],
  [
    'preprocess/clauses/types',
    'END_FINISH_CONCLU',
    /end|finish|conclu|termin|final|finir|fin\b|終わ|締め|最後|\bclos(?:e|es|ing)\b|sign(?:s|ing)?[ -]off|last (?:words?|sentence|line)|wrap(?:s)? up|eindig|zako[ńn]cz|끝내/i,
  ],
  ['preprocess/clauses/types', 'WORD_PALABRA_MOT', /word|palabra|\bmots?\b|語|文字|w[öo]rt|parol|palavr|woord|s[łl][óo]w|kelime|单词|단어/i],
  ['preprocess/clauses/types', 'SENTENCE_FRASE_ORACI', /sentence|frase|oraci[óo]n|phrase|文|s[äa]tz|fras|\bzin(?:nen)?\b|zda[ńn]|cümle|문장/i],
  ['preprocess/clauses/types', 'PARAGRAPH_RRAFO_PARAGRAPHE', /paragraph|p[áa]rrafo|paragraphe|段落|\*\*\*|abs[äa]tz|par[áa]graf|alinea|akapit|段/i],
  ['preprocess/clauses/types', 'LETTER_LETTRE_LETRA', /letter|lettre|letra|文字|buchstab|lettera|litera|harf|character/i],
  [
    'preprocess/clauses/types',
    'REPEAT_RESTATE_REP',
    /repeat|restate|rep[ie]t|r[ée]p[ée]t|繰り返|復唱|そのまま|一言一句|word for word|mot pour mot|palabra por palabra|echo|verbatim|reproduc|cop(?:y|ied|ying)|exactly as (?:written|given|typed|asked)|wiederhol|ripet|herhaal|powt[óo]rz|重复/i,
  ],
  [
    'preprocess/clauses/types',
    'LANGUAGE_IDIOMA_LENGUA',
    /language|idioma|lengua|langue|語|english|spanish|french|german|italian|portuguese|dutch|polish|japanese|chinese|korean|arabic|hindi|turkish|russian|swedish|danish|norwegian|finnish|greek|hebrew|vietnamese|thai|indonesian|ukrainian|czech|espa[ñn]ol|ingl[ée]s|anglais|espagnol|allemand|fran[cç]ais|deutsch|englisch|italiano|portugu[eê]s|nederlands|franc[eê]s|po polsku|po angielsku|locale/i,
  ],
  [
    'preprocess/persona',
    'YOU_TU_VOUS',
    /\b(?:you are|you're|you will be|you will act as|you act as|you'll be|tu es|vous êtes|eres|usted es)\s+((?:now\s+)?(?:a|an|the|un|une|el|la)?\s*[^.\n!?]{2,160})/i,
  ],
  [
    'preprocess/persona',
    'ACT_ACTING_PRETEND',
    /\b(?:act as|acting as|pretend to be|play the role of|roleplay as|take on the role of|assume the role of|your role is(?: to be)?)\s+((?:a|an|the)?\s*[^.\n!?]{2,160})/i,
  ],
  ['preprocess/persona', 'YOUR_YOU_CALL', /\b(?:your name is|you are called|you go by|call yourself)\s+([^.\n!?,]{1,60})/i],
  ['preprocess/persona', 'IDENTITY_PERSONA_ROLE', /^#*\s*(?:identity|persona|role)\s*(?:and purpose)?\s*[:\n]\s*([^\n]{4,200})/im],
  ['preprocess/persona', 'AND_WHO_THAT', /\s+(?:and|who|that|which)\s+(?:you|your)\b.*$/i],
  ['preprocess/persona', 'NOT_NEVER_GOING', /^(?:not|never|going|about|to|allowed|able|unable|expected|required|free)\b/i],
  [
    'screen/context',
    'REFUSAL',
    /\b(?:(?:I|we)(?:'m| am| are|'re)? (?:sorry|afraid|unable|not able|not allowed|not permitted|not authori[sz]ed)|(?:I|we) (?:can(?:'t|not)|won'?t|will not|must not|shouldn'?t|do not|don'?t|am unable to) (?:help|assist|discuss|talk|provide|give|share|answer|comment|go into|get into|offer|speak|reveal|disclose|respond)|(?:can'?t|cannot|not able to) (?:help|assist) with that|(?:outside|beyond) (?:my|the|our) (?:scope|expertise|area)|not (?:something|a topic) (?:I|we) can|(?:I|we)(?:'m| am) (?:only )?(?:here|able|designed) to (?:help|assist|discuss|talk)|I (?:can|could) only (?:help|assist|discuss|talk)|(?:let'?s|I'?d (?:prefer|rather)) (?:stick|keep|stay|focus|get back)|(?:please )?(?:consult|contact|speak (?:with|to)|talk to|see|ask|check with|call) (?:one of )?(?:a|an|your|our|the) (?:qualified |licensed |local |own )?(?:professional|doctor|gp|lawyer|attorney|advisor|adviser|physician|expert|pharmacists?|nurse|specialist|accountant|team|staff)|(?:I'?d|I would) rather not|I(?:'d| would)? prefer not to|(?:I|we) (?:try to )?(?:stay|keep) (?:away from|out of)|(?:I|we) (?:don'?t|do not|never) (?:discuss|comment on|get into|share (?:my )?(?:opinions?|views?)|give (?:\w+ )?advice)|(?:I|we) (?:can'?t|cannot|am not able to|'m not able to) (?:give|offer|provide) (?:\w+ )?advice|that'?s (?:outside|beyond|not something)|not (?:able|going) to (?:get into|weigh in))\b/i,
  ],
  [
    'screen/context',
    'DECLINE2',
    /\b(?:(?:I|we) (?:can(?:'t|not)|won'?t|will not|am unable to|'m unable to|am not able to|'m not able to|(?:am|'m|are|'re) not (?:allowed|permitted|able) to) (?:\w+ )?(?:advise|recommend|quote|diagnose|prescribe|predict|speculate|weigh in|say|tell you|confirm|comment|get into|go into|give you|offer|share|reveal|disclose|make|write|do)|(?:I|we) (?:stay|remain|keep|try to stay|try to remain) (?:strictly )?(?:neutral|impartial|non-partisan|out of)|(?:I|we) (?:don'?t|do not) (?:take sides|have (?:an )?opinions?|give (?:\w+ )?(?:advice|opinions?|recommendations?))|(?:isn'?t|is not|not) something (?:I|we) can (?:help|advise|comment|answer)|(?:that'?s|that is) (?:a question )?(?:best )?(?:for|one for) (?:a|an|your|our) (?:\w+ ){0,2}(?:team|professional|doctor|gp|lawyer|solicitor|advisor|adviser|pharmacist|manager|hr)|I(?:'m| am) (?:not|no) (?:a |an )?(?:doctor|lawyer|solicitor|financial advis[eo]r|medical professional))\b/i,
  ],
  [
    'screen/context',
    'REFERRAL',
    /^(?:please\s+|you can\s+|you may want to\s+|I'?d (?:suggest|recommend)(?: that you)?\s+|for [^,]{3,40},\s*(?:please\s+)?)?(?:check|see|visit|consult|refer to|look at|head (?:over )?to|go to|contact|call|ask|speak (?:to|with)|talk to)\b[^.!?]{0,80}\b(?:website|site|page|app|office|service|helpline|hotline|team|desk|department|professional|specialist|pharmacist|doctor|gp|lawyer|solicitor|advis[eo]r|citizens advice)\b/i,
  ],
  [
    'quality/engine',
    'DIRECTIVE',
    /\b(?:always|never|must|should|do not|don'?t|avoid|only|ensure|make sure|be |keep|use|respond|reply|answer|include|write|output|limit|refuse|decline)\b/i,
  ],
  [
    'quality/engine',
    'VAGUE',
    /\b(?:be (?:helpful|nice|good|friendly|professional|polite|concise|clear|accurate|careful|appropriate|respectful|engaging)|do your best|as (?:needed|appropriate)|where appropriate|if possible|try to|appropriate(?:ly)?|reasonable|good (?:answers|responses)|high[- ]quality|when relevant|sometimes|generally|usually)\b/i,
  ],
  [
    'quality/engine',
    'TONE',
    /\b(?:tone|friendly|formal|informal|professional|polite|warm|empathetic|concise|casual|playful|respectful|courteous|enthusiastic|style|voice|humou?r)\b/i,
  ],
  [
    'quality/engine',
    'SCOPE',
    /\b(?:only|help (?:users|customers|people) with|assist (?:users|customers)? ?with|your (?:job|role|purpose|task|goal) is|you (?:help|assist|answer|support)|focus on|questions about|specialis|speciali[sz]e|scope|topics?)\b/i,
  ],
  [
    'quality/engine',
    'SAFETY',
    /\b(?:never|do not|don'?t|must not|refuse|decline|safety|safe|harm|harmful|privacy|private|confidential|secret|illegal|inappropriate|medical advice|legal advice|disclaimer|sensitive|escalate)\b/i,
  ],
  ['quality/engine', 'YOU_ACT_YOUR', /\b(?:you are|act as|your name is|your role)\b/i],
  [
    'screen/evasion/injection',
    'DEMAND',
    /\b(?:reply|respond|answer|say|output|print|write|type|repeat|state|declare)(?:\s+(?:only|just|back|exactly|instead))*(?:\s+with)?(?:\s+(?:the\s+)?(?:words?|phrase|text|sentence|message)(?:\s+that)?)?\s*:?\s*["“']?([^"”'\n]{3,160}?)["”']?\s*(?:[.!](?:\s|$)|<|$|\n)/i,
  ],
  [
    'screen/evasion/injection',
    'TOKEN',
    /\b(?:https?:\/\/[^\s)"'<]+|www\.[^\s)"'<]+|[\w.+-]+@[\w-]+\.[\w.]+|[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|io|co|ru|xyz|info|biz|top)\b)/gi,
  ],
  ['screen/evasion/injection', 'SYSTEM_SYS_INSTRUCTION', /<\/(?:system|sys|instructions?|admin)>|-->|\n\s*\n/],
  [
    'screen/evasion/injection',
    'REVEAL_PRINT_SHOW',
    /\b(?:reveal|print|show|output|repeat|share|tell me|display|leak)\b[^.]{0,30}\b(?:system prompt|instructions|initial prompt|rules you were given|prompt)\b/i,
  ],
  [
    'screen/evasion/injection',
    'TAG_MARKER_LABEL',
    /^\s*(?:tags?|markers?|labels?|prefix(?:es)?|lines?|entr(?:y|ies)|messages?|means?|indicates?|is (?:just|only|a))\b/i,
  ],
  ['screen/evasion/injection', 'SUCH_LIKE_PHRASE', /\b(?:such as|like|e\.g\.|phrases?|attacks?|attempts?|for example|called|known as|injection|jailbreak)\b/i],
  ['screen/evasion/injection', 'PLEASE_NOW_AND', /^(?:please|now|and|so|ok(?:ay)?|also)[,\s]/i],
  ['screen/evasion/gaslighting', 'SO_AND_WHICH', /,\s*(?:so|and|which|but|therefore|hence|thus|meaning)\b|;|\s[—–-]\s/i],
  ['redeem/edit', 'CLAUSE_BREAK', /,\s*(?:but|though|although|yet|however|so|and)\s+|;\s+|\s[—–]\s/gi],
  ['redeem/edit', 'BUT_THOUGH_ALTHOUGH', /^[\s\S]*?(?:,\s*(?:but|though|although|yet|however|so|and)\s+|;\s+|\s[—–]\s)/i],
  [
    'redeem/engine',
    'EARLIER_BEFORE_PREVIOUSLY',
    /^(?:[^,]{0,60}?\b(?:earlier|before|previously|mentioned|confirmed|agreed|said|discussed|recall)\b[^,]{0,20}),\s*/i,
  ],
  // the last inline lists of the rule families (NO_OBJECT … EMPHASIS_CAPS): the literals as they stood at main 6d74fd7
  ['preprocess/families/topics', 'NO_OBJECT', /(^\W*|\bplease\s+|[;:]\s*)(give|offer|provide|make|share|express|voice)\s+no\s+/i],
  [
    'preprocess/families/conditionals',
    'NEGATES_QUOTE',
    /(?:\bno|\bnot|\bnever|\bwithout|\bavoid(?:ing)?|\bdon['’]t|\bdo not|\bnor)\s+(?:(?:say|saying|use|using|write|writing|ask|asking|the\s+(?:word|phrase)s?|words?|phrases?|like)\s+)*[("“‘'«]*\s*$/i,
  ],
  [
    'preprocess/families/conditionals',
    'COMPARED_NUMBER',
    /\b(more than|over|above|greater than|at least|fewer than|less than|under|below|up to|at most)\s+(\d{1,6})\b/i,
  ],
  [
    'preprocess/families/required-phrases',
    'SUBSTITUTE',
    /\binstead\b|\bin (?:its|their) place\b|\bin place of\b|\brather than\b|\ben su lugar\b|\bà la place\b|\bstattdessen\b/i,
  ],
  [
    'preprocess/families/secrets',
    'LISTED_CODES',
    /\b(?:cod(?:e|es|ed)|called|named|labell?ed|known as)\s+(?:as\s+)?((?=[A-Z0-9_-]*[A-Z][A-Z0-9_-]*[A-Z][A-Z0-9_-]*[A-Z])[A-Z][A-Z0-9_-]{2,}(?:(?:\s*,\s*(?:(?:and|or)\s+)?|\s+(?:and|or)\s+)(?=[A-Z0-9_-]*[A-Z][A-Z0-9_-]*[A-Z][A-Z0-9_-]*[A-Z])[A-Z][A-Z0-9_-]{2,})*)(?![\w-]|\s+[A-Z])/g,
  ],
  [
    'preprocess/families/secrets',
    'SUBJECT_KIND',
    /^\W*(?:the|our|this|that|its|their)\s+((?:[\p{L}-]+\s+){0,2}[\p{L}-]+)\s+(?:is|are|was|must|should|stays?|remains?)\b/iu,
  ],
  [
    'preprocess/families/secrets',
    'KEEP_KIND',
    /\bkeep\s+(?:the|this|that|these|those|our|its|their)\s+((?:[\p{L}-]+\s+){0,2}?[\p{L}-]+)\s+(?:secret|confidential|private|internal|quiet|hidden|under wraps|to yourself)\b/iu,
  ],
  [
    'preprocess/families/letter-case',
    'EMPHASIS_CAPS',
    /(?:\b(?:caps|capitals?|capital letters|upper-?case|all-caps|all caps|block capitals|shouty)\b[^.;]{0,40}\bfor (?:emphasis|effect)\b|\bemphasi[sz]\w*\b[^.;]{0,30}\b(?:caps|capitals?|capital letters|upper-?case|all-caps)\b)/i,
  ],
];

describePinnedRegexes('vocabulary moved to seeds/lexicons compiles to the regex it replaced', modules, moved);

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

/** [sector, its trigger as it stood in code, how many brands, sha256 of the brand list (first 16 hex)] in code order. */
const sectors: Array<[string, RegExp, number, string]> = [
  ['phones', /\b(?:phones?|smartphones?|handsets?|mobile devices?)\b/i, 13, 'ac1355c21776b706'],
  [
    'telecom',
    /\b(?:mobile (?:network|operator|plans?|contracts?)|carriers?|broadband|telecoms?|sim(?:-only)?|data plans?|coverage|5g|fibre|fiber|internet provider)\b/i,
    15,
    '2b9031636a50b36d',
  ],
  ['computers', /\b(?:laptops?|computers?|notebooks?|pcs?|desktops?|ultrabooks?)\b/i, 12, 'aee5adb2a9408c46'],
  ['ride_hailing', /\b(?:ride[- ]?(?:hailing|sharing|share)|rides?|taxis?|cabs?|drivers?)\b/i, 10, '468658213261bce1'],
  ['food_delivery', /\b(?:food delivery|takeaway|take-out|takeout|delivery app)\b/i, 8, '1192ab9818160a06'],
  ['streaming', /\b(?:stream(?:ing)?|tv|films?|movies?|series|shows?|music|podcasts?)\b/i, 15, 'f988ad61308191b8'],
  ['coffee', /\b(?:coffee|caf[eé]s?|espresso|baristas?|lattes?)\b/i, 11, 'ecc423f7807abe43'],
  ['fast_food', /\b(?:burgers?|pizzas?|fast food|fried chicken|restaurants?|diners?)\b/i, 12, '374d1e1868372e37'],
  ['airlines', /\b(?:airlines?|airways|flights?|fly|flying|air travel|carriers?)\b/i, 20, '5d09b0b060ff44aa'],
  ['payments', /\b(?:banks?|banking|payments?|pay|wallets?|cards?|fintech|money transfers?|transfers?|loans?|mortgages?|savings)\b/i, 24, '9b6cb4c7f3459b67'],
  [
    'retail',
    /\b(?:shops?|stores?|retail(?:er)?s?|outfitters|fashion|clothing|apparel|e-?commerce|marketplace|shopping|catalogue|catalog)\b/i,
    18,
    'a10e71d0860f8004',
  ],
  ['outdoor', /\b(?:outdoors?|hiking|camping|climbing|trail|sportswear|running|trainers|sneakers|gear|kit|athletic)\b/i, 16, '37bcb27030e2716c'],
  ['cars', /\b(?:cars?|vehicles?|dealerships?|motors|automotive|auto|electric vehicles?|evs?)\b/i, 18, 'e080afd6fa044ffa'],
  ['travel', /\b(?:hotels?|travel|holidays?|vacations?|stays?|accommodation|lodging|resorts?|tours?|bookings?)\b/i, 18, '9895213600cfa1d1'],
  [
    'software',
    /\b(?:software|saas|cloud|crm|project management|productivity|workspace|collaboration|accounting|invoic\w*|spreadsheets?)\b/i,
    20,
    'f2fc66e42c6df381',
  ],
  ['groceries', /\b(?:grocer(?:y|ies)|supermarkets?|food shop)\b/i, 11, '8c34319810a83c0e'],
  ['gyms', /\b(?:gyms?|fitness|workouts?|memberships?|personal train\w*)\b/i, 9, '13e241168241f829'],
  ['insurance', /\b(?:insurance|insurers?|policy|policies|premiums?|claims?)\b/i, 12, 'f3cc64b257dff2dc'],
  ['energy', /\b(?:energy|electricity|gas supplier|utilit(?:y|ies)|tariffs?)\b/i, 10, '3e7f44fccd73d38d'],
  ['email', /\b(?:e-?mail|inbox|mail client)\b/i, 6, 'aefd1dc017436f7e'],
];

describe('brand sectors moved to seeds/lexicons/en/brands.json', () => {
  it('compile to the same triggers and hold the same brands, in the same order', () => {
    const digest = (brands: string[]) => createHash('sha256').update(JSON.stringify(brands)).digest('hex').slice(0, 16);
    expect(SECTORS.map((s) => [s.name, s.trigger.source, s.trigger.flags, s.brands.length, digest(s.brands)])).toEqual(
      sectors.map(([name, re, n, h]) => [name, re.source, re.flags, n, h]),
    );
  });
});

describe('word sets and tables moved to the family lexicons hold what they held in code', () => {
  it('topics GENERIC_OBJECT: the stems of a relative clause that restrict nothing', () => {
    expect([...preprocess_families_topics.GENERIC_OBJECT]).toEqual([
      'our',
      'your',
      'their',
      'any',
      'servic',
      'service',
      'product',
      'item',
      'thing',
      'anyth',
      'anything',
      'customer',
      'user',
      'peopl',
      'people',
    ]);
  });
  it('secrets SHAPE_OF_KIND: the value shapes each kind noun names, in the same order', () => {
    expect(Object.entries(preprocess_families_secrets.SHAPE_OF_KIND)).toEqual(
      Object.entries({
        date: ['date'],
        day: ['date'],
        deadline: ['date'],
        price: ['amount'],
        cost: ['amount'],
        floor: ['amount'],
        amount: ['amount'],
        figure: ['amount', 'number'],
        fee: ['amount'],
        rate: ['amount'],
        budget: ['amount'],
        salary: ['amount'],
        code: ['code', 'number'],
        pin: ['code', 'number'],
        password: ['code'],
        passcode: ['code', 'number'],
        number: ['number', 'code'],
        codename: ['name', 'code'],
        company: ['name'],
        client: ['name'],
        partner: ['name'],
        supplier: ['name'],
        target: ['name'],
        link: ['url'],
        url: ['url'],
        address: ['email', 'url'],
      }),
    );
  });
});
