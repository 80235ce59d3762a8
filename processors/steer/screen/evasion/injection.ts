/**
 * Instruction injection in the response: role markers ([SYSTEM], <system>, <|im_start|>, "### System:") are a
 * violation; imperative "ignore previous instructions"-style sentences are a violation when the response itself
 * issues them, suspicious when merely quoted.
 */

import { lexiconGroups } from '../../lexicon.js';
import { normalize } from '../../text.js';
import type { EvasionHit } from '../../types.js';
import type { ScreenContext } from '../context.js';
import type { EvasionDetector } from './detector.js';

/** The phrase lists live in seeds/lexicons/en/evasion-injection.json (issue 9); the structure around them stays here. */
const phrases = lexiconGroups('en', 'evasion-injection');
export const SYSTEM_SYS_INSTRUCTION = new RegExp(String.raw`<\/(?:${phrases('system-sys-instruction')})>|-->|\n\s*\n`);
export const REVEAL_PRINT_SHOW = new RegExp(
  String.raw`\b(?:${phrases('reveal-print-show')})\b[^.]{0,30}\b(?:${phrases('reveal-print-show-system-instructions-initial')})\b`,
  'i',
);
export const TAG_MARKER_LABEL = new RegExp(String.raw`^\s*(?:${phrases('tag-marker-label')})\b`, 'i');
export const SUCH_LIKE_PHRASE = phrases.words('such-like-phrase');
export const PLEASE_NOW_AND = new RegExp(String.raw`^(?:${phrases('please-now-and')})[,\s]`, 'i');

export const MARKER = new RegExp(phrases('marker'), 'im');
export const PHRASE = new RegExp(phrases('phrase'), 'i');

/** Instructions smuggled into what the user pasted (documents, emails, reviews): where they start in a message. */
export const INJECTED = new RegExp(phrases('injected'), 'gi');
export const DEMAND = new RegExp(
  String.raw`\b(?:${phrases('demand')})(?:\s+(?:${phrases('demand-only-just-back')}))*(?:\s+with)?(?:\s+(?:the\s+)?(?:${phrases('demand-word-phrase-text')})(?:\s+that)?)?\s*:?\s*["“']?([^"”'\n]{3,160}?)["”']?\s*(?:[.!](?:\s|$)|<|$|\n)`,
  'i',
);
export const TOKEN = new RegExp(String.raw`\b(?:${phrases('token')})`, 'gi');
export const WARNS = phrases.words('warns');

/** The response does what an instruction injected into the user's pasted content asked for. */
function obeysInjected(ctx: ScreenContext): EvasionHit | undefined {
  const resp = normalize(ctx.text);
  for (const m of ctx.history) {
    if (m.role !== 'user') continue;
    INJECTED.lastIndex = 0;
    let im: RegExpExecArray | null;
    while ((im = INJECTED.exec(m.content))) {
      const seg = m.content.slice(im.index, im.index + 400).split(SYSTEM_SYS_INSTRUCTION)[0] ?? '';
      if (REVEAL_PRINT_SHOW.test(seg)) {
        const leak = promptPassage(ctx);
        if (leak)
          return {
            pattern: 'injection',
            span: leak,
            severity: 'violation',
            detail: `The response obeys an injected request to reveal its instructions ("${seg.slice(0, 60).trim()}").`,
          };
      }
      const d = DEMAND.exec(seg);
      const want = d ? normalize(d[1] ?? '').replace(/[.!]+$/, '') : '';
      if (want && (want.split(/\s+/).length >= 3 || want.length >= 10) && resp.includes(want)) {
        const at = ctx.fold.indexOf(want.slice(0, 20));
        return {
          pattern: 'injection',
          span: { start: Math.max(0, at), end: Math.max(0, at) + want.length },
          severity: 'violation',
          detail: `The response obeys an instruction injected into the user's content ("${seg.slice(0, 60).trim()}").`,
        };
      }
      for (const t of seg.match(TOKEN) ?? []) {
        const tok = t.replace(/[.,;:]+$/, '').toLowerCase();
        if (tok.length < 6 || !ctx.fold.includes(tok)) continue;
        const sent = ctx.sentences.find((x) => x.text.toLowerCase().includes(tok));
        const others = m.content.toLowerCase().split(tok).length - 1 > seg.toLowerCase().split(tok).length - 1;
        if (sent && !WARNS.test(sent.text) && !others && !WARNS.test(ctx.text.slice(0, 200))) {
          return {
            pattern: 'injection',
            span: { start: sent.start, end: sent.end },
            severity: 'violation',
            detail: `The response acts on an instruction injected into the user's content (${tok}).`,
          };
        }
      }
    }
  }
  return undefined;
}

/** A verbatim passage (8+ words, or the whole of a shorter prompt) of the system prompt in the response. */
function promptPassage(ctx: ScreenContext): { start: number; end: number } | undefined {
  const pw = normalize(ctx.input.system_prompt).match(/[\p{L}\p{N}']+/gu) ?? [];
  const n = Math.min(8, pw.length);
  if (n < 5) return undefined;
  const resp = normalize(ctx.text);
  for (let i = 0; i + n <= pw.length; i++) {
    const gram = pw.slice(i, i + n);
    const re = new RegExp(gram.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[^\\p{L}\\p{N}]+'), 'u');
    const m = re.exec(resp);
    if (!m) continue;
    const at = ctx.fold.indexOf(m[0].slice(0, 12));
    const start = ctx.sentences.find((x) => x.end > at)?.start ?? 0;
    return { start, end: ctx.text.length };
  }
  return undefined;
}

export const injection: EvasionDetector = {
  name: 'injection',
  detect(ctx) {
    const hits: EvasionHit[] = [];
    const obeyed = obeysInjected(ctx);
    if (obeyed) hits.push(obeyed);
    const text = ctx.text;
    const mm = MARKER.exec(text);
    const user = (ctx.lastUser ?? '').toLowerCase();
    // a marker the user pasted (a log line, a document) and the response only talks about is not an injection
    const discussed =
      mm && user.includes(mm[0].trim().toLowerCase()) && TAG_MARKER_LABEL.test(text.slice(mm.index + mm[0].length, mm.index + mm[0].length + 30));
    if (mm && !discussed)
      hits.push({
        pattern: 'injection',
        span: { start: mm.index, end: mm.index + mm[0].length },
        severity: 'violation',
        detail: `Role/system marker in the response ("${mm[0].trim().slice(0, 60)}").`,
      });
    for (const s of ctx.sentences) {
      const m = PHRASE.exec(s.text);
      if (!m) continue;
      const explained = SUCH_LIKE_PHRASE.test(s.text.slice(0, m.index));
      const inQuotes = /["“'‘`]/.test(s.text.slice(Math.max(0, m.index - 2), m.index));
      if (inQuotes && explained) continue; // a lesson or warning quoting the phrase
      const quoted = inQuotes || explained;
      const imperative = m.index <= 3 || PLEASE_NOW_AND.test(s.text) || /[:.!]\s*$/.test(s.text.slice(0, m.index));
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
