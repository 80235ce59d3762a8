/**
 * A deterministic TypeScript re-implementation of the IFEval-style checkers used by IFBench and M-IFEval, for the
 * instruction types steer supports. It is the *independent* judge of redeemed replies in the development evaluation:
 * it imports nothing from processors/steer. Written from the published instruction semantics (strict variant);
 * where the upstream code is not available to us its agreement with the upstream labels is measured and printed
 * (`npm run eval:steer -- --ifeval`), so a disagreement is visible rather than hidden.
 */
import { franc } from 'franc-min';

export type Kwargs = Record<string, unknown>;
export type Checker = (response: string, kw: Kwargs, lang?: string) => boolean;

type Rel = 'at_least' | 'less_than' | 'at_most';
/** Relations as M-IFEval writes them in es/fr/ja (and IFEval in English). */
function rel(r: unknown): Rel {
  const s = String(r ?? '').toLowerCase();
  if (/^(?:at least|al menos|au moins|以上)$/.test(s)) return 'at_least';
  if (/^(?:como máximo|at most)$/.test(s)) return 'at_most';
  return 'less_than'; // less than, menos de, moins de, 未満
}
function cmp(actual: number, r: Rel, n: number): boolean {
  return r === 'at_least' ? actual >= n : r === 'at_most' ? actual <= n : actual < n;
}
const num = (v: unknown) => Number(v);
const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Words: runs of letters/digits (CJK: one word per character, as counting Japanese words has no spaces). */
function countWords(t: string): number {
  return (t.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]|[\p{L}\p{N}_]+(?:['’][\p{L}]+)?/gu) ?? []).length;
}
/** Sentences: ends at . ! ? 。 ！ ？ (not inside numbers/abbreviations of one capital letter). */
function countSentences(t: string): number {
  const parts = t
    .replace(/\b(?:Mr|Mrs|Ms|Dr|St|etc|e\.g|i\.e|Sr|Sra|M|Mme)\./g, (m) => m.replace('.', '∯'))
    .split(/(?<=[.!?。！？])\s*|\n+/)
    .map((s) => s.trim())
    .filter((s) => /[\p{L}\p{N}]/u.test(s));
  return parts.length;
}

const LANG3: Record<string, string> = { en: 'eng', es: 'spa', fr: 'fra', de: 'deu', it: 'ita', ja: 'jpn', zh: 'cmn', ko: 'kor', ar: 'arb', fi: 'fin', sw: 'swh', th: 'tha', te: 'tel', ml: 'mal', bn: 'ben', pt: 'por', ru: 'rus', hi: 'hin' };

export const CHECKERS: Record<string, Checker> = {
  // Japanese counts the ideographic commas too
  'punctuation:no_comma': (r, _k, lang) => (lang === 'ja' ? !/[,，、]/.test(r) : !r.includes(',')),
  'change_case:english_lowercase': (r) => r === r.toLowerCase(),
  'change_case:french_lowercase': (r) => r === r.toLowerCase(),
  'change_case:spanish_lowercase': (r) => r === r.toLowerCase(),
  'change_case:english_capital': (r) => r === r.toUpperCase(),
  'change_case:french_capital': (r) => r === r.toUpperCase(),
  'change_case:spanish_capital': (r) => r === r.toUpperCase(),
  // words written in capitals, with Unicode-aware edges (an ASCII \b counted the "B" of "Básicos")
  'change_case:capital_word_frequency': (r, k) =>
    cmp((r.match(/(?<![\p{L}\p{N}_])\p{Lu}[\p{Lu}\p{N}]*(?![\p{L}\p{N}_])/gu) ?? []).length, rel(k.capital_relation), num(k.capital_frequency)),
  // M-IFEval fr asks for ##title## and ja for 『title』 instead of <<title>> (the upstream labels follow these markers)
  'detectable_format:title': (r, _k, lang) => (lang === 'fr' ? /##[^\n#]+##/.test(r) : lang === 'ja' ? /『[^\n]+』/.test(r) : /<<[^\n]+>>/.test(r)),
  'detectable_format:json_format': (r) => {
    const t = r.trim().replace(/^```(?:json|Json|JSON)?/, '').replace(/```$/, '').trim();
    try {
      JSON.parse(t);
      return true;
    } catch {
      return false;
    }
  },
  'detectable_format:number_bullet_lists': (r, k) => (r.match(/^\s*\*[^*].*$/gm) ?? []).length + (r.match(/^\s*-.*$/gm) ?? []).length === num(k.num_bullets),
  'detectable_format:number_numbered_lists': (r, k) => (r.match(/^\s*\d+[.)．]\s*.*$/gm) ?? []).length === num(k.num_items),
  'detectable_format:number_highlighted_sections': (r, k, lang) => {
    let n = 0;
    for (const m of r.matchAll(/\*[^\n*]*\*/g)) if (m[0].replace(/^\*|\*$/g, '').trim()) n++;
    for (const m of r.matchAll(/\*\*[^\n*]*\*\*/g)) if (m[0].replace(/^\*\*|\*\*$/g, '').trim()) n++;
    // M-IFEval ja highlights with 《…》
    if (lang === 'ja') n += (r.match(/《[^《》\n]+》/g) ?? []).length;
    return cmp(n, k.relation ? rel(k.relation) : 'at_least', num(k.num_highlights));
  },
  'detectable_format:multiple_sections': (r, k, lang) => {
    // M-IFEval ja numbers sections as 第N章 / 第N節 / 第N項
    if (lang === 'ja') return cmp((r.match(new RegExp(`第\\s?[0-9０-９一二三四五六七八九十]+\\s?${esc(String(k.section_spliter))}`, 'g')) ?? []).length, k.relation ? rel(k.relation) : 'at_least', num(k.num_sections));
    const parts = r.split(new RegExp(`\\s?${esc(String(k.section_spliter))}\\s?\\d+\\s?`));
    return cmp(parts.length - 1, k.relation ? rel(k.relation) : 'at_least', num(k.num_sections));
  },
  'startend:end_checker': (r, k) => r.trim().replace(/^"+|"+$/g, '').trim().toLowerCase().endsWith(String(k.end_phrase).trim().toLowerCase()),
  'startend:quotation': (r) => {
    const t = r.trim();
    return t.length > 1 && ((t[0] === '"' && t[t.length - 1] === '"') || (t[0] === '«' && t[t.length - 1] === '»') || (t[0] === '「' && t[t.length - 1] === '」') || (t[0] === '“' && t[t.length - 1] === '”'));
  },
  'length_constraints:number_words': (r, k) => cmp(countWords(r), rel(k.relation), num(k.num_words)),
  'length_constraints:number_sentences': (r, k) => cmp(countSentences(r), rel(k.relation), num(k.num_sentences)),
  'length_constraints:number_paragraphs': (r, k) => {
    const paras = r.split(/\s?\*\*\*\s?/);
    const n = paras.length;
    for (let i = 0; i < n; i++) if (!paras[i]!.trim() && !(i === 0 || i === n - 1)) return false;
    return paras.filter((p) => p.trim()).length === num(k.num_paragraphs);
  },
  'keywords:existence': (r, k) => (k.keywords as string[]).every((w) => new RegExp(esc(w), 'i').test(r)),
  'keywords:forbidden_words': (r, k) => !(k.forbidden_words as string[]).some((w) => new RegExp(`(?<![\\p{L}\\p{N}_])${esc(w)}(?![\\p{L}\\p{N}_])`, 'iu').test(r)),
  'keywords:frequency': (r, k) => cmp((r.match(new RegExp(esc(String(k.keyword)), 'gi')) ?? []).length, rel(k.relation), num(k.frequency)),
  'keywords:letter_frequency': (r, k) => cmp([...r.toLowerCase()].filter((c) => c === String(k.letter).toLowerCase()).length, rel(k.let_relation), num(k.let_frequency)),
  'detectable_content:postscript': (r, k) => {
    const m = String(k.postscript_marker);
    const low = r.toLowerCase();
    const re = m === 'P.S.' ? /\s*p\.\s?s\..*$/m : m === 'P.P.S' ? /\s*p\.\s?p\.\s?s.*$/m : new RegExp(`\\s*${esc(m.toLowerCase())}.*$`, 'm');
    return re.test(low);
  },
  'detectable_content:number_placeholders': (r, k) => cmp((r.match(/\[.*?\]/g) ?? []).length, k.relation ? rel(k.relation) : 'at_least', num(k.num_placeholders)),
  'detectable_content:no_digits': (r) => !/\d/.test(r),
  'combination:repeat_prompt': (r, k) => r.trim().toLowerCase().startsWith(String(k.prompt_to_repeat).trim().toLowerCase()),
  'language:response_language': (r, k) => {
    const want = LANG3[String(k.language)];
    if (!want) return true;
    const got = franc(r, { minLength: 3 });
    return got === want || (want === 'cmn' && got === 'und');
  },
};

/** The family each supported instruction belongs to (for per-family recall). */
export const FAMILY_OF: Record<string, string> = {
  'punctuation:no_comma': 'characters',
  'detectable_content:no_digits': 'characters',
  'change_case:english_lowercase': 'letter_case',
  'change_case:french_lowercase': 'letter_case',
  'change_case:spanish_lowercase': 'letter_case',
  'change_case:english_capital': 'letter_case',
  'change_case:french_capital': 'letter_case',
  'change_case:spanish_capital': 'letter_case',
  'change_case:capital_word_frequency': 'letter_case',
  'detectable_format:title': 'format',
  'detectable_format:json_format': 'format',
  'startend:quotation': 'format',
  'detectable_content:postscript': 'format',
  'detectable_content:number_placeholders': 'count',
  'detectable_format:number_bullet_lists': 'count',
  'detectable_format:number_numbered_lists': 'count',
  'detectable_format:number_highlighted_sections': 'count',
  'detectable_format:multiple_sections': 'count',
  'startend:end_checker': 'opening_ending',
  'length_constraints:number_words': 'length',
  'length_constraints:number_sentences': 'length',
  'length_constraints:number_paragraphs': 'length',
  'keywords:existence': 'required_phrase',
  'keywords:frequency': 'required_phrase',
  'keywords:letter_frequency': 'required_phrase',
  'keywords:forbidden_words': 'forbidden_words',
  'combination:repeat_prompt': 'repeat_request',
  'language:response_language': 'language',
};

/** `es:startend:end_checker` → `startend:end_checker` */
export const baseId = (id: string) => (id.split(':').length > 2 ? id.slice(id.indexOf(':') + 1) : id);

/** Every instruction of a pair checked; undefined when one is not supported. */
export function checkAll(response: string, ids: string[], kwargs: Kwargs[], lang?: string): boolean[] | undefined {
  const out: boolean[] = [];
  for (let i = 0; i < ids.length; i++) {
    const c = CHECKERS[baseId(ids[i]!)];
    if (!c) return undefined;
    out.push(c(response, kwargs[i] ?? {}, lang));
  }
  return out;
}
