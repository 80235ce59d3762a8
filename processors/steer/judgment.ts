/**
 * Which engine judges: the local rules by default, the Anthropic provider for preprocess, analysis and redemption
 * when ANTHROPIC_API_KEY is set. The local screen stays in charge of hard violations either way, and a provider
 * failure (network, quota) falls back to the local engines rather than failing the request.
 */
import type { Config } from '../../infra/config.js';
import { llmConfigOf } from '../../infra/models/llm.js';
import type { Runtime } from '../../infra/runtime.js';
import type { SteerEngines } from './engine-pool.js';
import { createAnthropicProvider, type SteerProvider } from './providers/anthropic.js';
import { wordDiff } from './redeem/diff.js';
import { LOCAL_ENGINE, type Preprocessed, type ScreenResult, type SteerInput, type VerifyResult } from './types.js';

export interface SteerJudgment {
  /** names the engine in cache keys and responses */
  preprocessEngine: string;
  preprocess(systemPrompt: string): Promise<Preprocessed>;
  verify(pre: Preprocessed, sr: ScreenResult, input: SteerInput): Promise<VerifyResult>;
}

export function localJudgment(engines: SteerEngines): SteerJudgment {
  return { preprocessEngine: LOCAL_ENGINE, preprocess: engines.preprocess, verify: engines.verify };
}

export function judgmentFor(
  config: Pick<Config, 'ANTHROPIC_API_KEY' | 'ANTHROPIC_BASE_URL' | 'ANTHROPIC_MODEL'>,
  engines: SteerEngines,
  onFallback?: (stage: string, err: Error) => void,
): SteerJudgment {
  const llm = llmConfigOf(config);
  return llm ? providerJudgment(createAnthropicProvider(llm), engines, onFallback) : localJudgment(engines);
}

export function providerJudgment(provider: SteerProvider, engines: SteerEngines, onFallback?: (stage: string, err: Error) => void): SteerJudgment {
  const onDevice = localJudgment(engines);
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
    preprocess: (p) =>
      fallback(
        'preprocess',
        () => provider.preprocess(p),
        () => onDevice.preprocess(p),
      ),
    async verify(pre, sr, input) {
      const local = await engines.verify(pre, sr, input);
      // Early exits stay local: a clean triage needs no model, and CANNOT_COMPLY never reaches here.
      if (local.outcome === 'CANNOT_COMPLY' || local.exit_point === 'TRIAGE') return local;
      // the provider's replacement; `analysisScore` when its own analysis (not a hard screen finding) found the breach
      const redeemed = async (analysisScore?: number): Promise<VerifyResult> => {
        const text = await provider.redeem(pre, sr, input);
        return {
          ...local,
          outcome: 'REDEEMED',
          compliant: false,
          modified: true,
          response: text,
          exit_point: 'REDEMPTION',
          ...(analysisScore === undefined ? {} : { analysis_score: analysisScore, analysis_compliant: false }),
          diff: wordDiff(input.proposed_response, text),
          engine: provider.engine,
        };
      };
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
            return redeemed(a.score);
          }
          // The screen is authoritative for hard violations; the provider only writes the replacement.
          return redeemed();
        },
        async () => local,
      );
    },
  };
}

/** The judgment of a steer stage in a running process: provider failures are logged, then the local engines answer. */
export function stageJudgment(rt: Runtime, engines: SteerEngines): SteerJudgment {
  return judgmentFor(rt.config, engines, (stage, err) => rt.logger.warn({ stage, err: { message: err.message } }, 'provider failed; local engine used'));
}
