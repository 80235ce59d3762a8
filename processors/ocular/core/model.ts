/**
 * The heads model at run time: seeds/models/ocular-heads.onnx, checked against the sha256 pinned in
 * seeds/models/ocular-heads.json, opened by the shared loader (infra/models/onnx.ts) and run on a batch of feature rows.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openOnnxSession, ort } from '../../../infra/models/onnx.js';
import { DT, readModel } from '../../../infra/models/onnx-file.js';
import { verifyModelPin } from '../../kernel/index.js';
import { type OcularHead, type PinsFile, readPins } from '../heads/index.js';
import { FEATURE_DIMS, FEATURE_SPEC } from './features.js';
import type { HeadsNet } from './net.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

export class HeadsModelError extends Error {}

export interface HeadsModel {
  pins: PinsFile;
  /** output index per head, in registry order */
  outputs: number[];
  width: number;
  run(features: Float32Array, n: number): Promise<Float32Array>;
  close(): Promise<void>;
}

/** Loads the pinned heads model; throws when the file, its sha256 or its feature spec do not match. */
export async function loadHeadsModel(heads: readonly OcularHead[], opts: { intraOpThreads?: number } = {}): Promise<HeadsModel> {
  const pins = readPins();
  if (!pins) throw new HeadsModelError('seeds/models/ocular-heads.json is missing: train the heads (scripts/train/ocular/train.ts)');
  const check = verifyModelPin({ file: pins.file, sha256: pins.sha256 });
  if (!check.ok) throw new HeadsModelError(`ocular heads model ${pins.file} does not match its pinned sha256 (${check.actual ?? 'missing'})`);
  if (JSON.stringify(pins.feature_spec) !== JSON.stringify(FEATURE_SPEC))
    throw new HeadsModelError('ocular heads model: feature spec differs from processors/ocular/core/features.ts');
  const outputs = heads.map((h) => {
    const p = pins.heads[h.code];
    if (!p) throw new HeadsModelError(`ocular heads model has no output for ${h.code}`);
    return p.output;
  });
  // the pin was checked above (with Haven's error for a mismatch), so the loader does not hash the file again
  const session = await openOnnxSession(resolve(ROOT, pins.file), { threads: opts.intraOpThreads ?? 1 });
  const width = Object.keys(pins.heads).length;
  return {
    pins,
    outputs,
    width,
    async run(features, n) {
      const r = await session.run({ features: new ort.Tensor('float32', features, [n, FEATURE_DIMS]) });
      return r.scores!.data as Float32Array;
    },
    close: () => session.release(),
  };
}

/** The model's weights read back from the ONNX file (for the TypeScript forward pass: parity tests, training checks). */
export function readHeadsNet(file = resolve(ROOT, 'seeds/models/ocular-heads.onnx')): HeadsNet {
  const m = readModel(readFileSync(file));
  const get = (name: string) => {
    const t = m.initializers.get(name);
    if (!t || t.dataType !== DT.FLOAT) throw new HeadsModelError(`ocular heads model: initializer ${name} missing`);
    return { dims: t.dims, data: new Float32Array(t.raw.buffer.slice(t.raw.byteOffset, t.raw.byteOffset + t.raw.byteLength)) };
  };
  const w1 = get('w1');
  const w2 = get('w2');
  return { inputs: w1.dims[0]!, hidden: w1.dims[1]!, heads: w2.dims[1]!, w1: w1.data, b1: get('b1').data, w2: w2.data, b2: get('b2').data };
}
