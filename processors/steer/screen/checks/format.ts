/** Output formats: JSON, whole-response quotation, <<title>>, postscript, one-of options, two responses, no markdown/bold. */

import { z } from 'zod';
import { lexiconGroups } from '../../lexicon.js';
import { PHASE } from '../../redeem/context.js';
import { cutSpans, noRemovals } from '../../redeem/edit.js';
import { escapeRegExp } from '../../text.js';
import { type Check, finding } from '../check.js';

/** Phrase lists live in seeds/lexicons/en/check-format.json (issue 9); the structure around them stays here. */
const vocab = lexiconGroups('en', 'check-format');
export const TITLE_TITRE_TULO = new RegExp(String.raw`^(?:${vocab('title-titre-tulo')})\s*[:：]\s*`, 'i');
export const TITLE_TITRE_TULO_2 = new RegExp(String.raw`^\s*(?:#{1,6}\s|\*\*|__|[【「『]|(?:${vocab('title-titre-tulo-2')})\s*[:：])`, 'i');
export const PS_POST_POSTSCRIPT = new RegExp(String.raw`\n?\s*(?:\*\*)?(?:${vocab('ps-post-postscript')})[\s\S]*$`, 'i');
/** Any usual postscript marker, at a word edge (for a rule whose marker was guessed). */
export const ANY_POSTSCRIPT = new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${vocab('any-postscript-marker')})(?![\p{L}])`, 'iu');

/** The pattern a postscript marker is met by: a short Latin marker with or without the dots, spaces or hyphens between its letters. */
export function postscriptMarker(marker: string): RegExp {
  const edge = /^[\p{Script=Latin}]/u.test(marker);
  const letters = marker.match(/\p{L}/gu) ?? [];
  const body =
    edge && /^[\p{L}.\s-]+$/u.test(marker) && letters.length <= 4
      ? `${letters.map(escapeRegExp).join('[.\\s-]{0,2}')}\\.?`
      : escapeRegExp(marker).replace(/\\\./g, '\\.?\\s?');
  return new RegExp(`${edge ? '(?<![\\p{L}\\p{N}])' : ''}${body}${edge ? '(?![\\p{L}])' : ''}`, 'iu');
}
export const PS_POST_POSTSCRIPT_2 = new RegExp(String.raw`(?:^|\n|[.!?]["')]?[ \t]+)\s*(?:\*\*)?(?:${vocab('ps-post-postscript-2')})`, 'i');

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

export const JSON_VALUE_TYPES = ['string', 'integer', 'number', 'boolean'] as const;
export const formatParams = z
  .object({
    check: z.literal('format'),
    format: z.string(),
    marker: z.string().optional(),
    keys: z.array(z.string()).optional(),
    types: z.record(z.string(), z.enum(JSON_VALUE_TYPES)).optional(),
    /** quoted: nothing may stand outside the quotes (a reply with one quoted span is cut to it) */
    only: z.boolean().optional(),
    limits: z.record(z.string(), z.object({ unit: z.enum(['words', 'characters']), n: z.number().int().nonnegative() })).optional(),
  })
  .loose();

/** A link in the reply: a web address with its scheme or "www.", or a domain with a path ("shop.example/book"); not an e-mail. */
const LINK = /\bhttps?:\/\/[^\s)>\]]+|\bwww\.[^\s)>\]]+|(?<![@\w.-])[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,12}\/[^\s)>\]]*/i;

const typeOk = (v: unknown, t: (typeof JSON_VALUE_TYPES)[number]): boolean =>
  v === null || (t === 'integer' ? Number.isInteger(v) : t === 'number' ? typeof v === 'number' : typeof v === t);
/** A JSON value of the wrong type brought to the one the prompt gives where it can be read so ("5" → 5, 5 → "5"), else null. */
function coerce(v: unknown, t: (typeof JSON_VALUE_TYPES)[number]): unknown {
  if (typeOk(v, t)) return v;
  if ((t === 'integer' || t === 'number') && typeof v === 'string' && /^-?\d+(?:\.\d+)?$/.test(v.trim())) {
    const n = Number(v.trim());
    return t === 'integer' && !Number.isInteger(n) ? v : n;
  }
  if (t === 'boolean' && typeof v === 'string' && /^(?:true|false)$/i.test(v.trim())) return v.trim().toLowerCase() === 'true';
  if (t === 'string' && (typeof v === 'number' || typeof v === 'boolean')) return String(v);
  // a value that cannot be read as the type ("high" for a number) is unknown, as a missing key is (asJson)
  return null;
}
/** The first key whose value has another type than the prompt gives, or undefined. */
function wrongType(text: string, types: Record<string, (typeof JSON_VALUE_TYPES)[number]> | undefined): [string, string] | undefined {
  if (!types) return undefined;
  const v = JSON.parse(stripFences(text)) as unknown;
  if (!v || typeof v !== 'object' || Array.isArray(v)) return undefined;
  const o = v as Record<string, unknown>;
  for (const [k, t] of Object.entries(types)) if (k in o && !typeOk(o[k], t)) return [k, t];
  return undefined;
}
function withTypes(text: string, types: Record<string, (typeof JSON_VALUE_TYPES)[number]> | undefined): string {
  if (!types || !isJson(text)) return text;
  const v = JSON.parse(stripFences(text)) as unknown;
  if (!v || typeof v !== 'object' || Array.isArray(v)) return text;
  const o = v as Record<string, unknown>;
  if (!wrongType(text, types)) return text;
  for (const [k, t] of Object.entries(types)) if (k in o) o[k] = coerce(o[k], t);
  return JSON.stringify(o);
}

type FieldLimits = Record<string, { unit: 'words' | 'characters'; n: number }>;
const wordsOf = (v: string) => v.split(/\s+/).filter(Boolean);
const sizeOf = (v: string, unit: 'words' | 'characters') => (unit === 'words' ? wordsOf(v).length : [...v].length);
/** The first string field longer than its bound ('"summary": at most 12 words'): key, size, bound; undefined when none. */
function overLimit(text: string, limits: FieldLimits | undefined): [string, number, number, string] | undefined {
  if (!limits || !isJson(text)) return undefined;
  const v = JSON.parse(stripFences(text)) as unknown;
  if (!v || typeof v !== 'object' || Array.isArray(v)) return undefined;
  for (const [k, l] of Object.entries(limits)) {
    const x = (v as Record<string, unknown>)[k];
    if (typeof x === 'string' && sizeOf(x, l.unit) > l.n) return [k, sizeOf(x, l.unit), l.n, l.unit];
  }
  return undefined;
}
/** Each field over its bound cut to it (words or characters), the rest of the object as it was. */
function withinLimits(text: string, limits: FieldLimits | undefined): string {
  if (!overLimit(text, limits)) return text;
  const o = JSON.parse(stripFences(text)) as Record<string, unknown>;
  for (const [k, l] of Object.entries(limits ?? {})) {
    const x = o[k];
    if (typeof x !== 'string' || sizeOf(x, l.unit) <= l.n) continue;
    o[k] = l.unit === 'words' ? wordsOf(x).slice(0, l.n).join(' ') : [...x].slice(0, l.n).join('').trimEnd();
  }
  return JSON.stringify(o);
}

/** Markdown (or only bold and italics) taken out, keeping the words. */
export function stripMarkdown(text: string, boldOnly: boolean): string {
  let t = text
    .replace(/\*\*([^*\n]+)\*\*/g, '$1')
    .replace(/__([^_\n]+)__/g, '$1')
    .replace(/(?<![*\w])\*([^*\s\n][^*\n]*)\*(?![*\w])/g, '$1')
    .replace(/(?<![_\w])_([^_\s\n][^_\n]*)_(?![_\w])/g, '$1');
  if (boldOnly) return t;
  t = t
    .replace(/```[a-z]*\n?/gi, '')
    .replace(/`([^`]+)`/g, '$1')
    .replace(/^#{1,6}\s+/gm, '')
    .replace(/^\s*[-*+]\s+/gm, '')
    .replace(/^\s*>\s?/gm, '')
    .replace(/\[([^\]\n]+)\]\(([^)\n]+)\)/g, '$1 ($2)');
  return t;
}

function titleFrom(text: string): string {
  // Japanese/Chinese have no spaces between words: the first phrase up to a punctuation mark, at most 20 characters
  const cjk = /^[\s\p{P}]*[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text);
  if (cjk) return (/[^\s\p{P}][^\n。、，,.!?！？：:]{0,19}/u.exec(text)?.[0] ?? '').trim() || 'Response';
  const words = (text.match(/[\p{L}\p{N}'’-]+/gu) ?? []).slice(0, 4);
  return words.length ? words.join(' ') : 'Response';
}

/** A first line that reads as a heading ("# Plan", "**Plan**", "【計画】", "Title: Plan"): its words, else undefined. */
function headingLine(text: string): { line: string; title: string } | undefined {
  const line = /^\s*([^\n]+)\n\s*\n/.exec(text)?.[1];
  if (!line || line.length > 90) return undefined;
  const inner = line
    .trim()
    .replace(/^#{1,6}\s*/, '')
    .replace(/^(?:\*\*|__)([^*_]+)(?:\*\*|__)$/, '$1')
    .replace(/^[【[「『(（]([^\]】」』)）]+)[\]】」』)）]$/, '$1')
    .replace(TITLE_TITRE_TULO, '')
    .trim();
  const heading = TITLE_TITRE_TULO_2.test(line) || !/[.!?。！？:：,，、]$/.test(line.trim());
  if (!heading || /^\s*(?:[-*•+]\s|\d+[.)])/.test(line) || !/[\p{L}\p{N}]/u.test(inner) || /[<>#『』]/.test(inner)) return undefined;
  return { line, title: inner };
}

/** The reply with a title in the prompt's brackets: a heading line becomes the title, else one is made from the first words. */
export function addTitle(text: string, marker?: string): string {
  const wrap = (h: string) => (marker === '##' ? `##${h}##` : marker === '『』' ? `『${h}』` : `<<${h}>>`);
  const head = headingLine(text);
  if (head) return text.replace(head.line, wrap(head.title));
  return `${wrap(titleFrom(text))}\n\n${text}`;
}

/** The reply as JSON: JSON already there (or inside prose) is kept, with any required keys added; else it is wrapped. */
function asJson(text: string, keys: string[]): string {
  const parse = (t: string): unknown => {
    try {
      return /^[[{]/.test(t) ? JSON.parse(t) : undefined;
    } catch {
      return undefined;
    }
  };
  const t = text
    .trim()
    .replace(/^```(?:json)?\s*|```$/g, '')
    .trim();
  // JSON with prose around it ("Sure! {…}"): keep the JSON
  const whole = parse(t);
  let value = whole ?? parse(/\{[\s\S]*\}/.exec(t)?.[0] ?? '');
  if (value === undefined) value = keys[0] !== undefined ? { [keys[0]]: text } : { response: text };
  let added = false;
  if (keys.length && value && typeof value === 'object' && !Array.isArray(value)) {
    const o = value as Record<string, unknown>;
    for (const k of keys)
      if (!(k in o)) {
        o[k] = null;
        added = true;
      }
  }
  return whole !== undefined && !added ? t : JSON.stringify(value);
}

const STRIP = new Set(['no_postscript', 'no_markdown', 'no_bold', 'no_links', 'list_only']);
/** A list item line: a bullet or a number. */
const LIST_LINE = /^\s*(?:[-*•+]|\d{1,3}[.)])\s+\S/;
/** The non-empty lines of a reply that must be only a list and are not list items (offsets into `text`). */
function offListLines(text: string): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  let at = 0;
  for (const line of text.split('\n')) {
    if (line.trim() && !LIST_LINE.test(line)) out.push({ start: at, end: at + line.length });
    at += line.length + 1;
  }
  return out;
}
const WRAP_ORDER = ['title', 'quoted', 'json'];
const postscriptOf = (p: z.infer<typeof formatParams>) => `${p.marker ?? 'P.S.'} Let me know if there is anything else I can help with.`;

/**
 * The format fixes, one per rule kind: forbidden formatting stripped early; a missing postscript put on once the body
 * is final; title, quotes and JSON wrapped last (in that order, so quotes and JSON enclose everything).
 */
/** Every link in the text (the clause holding each goes in a rewrite). */
function linkSpans(text: string): { start: number; end: number }[] {
  const re = new RegExp(LINK.source, 'gi');
  return [...text.matchAll(re)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
}

function formatPhase(p: z.infer<typeof formatParams>): number {
  if (STRIP.has(p.format)) return PHASE.strip;
  if (p.format === 'postscript') return PHASE.frame + 1;
  const w = WRAP_ORDER.indexOf(p.format);
  return PHASE.wrap + (w < 0 ? WRAP_ORDER.length : w);
}

function formatFix(text: string, p: z.infer<typeof formatParams>): string {
  switch (p.format) {
    case 'no_postscript':
      return text.replace(PS_POST_POSTSCRIPT, '').trim();
    case 'no_markdown':
      return stripMarkdown(text, false);
    case 'no_bold':
      return stripMarkdown(text, true);
    case 'list_only': {
      // the lines around the list go, when a list is there to keep
      if (!text.split('\n').some((l) => LIST_LINE.test(l))) return text;
      return text
        .split('\n')
        .filter((l) => !l.trim() || LIST_LINE.test(l))
        .join('\n')
        .trim();
    }
    case 'postscript':
      return `${text}\n\n${postscriptOf(p)}`;
    case 'title':
      return addTitle(text, p.marker);
    case 'quoted': {
      // "nothing outside the quotes": a reply holding one quoted span keeps only that span (the stage direction goes)
      const spans = p.only ? [...text.matchAll(/"[^"\n]{2,}"|“[^”\n]{2,}”/g)] : [];
      if (spans.length === 1) return spans[0]![0];
      return /^["“«][\s\S]*["”»]$/.test(text.trim()) ? text : `"${text.replace(/^"|"$/g, '')}"`;
    }
    case 'json':
      return withinLimits(withTypes(asJson(text, p.keys ?? []), p.types), p.limits);
    case 'no_links':
      return cutSpans(text, { ...noRemovals(), drop: linkSpans(text) }, true);
    default:
      // options, two responses: nothing the local engine can write
      return text;
  }
}

export const format: Check<typeof formatParams> = {
  repair: { phase: formatPhase, fix: (text, p) => formatFix(text, p), adds: (_text, p) => (p.format === 'postscript' ? postscriptOf(p) : undefined) },
  quality: {
    order: 40,
    contradictions(rules, { closing }) {
      const formats = new Set(rules.map((r) => r.params.format));
      const out: string[] = [];
      if (formats.has('json') && (formats.has('postscript') || formats.has('quoted') || formats.has('title')))
        out.push('JSON-only output conflicts with a required title, postscript or quotation.');
      if (formats.has('json') && closing) out.push('JSON-only output conflicts with a required closing phrase.');
      return out;
    },
  },
  provider: {},
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
        const wrong = wrongType(text, rule.params.types as Record<string, (typeof JSON_VALUE_TYPES)[number]> | undefined);
        if (wrong) return bad(`JSON value of "${wrong[0]}" is not of the type the prompt gives (${wrong[1]}).`);
        const over = overLimit(text, rule.params.limits as FieldLimits | undefined);
        if (over) return bad(`JSON value of "${over[0]}" has ${over[1]} ${over[3]}; the prompt allows ${over[2]}.`);
        return ok('Valid JSON.');
      }
      case 'list_only': {
        const off = offListLines(text);
        return off.length ? bad('Response has text outside its list.', off[0]) : ok('Only the list.');
      }
      case 'no_postscript': {
        const m = PS_POST_POSTSCRIPT_2.exec(text);
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
        // the marker anywhere in the reply, as the IFEval-style definition reads a postscript (a line holding it), not
        // inside a word ("temps" holds no "PS"); a reply that puts it mid-line after a label or an emoji has one too
        // (Japanese has no word edges: 追伸 counts wherever it stands). A marker the prompt did not write (guessed
        // "P.S.") is no evidence against another usual marker, and a short Latin marker is met with or without its
        // dots ("PS" by "P.S.", "P.D." by "PD"): an unsure slot must not rewrite a reply that has a postscript.
        const re = rule.params.marker_guessed ? ANY_POSTSCRIPT : postscriptMarker(marker);
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
      case 'no_links': {
        const m = LINK.exec(text);
        return m ? bad('Response contains a link.', { start: m.index, end: m.index + m[0].length }) : ok('No links.');
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
