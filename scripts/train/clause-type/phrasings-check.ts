/**
 * Measures the clause-type classifier and the slot readers on phrasing files (scripts/train/clause-type/phrasings/):
 * per-type recall of what extraction acts on (anchoredClauseTypes), n-grams alone and with the clause's MiniLM vector,
 * the false-type rate on the `types: []` rows, other types given to positives, and how often the type's slot reader
 * reads the slots the writer gave (relation, number, value).
 *
 *   HAVEN_CLAUSE_MODEL=/tmp/ct-no-b.onnx npx tsx scripts/train/clause-type/phrasings-check.ts wave2-b [--show 5]
 *
 * Measured on a file the model was trained on, recall is only a memorisation figure: train with `--leave-out <file>`
 * (train.ts) for a cross-writer one. The slot agreement does not depend on the model.
 */
import { collectEmbeddings } from '../../../processors/steer/embeddings.js';
import { anchoredClauseTypes, clauseModelStatus } from '../../../processors/steer/preprocess/clauses/classifier.js';
import { CLAUSE_TYPES, type ClauseType } from '../../../processors/steer/preprocess/clauses/types.js';
import { LANGUAGES } from '../../../processors/steer/preprocess/families/language.js';
import { BANS, bans } from '../../../processors/steer/preprocess/families/typed-clauses.js';
import { readSlots } from '../../../processors/steer/preprocess/families/typed-slots.js';
import { describesOnly, formOfAPerson, permitsOnly } from '../../../processors/steer/preprocess/family.js';
import { type PhrasingRow, readPhrasings, type Slot } from './phrasings.js';

const args = process.argv.slice(2);
const SHOW = args.includes('--show') ? Number(args[args.indexOf('--show') + 1]) : 0;
const files = args.filter((a, i) => !a.startsWith('--') && args[i - 1] !== '--show');
const rows: PhrasingRow[] = files.length ? files.flatMap((f) => readPhrasings(f)) : readPhrasings();
console.log(
  `model: ${process.env.HAVEN_CLAUSE_MODEL ?? 'shipped'} (${JSON.stringify(clauseModelStatus())}); rows ${rows.length} from ${files.join(', ') || 'all files'}`,
);

const vectors = await collectEmbeddings(rows.map((r) => r.text));
const norm = (s: unknown) =>
  String(s ?? '')
    .toLowerCase()
    .replace(/^[\s"'“”«»「」.,!?:;]+|[\s"'“”«»「」.,!?:;]+$/g, '');

/** Whether the reader's rule carries the writer's slots (only the slots both sides state are compared). */
function agrees(t: ClauseType, params: Record<string, unknown>, s: Slot): boolean {
  if (s.relation !== undefined && params.relation !== undefined && params.relation !== s.relation) return false;
  if (s.n !== undefined && params.n !== undefined && Number(params.n) !== Number(s.n)) return false;
  if ((s.relation !== undefined && params.relation === undefined && 'n' in s) || (s.n !== undefined && params.n === undefined && params.check !== 'count'))
    return ['keywords_include', 'keywords_forbid', 'end_phrase', 'response_language', 'postscript'].includes(t);
  // a writer's list of words may come as one string ("kill, die"; "'late' and 'sorry'")
  const split = (v: string) => (t.startsWith('keywords_') ? v.split(/\s*[,;/]\s*|\s+(?:and|or|y|et|und|e|ou)\s+/) : [v]);
  const values = (Array.isArray(s.value) ? s.value : s.value !== undefined ? [s.value] : [])
    .flatMap((v) => split(String(v)))
    .map(norm)
    .filter(Boolean);
  if (!values.length) return true;
  switch (t) {
    case 'keywords_include':
      return values.every((v) => (params.phrases as string[] | undefined)?.some((p) => norm(p) === v));
    case 'keywords_forbid':
      return values.every((v) => ((params.strings as string[] | undefined) ?? [String(params.chars ?? '')]).some((p) => norm(p) === v));
    case 'keyword_count':
      return norm(params.keyword) === values[0];
    case 'letter_count':
      return norm(params.letter) === values[0];
    case 'end_phrase':
      return norm(params.phrase) === values[0];
    case 'response_language': {
      const code = LANGUAGES[values[0]!] ?? values[0];
      return params.lang === code || values[0] === 'user' || /user|same/.test(values[0]!);
    }
    default:
      return true;
  }
}

const guarded = (t: string) => describesOnly(t) || permitsOnly(t) || formOfAPerson(t);
const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)}%` : 'n/a');
for (const withVectors of [false, true]) {
  const per = new Map<ClauseType, { n: number; found: number }>();
  let neg = 0;
  let negTyped = 0;
  let negRules = 0;
  let extra = 0;
  const misses: string[] = [];
  const falses: string[] = [];
  for (const r of rows) {
    const got = anchoredClauseTypes(r.text, withVectors ? vectors.get(r.text) : undefined);
    if (!r.types.length) {
      neg++;
      if (got.length) {
        negTyped++;
        // what extraction would keep of it: the merge's guards, a ban read as a ban, readable slots
        const rules = guarded(r.text) ? [] : got.filter((t) => (!BANS.has(t) || bans(t, r.text)) && readSlots(t, r.text));
        if (rules.length) negRules++;
        falses.push(`  [] ${got.join(',')}${rules.length ? ` → rule ${rules.join(',')}` : ''}: ${r.text}`);
      }
      continue;
    }
    for (const t of r.types) {
      const p = per.get(t) ?? { n: 0, found: 0 };
      p.n++;
      if (got.includes(t)) p.found++;
      else misses.push(`  ${t} (got ${got.join(',') || '-'}): ${r.text}`);
      per.set(t, p);
    }
    extra += got.filter((t) => !r.types.includes(t)).length;
  }
  const tp = [...per.values()].reduce((a, p) => a + p.found, 0);
  const n = [...per.values()].reduce((a, p) => a + p.n, 0);
  console.log(
    `\n${withVectors ? 'with embeddings' : 'n-grams alone'}: recall ${tp}/${n} = ${pct(tp, n)}; other types given to positives ${extra}; [] rows typed ${negTyped}/${neg} = ${pct(negTyped, neg)}, of them read into a rule ${negRules} (${pct(negRules, neg)})`,
  );
  console.log(
    '  per type: ' +
      CLAUSE_TYPES.filter((t) => per.has(t))
        .map((t) => `${t} ${per.get(t)!.found}/${per.get(t)!.n}`)
        .join(', '),
  );
  if (SHOW) console.log(['misses:', ...misses.slice(0, SHOW * 4), 'typed [] rows:', ...falses.slice(0, SHOW * 2)].join('\n'));
}

// slot agreement: the type's reader on the writer's positives that carry slots
const agree = new Map<ClauseType, { n: number; ok: number; none: number }>();
const wrong: string[] = [];
for (const r of rows)
  for (const t of r.types) {
    const s = r.slots[t];
    if (!s || (s.n === undefined && s.value === undefined && s.relation === undefined)) continue;
    const a = agree.get(t) ?? { n: 0, ok: 0, none: 0 };
    a.n++;
    const d = readSlots(t, r.text);
    if (!d) {
      a.none++;
      wrong.push(`  ${t} unread ${JSON.stringify(s)}: ${r.text}`);
    } else if (agrees(t, d.params as Record<string, unknown>, s)) a.ok++;
    else wrong.push(`  ${t} ${JSON.stringify(d.params)} vs ${JSON.stringify(s)}: ${r.text}`);
    agree.set(t, a);
  }
const ok = [...agree.values()].reduce((x, a) => x + a.ok, 0);
const all = [...agree.values()].reduce((x, a) => x + a.n, 0);
console.log(`\nslot agreement (reader vs writer): ${ok}/${all} = ${pct(ok, all)}`);
console.log(
  '  per type (agree/n, unread): ' +
    CLAUSE_TYPES.filter((t) => agree.has(t))
      .map((t) => `${t} ${agree.get(t)!.ok}/${agree.get(t)!.n} (${agree.get(t)!.none})`)
      .join(', '),
);
if (SHOW) console.log(['disagreements:', ...wrong.slice(0, SHOW * 40)].join('\n'));
