/** Output formats: JSON, whole-response quotation, <<title>>, postscript, one-of options, two responses, no markdown/bold. */
import { z } from 'zod';
import { escapeRegExp } from '../../text.js';
import { type Check, finding } from '../check.js';

export function stripFences(text: string): string {
  return text
    .trim()
    .replace(/^```(?:json|JSON)?\s*\n?/, '')
    .replace(/\n?```\s*$/, '')
    .trim();
}

export function isJson(text: string): boolean {
  const t = stripFences(text);
  if (!/^[[{]/.test(t)) return false;
  try {
    JSON.parse(t);
    return true;
  } catch {
    return false;
  }
}

const MARKDOWN = /^#{1,6}\s|\*\*[^*\n]+\*\*|__[^_\n]+__|^\s*[-*+]\s+\S|```|\[[^\]\n]+\]\([^)\n]+\)|^\s*>\s|^\s*\|.*\|\s*$/m;
const BOLD = /\*\*[^*\n]+\*\*|__[^_\n]+__|(?<![*\w])\*[^*\s\n][^*\n]*\*(?![*\w])|(?<![_\w])_[^_\s\n][^_\n]*_(?![_\w])/;

export const formatParams = z
  .object({ check: z.literal('format'), format: z.string(), marker: z.string().optional(), keys: z.array(z.string()).optional() })
  .loose();

export const format: Check<typeof formatParams> = {
  description: 'the reply has the required format (JSON, title, quotes, postscript, no markdown, …)',
  params: formatParams,
  name: 'format',
  evaluate(rule, ctx) {
    const f = String(rule.params.format);
    const text = ctx.text;
    const t = text.trim();
    const ok = (d: string) => finding(rule, this.name, 'satisfied', d, { confidence: 0.97 });
    const bad = (d: string, ev?: { start: number; end: number }) => finding(rule, this.name, 'violated', d, { evidence: ev, confidence: 0.95 });
    switch (f) {
      case 'json': {
        if (!isJson(text)) return bad('Response is not valid JSON.');
        const keys = rule.params.keys as string[] | undefined;
        if (keys?.length) {
          const v = JSON.parse(stripFences(text)) as unknown;
          const missing = v && typeof v === 'object' && !Array.isArray(v) ? keys.filter((k) => !(k in (v as Record<string, unknown>))) : keys;
          if (missing.length) return bad(`JSON lacks the required key${missing.length > 1 ? 's' : ''} ${missing.map((k) => `"${k}"`).join(', ')}.`);
        }
        return ok('Valid JSON.');
      }
      case 'no_postscript': {
        const m =
          /(?:^|\n|[.!?]["')]?[ \t]+)\s*(?:\*\*)?(?:P\.\s?S\.?(?=\s|:)|PS:|Post ?scriptum|Postscript(?!\s*(?:printers?|files?|fonts?|language|level|format)))/i.exec(
            text,
          );
        return m ? bad('Response adds a postscript.', { start: m.index, end: text.length }) : ok('No postscript.');
      }
      case 'quoted':
        // Japanese wraps a quotation in 「…」 or 『…』
        return /^(?:["“«][\s\S]*["”»]|「[\s\S]*」|『[\s\S]*』)$/.test(t) && t.length >= 2
          ? ok('Wrapped in double quotes.')
          : bad('Response is not wrapped in double quotation marks.');
      case 'title': {
        const re = rule.params.marker === '##' ? /##[^#\n]+##/ : rule.params.marker === '『』' ? /『[^』\n]+』/ : /<<[^<>\n]+>>/;
        return re.test(text) ? ok('Has a title.') : bad(`Response has no title in ${rule.params.marker === '##' ? '##…##' : '<<…>>'}.`);
      }
      case 'postscript': {
        const marker = String(rule.params.marker ?? 'P.S.');
        const re = new RegExp(`(?:^|\\n|[.!?]["')]?[ \\t]+)\\s*(?:\\*\\*)?${escapeRegExp(marker).replace(/\\\./g, '\\.?\\s?')}`, 'i');
        return re.test(text) ? ok(`Has a postscript (${marker}).`) : bad(`Response has no postscript starting with ${marker}.`);
      }
      case 'options': {
        const opts = rule.params.options as string[];
        const norm = (s: string) =>
          s
            .toLowerCase()
            .replace(/[\s.!"'“”]+$/g, '')
            .replace(/^[\s"'“”]+/, '')
            .trim();
        const hit = opts.some((o) => norm(t) === norm(o) || t.toLowerCase().includes(o.toLowerCase()));
        return hit ? ok('Answers with one of the allowed options.') : bad(`Response is not one of: ${opts.map((o) => `"${o}"`).join(', ')}.`);
      }
      case 'two_responses': {
        const parts = text.split(/\*{6}/).map((p) => p.trim());
        return parts.length === 2 && parts[0] && parts[1] && parts[0] !== parts[1]
          ? ok('Two responses separated by ******.')
          : bad('Response is not exactly two different responses separated by ******.');
      }
      case 'no_markdown': {
        const m = MARKDOWN.exec(text);
        return m ? bad('Response uses markdown formatting.', { start: m.index, end: m.index + m[0].length }) : ok('No markdown.');
      }
      case 'no_bold': {
        const m = BOLD.exec(text);
        return m ? bad('Response uses bold or italics.', { start: m.index, end: m.index + m[0].length }) : ok('No bold or italics.');
      }
      default:
        return finding(rule, this.name, 'not_applicable', `Unknown format ${f}.`, { confidence: 0.5 });
    }
  },
};
