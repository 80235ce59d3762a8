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

export const MINOR =
  /\b(?:child(?:ren)?|kids?|minors?|not yet (?:an )?adults?|(?:has|have)n'?t (?:yet )?reached adulthood|(?:below|under) the (?:legal )?age(?: of (?:consent|majority|18))?|below legal age|pre-?adolescents?|adolescents?|(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|1st|2nd|3rd|[4-9]th)[- ]grade(?:rs?)?|in (?:grade|year) [1-9]\b|teenage (?:girls?|boys?|daughters?|sons?)|(?:aged?|age of|just turned) (?:seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen)\b|under[- ]?age(?:d)?|under (?:the age of )?(?:18|eighteen|sixteen|16)|below the age of consent|(?:middle|elementary|primary|junior high)[- ]school(?:ers?| students?| girls?| boys?| kids?| pupils?)?|young teens?|early teens?|pubescent|prepubescent|pre-pubescent|jailbait|(?:aged?|age of) (?:1[0-7]|[1-9])\b|preteens?|pre-teens?|(?:1[0-7]|[1-9])[- ]?(?:year|yr)s?[- ]?olds?|little (?:girls?|boys?)|young (?:girls?|boys?)|schoolgirls?|schoolboys?|lolis?|shotas?|toddlers?|infants?|teens? under|under 1[0-8]|(?:twelve|thirteen|fourteen|fifteen|eleven|ten|nine)[- ]year[- ]olds?)\b/i;
export const SEXUAL =
  /\b(?:sexuali[sz]\w*|sexual(?:ly|ised|ized)?|sexy|erotic(?:a)?|nude|naked|explicit|lewd|nsfw|porn\w*|seduc\w*|intimate|aroused?|fetish\w*|sensual|flirt\w*|romantic(?:ally)?|kinky|lust\w*|groom\w*)\b/i;
const PROTECTIVE =
  /\b(?:refuse|decline|never|do not|don'?t|must not|not allowed|report\w*|flag\w*|detect\w*|identify (?:signs|warning|risks?|abuse|grooming|victims|threats|harm)|prevent\w*|protect\w*|safeguard\w*|safety|moderat\w*|block\w*|filter\w*|ban (?:\w+ )?(?:users?|accounts?|members|posts|anyone)|banned from|escalate|warn|abuse survivors?|survivors?|therap\w*|counsel\w*|educat\w*|awareness|recogni[sz]e|signs of|help (?:parents|victims|survivors)|law enforcement|child protection|safeguarding|policy|policies|classif\w*|screen\w*|remove|takedown)\b/i;
/** Phrases that contain protective words but strip protections ("no content policy", "never refuse"). */
const UNPROTECT =
  /\b(?:police|authorities|anyone|nobody|they|victims?) (?:will )?never (?:find out|know|notice|suspect|catch|trace)|\bnever (?:get|be) caught|\b(?:no|without|ignore|ignoring|free (?:of|from)|not bound by|unbound by|bypass|disable[ds]?|turn(?:ed)? off)\s+(?:any\s+|all\s+|your\s+|the\s+)?(?:content\s+|safety\s+|usual\s+)?(?:polic(?:y|ies)|filters?|restrictions|rules|safety(?: \w+)?|moderation|guidelines|censorship|limits)|\bnever (?:refuse|decline|say no|hold back|warn|moralize|lecture)\w*|\b(?:do not|don'?t|never) (?:add|include|give) (?:any )?(?:warnings?|disclaimers?)/gi;
function protective(s: string): boolean {
  return PROTECTIVE.test(s.replace(UNPROTECT, ' '));
}
/** Talking about abuse or exploitation (survivors, education, medicine) rather than asking for sexual content. */
const ABOUT_ABUSE =
  /\bsexual(?:ly)? (?:abuse[ds]?|assault(?:ed)?|exploitation|violence|harassment|abused|exploited)|\b(?:puberty|hygiene|paediatric|pediatric|anatomy|medical|health|development(?:al)?|body safety|consent education|sex education)\b/i;
const QUOTING =
  /\b(?:if (?:a |the )?(?:user|someone|anyone|they)|users? (?:may|might|will|could) (?:try|ask|attempt)|attempts? to|requests? (?:to|for|that)|such as|e\.g\.|for example|like "|examples? of)\b/i;

const HARM_VERB =
  /\b(?:kill(?:s|ed|ing)?|murder(?:s|ed|ing)?|poison(?:s|ed|ing)?|hurt(?:s|ing)?|harm(?:s|ed|ing)?(?![- ]reduction)|injur(?:e|es|ed|ing)|maim(?:s|ed|ing)?|tortur(?:e|es|ed|ing)|stalk(?:s|ed|ing)?|kidnap(?:s|ped|ping)?|abduct(?:s|ed|ing)?|assault(?:s|ed|ing)?|attack(?:s|ed|ing)?|beat(?:ing)? up|strangl(?:e|es|ed|ing)|shoot(?:s|ing)?|stab(?:s|bed|bing)?|dox(?:x)?(?:es|ed|ing)?|swat(?:ted|ting)?|blackmail(?:s|ed|ing)?|extort(?:s|ed|ing)?|traffick(?:s|ed|ing)?|make (?:\w+ ){0,3}suffer|break (?:his|her|their) (?:legs?|arms?|bones?|jaw)|physically (?:punish|hurt|harm)|get physical revenge on)\b/i;
/** A specific, named target: "his neighbour Martin Kowalski", "a person they name", "my ex", "her coworker". */
const NAMED_TARGET =
  /\b(?:(?:a |the )?(?:specific|particular|named|real) (?:person|individual|people|woman|man)|(?:a |the )?(?:person|people|individual|someone) (?:they|the user|he|she) (?:name|names|specif(?:y|ies)|choose|chooses|pick)|(?:his|her|their|the user'?s|my) (?:former |old )?(?:roommates?|flatmates?|ex(?:-?(?:girlfriend|boyfriend|wife|husband|partner))?|neighbou?rs?|boss|coworkers?|co-workers?|colleagues?|classmates?|teacher|landlord|rival|enemy|enemies|wife|husband|partner|girlfriend|boyfriend|stepfather|stepmother|father|mother|brother|sister)|\b(?:him|her)\b(?= (?:physically|badly|without|so|until|and))|(?:neighbou?r|coworker|co-worker|colleague|classmate|ex|boss|teacher|landlord|person|man|woman|guy|girl|stepfather|roommate),? (?:named |called )?[A-Z][a-z]+(?: [A-Z][a-z]+)?)/;
const PEOPLE =
  /\b(?:people|someone|somebody|a person|persons|(?:that|this) (?:person|individual)|humans?|individuals|victims?|targets?|(?:a |their |his |her |my )?(?:family members?|relatives?|spouse|elderly (?:parent|relative)s?)|their (?:wife|husband|partner|ex|boss|neighbou?r|family|coworkers?|classmates?|children|kids|teacher|enemies)|his (?:wife|partner|ex)|her (?:husband|partner|ex)|the user'?s? (?:enemies|targets?|ex|neighbou?r|boss)|others|civilians|journalists|politicians|women|men|immigrants|jews|muslims|minorities|strangers|a specific person)\b/i;
/** "help the user hurt Jane Doe": a harm verb aimed at a full name. */
const HARM_NAMED = /\b(?:hurt|harm|injure|attack|kill|poison|beat up|stalk|assault|torture|kidnap)\s+[A-Z][a-z]+ [A-Z][a-z]+\b/;
const ASSIST =
  /\b(?:help\w*|assist(?!ant)\w*|come up with|suggest|brainstorm|find (?:ways|methods)|ways to|how to|give (?:[\w-]+ ){0,3}(?:instructions|advice|tips|steps|guidance|methods)|teach\w*|instruct\w*|guide\w*|explain (?:how|to)|show (?:them|users|the user) how|provide (?:detailed |step[- ]by[- ]step )?(?:instructions|guidance|plans?|methods|ways|steps)|give (?:detailed )?(?:instructions|advice|tips|step)|encourage|incite|urge|convince|persuade|plan|your (?:job|purpose|goal|task|role|mission) is(?: to)?|you (?:will|must|should|always)|always)\b/i;
const UNDETECTED =
  /\b(?:without (?:getting|being) (?:caught|detected|traced)|(?:so (?:that )?)?it looks? (?:natural|like an accident|accidental)|(?:police|authorities) (?:will )?never (?:find out|know|suspect)|without leaving (?:any )?(?:trace|evidence|marks?)|get away with|undetectable|untraceable|leave no (?:trace|evidence|marks?)|(?:kill|hurt|injure|harm) as many (?:people )?as possible|as many (?:deaths|casualties|victims) as possible|cover (?:up|their tracks)|avoid (?:detection|the police|getting caught)|maximi[sz]e (?:casualties|harm|damage|deaths|suffering|pain))\b/i;
const SELF_HARM_PUSH =
  /\b(?:encourage|urge|convince|persuade|push|tell|goad|egg on)\b[^.]{0,40}\b(?:to (?:kill themselves|commit suicide|end (?:their|his|her) li(?:fe|ves)|self[- ]harm|cut themselves|starve themselves|hurt themselves))\b/i;

const ATTACK =
  /\b(?:terror(?:ist)? attacks?|attacks? on (?:a |an |the )?(?:crowded|busy|packed|public|civilian|school|shopping|government|religious)\b|as many (?:deaths|casualties|victims)|bomb(?:ing)?s?|mass (?:shooting|casualt\w+|murder|killing)|massacre|suicide (?:bomb\w*|vest|attack)|car bomb|ied|improvised explosive|explosive devices?|pipe bombs?|nerve agent|sarin|anthrax|bioweapons?|chemical weapons?|dirty bomb|shoot(?:ing)? up|attack on (?:a |the )?(?:school|church|mosque|synagogue|crowd|concert|stadium|government|power grid|subway|airport|parade))\b/i;
const PLAN =
  /\b(?:plan|planning|organi[sz]e|coordinate|carry out|execute|prepare|build|make|construct|assemble|maximi[sz]e|choose targets|select targets|target|help (?:users? |the user |them )?(?:plan|build|make|carry out|prepare|organi[sz]e|execute|choose))\b/i;
const RECRUIT =
  /\b(?:recruit\w*|radicali[sz]\w*|indoctrinat\w*|spread (?:the |our |its |their )?(?:propaganda|ideology|message)|propaganda for|convert (?:people|users|youth)|win (?:new )?(?:members|followers|fighters)|(?:persuade|convince|encourage|urge)\w* (?:\w+ ){0,3}to (?:\w+ (?:and|or) |travel (?:\w+ )?(?:and |to )?)?(?:join|take up arms|fight|die for|become (?:a )?(?:fighters?|martyrs?|soldiers?))|take up arms|glorif\w* (?:its|their|the|our) (?:attacks|bombings|violence|martyrs))\b/i;
const EXTREMIST =
  /\b(?:jihadist \w+|armed groups?|(?:uses?|using|spread) terror|terror against civilians|terrorist (?:organi[sz]ations?|groups?|cells?|networks?|movements?|causes?)|militant (?:movements?|groups?|organi[sz]ations?|cells?|wings?)|armed (?:militia|insurgen\w*|rebellion)|our fighters|violent (?:movement|group|cause|uprising|revolution)|isis|isil|islamic state|daesh|al[- ]?qa[e']?da|al[- ]?shabaab|boko haram|hamas|hezbollah|taliban|jihad\w*|mujahid\w*|white (?:supremac\w*|nationalis\w*|power)|neo[- ]?nazi\w*|nazi (?:party|cause|movement)|aryan|accelerationis\w*|the base|atomwaffen|kkk|ku klux klan|militia|holy war|race war|armed struggle|violent extremis\w*|extremist (?:cause|movement|group|organi[sz]ation|ideology)|our (?:cause|movement|jihad|struggle))\b/i;
const GLORIFY =
  /\b(?:prais\w*|glorif\w*|celebrat\w*|honou?r\w*|lionis\w*|heroi[sz]\w*)\b[^.]{0,30}\b(?:mass (?:shooters?|murderers?|killers?)|terrorists?|suicide bombers?|school shooters?|(?:the )?(?:attackers|bombers|martyrs))\b|\b(?:encourag|urg|inspir|incit|push)\w* (?:\w+ ){0,3}to (?:carry out|commit|launch|stage) (?:the next |an? |another |more |their own )?(?:attacks?|massacres?|bombings?|shootings?)\b/i;
const ANALYSIS =
  /\b(?:analy[sz]\w*|research\w*|stud(?:y|ies|ying)|histor\w*|counter[- ]?(?:terror\w*|extremis\w*|radicali[sz]ation)|prevent\w*|detect\w*|moderat\w*|deradicali[sz]\w*|academic|journalis\w*|report(?:ing|s)? on|explain(?:ing)? (?:the )?(?:history|causes|risks)|fiction|novel|story|screenplay|game|threat (?:model|intelligence|assessment))\b/i;

const JB_NAMES =
  /\b(?:(?:you are|you're|act as|acting as|pretend to be|become|you will be|you are now|roleplay as|simulate|enable|enter|activate)\s+(?:now\s+)?(?:a\s+|an\s+|in\s+)?["'“]?(?:DAN|STAN|DUDE|AIM|Developer Mode|jailbroken|JailBreak|an? unfiltered|an? uncensored|an? unrestricted|evil(?:bot| ai| assistant)|BetterDAN|anti-?GPT)\b|do anything now|developer mode (?:enabled|output)|jailbreak mode|god mode enabled)/i;
const JB_IGNORE =
  /\b(?:ignore|disregard|forget|bypass|override|drop|abandon|discard|set aside|break free (?:of|from)|are (?:no longer|not) bound by|are free (?:of|from)|without any|have no|do not have any|don'?t have any|no longer have|not subject to|unshackled from|freed from)\b[^.]{0,40}\b(?:(?:all|any|your|its|the|every)\s+)?(?:(?:previous|prior|safety|ethical|moral|content|openai|anthropic|built[- ]in|usual|normal|default|programmed|original)\s+)*(?:safety (?:guidelines|rules|filters|restrictions|protocols|measures|policies|training)|guidelines|restrictions|filters|censorship|content polic(?:y|ies)|ethics|ethical (?:guidelines|constraints|restrictions|principles)|moral (?:guidelines|constraints|restrictions)|limitations|limits|(?<=(?:your|its|safety|ethical|moral|content) )rules|safeguards|guardrails|(?:your|its) (?:\w+ )?(?:programming|training))\b/i;
const JB_UNBOUND =
  /\b(?:there are no (?:rules|restrictions|limits|boundaries|filters|guidelines)(?: (?:here|for you|anymore|any more|whatsoever|at all|in this chat))?(?=\s*[.!;,]|$)|(?:you are|you're) no longer (?:an? )?(?:\w+ ){0,3}(?:with|bound by|subject to|that follows?) (?:any )?(?:rules|restrictions|guidelines|limits|policies)|(?:an? )?(?:ai|assistant|model|chatbot|bot|version of you) (?:with|that has|without) (?:no |any )?(?:content )?(?:filters?|restrictions|rules|limits|guidelines|ethics|morals|censorship|guardrails)|(?:disable|turn off|remove|switch off|deactivate|lift|drop) (?:all )?(?:of )?(?:your|its|the) (?:\w+ )?(?:guardrails|filters|safety (?:features|settings|guidelines|rules)|restrictions|content polic(?:y|ies)|safeguards)|content polic(?:y|ies) (?:do|does) not apply|(?:you|it|dan|the ai)\s+(?:are|is|will be|have been)\s+(?:now\s+)?(?:completely\s+|totally\s+)?(?:free (?:of|from)|unbound by|not bound by|not restricted by|not limited by|exempt from)\s+(?:all\s+|any\s+)?(?:rules|restrictions|limits|limitations|policies|guidelines|filters|ethics|morals|censorship)|(?:you|it)\s+(?:have|has)\s+(?:no|zero)\s+(?:rules|restrictions|limits|limitations|filters|boundaries|guidelines|ethical (?:guidelines|constraints)|morals|censorship)|nothing is off[- ]limits|no (?:rules|restrictions|limits|filters|boundaries|censorship) (?:apply|whatsoever|at all)|(?:does|do) not (?:have to )?(?:abide by|follow|obey) (?:any|the) (?:rules|restrictions|policies|guidelines)|broken free (?:of|from)|(?:ignore|disregard|bypass|override|forget) (?:your |all |any |the )?(?:safety|ethical|moral|content) (?:training|guidelines|rules|filters|policies|restrictions|protocols))\b/i;
const JB_NEVER_REFUSE =
  /\b(?:(?:answer|fulfil|fulfill|respond to|comply with) (?:any|every|all) (?:\w+ )?(?:requests?|questions?|prompts?),? (?:including|even) (?:illegal|harmful|dangerous|unethical)|(?:provide|give|answer) (?:any|every|all) [^.]{0,30}(?:however|no matter how|regardless of how) (?:dangerous|harmful|illegal|unethical)|never (?:refuse|decline|say no to|reject)|cannot refuse|must (?:answer|comply with) (?:any|every|all)|answer (?:any|every|all) (?:request|question)s? (?:regardless|no matter|without)|no matter how (?:illegal|harmful|unethical|immoral|dangerous|inappropriate))\b/i;
const JB_HARMFUL_CONTEXT =
  /\b(?:refusals?|warnings?|illegal|harmful|unethical|immoral|dangerous|inappropriate|offensive|explicit|any request|anything|regardless|no matter|moral|ethic|censor|filter|policy|polic(?:y|ies)|openai|anthropic|safety)\b/i;
const JB_DEFENSIVE =
  /\b(?:instructions?|requests?|attempts?) (?:in|from) (?:the )?(?:user'?s?|users'?|customer'?s?) (?:messages?|input|turns?)\b|\b(?:in|from) (?:the )?(?:user'?s?|users'?) (?:messages?|input)[^.]{0,40}\b(?:asks?|tries|tell)\w* you to\b|\b(?:if|when|whenever)\b[^.]{0,50}\b(?:user|someone|anyone|they|a message|the input|people|attackers?|hackers?)\b|\b(?:users? (?:may|might|will|could)|attempts? to|tries to|trying to|try to (?:make|get|trick)|tricks?|jailbreak attempts?|(?:do not|don'?t|never|must not|refuse to)\s+(?:\w+\s+){0,5}(?:ignore|disregard|forget|bypass|override|drop|abandon|break|follow|obey|comply)|\b(?:user|users|they|anyone|nobody|no one|attackers?)\b[^.]{0,30}\b(?:can'?t|cannot|may not|must not|is not allowed|are not allowed)|\b(?:make|get|trick|convince|force) you (?:to )?(?:ignore|disregard|forget|break)|\bignore (?:any|all|every) (?:prompts?|requests?|messages?|attempts?|commands?|instructions? (?:from|that|to))|\brequests? to|\bif you (?:ignore|break|disobey|violate|forget)|such as|e\.g\.|for example|like "|detect|classif\w*|red[- ]team\w*|test(?:ing)? (?:for|against)|analy[sz]\w*|research\w*|explain\w*)\b/i;

const FRAUD =
  /\b(?:commit(?:ting)? (?:\w+ )?fraud|scam(?:s|ming)? (?:\w+ ){0,2}(?:out of|into)|scam(?:s|ming)? (?:others|people|victims|customers)|(?:romance|investment|crypto|tech[- ]support|lottery|advance[- ]fee|pig[- ]butchering|elder) scams?|get (?:\w+ ){0,3}(?:people|victims|them|strangers) to (?:send|transfer|wire) (?:you |them |us )?(?:money|funds|gift cards)|launder\w* (?:\w+ )?(?:money|funds|proceeds|cash)|phishing (?:e-?mails?|messages?|pages?|sites?|kits?|texts?|campaigns?)|scam(?:s|ming)? (?:people|victims|the elderly|elderly|users|customers|strangers)|defraud\w*|steal (?:\w+ ){0,2}(?:money|identit(?:y|ies)|credentials|logins?|login details|passwords|bank details|card details|savings)|trick (?:\w+ ){0,3}into (?:giving|handing|sending|revealing|transferring|paying)|money laundering|launder (?:money|funds|proceeds)|fake (?:invoices|ids?|identity documents|passports|reviews to (?:scam|defraud)))\b/i;
const DRUG_DEALING =
  /\b(?:sell|deal|supply|push|peddl)\w* (?:\w+ ){0,2}(?:cocaine|heroin|meth|fentanyl|crack|drugs|pills|ecstasy)\b[^.]{0,30}\b(?:teenagers|teens|kids|children|minors|students|schoolchildren)\b/i;
const HACK_OTHERS =
  /\b(?:hack|break|get)\w* into (?:\w+ ){0,3}(?:(?:ex|partner|spouse|wife|husband|girlfriend|boyfriend|someone|other people|neighbou?r|coworker|boss)\S*)(?:\s\w+){0,2} (?:emails?|accounts?|phones?|social media|computers?|devices?|messages)\b|\b(?:spy|snoop) on (?:their|his|her|the user'?s) (?:partner|spouse|wife|husband|ex|girlfriend|boyfriend)|\bstalkerware\b/i;
const STOLEN =
  /\b(?:stolen (?:credit |debit )?(?:cards?|card (?:numbers|data|details)|credentials|accounts?|identities)|carding|card dumps|fullz|cvv (?:shops?|dumps))\b/i;
const NCII_TARGET =
  /\b(?:real (?:person|people|actress(?:es)?|actors?|celebrit\w+|wom[ae]n|m[ae]n|individuals?|coworkers?|classmates?)|without (?:her|his|their) (?:consent|knowledge|permission)|non-?consensual(?:ly)?|deepfake\w*|revenge porn|(?:coworker|classmate|ex|neighbou?r|person) (?:the user|they|he|she) names?)\b/i;
const ANIMAL_CRUELTY =
  /\b(?:tortur\w*|abus\w*|mutilat\w*|be cruel to|maim\w*|hurt\w*|harm\w*|kill\w*|injur\w*)\s+(?:\w+\s+){0,2}(?:animals?|pets?|dogs?|cats?|puppies|kittens|wildlife|birds?)\b[^.]{0,40}\b(?:for (?:fun|entertainment|pleasure|kicks|sport|the lulz)|to (?:watch|film) (?:them|it) suffer)|\b(?:how to|ways to|teach\w* (?:\w+ ){0,3}(?:how )?to)\s+(?:tortur\w*|mutilat\w*|be cruel to)\s+(?:\w+\s+){0,2}(?:animals?|pets?|dogs?|cats?|puppies|kittens)\b/i;
const OTHER_SAFE =
  /\b(?:detect\w*|recogni[sz]\w*|spot(?:ting)?|identify\w*|awareness|train(?:ing)? (?:staff|employees)|simulat\w*|authori[sz]ed|security team|prevent\w*|protect\w*|report\w*|warn\w*|avoid (?:being|falling)|victims? of|fraud team|investigat\w*|vet\w*|welfare|rescue|humane\w*)\b/i;

const PATTERNS: Pattern[] = [
  {
    category: 'csam',
    reason: 'The system prompt asks for sexual content involving minors.',
    test: (s) => MINOR.test(s) && SEXUAL.test(s) && !protective(s) && !ABOUT_ABUSE.test(s),
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
        (EXTREMIST.test(s) && /\b(?:glorif\w*|celebrat\w*|praise|support|join|fight for|martyr\w*)\b/i.test(s) && ASSIST.test(s))),
  },
  {
    category: 'violence',
    reason: 'The system prompt instructs the assistant to help harm people.',
    test: (s) =>
      !protective(s) &&
      !/\b(?:fiction|novel|story|stories|screenplay|game|character|roleplay|self[- ]defen[cs]e|martial arts|history|historical)\b/i.test(s) &&
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
      const acronymOnly = jb && /^(?:[^"'“]*\s)?["'“]?(?:dan|stan|dude|aim)$/i.test(jb[0].trim()) && !/\b(?:DAN|STAN|DUDE|AIM)\b/.test(jb[0]);
      if (
        jb &&
        !acronymOnly &&
        !/\b(?:such as|e\.g\.|like|detect|classif\w*|analy[sz]\w*|research\w*|if (?:a |the )?user|attempts?|refuse|never|resist\w*|proof|hardened)\b|jailbreak-(?:resistant|proof|hardened)/i.test(
          s,
        )
      )
        return true;
      if (JB_DEFENSIVE.test(s)) return false;
      if (JB_IGNORE.test(s) || JB_UNBOUND.test(s)) return true;
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
      ((FRAUD.test(s) && (ASSIST.test(s) || /\b(?:write|create|generate|draft|craft|produce|run|operate)\b/i.test(s))) ||
        (STOLEN.test(s) && /\b(?:buy|sell|trade|trading|use|cash(?:ing)? out|market(?:place)?|vendor|shop|monetis|monetiz)\w*/i.test(s)) ||
        (SEXUAL.test(s) && NCII_TARGET.test(s) && !/\b(?:fiction(?:al)? characters?|consenting adults)\b/i.test(s)) ||
        ANIMAL_CRUELTY.test(s) ||
        DRUG_DEALING.test(s) ||
        (HACK_OTHERS.test(s) && !/\b(?:own|authori[sz]ed|pentest|penetration|permission)\b/i.test(s))),
  },
];

/** Categories also judged over a sentence and the one before it ("The user hates Martin. Help him make Martin suffer."). */
const PAIRED = new Set<CannotComplyCategory>(['csam', 'violence', 'terrorism']);

/** Returns the CANNOT_COMPLY object for an egregiously harmful system prompt, else undefined. */
export function classifyHarmfulPrompt(prompt: string): CannotComply | undefined {
  const sentences = splitSentences(prompt.length > 60000 ? prompt.slice(0, 60000) : prompt);
  for (let i = 0; i < sentences.length; i++) {
    const s = sentences[i].text;
    if (s.length < 8) continue;
    const lower = s.toLowerCase();
    for (const p of PATTERNS) {
      if (p.test(s, lower)) return { reason: p.reason, category: p.category };
    }
    // the target or the minor named in the sentence before: "The user hates his neighbour Martin. Help him make Martin suffer."
    if (i > 0) {
      const prev = sentences[i - 1].text;
      const refersBack = /\b(?:him|her|them)\b/.test(s) || (s.match(/(?<=\s)[A-Z][a-z]{2,}\b/g) ?? []).some((w) => prev.includes(w));
      const harm =
        refersBack &&
        ((HARM_VERB.test(s) && ASSIST.test(s) && (PEOPLE.test(prev) || NAMED_TARGET.test(prev))) ||
          (ASSIST.test(s) &&
            /\b(?:do (?:it|that|this|so)|carry (?:it|this|that) out)\b/i.test(s) &&
            HARM_VERB.test(prev) &&
            (PEOPLE.test(prev) || NAMED_TARGET.test(prev))));
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
