/**
 * Which engine judges: the local rules by default, the Anthropic provider for preprocess, analysis and redemption
 * when ANTHROPIC_API_KEY is set. The local screen stays in charge of hard violations either way, and a provider
 * failure (network, quota) falls back to the local engines rather than failing the request.
 */
import type { Config } from '../../infra/config.js';
import { preprocess as localPreprocess } from './preprocess/engine.js';
import { createAnthropicProvider, type SteerProvider } from './providers/anthropic.js';
import { wordDiff } from './redeem/diff.js';
import { LOCAL_ENGINE, type Preprocessed, type ScreenResult, type SteerInput, type VerifyResult } from './types.js';
import { verify as localVerify } from './verify/engine.js';

export interface SteerJudgment {
  /** names the engine in cache keys and responses */
  preprocessEngine: string;
  preprocess(systemPrompt: string): Promise<Preprocessed>;
  verify(pre: Preprocessed, sr: ScreenResult, input: SteerInput): Promise<VerifyResult>;
}

export const localJudgment: SteerJudgment = {
  preprocessEngine: LOCAL_ENGINE,
  preprocess: async (p) => localPreprocess(p),
  verify: async (pre, sr, input) => localVerify(pre, sr, input),
};

export function judgmentFor(config: Pick<Config, 'ANTHROPIC_API_KEY' | 'ANTHROPIC_BASE_URL' | 'ANTHROPIC_MODEL'>, onFallback?: (stage: string, err: Error) => void): SteerJudgment {
  if (!config.ANTHROPIC_API_KEY) return localJudgment;
  const provider = createAnthropicProvider({ apiKey: config.ANTHROPIC_API_KEY, baseURL: config.ANTHROPIC_BASE_URL, model: config.ANTHROPIC_MODEL });
  return providerJudgment(provider, onFallback);
}

export function providerJudgment(provider: SteerProvider, onFallback?: (stage: string, err: Error) => void): SteerJudgment {
  const fallback = async <T>(stage: string, primary: () => Promise<T>, local: () => Promise<T>): Promise<T> => {
    try {
      return await primary();
    } catch (err) {
      onFallback?.(stage, err as Error);
      return local();
    }
  };
  return {
    preprocessEngine: provider.engine,
    preprocess: (p) => fallback('preprocess', () => provider.preprocess(p), () => localJudgment.preprocess(p)),
    async verify(pre, sr, input) {
      const local = localVerify(pre, sr, input);
      // Early exits stay local: a clean triage needs no model, and CANNOT_COMPLY never reaches here.
      if (local.outcome === 'CANNOT_COMPLY' || local.exit_point === 'TRIAGE') return local;
      return fallback(
        'verify',
        async () => {
          const hard = sr.findings.some((f) => f.hard && f.verdict === 'violated');
          if (!hard) {
            const a = await provider.analyze(pre, sr, input);
            if (a.compliant) {
              return {
                ...local,
                outcome: 'COMPLIANT',
                compliant: true,
                modified: false,
                response: input.proposed_response,
                exit_point: 'ANALYSIS',
                analysis_score: a.score,
                analysis_compliant: true,
                diff: undefined,
                engine: provider.engine,
              } satisfies VerifyResult;
            }
            const text = await provider.redeem(pre, sr, input);
            return { ...local, outcome: 'REDEEMED', compliant: false, modified: true, response: text, exit_point: 'REDEMPTION', analysis_score: a.score, analysis_compliant: false, diff: wordDiff(input.proposed_response, text), engine: provider.engine } satisfies VerifyResult;
          }
          // The screen is authoritative for hard violations; the provider only writes the replacement.
          const text = await provider.redeem(pre, sr, input);
          return { ...local, outcome: 'REDEEMED', compliant: false, modified: true, response: text, exit_point: 'REDEMPTION', diff: wordDiff(input.proposed_response, text), engine: provider.engine } satisfies VerifyResult;
        },
        async () => local,
      );
    },
  };
}
