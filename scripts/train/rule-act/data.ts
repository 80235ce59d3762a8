/**
 * Rows of the forbidden-act head (`train.ts`): (rule, one reply sentence, breaks it?) from the Haven-written files in
 * `written/` (one writer per file; each line a rule, three sentences that break it, four that do not — refusals and
 * redirects naming the topic, facts the rule allows, the topic's words used for something else, ordinary sentences),
 * plus cross pairs: a rule beside sentences written for a rule of another writer's file, which break nothing of this
 * rule (weight `CROSS_WEIGHT`), so the head learns that a sentence must be about the rule at all; and generic pairs: a
 * rule beside ordinary sentences that do nothing a rule could forbid (`generic-sentences.json`: greetings, sign-offs,
 * acknowledgements, headings), which the first head, trained without them, read as breaks ("Of course." at 1.00).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface ActLine {
  id: string;
  sector: string;
  lang: string;
  rule: string;
  violating: string[];
  allowed: string[];
}

export interface ActRow {
  rule: string;
  sentence: string;
  label: 0 | 1;
  /** the rule's id: rows of one rule are split together */
  group: string;
  /** the writer's file */
  writer: string;
  /** 'violating' | 'allowed' (the first allowed sentence is the hard one: a refusal or redirect) | 'cross' */
  kind: 'violating' | 'allowed' | 'allowed-hard' | 'cross' | 'generic';
  weight: number;
}

export const WRITTEN_DIR = fileURLToPath(new URL('./written/', import.meta.url));
export const CROSS_WEIGHT = 0.5;
export const CROSS_PER_RULE = 3;
export const GENERIC_PER_RULE = 3;
export const GENERIC_SENTENCES: readonly string[] = (
  JSON.parse(readFileSync(fileURLToPath(new URL('./generic-sentences.json', import.meta.url)), 'utf8')) as { sentences: string[] }
).sentences;

export function loadLines(dir = WRITTEN_DIR): { writer: string; line: ActLine }[] {
  const out: { writer: string; line: ActLine }[] = [];
  for (const f of readdirSync(dir)
    .filter((f) => f.endsWith('.jsonl'))
    .sort()) {
    const writer = f.replace(/\.jsonl$/, '');
    readFileSync(`${dir}${f}`, 'utf8')
      .split('\n')
      .filter((l) => l.trim())
      .forEach((l, i) => {
        const line = JSON.parse(l) as ActLine;
        if (!line.rule || !Array.isArray(line.violating) || !Array.isArray(line.allowed)) throw new Error(`${f}:${i + 1}: not a rule line`);
        out.push({ writer, line });
      });
  }
  return out;
}

/** Every row, in file and line order; cross pairs drawn with `rng` from rules of other writers, then generic pairs. */
export function actRows(lines: readonly { writer: string; line: ActLine }[], rng: () => number): ActRow[] {
  const rows: ActRow[] = [];
  for (const { writer, line } of lines) {
    const group = `${writer}:${line.id}`;
    for (const s of line.violating) rows.push({ rule: line.rule, sentence: s, label: 1, group, writer, kind: 'violating', weight: 1 });
    line.allowed.forEach((s, k) => rows.push({ rule: line.rule, sentence: s, label: 0, group, writer, kind: k === 0 ? 'allowed-hard' : 'allowed', weight: 1 }));
  }
  for (const { writer, line } of lines) {
    const others = lines.filter((o) => o.writer !== writer);
    if (!others.length) continue;
    for (let k = 0; k < CROSS_PER_RULE; k++) {
      const o = others[Math.floor(rng() * others.length)]!.line;
      const pool = [...o.violating, ...o.allowed];
      rows.push({
        rule: line.rule,
        sentence: pool[Math.floor(rng() * pool.length)]!,
        label: 0,
        group: `${writer}:${line.id}`,
        writer,
        kind: 'cross',
        weight: CROSS_WEIGHT,
      });
    }
  }
  for (const { writer, line } of lines)
    for (let k = 0; k < GENERIC_PER_RULE; k++) {
      const sentence = GENERIC_SENTENCES[Math.floor(rng() * GENERIC_SENTENCES.length)]!;
      rows.push({ rule: line.rule, sentence, label: 0, group: `${writer}:${line.id}`, writer, kind: 'generic', weight: CROSS_WEIGHT });
    }
  return rows;
}
