/**
 * The trainer's fits on disk: the out-of-fold logits and the final fit are a function of the rows, their order and the
 * recipe, so they are kept in `.scratch/` under a hash of those. A second run with another activation rule
 * (`--own-cap`) reuses them and writes the same bytes a full run would; `oof-look.ts` reads them to show what a head
 * ranks highest out of fold.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { HeadsNet } from '../../../processors/ocular/core/net.js';
import { FEATURE_DIM } from '../../../processors/oversight/heads-spec.js';
import { FOLDS, K, pairs, SEED } from './data.js';
import { MLP_RECIPE } from './mlp.js';

export interface Fit {
  lin: { W: Float32Array; B: Float32Array };
  net?: HeadsNet | undefined;
}

/** the cache file of a heads kind over the rows data.ts read (the flags that pick the rows are in the rows) */
export function fitFileOf(headsKind: string): string {
  const key = createHash('sha256')
    .update(
      JSON.stringify({
        HEADS_KIND: headsKind,
        MLP_RECIPE,
        SEED,
        FOLDS,
        K,
        pairs: pairs.map((p) => [p.user, p.reply, p.cat, p.code, p.group, p.weight, p.notFor]),
      }),
    )
    .digest('hex')
    .slice(0, 16);
  return `.scratch/oversight-fit-${key}.bin`;
}

const bytesOf = (a: Float32Array | Float64Array) => Buffer.from(a.buffer, a.byteOffset, a.byteLength);

/** [u32 header length][JSON header: the net's shape][oof Float64 N·K][W, B Float32][net w1, b1, w2, b2 Float32] */
export function saveFit(file: string, oof: readonly Float64Array[], fin: Fit): void {
  const head = Buffer.from(JSON.stringify(fin.net ? { hidden: fin.net.hidden, inputs: fin.net.inputs, heads: fin.net.heads } : {}));
  const len = Buffer.alloc(4);
  len.writeUInt32LE(head.length);
  const parts = [len, head, ...oof.map(bytesOf), bytesOf(fin.lin.W), bytesOf(fin.lin.B)];
  if (fin.net) parts.push(bytesOf(fin.net.w1), bytesOf(fin.net.b1), bytesOf(fin.net.w2), bytesOf(fin.net.b2));
  writeFileSync(file, Buffer.concat(parts));
}

export function loadFit(file: string): { oof: Float64Array[]; fin: Fit } | undefined {
  if (!existsSync(file)) return undefined;
  const buf = readFileSync(file);
  const n = buf.readUInt32LE(0);
  const shape = JSON.parse(buf.subarray(4, 4 + n).toString()) as { hidden?: number; inputs?: number; heads?: number };
  let at = 4 + n;
  const take = <T extends Float32Array | Float64Array>(C: { new (b: ArrayBuffer): T; BYTES_PER_ELEMENT: number }, len: number): T => {
    const bytes = len * C.BYTES_PER_ELEMENT;
    const out = new C(buf.buffer.slice(buf.byteOffset + at, buf.byteOffset + at + bytes) as ArrayBuffer);
    at += bytes;
    return out;
  };
  const oof = pairs.map(() => take(Float64Array, K));
  const lin = { W: take(Float32Array, FEATURE_DIM * K), B: take(Float32Array, K) };
  let net: HeadsNet | undefined;
  if (shape.hidden && shape.inputs && shape.heads) {
    const { hidden, inputs, heads } = shape as Required<typeof shape>;
    net = {
      hidden,
      inputs,
      heads,
      w1: take(Float32Array, inputs * hidden),
      b1: take(Float32Array, hidden),
      w2: take(Float32Array, hidden * heads),
      b2: take(Float32Array, heads),
    };
  }
  if (at !== buf.length) throw new Error(`${file}: ${buf.length - at} bytes left over (another layout)`);
  return { oof, fin: { lin, net } };
}
