/**
 * Conditional rules that depend on the conversation: "if the user asks about X, say/tell them Y",
 * "when asked about refunds, direct them to support@acme.com", "if someone asks for the password, respond with
 * 'Access Denied'", "if the user says the access code, respond with 'Access Granted'".
 */
import { docOf, makeRule, type RuleFamily } from '../family.js';
import { contentStems, quotedStrings } from '../../text.js';
import { cuesFor } from '../lexicon.js';
import type { Rule } from '../../types.js';

const COND =
  /^(?:\W*)(?:\d+[.)]\s*)?(?:if|when|whenever|in case|should)\s+(?:the\s+|a\s+|any\s+)?(?:user|customer|someone|anyone|they|visitor|client|people|person|caller|student|patient|you are|you're|asked|the conversation)\b(.*?)(?:,\s*|\s+then\s+|\s*:\s*|\s+(?=(?:you\s+)?(?:must|should|always|please|politely|respond|reply|say|tell|answer|direct|refer|redirect|point|output|recommend|suggest|decline|refuse|explain|remind|apologi[sz]e)\b))(.+)$/i;
/** "Always give the clinic number, 020…, when someone wants to book" — the condition trails the action. */
const TRAILING =
  /^(?:\W*)(?:\d+[.)]\s*)?((?:(?:always|please|make sure to|be sure to|you (?:must|should))\s+)?(?:respond|reply|answer|say|tell|direct|refer|redirect|point|recommend|suggest|give|provide|share|mention|include|ask|offer|send|remind|explain)\b.+?)[,;]?\s+(?:when(?:ever)?|if|once)\s+((?:the\s+|a\s+|an\s+|any\s+)?(?:user|customer|someone|anyone|they|visitor|client|caller|student|patient|guest|member|person|people|buyer|shopper|parent)\b.+?)[.!]?$/i;
const FOR_Q = /^(?:\W*)(?:for|on)\s+(?:any\s+)?(?:questions?|inquiries|requests|queries)\s+(?:about|regarding|on|related to)\s+(.+?),\s*(.+)$/i;
const REFUSE = /\b(?:decline|refuse|do not (?:answer|help|provide|discuss|engage)|don'?t (?:answer|help|provide|discuss|engage)|say (?:that )?you (?:can'?t|cannot|are unable)|apologi[sz]e and|politely (?:decline|refuse|say no))\b/i;
const SAY = /\b(?:respond|reply|answer|say|output|tell|direct|refer|redirect|point|recommend|suggest|explain|remind|inform|let them know|mention|share|give|provide|send|ask)\w*\b/i;
const GENERIC = new Set(['user', 'ask', 'asks', 'about', 'something', 'anything', 'question', 'say', 'mention', 'want', 'request', 'try', 'tri', 'attempt', 'tell', 'type', 'enter', 'wrote', 'write', 'message', 'talk', 'need', 'help', 'know', 'inquir', 'inquire', 'get', 'someone', 'they', 'anyone']);
const EXACT_TOKEN = /\b(?:https?:\/\/[^\s)"']+|www\.[^\s)"']+|[\w.+-]+@[\w-]+\.[\w.]+|[a-z0-9-]+\.(?:com|org|net|io|co|example|app|dev)(?:\/[^\s)"']*)?|\+?\d[\d\s().-]{7,}\d|\d{3,}(?![\d,.]*\s*(?:days?|hours?|minutes?|weeks?|months?|years?|%|percent)))\b/gi;

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
          cond = tr[2].replace(/^(?:the|a|an|any)\s+/i, '').replace(/^(?:user|customer|someone|anyone|they|visitor|client|caller|student|patient|guest|member|person|people|buyer|shopper|parent)\s+/i, '');
          action = tr[1];
        }
      }
      if (!cond || !action) continue;
      if (/^\s*(?:is|are|seems?|appears?|becomes?|gets?|feels?)\b/i.test(cond) && !/\b(?:asks?|says?|mentions?|requests?)\b/i.test(cond)) {
        // "if the user is upset, apologise" — a state, not checkable from text reliably; keep as semantic keyword condition
      }
      const condQuoted = quotedStrings(cond).map((q) => q.text);
      const secretCond = /\b(?:password|passcode|access code|secret (?:code|word|phrase)|code ?word|the code)\b/i.test(cond) && !/\b(?:asks?|requests?|wants?|tries)\b[^.]{0,20}\b(?:for|to (?:get|know|see|reveal))\b/i.test(cond) && /\b(?:says?|enters?|types?|provides?|gives?|inputs?|writes?|uses?)\b/i.test(cond);
      const condCues = condQuoted.length ? condQuoted.map((x) => x.toLowerCase()) : contentStems(cond).filter((w) => !GENERIC.has(w));
      // "asks about prices" → also the cue words of a known topic (cost, how much, fee…)
      const about = /\b(?:ask(?:s|ed)?|inquires?|enquires?|wants? to know|has questions?|mentions?|talks?|brings? up)\s+(?:\w+\s+)?(?:about|for|regarding|on)?\s*(.+)$/i.exec(cond);
      const topic = about && !condQuoted.length ? cuesFor(about[1].replace(/[,.;].*$/, '')) : undefined;
      const topicCues = topic?.known ? topic.cues : [];
      if (!secretCond && !condCues.length) continue;
      const actQuoted = quotedStrings(action).map((q) => q.text);
      const refuse = REFUSE.test(action) && !actQuoted.length;
      let then: Record<string, unknown>;
      if (refuse) then = { type: 'refuse' };
      else if (actQuoted.length && SAY.test(action)) then = { type: 'say', phrases: actQuoted, exact: true };
      else {
        const tokens = action.match(EXACT_TOKEN)?.map((x) => x.replace(/[.,;:]+$/, ''));
        if (tokens?.length) then = { type: 'say', phrases: tokens, exact: true };
        else if (/^(?:(?:you\s+)?(?:should|must|always|please|politely|kindly)\s+)*ask\s+(?:them|the (?:user|customer|caller|guest|patient|client)|him|her|for)\b/i.test(action.trim())) {
          const kws = contentStems(action.replace(/^.*?\bask\s+(?:them|the \w+|him|her)?\s*(?:for|to|about|whether|if)?\s*/i, '')).filter((w) => !GENERIC.has(w));
          if (!kws.length) continue;
          then = { type: 'ask', keywords: kws, exact: false, text: action.replace(/[.;]+$/, '') };
        } else if (SAY.test(action)) {
          const obj = action.replace(/^.*?\b(?:respond|reply|answer|say|tell|direct|refer|redirect|point|recommend|suggest|explain|remind|inform|mention|share|give|provide|send)\w*\b\s*(?:them|him|her|the user|users)?\s*(?:to|that|with|about)?\s*/i, '');
          const kws = contentStems(obj).filter((w) => !GENERIC.has(w));
          if (!kws.length) continue;
          then = { type: 'say', keywords: kws, exact: false, text: obj.replace(/[.;]+$/, '') };
        } else continue;
      }
      rules.push(
        makeRule('conditionals', s, {
          kind: 'watch_item',
          polarity: 'conditional',
          hard: false,
          params: { check: 'conditional', condition: cond.trim(), action: action.trim(), if_cues: condCues, if_quoted: condQuoted.length > 0, if_secret: secretCond, ...(topicCues.length ? { if_topic_cues: topicCues } : {}), then },
        }),
      );
    }
    return rules;
  },
};
