/**
 * Operator-style clause phrasings with clause-level labels (scripts/train/clause-type/phrasings/*.jsonl), written for
 * Haven by writers who saw only a brief (the 24 IFEval-style types and their slots), and Haven's own look-alikes. One
 * object per line: {"text", "types": [...], "lang", "slots"?}; `types: []` is a clause that states no type.
 * Slots are {relation, n, unit, value} for one type, or {"<type>": {...}} for several.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CLAUSE_TYPES, type ClauseType } from '../../../processors/steer/preprocess/clauses/types.js';

export const PHRASINGS_DIR = fileURLToPath(new URL('./phrasings/', import.meta.url));

export interface Slot {
  relation?: string;
  n?: number;
  unit?: string;
  value?: string | string[];
}

export interface PhrasingRow {
  /** the file's name without .jsonl (a writer) */
  file: string;
  line: number;
  text: string;
  types: ClauseType[];
  lang: string;
  slots: Partial<Record<ClauseType, Slot>>;
  /** 0-9: a hash of the wording with numbers and quoted words masked (the validation group within a file) */
  bucket: number;
}

const KNOWN = new Set<string>(CLAUSE_TYPES);
const LENGTH_TYPES = new Set<string>(['words', 'sentences', 'paragraphs']);

/** The wording with what varies between two rows of one template masked (numbers, quoted words, case). */
export const skeleton = (text: string) =>
  text
    .toLowerCase()
    .replace(/"[^"]*"|“[^”]*”|«[^»]*»|「[^」]*」|'[^']*'/g, 'Q')
    .replace(/\p{N}+/gu, '#')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Every row of every phrasing file (sorted by name; `only`: that file alone). The brief had no characters type: a
 * length-type row whose slot counts characters is the `characters` type. Rows naming an unknown type are left out.
 */
export function readPhrasings(only?: string): PhrasingRow[] {
  const files = readdirSync(PHRASINGS_DIR)
    .filter((f) => f.endsWith('.jsonl'))
    .sort();
  const out: PhrasingRow[] = [];
  for (const f of files) {
    const file = f.replace(/\.jsonl$/, '');
    if (only && file !== only) continue;
    const lines = readFileSync(`${PHRASINGS_DIR}${f}`, 'utf8').split('\n');
    for (const [i, line] of lines.entries()) {
      if (!line.trim()) continue;
      const d = JSON.parse(line) as { text: string; types: string[]; lang?: string; slots?: Record<string, unknown> };
      if (typeof d.text !== 'string' || !d.text.trim() || !Array.isArray(d.types)) continue;
      const raw = d.slots ?? {};
      const nested = Object.keys(raw).some((k) => KNOWN.has(k) || LENGTH_TYPES.has(k));
      const slots: Partial<Record<ClauseType, Slot>> = {};
      const types: ClauseType[] = [];
      let unknown = false;
      for (const t0 of d.types) {
        const s = (nested ? raw[t0] : d.types.length === 1 ? raw : undefined) as Slot | undefined;
        const t = LENGTH_TYPES.has(t0) && /^char/i.test(String(s?.unit ?? '')) ? 'characters' : t0;
        if (!KNOWN.has(t)) {
          unknown = true;
          continue;
        }
        if (!types.includes(t as ClauseType)) types.push(t as ClauseType);
        if (s && typeof s === 'object') slots[t as ClauseType] = s;
      }
      if (unknown) continue;
      const bucket = parseInt(createHash('sha1').update(skeleton(d.text)).digest('hex').slice(0, 8), 16) % 10;
      out.push({ file, line: i + 1, text: d.text.trim(), types, lang: d.lang ?? 'en', slots, bucket });
    }
  }
  return out;
}
