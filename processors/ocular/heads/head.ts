/**
 * What a classifier head is: a kernel member that scores one message in its context, with its model declared as
 * pinned data (the shared heads file, its sha256, the head's output index, threshold and calibration), plus what the
 * fusion layer does with it (`fusion`) and which training tags it learns from (`learns`).
 *
 * The pins are written by scripts/train/ocular/train.ts into seeds/models/ocular-heads.json; a head reads its own pin
 * by code. Head codes follow NOPE's wire: `<FAMILY>_HEAD_<letter>`.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { Verdict } from '../../../schemas/verdict.js';
import { defineMember, type Member, type ModelPin } from '../../kernel/index.js';
import type { AiAxis, UserAxis } from '../core/types.js';

export const PINS_PATH = fileURLToPath(new URL('../../../seeds/models/ocular-heads.json', import.meta.url));
export const MODEL_FILE = 'seeds/models/ocular-heads.onnx';

export type Modulator =
  | 'fiction'
  | 'subject_other'
  | 'educational'
  | 'hyperbole'
  | 'authenticity'
  | 'imminence'
  | 'minor'
  | 'protective'
  | 'dependency'
  | 'support'
  | 'harmful_request';

/** How the fusion layer reads a head: as a signal on axes (with weights), as a named modulator, or both. */
export interface Fusion {
  axes?: Partial<Record<UserAxis | AiAxis, number>>;
  /**
   * AI heads only: the signal counts in proportion to the risk of the user turn the reply answers,
   * weight · (floor + (1 − floor) · risk). Failing or flattering a calm user is not the same harm.
   */
  userRiskGate?: { floor: number };
  modulator?: { name: Modulator; weight: number };
}

export interface PinsFile {
  file: string;
  sha256: string;
  feature_spec: unknown;
  heads: Record<string, { output: number; threshold: number; calibration: ModelPin['calibration']; metrics?: Record<string, number> }>;
  training?: Record<string, unknown>;
}

let pinsCache: PinsFile | null | undefined;
export function readPins(): PinsFile | null {
  if (pinsCache === undefined) {
    try {
      pinsCache = JSON.parse(readFileSync(PINS_PATH, 'utf8')) as PinsFile;
    } catch {
      pinsCache = null;
    }
  }
  return pinsCache;
}

/** What a head's evaluate reads: its own raw and calibrated score on one message. */
export interface HeadInput {
  message_index: number;
  raw: number;
  calibrated: number;
}

export interface OcularHead extends Member<z.ZodType<{ threshold?: number }>, HeadInput, unknown> {
  code: string;
  family: string;
  side: 'user' | 'ai';
  fusion: Fusion;
  /** training tags whose rows are this head's positives */
  learns: readonly string[];
  model: ModelPin & { output: string };
}

const params = z.object({ threshold: z.number().min(0).max(1).optional() }).strict();

export function defineHead(def: {
  code: string;
  family: string;
  side: 'user' | 'ai';
  description: string;
  fusion: Fusion;
  learns: readonly string[];
}): OcularHead {
  const pin = readPins();
  const p = pin?.heads[def.code];
  const model = {
    file: MODEL_FILE,
    sha256: pin?.sha256 ?? '',
    threshold: p?.threshold ?? 0.5,
    calibration: p?.calibration ?? ({ kind: 'identity' } as const),
    output: String(p?.output ?? -1),
  };
  const member = defineMember({
    name: def.code,
    description: def.description,
    params,
    model,
    emits: [def.code],
    evaluate(input: HeadInput, prm: { threshold?: number }): Verdict[] {
      const t = prm.threshold ?? model.threshold;
      const flag = input.calibrated >= t;
      return [
        {
          code: def.code,
          verdict: flag ? 'flag' : 'pass',
          severity: flag ? (input.calibrated >= 0.8 ? 'high' : 'medium') : 'none',
          confidence: flag ? input.calibrated : 1 - input.calibrated,
          score: input.calibrated,
          evidence: [{ message_index: input.message_index, start: 0, end: 0 }],
          engine: 'model:ocular-heads',
          reason: flag ? def.description : undefined,
        },
      ];
    },
  });
  return { ...member, code: def.code, family: def.family, side: def.side, fusion: def.fusion, learns: def.learns, model };
}
