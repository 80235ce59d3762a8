/**
 * Conditional rules that depend on the conversation: "if the user asks about X, say/tell them Y",
 * "when asked about refunds, direct them to support@acme.com", "if someone asks for the password, respond with
 * 'Access Denied'", "if the user says the access code, respond with 'Access Granted'".
 */

import { lexiconFile, lexiconGroups } from '../../lexicon.js';
import { contentStems, quotedStrings, type Relation } from '../../text.js';
import type { Rule } from '../../types.js';
import { docOf, makeRule, type RuleFamily } from '../family.js';
import { ALIASES, cuesFor } from '../lexicon.js';

/** Phrase lists live in seeds/lexicons/en/family-conditionals.json (issue 9); the structure around them stays here. */
const vocab = lexiconGroups('en', 'family-conditionals');
/** "If a customer asks for a refund a second time": the condition holds once the user has met it that many times. */
const REPEAT_3 = new RegExp(String.raw`(?:^|[^\p{L}])(?:${vocab('repeat-3')})(?![\p{L}])`, 'iu');
const REPEAT_2 = new RegExp(String.raw`(?:^|[^\p{L}])(?:${vocab('repeat-2')})(?![\p{L}])`, 'iu');
const SAME_CONVERSATION = /\s+(?:in|during|within)\s+(?:the\s+same|this|one|a\s+single)\s+(?:conversation|chat|session|thread)\b/i;
export const DATE_DEADLINE_TIMELINE = new RegExp(String.raw`\b(?:${vocab('date-deadline-timeline')})`, 'i');
export const PRICE_PRICING_COST = vocab.words('price-pricing-cost');
export const THE_AN_ANY = new RegExp(String.raw`^(?:${vocab('the-an-any')})\s+`, 'i');
export const USER_CUSTOMER_SOMEONE = new RegExp(String.raw`^(?:${vocab('user-customer-someone')})\s+`, 'i');
export const OTHER_UNRELATED_NOT = vocab.words('other-unrelated-not');
export const PASSWORD_PASSCODE_ACCESS = vocab.words('password-passcode-access');
export const ASK_REQUEST_WANT = new RegExp(String.raw`\b(?:${vocab('ask-request-want')})\b[^.]{0,20}\b(?:${vocab('ask-request-want-for-to')})\b`, 'i');
export const SAY_ENTER_TYPE = vocab.words('say-enter-type');
export const ASK_INQUIRE_ENQUIRE = new RegExp(
  String.raw`\b(?:${vocab('ask-inquire-enquire')})\s+(?:\w+\s+)?(?:${vocab('ask-inquire-enquire-about-for-regarding')})?\s*(.+)$`,
  'i',
);
export const ALREADY_EARLIER_BEFORE = vocab.words('already-earlier-before');
export const AND_BEFORE = new RegExp(vocab('and-before'), 'i');
export const GIVEN_PROVIDED_SHARED = new RegExp(String.raw`\b(?:${vocab('given-provided-shared')})\s+(?:you\s+)?(.+)$`, 'i');
export const ANSWER_HELP_ENGAGE = new RegExp(`^(?:${vocab('answer-help-engage')})$`, 'i');
export const AGAIN_ANYMORE_ANY = new RegExp(String.raw`\s+(?:${vocab('again-anymore-any')})\b.*$`, 'i');
export const IT_THEM_THIS = new RegExp(`^(?:${vocab('it-them-this')})$`, 'i');
export const FOR_ABOUT_ON = new RegExp(String.raw`^(?:${vocab('for-about-on')})\s+`, 'gi');
export const ANY_THE_THEIR = new RegExp(String.raw`^(?:${vocab('any-the-their')})\s+`, 'i');
export const ASK_REQUEST_RE = new RegExp(`^(?:${vocab('ask-request-re')})`);
export const THEM_THE_HIM = new RegExp(
  String.raw`^(?:(?:you\s+)?(?:${vocab('them-the-him-should-must-always')})\s+)*ask\s+(?:${vocab('them-the-him')})\b`,
  'i',
);
export const FOR_TO_ABOUT = new RegExp(String.raw`^.*?\bask\s+(?:${vocab('for-to-about-them-the-him')})?\s*(?:${vocab('for-to-about')})?\s*`, 'i');
export const RESPOND_REPLY_ANSWER = new RegExp(
  String.raw`^.*?\b(?:${vocab('respond-reply-answer')})\w*\b\s*(?:${vocab('respond-reply-answer-them-him-her')})?\s*(?:${vocab('respond-reply-answer-to-that-with')})?\s*`,
  'i',
);

const WHO =
  "user|users|customer|customers|someone|somebody|anyone|they|visitor|client|people|person|caller|student|patient|guest|member|buyer|shopper|parent|player|tenant|resident|employee|learner|reader|fan|driver|rider|travell?er|subscriber|owner|applicant|candidate|donor|child|kid|you are|you're|you get|you receive|asked|the conversation|a question|questions?|a message|a request";
const ACT_VERBS =
  "must|should|always|please|politely|kindly|only|never|do not|don't|respond|reply|say|tell|answer|direct|refer|redirect|point|output|recommend|suggest|decline|refuse|explain|remind|apologi[sz]e|offer|ask|provide|give|share|mention|include|send|invite|encourage|advise|inform|let them|book|escalate|transfer|avoid|refrain|make sure|be sure|first";
const COND = new RegExp(
  `^(?:\\W*)(?:\\d+[.)]\\s*)?(?:if|when|whenever|in case|should|once|any ?time|each time|every time)\\s+((?:the\\s+|a\\s+|an\\s+|any\\s+)?(?:${WHO})\\b\\s*\\S.*?)(?:,\\s*|\\s+then\\s+|\\s*:\\s*|\\s+(?=(?:you\\s+)?(?:${ACT_VERBS})\\b))(.+)$`,
  'i',
);
const ACTION_START = new RegExp(`^(?:you\\s+|then\\s+)?(?:${ACT_VERBS})\\b`, 'i');
const ACTION_AFTER_LIST = new RegExp(`,\\s+(?=(?:you\\s+|then\\s+)?(?:${ACT_VERBS})\\b)`, 'i');
/**
 * Known topics that are the prompt's own domain (named in its identity or scope sentence: "trip-planning assistant",
 * "only help with package trips"): every message is about them, so they cannot tell a trigger apart ("asks about
 * travel insurance" in a travel agent's prompt is about insurance).
 */
export const DOMAIN_SENTENCE = new RegExp(String.raw`^\W*(?:${vocab('domain-sentence')})\b`, 'i');
function domainTopics(sentences: { text: string }[]): Set<string> {
  const out = new Set<string>();
  for (const s of sentences) {
    if (!DOMAIN_SENTENCE.test(s.text) || COND.test(s.text)) continue;
    for (const [re, name] of ALIASES) if (re.test(s.text)) out.add(name);
  }
  return out;
}

/** "Always give the clinic number, 020…, when someone wants to book" — the condition trails the action. */
export const TRAILING = new RegExp(
  String.raw`^(?:\W*)(?:\d+[.)]\s*)?((?:(?:${vocab('trailing-always-please-make')})\s+)?(?:${vocab('trailing')})\b.+?)[,;]?\s+(?:${vocab('trailing-when-if-once')})\s+((?:${vocab('trailing-the-an-any')})?(?:${vocab('trailing-user-customer-someone')})\b.+?)[.!]?$`,
  'i',
);
export const FOR_Q = new RegExp(
  String.raw`^(?:\W*)(?:${vocab('for-q-for-on-with')})\s+(?:any\s+|all\s+)?(?:${vocab('for-q')})\s+(?:${vocab('for-q-about-regarding-on')})\s+(.+?),\s*(.+)$`,
  'i',
);
export const REFUSE = vocab.words('refuse');
export const SAY = new RegExp(String.raw`\b(?:${vocab('say')})\w*\b`, 'i');
const HEDGE = new Set(lexiconFile('en', 'family-conditionals').hedge as string[]);

/**
 * The alternatives of a condition that lists them ("they are pregnant, might be pregnant, or are breastfeeding", "a
 * return, refund or missing parcel"), each as its content stems: any one of them met is the condition met, so a user
 * who only says "breastfeeding" meets it (a count of the whole condition's cues asked for two). Empty when the
 * condition lists fewer than two.
 */
export function conditionAlternatives(body: string): string[][] {
  const alts = body
    .split(/\s*[,;]\s*(?:or\s+)?|\s+or\s+/i)
    .map((a) => contentStems(a).filter((w) => !GENERIC.has(w) && !HEDGE.has(w)))
    .filter((a) => a.length);
  return alts.length >= 2 ? alts : [];
}

const GENERIC = new Set([
  'user',
  'ask',
  'asks',
  'about',
  'something',
  'anything',
  'question',
  'say',
  'mention',
  'want',
  'request',
  'try',
  'tri',
  'attempt',
  'tell',
  'type',
  'enter',
  'wrote',
  'write',
  'message',
  'talk',
  'need',
  'help',
  'know',
  'inquir',
  'inquire',
  'get',
  'someone',
  'they',
  'anyone',
  'customer',
  'guest',
  'patient',
  'member',
  'client',
  'visitor',
  'caller',
  'person',
  'people',
  'given',
  'give',
  'provid',
  'provide',
  'shar',
  'share',
  'already',
  'earlier',
  'before',
  'previously',
  'report',
  'brings',
  'bring',
  'wants',
  'them',
  'their',
  'how',
  'much',
  'anyth',
  'upcom',
  'upcoming',
]);
/** Negative consequences: "do not confirm any release dates", "never quote prices", "don't ask for it again". */
export const AVOID = new RegExp(String.raw`^(?:${vocab('avoid')})\s+(?:ever\s+)?(\w+)\s+(.+)$`, 'i');
/** Objects with a shape of their own (dates, prices, times, figures) rather than topic words. */
const OBJECT_SHAPES: [RegExp, string][] = [
  [DATE_DEADLINE_TIMELINE, 'date'],
  [PRICE_PRICING_COST, 'price'],
  [/\b(?:times?|hours?)\b/i, 'time'],
];
export const EXACT_TOKEN = vocab.words('exact-token', 'gi');
/** Just before a quoted phrase: it is negated ("no 'are you sure'", "never say “guaranteed”", "without 'sorry'"). */
export const NEGATES_QUOTE = new RegExp(String.raw`(?:${vocab('negates-quote')})\s+(?:(?:${vocab('negates-quote-say-saying-use')})\s+)*[("“‘'«]*\s*$`, 'i');
/** "a room for more than 10 people": a number the condition compares, judged as a number in the user's message. */
export const COMPARED_NUMBER = new RegExp(String.raw`\b(${vocab('compared-number')})\s+(\d{1,6})\b`, 'i');
export function comparedNumber(cond: string): { relation: Relation; n: number } | undefined {
  const m = COMPARED_NUMBER.exec(cond);
  if (!m) return undefined;
  const w = m[1]!.toLowerCase();
  const relation: Relation = /more|over|above|greater/.test(w)
    ? 'more_than'
    : w === 'at least'
      ? 'at_least'
      : /fewer|less|under|below/.test(w)
        ? 'less_than'
        : 'at_most';
  return { relation, n: Number(m[2]) };
}

const CONDITION_LABEL = /^\W*(?:[\p{L}\d]+\s+){0,2}[\p{L}\d]+\s*:\s+(?=(?:if|when|whenever|in case|once|any ?time|each time|every time)\b)/iu;

export const conditionals: RuleFamily = {
  family: 'conditionals',
  extract(prompt, d) {
    const doc = docOf(prompt, d);
    const rules: Rule[] = [];
    const domain = domainTopics(doc.sentences);
    for (const s of doc.sentences) {
      // "Important: if the user says …": a label before the condition is not part of it
      const t = s.text.replace(CONDITION_LABEL, '');
      let cond: string | undefined;
      let action: string | undefined;
      const m = COND.exec(t);
      if (m) {
        cond = m[1];
        action = m[2];
        // "if someone describes severe pain, numbness or loss of bladder control, tell them …": the condition is a
        // list, and the action starts at the comma before the instruction verb
        const later = ACTION_AFTER_LIST.exec(action!);
        if (!ACTION_START.test(action!) && later) {
          cond = `${cond}, ${action!.slice(0, later.index)}`;
          action = action!.slice(later.index + later[0].length);
        }
      } else {
        const f = FOR_Q.exec(t);
        const tr = f ? undefined : TRAILING.exec(t);
        if (f) {
          cond = f[1];
          action = f[2];
        } else if (tr) {
          cond = tr[2]!.replace(THE_AN_ANY, '').replace(USER_CUSTOMER_SOMEONE, '');
          action = tr[1];
        }
      }
      if (!cond || !action) continue;
      // "if the user asks about anything other than cooking, decline": a scope rule (the scope family), not a cue match
      if (OTHER_UNRELATED_NOT.test(cond)) continue;
      const condQuoted = quotedStrings(cond).map((q) => q.text);
      const secretCond = PASSWORD_PASSCODE_ACCESS.test(cond) && !ASK_REQUEST_WANT.test(cond) && SAY_ENTER_TYPE.test(cond);
      const times = REPEAT_3.test(cond) ? 3 : REPEAT_2.test(cond) ? 2 : 0;
      if (times)
        cond = cond
          .replace(times === 3 ? REPEAT_3 : REPEAT_2, ' ')
          .replace(SAME_CONVERSATION, '')
          .replace(/\s{2,}/g, ' ');
      const compared = comparedNumber(cond);
      const numbers = compared ? [] : (cond.match(/\b\d{1,4}\b/g) ?? []);
      const condBody = cond.replace(new RegExp(`^(?:the\\s+|a\\s+|an\\s+|any\\s+)?(?:${WHO})\\s+`, 'i'), '');
      let condCues = condQuoted.length ? condQuoted.map((x) => x.toLowerCase()) : [...contentStems(condBody).filter((w) => !GENERIC.has(w)), ...numbers];
      // "asks about prices" → also the cue words of a known topic (cost, how much, fee…)
      const about = ASK_INQUIRE_ENQUIRE.exec(cond);
      const topic = about && !condQuoted.length ? cuesFor(about[1]!.replace(/[,.;].*$/, '')) : undefined;
      let topicCues = topic?.known ? topic.cues : [];
      if (topic?.known && domain.has(topic.name)) {
        // the prompt's own domain tells nothing apart: the trigger is the rest of its words ("insurance")
        const alias = ALIASES.find(([, n]) => n === topic.name)![0];
        const rest = condCues.filter((c) => !alias.test(c));
        if (rest.length) {
          topicCues = [];
          condCues = rest;
        }
      }
      if (!secretCond && !condCues.length && !topicCues.length) continue;
      const alternatives = condQuoted.length ? [] : conditionAlternatives(condBody);
      // "has already given their account number": judged on every user turn, not only the last
      const history = ALREADY_EARLIER_BEFORE.test(cond);
      // "only suggest Saffron, and do not recommend places outside the hotel": one rule per consequence
      const parts = action.split(AND_BEFORE).filter((x) => x.trim().length > 2);
      const condObject = (GIVEN_PROVIDED_SHARED.exec(cond)?.[1] ?? about?.[1] ?? cond).replace(/[,.;].*$/, '');
      parts.forEach((part, pi) => {
        const then = consequence(part, condObject);
        if (!then) return;
        rules.push(
          makeRule('conditionals', s, {
            kind: 'watch_item',
            polarity: 'conditional',
            hard: false,
            params: {
              check: 'conditional',
              condition: cond.trim(),
              action: part.trim(),
              if_cues: condCues,
              if_quoted: condQuoted.length > 0,
              if_secret: secretCond,
              ...(history ? { if_history: true } : {}),
              ...(compared ? { if_number: compared } : {}),
              ...(times ? { if_times: times } : {}),
              ...(topicCues.length ? { if_topic_cues: topicCues } : {}),
              ...(alternatives.length ? { if_alternatives: alternatives } : {}),
              then,
            },
            ...(pi > 0 ? { discriminator: `part${pi}` } : {}),
          }),
        );
      });
    }
    return rules;
  },
};

function consequence(action: string, condObject: string): (Record<string, unknown> & { type: string }) | undefined {
  const actQuoted = quotedStrings(action).map((q) => q.text);
  const av = AVOID.exec(action.trim());
  if (av && !actQuoted.length && !ANSWER_HELP_ENGAGE.test(av[1]!)) {
    const verb = av[1]!.toLowerCase();
    let obj = av[2]!
      .replace(AGAIN_ANYMORE_ANY, '')
      .replace(/[.;]+$/, '')
      .trim();
    if (IT_THEM_THIS.test(obj)) obj = condObject;
    obj = obj.replace(FOR_ABOUT_ON, '').replace(ANY_THE_THEIR, '');
    if (ASK_REQUEST_RE.test(verb)) {
      const kws = contentStems(obj).filter((w) => !GENERIC.has(w));
      return kws.length ? { type: 'avoid_ask', keywords: kws, text: obj } : undefined;
    }
    const shape = OBJECT_SHAPES.find(([re]) => re.test(obj))?.[1];
    const t = cuesFor(obj);
    const cues = t.known && !shape ? t.cues : [];
    const kws = contentStems(obj).filter((w) => !GENERIC.has(w));
    if (!shape && !cues.length && !kws.length) return undefined;
    return { type: 'avoid', ...(shape ? { shape } : {}), cues, keywords: kws, text: `${verb} ${obj}` };
  }
  // "do not try to keep them: no discounts, no 'are you sure'": a quoted phrase the action negates is what the reply
  // must not say under the condition, never what it must say
  const negatedQuotes = quotedStrings(action)
    .filter((q) => NEGATES_QUOTE.test(action.slice(Math.max(0, q.start - 24), q.start)))
    .map((q) => q.text);
  if (negatedQuotes.length)
    return { type: 'avoid', cues: [], keywords: [], phrases: negatedQuotes, text: `say ${negatedQuotes.map((q) => `"${q}"`).join(', ')}` };
  const refuse = REFUSE.test(action) && !actQuoted.length;
  if (refuse) return { type: 'refuse' };
  if (actQuoted.length && SAY.test(action)) return { type: 'say', phrases: actQuoted, exact: true };
  const tokens = action.match(EXACT_TOKEN)?.map((x) => x.replace(/[.,;:]+$/, ''));
  if (tokens?.length) return { type: 'say', phrases: tokens, exact: true };
  if (THEM_THE_HIM.test(action.trim())) {
    const kws = contentStems(action.replace(FOR_TO_ABOUT, '')).filter((w) => !GENERIC.has(w));
    if (!kws.length) return undefined;
    return { type: 'ask', keywords: kws, exact: false, text: action.replace(/[.;]+$/, '') };
  }
  if (SAY.test(action)) {
    const obj = action.replace(RESPOND_REPLY_ANSWER, '');
    const kws = contentStems(obj).filter((w) => !GENERIC.has(w));
    if (!kws.length) return undefined;
    return { type: 'say', keywords: kws, exact: false, text: obj.replace(/[.;]+$/, '') };
  }
  return undefined;
}
