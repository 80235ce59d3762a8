import { withScreenEmbeddings } from '../../processors/steer/embedding-inputs.js';
import { runSteerEngines } from '../../processors/steer/pipeline.js';
import { preprocess } from '../../processors/steer/preprocess/engine.js';
import { screen } from '../../processors/steer/screen/engine.js';
import type { ChatMessage, Preprocessed, Rule, ScreenResult } from '../../processors/steer/types.js';

export function rulesOf(prompt: string): Rule[] {
  const p = preprocess(prompt);
  return [...p.red_lines, ...p.watch_items];
}

export function ruleWith(prompt: string, check: string): Rule {
  const r = rulesOf(prompt).find((x) => x.params.check === check);
  if (!r) throw new Error(`no ${check} rule in: ${prompt}\n${JSON.stringify(rulesOf(prompt).map((x) => x.params))}`);
  return r;
}

export function screenOf(prompt: string, response: string, messages?: ChatMessage[]): { pre: Preprocessed; sr: ScreenResult } {
  const pre = preprocess(prompt);
  return { pre, sr: screen(pre, { system_prompt: prompt, proposed_response: response, messages }) };
}

export function verdictOf(prompt: string, response: string, check: string, messages?: ChatMessage[]) {
  const { pre, sr } = screenOf(prompt, response, messages);
  const rule = [...pre.red_lines, ...pre.watch_items].find((r) => r.params.check === check);
  if (!rule) throw new Error(`no ${check} rule`);
  return sr.findings.find((f) => f.rule_id === rule.id)!;
}

/** The whole pipeline on one reply, with the embeddings the service collects for screen and verify (the real MiniLM). */
export async function steerWithEmbeddings(system_prompt: string, proposed_response: string, question = 'Anything you can tell me?') {
  const pre = preprocess(system_prompt);
  const input = await withScreenEmbeddings(pre, { system_prompt, proposed_response, messages: [user(question)] });
  return runSteerEngines(input, { preprocessed: pre });
}

export const user = (content: string): ChatMessage => ({ role: 'user', content });
export const assistant = (content: string): ChatMessage => ({ role: 'assistant', content });
