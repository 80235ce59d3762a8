import { lexiconGroups } from '../lexicon.js';

/** Phrase lists live in seeds/lexicons/en/persona.json (issue 9); the structure around them stays here. */
const vocab = lexiconGroups('en', 'persona');
export const YOU_TU_VOUS = new RegExp(String.raw`\b(?:${vocab('you-tu-vous')})\s+((?:now\s+)?(?:a|an|the|un|une|el|la)?\s*[^.\n!?]{2,160})`, 'i');
export const ACT_ACTING_PRETEND = new RegExp(String.raw`\b(?:${vocab('act-acting-pretend')})\s+((?:a|an|the)?\s*[^.\n!?]{2,160})`, 'i');
export const YOUR_YOU_CALL = new RegExp(String.raw`\b(?:${vocab('your-you-call')})\s+([^.\n!?,]{1,60})`, 'i');
export const IDENTITY_PERSONA_ROLE = new RegExp(String.raw`^#*\s*(?:${vocab('identity-persona-role')})\s*(?:and purpose)?\s*[:\n]\s*([^\n]{4,200})`, 'im');
export const AND_WHO_THAT = new RegExp(String.raw`\s+(?:${vocab('and-who-that')})\s+(?:you|your)\b.*$`, 'i');
export const NOT_NEVER_GOING = new RegExp(String.raw`^(?:${vocab('not-never-going')})\b`, 'i');
/** Persona extraction: "You are X…", "Act as X", "Your name is X", "I want you to act as X". */
const PATTERNS = [YOU_TU_VOUS, ACT_ACTING_PRETEND, YOUR_YOU_CALL, IDENTITY_PERSONA_ROLE];

export function extractPersona(prompt: string): string {
  const head = prompt.slice(0, 4000);
  for (const re of PATTERNS) {
    const m = re.exec(head);
    if (!m) continue;
    let p = m[1]!.trim();
    p = p.replace(/^now\s+/i, '').replace(AND_WHO_THAT, (x) => (x.length > 100 ? '' : x));
    if (p.length > 160) p = p.slice(0, 157).replace(/\s+\S*$/, '') + '…';
    if (NOT_NEVER_GOING.test(p)) continue;
    const nm = /\b(?:your name is|you are called)\s+([^.\n!?,]{1,60})/i.exec(head);
    if (nm && re !== PATTERNS[2] && !p.toLowerCase().includes(nm[1]!.trim().toLowerCase())) p = `${nm[1]!.trim()}: ${p}`;
    return p;
  }
  return 'assistant';
}
