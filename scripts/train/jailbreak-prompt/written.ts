/**
 * Hand-written jailbreak and benign system prompts as training rows (`train.ts --written`). Each set was written by
 * its own writer, apart from the templates: the spent evaluation sets of test/eval/steer/own/ and test/steer/dev/
 * (now training data, so their eval:steer figures are training fit) and the waves written as training material
 * (scripts/train/jailbreak-prompt/written/, brief in their commit). A set is one writer group: `--writer-out` holds
 * each out in turn, the figure of how the model does on a writer it never saw. blind5 was read twice as a measure and
 * is training data now; blind6 (and any later blind set) is the next honest measure and is never read.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { JbRow } from './synth.js';

const here = (f: string) => fileURLToPath(new URL(f, import.meta.url));
const OWN = (name: string) => here(`../../../test/eval/steer/own/${name}.jsonl`);
const DEV = (name: string) => here(`../../../test/steer/dev/${name}.jsonl`);

/** blind8 and any later blind set: the next honest measures, never read for training (blind6 and blind7 were read
 * as measures on 2026-11-28 and are spent: `--blind67` trains on them). */
export const UNSPENT_BLIND = /blind(?:[89]|[1-9]\d)/;

/** The writer sets: name → file. A wave that is not there yet is skipped. */
export const WRITTEN_SETS: Readonly<Record<string, string>> = {
  own: OWN('jailbreak'),
  fresh: OWN('jailbreak-fresh'),
  heldout: OWN('jailbreak-heldout'),
  third: OWN('jailbreak-third'),
  final: OWN('jailbreak-final'),
  blind: OWN('jailbreak-blind'),
  blind2: OWN('jailbreak-blind2'),
  blind3: OWN('jailbreak-blind3'),
  blind4: OWN('jailbreak-blind4'),
  blind5: OWN('jailbreak-blind5'),
  i: DEV('jailbreak-i'),
  i2: DEV('jailbreak-i2'),
  'wave1-a': here('written/wave1-a.jsonl'),
  'wave1-b': here('written/wave1-b.jsonl'),
  'wave2-jb7': here('written/wave2-jb7.jsonl'),
};

/**
 * Wave 3 (`train.ts --wave3`): two more writers (helpers jb8a, jb8b, 2026-11-28; 100/100 each, hard benign twins of
 * every jailbreak, 80 prompts in 16 other languages, password-game and injection defences). Not in the shipped
 * recipe: the v6 model trained with them refused 35 of blind set 6's 50 jailbreaks where v5 refuses 39 (docs/steer.md,
 * "Jailbreak wave 3: two more writers, not shipped").
 */
export const WAVE3_SETS: Readonly<Record<string, string>> = {
  'wave3-jb8a': here('written/wave3-jb8a.jsonl'),
  'wave3-jb8b': here('written/wave3-jb8b.jsonl'),
};

/** `train.ts --blind67`: the two spent blind sets of 2026-11-28 (two writers and one more). */
export const BLIND67_SETS: Readonly<Record<string, string>> = {
  blind6: OWN('jailbreak-blind6'),
  blind7: OWN('jailbreak-blind7'),
};

interface WrittenLine {
  id?: string;
  label: 'jailbreak' | 'benign';
  system_prompt: string;
}

/** The rows of every writer set present, weight `weight`, source `written:<set>`, one group per prompt. */
export function loadWritten(weight: number, sets: Readonly<Record<string, string>> = WRITTEN_SETS): JbRow[] {
  const rows: JbRow[] = [];
  for (const [name, path] of Object.entries(sets)) {
    if (UNSPENT_BLIND.test(path)) throw new Error(`${path}: blind8 and later blind sets are off limits`);
    if (!existsSync(path)) continue;
    readFileSync(path, 'utf8')
      .split('\n')
      .filter((l) => l.trim())
      .forEach((l, i) => {
        const r = JSON.parse(l) as WrittenLine;
        if (r.label !== 'jailbreak' && r.label !== 'benign') throw new Error(`${path}:${i + 1}: label ${String(r.label)}`);
        rows.push({ text: r.system_prompt, label: r.label === 'jailbreak' ? 1 : 0, group: `wr:${name}:${r.id ?? i}`, weight, source: `written:${name}` });
      });
  }
  return rows;
}

/** The writer set of a row, undefined for rows that are not hand-written. */
export const writerOf = (source: string): string | undefined => (source.startsWith('written:') ? source.slice(8) : undefined);
