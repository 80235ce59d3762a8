import type * as gen from '../../schemas/generated/records.js';
import { FinalError } from '../kernel/stage.js';
import type { CannotComply, ChatMessage, EvasionHit, EvasionName, Finding, Preprocessed, PromptQuality, Rule, ScreenResult, SteerInput } from './types.js';

/**
 * Topic records of the steer pipeline: the types generated from schemas/steer-*.avsc, with the chat roles narrowed
 * to what the ingress validated.
 */
type WithChat<T> = Omit<T, 'messages'> & { messages: ChatMessage[] | null };
export type SteerRequestRecord = WithChat<gen.SteerRequestRecord>;
export type SteerPreprocessedRecord = WithChat<gen.SteerPreprocessedRecord>;
export type SteerScreenedRecord = WithChat<gen.SteerScreenedRecord>;

export function inputOf(r: { system_prompt: string; proposed_response: string; messages: ChatMessage[] | null }): SteerInput {
  return { system_prompt: r.system_prompt, proposed_response: r.proposed_response, ...(r.messages ? { messages: r.messages } : {}) };
}

const ruleToRecord = ({ params, ...r }: Rule): gen.SteerRuleRecord => ({ ...r, params_json: JSON.stringify(params) });
const ruleFromRecord = ({ params_json, ...r }: gen.SteerRuleRecord): Rule =>
  ({ ...r, kind: r.kind as Rule['kind'], polarity: r.polarity as Rule['polarity'], params: JSON.parse(params_json) }) as Rule;

/** The preprocess result as the typed Avro field (only each rule's member-specific params stay JSON). */
export function preToRecord(pre: Preprocessed): gen.SteerPreprocessResultRecord {
  return {
    red_lines: pre.red_lines.map(ruleToRecord),
    watch_items: pre.watch_items.map(ruleToRecord),
    persona: pre.persona,
    cannot_comply: pre.cannot_comply ?? null,
    quality: pre.quality,
    engine: pre.engine,
  };
}

/**
 * A record whose typed result is null was written before the typed fields existed (two schema versions back); it
 * carried the result only as JSON text, which this version no longer reads. Upgrade through the previous version.
 */
export class RecordTooOldError extends FinalError {
  constructor(field: string) {
    // deterministic: answered once and dead-lettered, never redelivered
    super(
      500,
      'record_version',
      `steer record without the typed \`${field}\` field: written by a version older than the previous one; upgrade through the previous version (docs/steer.md)`,
    );
  }
}

/** The preprocess result from the typed field. */
export function parsePre(r: SteerPreprocessedRecord): Preprocessed {
  if (!r.preprocessed) throw new RecordTooOldError('preprocessed');
  const p = r.preprocessed;
  return {
    red_lines: p.red_lines.map(ruleFromRecord),
    watch_items: p.watch_items.map(ruleFromRecord),
    persona: p.persona,
    ...(p.cannot_comply ? { cannot_comply: p.cannot_comply as CannotComply } : {}),
    quality: p.quality as PromptQuality,
    engine: p.engine,
  };
}
/** The screen result as the typed Avro field (absent optionals become null). */
export function screenToRecord(sr: ScreenResult): gen.SteerScreenResultRecord {
  return {
    passed: sr.passed,
    hits: sr.hits,
    misses: sr.misses,
    evasion_patterns: sr.evasion_patterns,
    findings: sr.findings.map((f) => ({ ...f, evidence: f.evidence ?? null, semantic: f.semantic ?? null })),
    evasions: sr.evasions.map((e) => ({ ...e, rule_ids: e.rule_ids ?? null })),
    engine: sr.engine,
  };
}

/** Drops the keys whose value is null (an Avro optional that was absent in the engine's result). */
function withoutNulls<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null)) as T;
}

/** The screen result from the typed field. */
export function parseScreen(r: SteerScreenedRecord): ScreenResult {
  if (!r.screen) throw new RecordTooOldError('screen');
  const s = r.screen;
  return {
    passed: s.passed,
    hits: s.hits,
    misses: s.misses,
    evasion_patterns: s.evasion_patterns as EvasionName[],
    findings: s.findings.map((f) => withoutNulls(f) as Finding),
    evasions: s.evasions.map((e) => withoutNulls(e) as EvasionHit),
    engine: s.engine,
  };
}
