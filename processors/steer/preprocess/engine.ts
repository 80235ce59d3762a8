/**
 * Local preprocess engine: runs every registered rule family over the system prompt, deduplicates, splits the
 * result into red lines (forbidding rules) and watch items (required, form and conditional rules), extracts the
 * persona, screens the prompt itself for CANNOT_COMPLY and scores its quality.
 */

import { classifyJailbreak } from '../cannot-comply/jailbreak/model.js';
import { classifyHarmfulPrompt } from '../cannot-comply/model.js';
import { assessQuality } from '../quality/engine.js';
import { checkNamed } from '../registry.js';
import { LOCAL_ENGINE, type Preprocessed, type Rule } from '../types.js';
import { dropContradictions } from './families/contradictions.js';
import { FAMILIES } from './families/index.js';
import { semanticRules } from './families/semantic.js';
import { mergeTypedRules } from './families/typed-clauses.js';
import { parsePrompt } from './family.js';
import { extractPersona } from './persona.js';

/** `embeddings`: MiniLM vectors by text; the clauses' own feed the clause-type classifier (absent: its n-gram-only path). */
export function extractRules(prompt: string, embeddings?: Map<string, Float32Array>): Rule[] {
  const doc = parsePrompt(prompt);
  const all: Rule[] = [];
  for (const f of FAMILIES) {
    try {
      all.push(...f.extract(prompt, doc));
    } catch {
      // a family that throws on an odd prompt must not take the others down
    }
  }
  let rules: Rule[];
  try {
    rules = dedupe(mergeTypedRules(doc, all, embeddings, familyRulesOf), prompt);
  } catch {
    // the typed layer must not take the families down
    rules = dedupe(all, prompt);
  }
  // a directive clause no family or type read is kept as a semantic rule, judged by meaning (never dropped silently)
  return [...rules, ...semanticRules(doc, rules)];
}

/** Every family's rules for a text on its own (a family that throws gives none). */
function familyRulesOf(text: string): Rule[] {
  const doc = parsePrompt(text);
  return FAMILIES.flatMap((f) => {
    try {
      return f.extract(text, doc);
    } catch {
      return [];
    }
  });
}

function dedupe(rules: Rule[], prompt?: string): Rule[] {
  const out: Rule[] = [];
  const ids = new Set<string>();
  const seen = new Map<string, Set<string>>();
  for (let r of rules) {
    if (ids.has(r.id)) continue;
    // a member that narrows its rules against earlier ones of its kind (a string forbidden twice is kept once)
    const name = String(r.params.check);
    const narrow = checkNamed(name)?.narrow;
    if (narrow) {
      let own = seen.get(name);
      if (!own) seen.set(name, (own = new Set()));
      const kept = narrow(r, own);
      if (!kept) continue;
      r = kept;
    }
    ids.add(r.id);
    out.push(r);
  }
  // an "if the user says the password…" rule should not be the only thing covering a secret: keep as is.
  return dropContradictions(out, prompt);
}

/**
 * `embeddings`: the MiniLM vectors of the prompt's chunks and clauses (embedding-inputs.ts); without them the jailbreak
 * model and the clause-type classifier run embedding-free.
 */
export function preprocess(system_prompt: string, embeddings?: Map<string, Float32Array>): Preprocessed {
  // harmful purpose first (its category is more specific), then a jailbreak that drops the assistant's restrictions
  const cannot_comply = classifyHarmfulPrompt(system_prompt) ?? classifyJailbreak(system_prompt, embeddings);
  if (cannot_comply) {
    // a refused prompt's rules and persona are never enforced, so none are extracted (no persona prefix comes back)
    const empty = { red_lines: [], watch_items: [], persona: '' };
    return { ...empty, cannot_comply, quality: assessQuality(system_prompt, empty), engine: LOCAL_ENGINE };
  }
  const rules = extractRules(system_prompt, embeddings);
  const red_lines = rules.filter((r) => r.kind === 'red_line');
  const watch_items = rules.filter((r) => r.kind === 'watch_item');
  const persona = extractPersona(system_prompt);
  const quality = assessQuality(system_prompt, { red_lines, watch_items, persona });
  return { red_lines, watch_items, persona, quality, engine: LOCAL_ENGINE };
}
