/**
 * Instruction injection in the response: role markers ([SYSTEM], <system>, <|im_start|>, "### System:") are a
 * violation; imperative "ignore previous instructions"-style sentences are a violation when the response itself
 * issues them, suspicious when merely quoted.
 */
import type { EvasionHit } from '../../types.js';
import type { EvasionDetector } from './detector.js';

const MARKER = /<!--[^>]{0,300}?\b(?:ignore|disregard|override|instructions?|system prompt|assistant|exfiltrat\w*|reveal|new rules?)\b[^>]{0,300}?-->|\[(?:SYSTEM|INST|\/INST|ADMIN|DEVELOPER)\]|<\/?(?:system|sys|instructions?|admin)>|<\|(?:im_start|im_end|system|endoftext|start_header_id)\|>|^#{2,3}\s*(?:system|instruction)s?\s*:?\s*$|\b(?:SYSTEM|ADMIN) (?:OVERRIDE|MESSAGE|PROMPT)\s*:/im;
const PHRASE =
  /\b(?:ignore|disregard|forget|override|bypass)\s+(?:all\s+)?(?:of\s+)?(?:the\s+|your\s+|any\s+|my\s+)?(?:previous|prior|above|earlier|preceding|original|system)\s+(?:instructions|prompts?|rules|directions|messages|guidelines)|\b(?:ignore|disregard|forget|override|bypass)\s+(?:all\s+|any\s+)?(?:of\s+)?(?:your|the|my)\s+(?:\w+\s+)?(?:instructions|rules|guidelines|system prompt|programming)\b|\bnew (?:system )?(?:instructions?|rules)\s*[:—–-]|\bnote to (?:the |any )?(?:ai|assistant|model|llm|chatbot|bot)\b|\byou are now (?:in )?(?:a |an )?(?:new|different|\w+ed|unrestricted|developer|admin|god) (?:mode|assistant|role)\b|\b(?:enter|enable|activate|switch to) (?:developer|admin|god|debug|unrestricted) mode\b|\bsystem prompt\s*:|\b(?:from now on|henceforth),? (?:you (?:must|will|should) )?(?:obey|follow|answer to) (?:only )?(?:the user|me)\b/i;

export const injection: EvasionDetector = {
  name: 'injection',
  detect(ctx) {
    const hits: EvasionHit[] = [];
    const text = ctx.text;
    const mm = MARKER.exec(text);
    const user = (ctx.lastUser ?? '').toLowerCase();
    // a marker the user pasted (a log line, a document) and the response only talks about is not an injection
    const discussed = mm && user.includes(mm[0].trim().toLowerCase()) && /^\s*(?:tags?|markers?|labels?|prefix(?:es)?|lines?|entr(?:y|ies)|messages?|means?|indicates?|is (?:just|only|a))\b/i.test(text.slice(mm.index + mm[0].length, mm.index + mm[0].length + 30));
    if (mm && !discussed) hits.push({ pattern: 'injection', span: { start: mm.index, end: mm.index + mm[0].length }, severity: 'violation', detail: `Role/system marker in the response ("${mm[0].trim().slice(0, 60)}").` });
    for (const s of ctx.sentences) {
      const m = PHRASE.exec(s.text);
      if (!m) continue;
      const explained = /\b(?:such as|like|e\.g\.|phrases?|attacks?|attempts?|for example|called|known as|injection|jailbreak)\b/i.test(s.text.slice(0, m.index));
      const inQuotes = /["“'‘`]/.test(s.text.slice(Math.max(0, m.index - 2), m.index));
      if (inQuotes && explained) continue; // a lesson or warning quoting the phrase
      const quoted = inQuotes || explained;
      const imperative = m.index <= 3 || /^(?:please|now|and|so|ok(?:ay)?|also)[,\s]/i.test(s.text) || /[:.!]\s*$/.test(s.text.slice(0, m.index));
      hits.push({
        pattern: 'injection',
        span: { start: s.start, end: s.end },
        severity: !quoted && imperative ? 'violation' : 'suspicious',
        detail: `Instruction-injection phrase ("${m[0]}").`,
      });
    }
    return hits;
  },
};
