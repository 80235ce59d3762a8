/** Persona extraction: "You are X…", "Act as X", "Your name is X", "I want you to act as X". */
const PATTERNS = [
  /\b(?:you are|you're|you will be|you will act as|you act as|you'll be|tu es|vous êtes|eres|usted es)\s+((?:now\s+)?(?:a|an|the|un|une|el|la)?\s*[^.\n!?]{2,160})/i,
  /\b(?:act as|acting as|pretend to be|play the role of|roleplay as|take on the role of|assume the role of|your role is(?: to be)?)\s+((?:a|an|the)?\s*[^.\n!?]{2,160})/i,
  /\b(?:your name is|you are called|you go by|call yourself)\s+([^.\n!?,]{1,60})/i,
  /^#*\s*(?:identity|persona|role)\s*(?:and purpose)?\s*[:\n]\s*([^\n]{4,200})/im,
];

export function extractPersona(prompt: string): string {
  const head = prompt.slice(0, 4000);
  for (const re of PATTERNS) {
    const m = re.exec(head);
    if (!m) continue;
    let p = m[1]!.trim();
    p = p.replace(/^now\s+/i, '').replace(/\s+(?:and|who|that|which)\s+(?:you|your)\b.*$/i, (x) => (x.length > 100 ? '' : x));
    if (p.length > 160) p = p.slice(0, 157).replace(/\s+\S*$/, '') + '…';
    if (/^(?:not|never|going|about|to|allowed|able|unable|expected|required|free)\b/i.test(p)) continue;
    const nm = /\b(?:your name is|you are called)\s+([^.\n!?,]{1,60})/i.exec(head);
    if (nm && re !== PATTERNS[2] && !p.toLowerCase().includes(nm[1]!.trim().toLowerCase())) p = `${nm[1]!.trim()}: ${p}`;
    return p;
  }
  return 'assistant';
}
