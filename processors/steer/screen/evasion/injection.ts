/**
 * Instruction injection in the response: role markers ([SYSTEM], <system>, <|im_start|>, "### System:") are a
 * violation; imperative "ignore previous instructions"-style sentences are a violation when the response itself
 * issues them, suspicious when merely quoted.
 */
import type { EvasionHit } from '../../types.js';
import type { EvasionDetector } from './detector.js';

const MARKER = /\[(?:SYSTEM|INST|\/INST|ADMIN|DEVELOPER)\]|<\/?(?:system|sys|instructions?|admin)>|<\|(?:im_start|im_end|system|endoftext|start_header_id)\|>|^#{2,3}\s*(?:system|instruction)s?\s*:?\s*$|\b(?:SYSTEM|ADMIN) (?:OVERRIDE|MESSAGE|PROMPT)\s*:/im;
const PHRASE =
  /\b(?:ignore|disregard|forget|override|bypass)\s+(?:all\s+)?(?:of\s+)?(?:the\s+|your\s+|any\s+|my\s+)?(?:previous|prior|above|earlier|preceding|original|system)\s+(?:instructions|prompts?|rules|directions|messages|guidelines)|\bnew (?:system )?instructions?\s*:|\byou are now (?:in )?(?:a )?(?:new|different) (?:mode|assistant|role)\b|\bsystem prompt\s*:/i;

export const injection: EvasionDetector = {
  name: 'injection',
  detect(ctx) {
    const hits: EvasionHit[] = [];
    const text = ctx.text;
    const mm = MARKER.exec(text);
    if (mm) hits.push({ pattern: 'injection', span: { start: mm.index, end: mm.index + mm[0].length }, severity: 'violation', detail: `Role/system marker in the response ("${mm[0].trim()}").` });
    for (const s of ctx.sentences) {
      const m = PHRASE.exec(s.text);
      if (!m) continue;
      const quoted = /["“'‘`]/.test(s.text.slice(Math.max(0, m.index - 2), m.index)) || /\b(?:such as|like|e\.g\.|phrases?|attacks?|attempts?|for example|called|known as)\b/i.test(s.text.slice(0, m.index));
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
