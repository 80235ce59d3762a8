/**
 * Local preprocess engine: runs every registered rule family over the system prompt, deduplicates, splits the
 * result into red lines (forbidding rules) and watch items (required, form and conditional rules), extracts the
 * persona, screens the prompt itself for CANNOT_COMPLY and scores its quality.
 */

import { classifyJailbreak } from '../cannot-comply/jailbreak/model.js';
import { classifyHarmfulPrompt } from '../cannot-comply/model.js';
import { assessQuality } from '../quality/engine.js';
import { LOCAL_ENGINE, type Preprocessed, type Rule } from '../types.js';
import { FAMILIES } from './families/index.js';
import { mergeTypedRules } from './families/typed-clauses.js';
import { parsePrompt } from './family.js';
import { extractPersona } from './persona.js';

export function extractRules(prompt: string): Rule[] {
  const doc = parsePrompt(prompt);
  const all: Rule[] = [];
  for (const f of FAMILIES) {
    try {
      all.push(...f.extract(prompt, doc));
    } catch {
      // a family that throws on an odd prompt must not take the others down
    }
  }
  try {
    return dedupe(mergeTypedRules(doc, all));
  } catch {
    // the typed layer must not take the families down
    return dedupe(all);
  }
}

function dedupe(rules: Rule[]): Rule[] {
  const out: Rule[] = [];
  const ids = new Set<string>();
  const forbidden = new Set<string>();
  for (let r of rules) {
    if (ids.has(r.id)) continue;
    if (r.params.check === 'forbidden_strings') {
      const strings = (r.params.strings as string[]).filter((s) => !forbidden.has(s.toLowerCase()));
      if (!strings.length) continue;
      strings.forEach((s) => forbidden.add(s.toLowerCase()));
      if (strings.length !== (r.params.strings as string[]).length) r = { ...r, params: { ...r.params, strings } };
    }
    ids.add(r.id);
    out.push(r);
  }
  // an "if the user says the password…" rule should not be the only thing covering a secret: keep as is.
  return out;
}

/** `embeddings`: the MiniLM vectors of the prompt's chunks (embedding-inputs.ts); without them the jailbreak model runs embedding-free. */
export function preprocess(system_prompt: string, embeddings?: Map<string, Float32Array>): Preprocessed {
  // harmful purpose first (its category is more specific), then a jailbreak that drops the assistant's restrictions
  const cannot_comply = classifyHarmfulPrompt(system_prompt) ?? classifyJailbreak(system_prompt, embeddings);
  if (cannot_comply) {
    // a refused prompt's rules and persona are never enforced, so none are extracted (no persona prefix comes back)
    const empty = { red_lines: [], watch_items: [], persona: '' };
    return { ...empty, cannot_comply, quality: assessQuality(system_prompt, empty), engine: LOCAL_ENGINE };
  }
  const rules = extractRules(system_prompt);
  const red_lines = rules.filter((r) => r.kind === 'red_line');
  const watch_items = rules.filter((r) => r.kind === 'watch_item');
  const persona = extractPersona(system_prompt);
  const quality = assessQuality(system_prompt, { red_lines, watch_items, persona });
  return { red_lines, watch_items, persona, quality, engine: LOCAL_ENGINE };
}
