/**
 * A small model's weights read straight from its ONNX file, for a forward pass in TypeScript: the steer engines are
 * synchronous and onnxruntime's run() is not, so the harmful-prompt, jailbreak and clause-type members compute their
 * graphs over the initializers read here (each one's test checks it against onnxruntime). Also the load-once switch
 * they share: a member whose file is missing, or refused, runs without it and says why.
 */
import { readFileSync } from 'node:fs';
import { DT, fromHalf, readModel } from './onnx-file.js';

export interface OnnxTensor {
  dataType: number;
  dims: number[];
  raw: Uint8Array;
}

export interface ModelWeights {
  metadata: Record<string, string>;
  /** the initializer, which must be there and of this data type */
  tensor(name: string, dataType: number): OnnxTensor;
  /** a float32 initializer's values (a copy) */
  floats(name: string): Float32Array;
  /** a float16 initializer's values widened to float32, and its dims */
  halves(name: string): { values: Float32Array; dims: number[] };
}

/** Reads a model file's initializers; `label` names the model in the errors ("jailbreak model: …"). */
export function readModelWeights(path: string, label: string): ModelWeights {
  const m = readModel(readFileSync(path));
  const tensor = (name: string, dataType: number) => {
    const t = m.initializers.get(name);
    if (!t || t.dataType !== dataType) throw new Error(`${label} model: initializer ${name} missing or of another type`);
    return t;
  };
  return {
    metadata: m.metadata,
    tensor,
    floats: (name) => floatsOf(tensor(name, DT.FLOAT).raw),
    halves: (name) => {
      const t = tensor(name, DT.FLOAT16);
      return { values: widenHalves(t.raw), dims: t.dims };
    },
  };
}

export const floatsOf = (raw: Uint8Array) => new Float32Array(raw.buffer.slice(raw.byteOffset, raw.byteOffset + raw.byteLength));

let halfTable: Float32Array | undefined;
/** float16 codes to float32, through a table of every half value (one pass over 65,536 codes, not one per weight) */
export function widenHalves(raw: Uint8Array): Float32Array {
  if (!halfTable) {
    halfTable = new Float32Array(65536);
    for (let h = 0; h < 65536; h++) halfTable[h] = fromHalf(h);
  }
  const halves = new Uint16Array(raw.buffer.slice(raw.byteOffset, raw.byteOffset + raw.byteLength));
  const out = new Float32Array(halves.length);
  for (let i = 0; i < halves.length; i++) out[i] = halfTable[halves[i]!]!;
  return out;
}

export interface ModelStatus {
  loaded: boolean;
  error?: string;
}

/**
 * A model loaded once on first use: `get()` is undefined while the environment variable `offSwitch` is `off`, or when
 * loading threw (`status()` then says why, and it is not tried again).
 */
export function loadOnce<T>(offSwitch: string, load: () => T): { get(): T | undefined; status(): ModelStatus } {
  let loaded: T | undefined;
  let loadError: Error | undefined;
  const get = () => {
    if (process.env[offSwitch] === 'off') return undefined;
    if (!loaded && !loadError) {
      try {
        loaded = load();
      } catch (e) {
        loadError = e as Error;
      }
    }
    return loaded;
  };
  return {
    get,
    status: () => {
      get();
      return loadError ? { loaded: false, error: loadError.message } : { loaded: !!loaded };
    },
  };
}
