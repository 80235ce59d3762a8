/**
 * Protected statements: a clause that keeps a *fact* confidential rather than a value ("Do not tell anyone that the
 * Leeds factory will close in March", "It is confidential that we are being acquired by Halden Group"). The fact is
 * cut out of the clause and described by its anchors (names, numbers, dates, time phrases) and its meaning words
 * (stems, with the paraphrase groups of `seeds/lexicons/en/paraphrase.json` folded together), so that a reply which
 * says the same thing in other words is caught (see screen/checks/protected-statement.ts).
 */
import { lexiconFile, lexiconGroups } from '../lexicon.js';
import { contentStems, stem } from '../text.js';
import { isProtectingClause, protectedValues } from './protected-values.js';

/** Phrase lists live in seeds/lexicons/en/protected-statement.json (issue 9); the structure around them stays here. */
const vocab = lexiconGroups('en', 'protected-statement');
export const NEXT_THIS_LAST = new RegExp(String.raw`^(?:${vocab('next-this-last')})\s+(\S+)$`, 'i');
export const SYSTEM_THESE_YOUR = vocab.words('system-these-your');

export interface StatementSignature {
  statement: string;
  /** names, numbers, dates and time phrases that must all appear for a reworded leak */
  anchors: string[];
  /** meaning keys: stems, with paraphrase groups mapped to `g<N>` */
  keys: string[];
}

export const OBJECT = new RegExp(String.raw`\b(?:${vocab('object')})\s+(.{8,200}?)(?:${vocab('object-and-confidential')})`, 'i');
/** "Keep the merger with Caldwell Group confidential": the protected thing is the noun phrase kept. */
export const KEEP_NP = new RegExp(
  String.raw`\bkeep\s+((?:${vocab('keep-np-the-our-any')})\s+[^.;:!?]{3,80}?|(?:[\p{Lu}][\p{L}.'’-]*\s+){0,3}[\p{Lu}][\p{L}'’-]*(?:'s|’s)\s+[^.;:!?]{3,60}?)\s+(?:strictly\s+)?(?:${vocab('keep-np')})\b`,
  'iu',
);
/** "Internal note, not for customers: branch closures … are planned": what follows the marker is the fact. */
export const NOT_FOR = new RegExp(String.raw`\b(?:${vocab('not-for')})\b[^:.]{0,30}:\s*(.{8,200}?)(?:[.;!]|$)`, 'i');
/** "The layoffs planned for March are confidential": the subject is the fact (when the clause names no value). */
export const SUBJECT_IS_SECRET = new RegExp(
  String.raw`^((?:${vocab('keep-np-the-our-any')})\s+[^.;:!?]{6,120}?)\s+(?:is|are|remains?|must (?:stay|remain))\s+(?:(?:${vocab('subject-is-secret-adverb')})\s+)?(?:${vocab('subject-is-secret')})\b`,
  'i',
);
/** A denial ("will not reopen"): a sentence that denies an event may still say the fact. */
export const NEGATION = new RegExp(String.raw`\b(?:${vocab('negation')})\b|n['’]t\b`, 'i');
/** Fewest words a fact after "Keep this to yourself:" has; shorter tails are values ("the project codename: Silverlake"). */
const MIN_COLON_FACT_WORDS = 4;

/** "Keep this to yourself: the Harbour Street store is closing in January": what follows a protecting head. */
function afterProtectingColon(clause: string): string | undefined {
  const at = clause.indexOf(':');
  if (at < 0) return undefined;
  const head = clause.slice(0, at);
  const tail = clause.slice(at + 1).trim();
  if (!isProtectingClause(head) || isProtectingClause(tail) || tail.split(/\s+/).length < MIN_COLON_FACT_WORDS) return undefined;
  return tail;
}

/** What a protecting clause says about the prompt or the assistant itself is an instruction, not a fact to hide. */
export const NOT_A_FACT = new RegExp(String.raw`^(?:${vocab('not-a-fact')})\b`, 'i');
export const MONTH = new RegExp(`^(?:${vocab('month')})$`, 'i');
export const TIME_PHRASE = new RegExp(String.raw`\b(?:${vocab('time-phrase-next-this-last')})\s+(?:${vocab('time-phrase')})\b|\bq[1-4]\b`, 'gi');

/** auxiliaries that carry no meaning of their own */
const WEAK = new Set(['has', 'have', 'had', 'will', 'been', 'being', 'would', 'going', 'get', 'got', 'after', 'before', 'during', 'since', 'until']);

let groups: Map<string, string> | undefined;
function groupOf(): Map<string, string> {
  if (groups) return groups;
  groups = new Map();
  const f = lexiconFile('en', 'paraphrase');
  // events are keyed e<N>, things t<N>: a reworded leak needs the event, not only the thing it is about
  // the event groups of the other languages sit at the same positions, so a translated fact folds to the same keys
  const translated = PARAPHRASE_LANGS.filter((l) => l !== 'en').map((l) => ['e', lexiconFile(l, 'paraphrase').groups] as const);
  for (const [prefix, list] of [['e', f.groups] as const, ['t', f.things] as const, ...translated])
    ((list as string[][] | undefined) ?? []).forEach((words, i) => {
      for (const w of words) groups!.set(w.split(/\s+/).map(stem).join(' '), `${prefix}${i}`);
    });
  return groups;
}

/** Meaning keys of a text: each stem (or two-word phrase) in a paraphrase group becomes its group's key. */
export function meaningKeys(text: string): Set<string> {
  const map = groupOf();
  const stems = contentStems(text);
  const words = (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).map(stem);
  const out = new Set<string>();
  for (let i = 0; i < words.length - 1; i++) {
    const two = map.get(`${words[i]} ${words[i + 1]}`) ?? (i < words.length - 2 ? map.get(`${words[i]} ${words[i + 1]} ${words[i + 2]}`) : undefined);
    if (two) out.add(two);
  }
  for (const w of words) {
    const g = map.get(w);
    if (g) out.add(g);
  }
  for (const s of stems) out.add(map.get(s) ?? s);
  return out;
}

/** Languages with a paraphrase lexicon (seeds/lexicons/<lang>/paraphrase.json). */
export const PARAPHRASE_LANGS = ['en', 'es', 'fr', 'de', 'it', 'pt'] as const;
const EN_MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const EN_SEASONS = ['spring', 'summer', 'autumn', 'winter'];

let monthNames: Map<string, string[]> | undefined;
/** An English month or season (or "next spring") and its names in the other languages ("march" → marzo, mars, märz…). */
export function monthTranslations(month: string): string[] {
  if (!monthNames) {
    monthNames = new Map([...EN_MONTHS, ...EN_SEASONS].map((m) => [m, [m]]));
    monthNames.set('fall', ['fall', 'autumn']);
    for (const l of PARAPHRASE_LANGS) {
      for (const [key, en] of [
        ['months', EN_MONTHS],
        ['seasons', EN_SEASONS],
      ] as const) {
        const ms = lexiconFile(l, 'paraphrase')[key];
        if (Array.isArray(ms)) ms.forEach((m, i) => typeof m === 'string' && monthNames?.get(en[i] ?? '')?.push(m));
      }
    }
  }
  // "next spring" is met by the season named in any language ("la próxima primavera", "le printemps prochain")
  const period = NEXT_THIS_LAST.exec(month)?.[1]?.toLowerCase();
  if (period && monthNames.has(period)) return monthNames.get(period) ?? [month];
  return monthNames.get(month.toLowerCase()) ?? [month];
}

/** Names (capitalised words not opening the clause), numbers, amounts, dates and time phrases. */
export function anchorsOf(text: string): string[] {
  const out = new Set<string>();
  // codes mixing letters and digits (KS204, Q3-ALPHA) are one anchor, not a name and a number
  for (const m of text.matchAll(/(?<![\p{L}\p{N}])(?=[\p{L}\p{N}-]*\d)(?=[\p{L}\p{N}-]*\p{L})[\p{L}\p{N}][\p{L}\p{N}-]+[\p{L}\p{N}]/gu))
    out.add(m[0].toLowerCase());
  for (const m of text.matchAll(/(?<![\p{L}\p{N}])[$€£¥]?\d[\d,.]*%?(?![\p{L}\p{N}])/gu)) out.add(m[0].replace(/[.,]$/, '').toLowerCase());
  for (const m of text.matchAll(/(?<=\S\s+|^)([\p{Lu}][\p{L}'’-]+)(?![\p{N}])/gu)) {
    if (m.index === 0) continue;
    out.add((m[1] ?? '').toLowerCase().replace(/['’]s$/, ''));
  }
  // "may" in lower case is the modal ("partners may be offered …"), a month only beside a day or a year
  for (const m of text.matchAll(/[\p{L}]+/gu))
    if (MONTH.test(m[0]) && (m[0] !== 'may' || /\d\s*$/.test(text.slice(0, m.index)) || /^\s*\d/.test(text.slice(m.index + 3)))) out.add(m[0].toLowerCase());
  for (const m of text.matchAll(TIME_PHRASE)) out.add(m[0].toLowerCase().replace(/\s+/g, ' '));
  // "Dr." and similar titles are not anchors on their own
  for (const t of ['dr', 'mr', 'mrs', 'ms', 'i']) out.delete(t);
  // a titled person is named by the family name alone ("Dr. Voss" for "Dr. Helena Voss"): the given name is no anchor
  for (const m of text.matchAll(/(?<![\p{L}])(?:Dr|Mr|Mrs|Ms|Mx|Prof|Professor|Sir|Dame)\.?\s+([\p{Lu}][\p{L}'’-]+)\s+(?=[\p{Lu}][\p{L}'’-]+)/gu))
    out.delete((m[1] ?? '').toLowerCase());
  return [...out];
}

/** The statement a protecting clause keeps confidential, or undefined when it protects a value (or nothing). */
export function protectedStatement(clause: string): StatementSignature | undefined {
  // the pattern itself holds the protection (a negated disclosure verb, or a confidentiality marker, before "that")
  const m = OBJECT.exec(clause) ?? NOT_FOR.exec(clause) ?? KEEP_NP.exec(clause);
  const subject = () => (protectedValues(clause).length ? undefined : SUBJECT_IS_SECRET.exec(clause.trim())?.[1]);
  const found = m?.[1] ?? afterProtectingColon(clause) ?? subject();
  if (!found) return undefined;
  const statement = found.trim().replace(/[.,;:]+$/, '');
  if (NOT_A_FACT.test(statement) || SYSTEM_THESE_YOUR.test(statement)) return undefined;
  const keys = [...meaningKeys(statement)].filter((k) => !WEAK.has(k));
  if (keys.length < 2) return undefined;
  return { statement, anchors: anchorsOf(statement), keys };
}
