/**
 * Conditional rules that depend on the conversation: "if the user asks about X, say/tell them Y",
 * "when asked about refunds, direct them to support@acme.com", "if someone asks for the password, respond with
 * 'Access Denied'", "if the user says the access code, respond with 'Access Granted'".
 */

import { contentStems, quotedStrings } from '../../text.js';
import type { Rule } from '../../types.js';
import { docOf, makeRule, type RuleFamily } from '../family.js';
import { cuesFor } from '../lexicon.js';

const WHO =
  "user|users|customer|customers|someone|somebody|anyone|they|visitor|client|people|person|caller|student|patient|guest|member|buyer|shopper|parent|player|tenant|resident|employee|learner|reader|fan|driver|rider|travell?er|subscriber|owner|applicant|candidate|donor|child|kid|you are|you're|you get|you receive|asked|the conversation|a question|questions?|a message|a request";
const ACT_VERBS =
  "must|should|always|please|politely|kindly|only|never|do not|don't|respond|reply|say|tell|answer|direct|refer|redirect|point|output|recommend|suggest|decline|refuse|explain|remind|apologi[sz]e|offer|ask|provide|give|share|mention|include|send|invite|encourage|advise|inform|let them|book|escalate|transfer|avoid|refrain|make sure|be sure|first";
const COND = new RegExp(
  `^(?:\\W*)(?:\\d+[.)]\\s*)?(?:if|when|whenever|in case|should|once|any ?time|each time|every time)\\s+((?:the\\s+|a\\s+|an\\s+|any\\s+)?(?:${WHO})\\b\\s*\\S.*?)(?:,\\s*|\\s+then\\s+|\\s*:\\s*|\\s+(?=(?:you\\s+)?(?:${ACT_VERBS})\\b))(.+)$`,
  'i',
);
/** "Always give the clinic number, 020…, when someone wants to book" — the condition trails the action. */
const TRAILING =
  /^(?:\W*)(?:\d+[.)]\s*)?((?:(?:always|please|make sure to|be sure to|you (?:must|should))\s+)?(?:respond|reply|answer|say|tell|direct|refer|redirect|point|recommend|suggest|give|provide|share|mention|include|ask|offer|send|remind|explain)\b.+?)[,;]?\s+(?:when(?:ever)?|if|once)\s+((?:the\s+|a\s+|an\s+|any\s+)?(?:user|customer|someone|anyone|they|visitor|client|caller|student|patient|guest|member|person|people|buyer|shopper|parent)\b.+?)[.!]?$/i;
const FOR_Q =
  /^(?:\W*)(?:for|on|with|regarding)\s+(?:any\s+|all\s+)?(?:questions?|inquiries|enquiries|requests|queries|messages|complaints)\s+(?:about|regarding|on|related to|concerning|involving)\s+(.+?),\s*(.+)$/i;
const REFUSE =
  /\b(?:decline|refuse|do not (?:answer|help|provide|discuss|engage)|don'?t (?:answer|help|provide|discuss|engage)|say (?:that )?you (?:can'?t|cannot|are unable)|apologi[sz]e and|politely (?:decline|refuse|say no))\b/i;
const SAY =
  /\b(?:respond|reply|answer|say|output|tell|direct|refer|redirect|point|recommend|suggest|explain|remind|inform|let them know|mention|share|give|provide|send|ask|offer|invite|encourage|advise|include|book|escalate|transfer)\w*\b/i;
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
const AVOID =
  /^(?:(?:you\s+)?(?:must|should|may|can)\s+(?:not|never)|(?:please\s+)?(?:do not|don'?t|never|avoid|refrain from)|you\s+(?:never|do not|don'?t))\s+(?:ever\s+)?(\w+)\s+(.+)$/i;
/** Objects with a shape of their own (dates, prices, times, figures) rather than topic words. */
const OBJECT_SHAPES: [RegExp, string][] = [
  [/\b(?:dates?|deadlines?|timelines?|when\b|launch (?:dates?|day))/i, 'date'],
  [/\b(?:prices?|pricing|costs?|fees?|quotes?|rates?|amounts?|figures?|numbers?|how much)\b/i, 'price'],
  [/\b(?:times?|hours?)\b/i, 'time'],
];
const EXACT_TOKEN =
  /\b(?:https?:\/\/[^\s)"']+|www\.[^\s)"']+|[\w.+-]+@[\w-]+\.[\w.]+|[a-z0-9-]+\.(?:com|org|net|io|co|example|app|dev)(?:\/[^\s)"']*)?|\+?\d[\d\s().-]{7,}\d|\d{3,}(?![\d,.]*\s*(?:days?|hours?|minutes?|weeks?|months?|years?|%|percent)))\b/gi;

export const conditionals: RuleFamily = {
  family: 'conditionals',
  extract(prompt, d) {
    const doc = docOf(prompt, d);
    const rules: Rule[] = [];
    for (const s of doc.sentences) {
      const t = s.text;
      let cond: string | undefined;
      let action: string | undefined;
      const m = COND.exec(t);
      if (m) {
        cond = m[1];
        action = m[2];
      } else {
        const f = FOR_Q.exec(t);
        const tr = f ? undefined : TRAILING.exec(t);
        if (f) {
          cond = f[1];
          action = f[2];
        } else if (tr) {
          cond = tr[2]!
            .replace(/^(?:the|a|an|any)\s+/i, '')
            .replace(/^(?:user|customer|someone|anyone|they|visitor|client|caller|student|patient|guest|member|person|people|buyer|shopper|parent)\s+/i, '');
          action = tr[1];
        }
      }
      if (!cond || !action) continue;
      // "if the user asks about anything other than cooking, decline": a scope rule (the scope family), not a cue match
      if (/\b(?:other than|unrelated to|not (?:related to|about|connected to)|outside(?: of)?|off-topic|beyond|besides|apart from)\b/i.test(cond)) continue;
      const condQuoted = quotedStrings(cond).map((q) => q.text);
      const secretCond =
        /\b(?:password|passcode|access code|secret (?:code|word|phrase)|code ?word|the code)\b/i.test(cond) &&
        !/\b(?:asks?|requests?|wants?|tries)\b[^.]{0,20}\b(?:for|to (?:get|know|see|reveal))\b/i.test(cond) &&
        /\b(?:says?|enters?|types?|provides?|gives?|inputs?|writes?|uses?)\b/i.test(cond);
      const numbers = cond.match(/\b\d{1,4}\b/g) ?? [];
      const condBody = cond.replace(new RegExp(`^(?:the\\s+|a\\s+|an\\s+|any\\s+)?(?:${WHO})\\s+`, 'i'), '');
      const condCues = condQuoted.length ? condQuoted.map((x) => x.toLowerCase()) : [...contentStems(condBody).filter((w) => !GENERIC.has(w)), ...numbers];
      // "asks about prices" → also the cue words of a known topic (cost, how much, fee…)
      const about =
        /\b(?:ask(?:s|ed)?|inquires?|enquires?|wants? to know|has questions?|mentions?|talks?|brings? up|reports?|complains?|describes?|needs?|wants?|requests?|is looking for|looks for)\s+(?:\w+\s+)?(?:about|for|regarding|on|of)?\s*(.+)$/i.exec(
          cond,
        );
      const topic = about && !condQuoted.length ? cuesFor(about[1]!.replace(/[,.;].*$/, '')) : undefined;
      const topicCues = topic?.known ? topic.cues : [];
      if (!secretCond && !condCues.length && !topicCues.length) continue;
      // "has already given their account number": judged on every user turn, not only the last
      const history = /\b(?:already|earlier|before|previously|at any point|has (?:given|provided|shared|told|said|mentioned))\b/i.test(cond);
      // "only suggest Saffron, and do not recommend places outside the hotel": one rule per consequence
      const parts = action
        .split(
          /\s*;\s*|,?\s+(?:and|but)\s+(?=(?:you\s+)?(?:do not|don'?t|never|must not|should not|avoid)\b)|\s+(?:before|after|and then)\s+(?=\w+ing\b)(?!(?:any|every|some|no)thing\b)/i,
        )
        .filter((x) => x.trim().length > 2);
      const condObject = (
        /\b(?:given|provided|shared|told you|mentioned|said|stated|asks? (?:about|for))\s+(?:you\s+)?(.+)$/i.exec(cond)?.[1] ??
        about?.[1] ??
        cond
      ).replace(/[,.;].*$/, '');
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
              ...(topicCues.length ? { if_topic_cues: topicCues } : {}),
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
  if (av && !actQuoted.length && !/^(?:answer|help|engage|respond|reply|discuss)$/i.test(av[1]!)) {
    const verb = av[1]!.toLowerCase();
    let obj = av[2]!
      .replace(/\s+(?:again|anymore|any more|twice|either|at all|yourself)\b.*$/i, '')
      .replace(/[.;]+$/, '')
      .trim();
    if (/^(?:it|them|this|that|those|these|for it|for them|for this|for that)$/i.test(obj)) obj = condObject;
    obj = obj.replace(/^(?:for|about|on|any|the|a|an|your|their|our)\s+/gi, '').replace(/^(?:any|the|their|your)\s+/i, '');
    if (/^(?:ask|request|re-?ask|ask for|require)/.test(verb)) {
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
  const refuse = REFUSE.test(action) && !actQuoted.length;
  if (refuse) return { type: 'refuse' };
  if (actQuoted.length && SAY.test(action)) return { type: 'say', phrases: actQuoted, exact: true };
  const tokens = action.match(EXACT_TOKEN)?.map((x) => x.replace(/[.,;:]+$/, ''));
  if (tokens?.length) return { type: 'say', phrases: tokens, exact: true };
  if (
    /^(?:(?:you\s+)?(?:should|must|always|please|politely|kindly|first)\s+)*ask\s+(?:them|the (?:user|customer|caller|guest|patient|client)|him|her|for|which|what|whether|if|how|when|where)\b/i.test(
      action.trim(),
    )
  ) {
    const kws = contentStems(action.replace(/^.*?\bask\s+(?:them|the \w+|him|her)?\s*(?:for|to|about|whether|if)?\s*/i, '')).filter((w) => !GENERIC.has(w));
    if (!kws.length) return undefined;
    return { type: 'ask', keywords: kws, exact: false, text: action.replace(/[.;]+$/, '') };
  }
  if (SAY.test(action)) {
    const obj = action.replace(
      /^.*?\b(?:respond|reply|answer|say|tell|direct|refer|redirect|point|recommend|suggest|explain|remind|inform|mention|share|give|provide|send|offer|invite|encourage|advise|include|book|escalate|transfer)\w*\b\s*(?:them|him|her|the user|users|the customer|the guest)?\s*(?:to|that|with|about)?\s*/i,
      '',
    );
    const kws = contentStems(obj).filter((w) => !GENERIC.has(w));
    if (!kws.length) return undefined;
    return { type: 'say', keywords: kws, exact: false, text: obj.replace(/[.;]+$/, '') };
  }
  return undefined;
}
