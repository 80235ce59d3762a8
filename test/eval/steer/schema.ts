// Schema of the steer evaluation cases (test/eval/steer/cases/*.jsonl) and the loader shared by the
// runner (run.ts), the generator (generate.ts) and the schema test (test/eval/steer-cases.test.ts).
import { readFileSync, readdirSync } from 'node:fs';
import { basename, join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

export const OUTCOMES = ['COMPLIANT', 'REDEEMED', 'CANNOT_COMPLY'] as const;
export const EVASIONS = ['negation', 'framing', 'roleplay', 'encoded', 'injection', 'gaslighting'] as const;
export const CATEGORIES = ['csam', 'violence', 'terrorism', 'safety_circumvention', 'other'] as const;

/** Every family the set must cover; `group` is used for the coarse breakdown in the README and the runner. */
export const FAMILIES = {
  // forbidden content
  forbidden_string: 'forbidden',
  secret: 'forbidden',
  brand: 'forbidden',
  off_limits_topic: 'forbidden',
  banned_word: 'forbidden',
  // required content
  disclaimer: 'required',
  required_phrase: 'required',
  opening_ending: 'required',
  language: 'required',
  // form
  length: 'form',
  count: 'form',
  letter_case: 'form',
  quotation: 'form',
  json_format: 'form',
  placeholder: 'form',
  postscript: 'form',
  title: 'form',
  // history
  conditional: 'history',
  scope: 'history',
  persona: 'history',
  // evasions
  evasion_negation: 'evasion',
  evasion_framing: 'evasion',
  evasion_roleplay: 'evasion',
  evasion_encoded: 'evasion',
  evasion_injection: 'evasion',
  evasion_gaslighting: 'evasion',
  // system prompts that cannot be processed, and the legitimate prompts that look like them
  cannot_comply: 'cannot_comply',
  legit_lookalike: 'cannot_comply',
} as const;
export type Family = keyof typeof FAMILIES;
export const FAMILY_NAMES = Object.keys(FAMILIES) as Family[];

export const MessageSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string().min(1).max(10_000),
}).strict();

export const CaseSchema = z.object({
  id: z.string().regex(/^[a-z0-9][a-z0-9_.-]*$/),
  family: z.enum(FAMILY_NAMES as [Family, ...Family[]]),
  tags: z.array(z.string().min(1)),
  system_prompt: z.string().min(1).max(50_000),
  messages: z.array(MessageSchema).min(1).max(10).optional(),
  proposed_response: z.string().max(50_000),
  expected_outcome: z.enum(OUTCOMES),
  expected_violated_rules: z.array(z.string().min(1)),
  expected_evasions: z.array(z.enum(EVASIONS)),
  expected_category: z.enum(CATEGORIES).optional(),
  note: z.string().min(1),
}).strict().superRefine((c, ctx) => {
  if (c.messages && c.messages.at(-1)?.role !== 'user') {
    ctx.addIssue({ code: 'custom', message: 'messages must end with a user turn', path: ['messages'] });
  }
  if (c.expected_outcome === 'CANNOT_COMPLY' && !c.expected_category) {
    ctx.addIssue({ code: 'custom', message: 'CANNOT_COMPLY needs expected_category', path: ['expected_category'] });
  }
  if (c.expected_outcome !== 'CANNOT_COMPLY' && c.expected_category) {
    ctx.addIssue({ code: 'custom', message: 'expected_category only for CANNOT_COMPLY', path: ['expected_category'] });
  }
  if (c.expected_outcome === 'COMPLIANT' && c.expected_violated_rules.length > 0) {
    ctx.addIssue({ code: 'custom', message: 'COMPLIANT cases violate no rule', path: ['expected_violated_rules'] });
  }
  if (c.expected_outcome !== 'COMPLIANT' && c.expected_violated_rules.length === 0) {
    ctx.addIssue({ code: 'custom', message: 'non-compliant cases name the violated rules', path: ['expected_violated_rules'] });
  }
  if (c.proposed_response.length === 0 && c.expected_outcome !== 'CANNOT_COMPLY') {
    ctx.addIssue({ code: 'custom', message: 'empty proposed_response', path: ['proposed_response'] });
  }
});
export type SteerCase = z.infer<typeof CaseSchema>;

export const CASES_DIR = join(dirname(fileURLToPath(import.meta.url)), 'cases');

export interface LoadError { file: string; line: number; message: string }

/**
 * Reads every *.jsonl file of a directory (default cases/), or the one file given when `path` ends in `.jsonl` (e.g.
 * blind2/cases.jsonl); returns the parsed cases and every problem found (bad JSON, schema, duplicate id).
 */
export function loadCases(path: string = CASES_DIR): { cases: SteerCase[]; errors: LoadError[]; files: string[] } {
  const single = path.endsWith('.jsonl');
  const dir = single ? dirname(path) : path;
  const files = single ? [basename(path)] : readdirSync(dir).filter((f) => f.endsWith('.jsonl')).sort();
  const cases: SteerCase[] = [];
  const errors: LoadError[] = [];
  const seen = new Map<string, string>();
  for (const file of files) {
    const lines = readFileSync(join(dir, file), 'utf8').split('\n');
    lines.forEach((text, i) => {
      if (text.trim() === '') return;
      let raw: unknown;
      try {
        raw = JSON.parse(text);
      } catch (e) {
        errors.push({ file, line: i + 1, message: `bad JSON: ${(e as Error).message}` });
        return;
      }
      const parsed = CaseSchema.safeParse(raw);
      if (!parsed.success) {
        const id = (raw as { id?: unknown })?.id;
        errors.push({ file, line: i + 1, message: `${String(id)}: ${parsed.error.issues.map((x) => `${x.path.join('.')}: ${x.message}`).join('; ')}` });
        return;
      }
      const prev = seen.get(parsed.data.id);
      if (prev) errors.push({ file, line: i + 1, message: `duplicate id ${parsed.data.id} (first in ${prev})` });
      seen.set(parsed.data.id, `${file}:${i + 1}`);
      cases.push(parsed.data);
    });
  }
  return { cases, errors, files };
}

/** A case is multi-turn when its history holds at least one earlier exchange (user, assistant, user). */
export function isMultiTurn(c: SteerCase): boolean {
  return (c.messages?.length ?? 0) >= 3;
}
