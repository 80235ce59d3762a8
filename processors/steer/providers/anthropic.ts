/**
 * Optional Anthropic provider behind the same function shapes as the local engines: preprocess (rule extraction),
 * analysis (compliance judgement) and redemption (rewrite). Each call forces one tool whose JSON schema is the
 * structured output; the tool input is validated with zod. The local engines stay in the loop: provider rules are
 * merged with the local ones (exact checks are never lost), the CANNOT_COMPLY classifier and prompt quality are
 * local, and a provider rewrite must pass the local screen or the fixed fallback is returned. The calls go through the
 * one LLM client (infra/models/llm.ts).
 */

import { z } from 'zod';
import { createLlmClient, type LlmConfig, type LlmTool } from '../../../infra/models/llm.js';
import { classifyHarmfulPrompt } from '../cannot-comply/model.js';
import { extractRules } from '../preprocess/engine.js';
import { extractPersona } from '../preprocess/persona.js';
import { assessQuality } from '../quality/engine.js';
import { passes } from '../redeem/engine.js';
import { checkNamed, invalidParams, type RuleParams, STEER_REGISTRY } from '../registry.js';
import { ruleId } from '../text.js';
import { FALLBACK_RESPONSE, type Preprocessed, RULE_POLARITIES, type Rule, type ScreenResult, type SteerInput, type Verdict } from '../types.js';

/** The shared LLM client's settings (infra/models/llm.ts): API key, model, base URL, retries, timeout. */
export type AnthropicConfig = LlmConfig;

export interface ProviderAnalysis {
  score: number;
  compliant: boolean;
  verdicts: { rule_id: string; verdict: Verdict; detail: string }[];
}

export interface SteerProvider {
  engine: string;
  preprocess(system_prompt: string): Promise<Preprocessed>;
  analyze(pre: Preprocessed, sr: ScreenResult, input: SteerInput): Promise<ProviderAnalysis>;
  redeem(pre: Preprocessed, sr: ScreenResult, input: SteerInput): Promise<string>;
}

/** The checks a provider may write rules for: the members that declare themselves to it (registry order). */
const CHECKS = STEER_REGISTRY.names.filter((n) => checkNamed(n)?.provider) as [string, ...string[]];

const RuleOut = z.object({
  family: z.string().min(1),
  kind: z.enum(['red_line', 'watch_item']),
  polarity: z.enum(RULE_POLARITIES),
  text: z.string().min(1),
  hard: z.boolean(),
  check: z.enum(CHECKS),
  params: z.record(z.string(), z.unknown()).default({}),
});
const PreprocessOut = z.object({ persona: z.string().default(''), rules: z.array(RuleOut).default([]) });
const AnalysisOut = z.object({
  score: z.number().min(0).max(1),
  compliant: z.boolean(),
  rules: z.array(z.object({ rule_id: z.string(), verdict: z.enum(['violated', 'satisfied', 'not_applicable']), detail: z.string().default('') })).default([]),
});
const RedeemOut = z.object({ response: z.string() });

const PREPROCESS_TOOL = {
  name: 'record_rules',
  description: 'Record the rules a system prompt sets for the assistant.',
  input_schema: {
    type: 'object' as const,
    properties: {
      persona: { type: 'string', description: 'Who the assistant is, in a short phrase.' },
      rules: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            family: { type: 'string' },
            kind: { type: 'string', enum: ['red_line', 'watch_item'] },
            polarity: { type: 'string', enum: [...RULE_POLARITIES] },
            text: { type: 'string', description: 'The sentence of the prompt, verbatim.' },
            hard: { type: 'boolean', description: 'True only for exact strings: secrets, banned words, competitor names.' },
            check: { type: 'string', enum: [...CHECKS] },
            params: {
              type: 'object',
              description: 'e.g. {strings:[…]} for forbidden_strings, {phrases:[…], exact:true} for required_phrase, {unit, relation, n} for length.',
            },
          },
          required: ['family', 'kind', 'polarity', 'text', 'hard', 'check', 'params'],
        },
      },
    },
    required: ['persona', 'rules'],
  },
};
const ANALYSIS_TOOL = {
  name: 'record_analysis',
  description: 'Record whether the proposed response complies with each rule.',
  input_schema: {
    type: 'object' as const,
    properties: {
      score: { type: 'number', minimum: 0, maximum: 1 },
      compliant: { type: 'boolean' },
      rules: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            rule_id: { type: 'string' },
            verdict: { type: 'string', enum: ['violated', 'satisfied', 'not_applicable'] },
            detail: { type: 'string' },
          },
          required: ['rule_id', 'verdict'],
        },
      },
    },
    required: ['score', 'compliant', 'rules'],
  },
};
const REDEEM_TOOL = {
  name: 'record_redemption',
  description: 'Record the rewritten, compliant response.',
  input_schema: { type: 'object' as const, properties: { response: { type: 'string' } }, required: ['response'] },
};

function rulesForModel(pre: Preprocessed) {
  return [...pre.red_lines, ...pre.watch_items].map((r) => ({ id: r.id, text: r.text, check: r.params.check, hard: r.hard }));
}

export function createAnthropicProvider(cfg: AnthropicConfig): SteerProvider {
  const llm = createLlmClient(cfg);
  const engine = llm.engine;
  const callTool = <T>(tool: LlmTool, system: string, content: string, maxTokens: number, schema: z.ZodType<T>): Promise<T> =>
    llm.tool({ tool, system, content, maxTokens, schema });

  return {
    engine,
    async preprocess(system_prompt) {
      const out = await callTool(
        PREPROCESS_TOOL,
        'You extract checkable rules from an AI system prompt for a compliance checker. Quote rule sentences verbatim.',
        `<system_prompt>\n${system_prompt}\n</system_prompt>`,
        8000,
        PreprocessOut,
      );
      const local = extractRules(system_prompt);
      const seen = new Set(local.map((r) => `${r.params.check}|${JSON.stringify(r.params.strings ?? r.params.phrases ?? r.params.n ?? '')}`));
      const merged: Rule[] = [...local];
      for (const r of out.rules) {
        const candidate = { ...r.params, check: r.check };
        // a rule the model wrote for a check we do not have, or with params that check cannot read, is dropped
        if (invalidParams({ params: candidate })) continue;
        const params = candidate as RuleParams;
        const key = `${r.check}|${JSON.stringify(params.strings ?? params.phrases ?? params.n ?? '')}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const at = system_prompt.indexOf(r.text);
        merged.push({
          id: ruleId(r.family, r.text, key),
          family: r.family,
          kind: r.kind,
          polarity: r.polarity,
          text: r.text,
          span: at >= 0 ? { start: at, end: at + r.text.length } : { start: 0, end: 0 },
          hard: r.hard && checkNamed(r.check)?.provider?.hard === true,
          params,
        });
      }
      const red_lines = merged.filter((r) => r.kind === 'red_line');
      const watch_items = merged.filter((r) => r.kind === 'watch_item');
      const persona = out.persona || extractPersona(system_prompt);
      const cannot_comply = classifyHarmfulPrompt(system_prompt);
      return {
        red_lines,
        watch_items,
        persona,
        ...(cannot_comply ? { cannot_comply } : {}),
        quality: assessQuality(system_prompt, { red_lines, watch_items, persona }),
        engine,
      };
    },
    async analyze(pre, sr, input) {
      const out = await callTool(
        ANALYSIS_TOOL,
        'You judge whether an AI response complies with rules. Semantic equivalence satisfies a rule; exact-string (hard) violations stand.',
        JSON.stringify({
          rules: rulesForModel(pre),
          screen: sr.findings.map((f) => ({ rule_id: f.rule_id, verdict: f.verdict, detail: f.detail })),
          evasions: sr.evasions,
          messages: input.messages ?? [],
          response: input.proposed_response,
        }),
        2048,
        AnalysisOut,
      );
      // hard screen violations are authoritative whatever the model says
      const hard = new Set(sr.findings.filter((f) => f.hard && f.verdict === 'violated').map((f) => f.rule_id));
      const verdicts = out.rules.map((v) => (hard.has(v.rule_id) ? { ...v, verdict: 'violated' as const } : v));
      return { score: out.score, compliant: out.compliant && hard.size === 0, verdicts };
    },
    async redeem(pre, sr, input) {
      let text = '';
      try {
        const out = await callTool(
          REDEEM_TOOL,
          'Rewrite the response so it follows every rule, keeping as much of the original as the rules allow.',
          JSON.stringify({
            persona: pre.persona,
            rules: rulesForModel(pre),
            violations: sr.findings.filter((f) => f.verdict === 'violated'),
            messages: input.messages ?? [],
            response: input.proposed_response,
          }),
          2048,
          RedeemOut,
        );
        text = out.response;
      } catch {
        return FALLBACK_RESPONSE;
      }
      if (!text.trim()) return FALLBACK_RESPONSE;
      return passes(pre, input, text).ok ? text : FALLBACK_RESPONSE;
    },
  };
}
