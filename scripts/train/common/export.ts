/**
 * The tail every trainer shares: merging bagged heads nets and their two-layer graph (ocular, risk), and writing the ONNX file with its pin
 * (`{ file, sha256, … }`, the sha256 a member checks before it opens the model; infra/models/onnx.ts).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { DT, type ModelSpec, writeModel } from '../../../infra/models/onnx-file.js';
import type { HeadsNet } from '../../../processors/ocular/core/net.js';

/** A float array's bytes (little-endian, as ONNX raw_data wants them). */
export const f32 = (a: Float32Array): Uint8Array => new Uint8Array(a.buffer.slice(a.byteOffset, a.byteOffset + a.byteLength));

/**
 * Bagging: the nets' hidden layers side by side, their output logits averaged (one net computing the bag's mean
 * logit). Averaging cuts the run-to-run variance of heads that learn from few written cases.
 */
export function mergeHeadsNets(nets: readonly HeadsNet[]): HeadsNet {
  const k = nets.length;
  const F = nets[0]!.inputs;
  const H = nets[0]!.heads;
  const D = nets.reduce((s, n) => s + n.hidden, 0);
  const w1 = new Float32Array(F * D);
  const b1 = new Float32Array(D);
  const w2 = new Float32Array(D * H);
  const b2 = new Float32Array(H);
  let off = 0;
  for (const n of nets) {
    for (let i = 0; i < F; i++) for (let d = 0; d < n.hidden; d++) w1[i * D + off + d] = n.w1[i * n.hidden + d]!;
    for (let d = 0; d < n.hidden; d++) {
      b1[off + d] = n.b1[d]!;
      for (let j = 0; j < H; j++) w2[(off + d) * H + j] = n.w2[d * H + j]! / k;
    }
    for (let j = 0; j < H; j++) b2[j]! += n.b2[j]! / k;
    off += n.hidden;
  }
  return { inputs: F, hidden: D, heads: H, w1, b1, w2, b2 };
}

/** What a trainer says of its model: who wrote it (and the featurizer version), the graph's name and doc, metadata. */
export interface TrainedModelMeta {
  producer: string;
  version: string;
  graphName: string;
  doc: string;
  metadata: Record<string, string>;
}

/** A trained graph as ONNX bytes (opset 17), named and described by its trainer. */
export function trainedModel(meta: TrainedModelMeta, graph: Pick<ModelSpec, 'initializers' | 'nodes' | 'inputs' | 'outputs'>): Uint8Array {
  return writeModel({
    producer: meta.producer,
    producerVersion: meta.version,
    opset: 17,
    graphName: meta.graphName,
    doc: meta.doc,
    ...graph,
    metadata: meta.metadata,
  });
}

/** features [n, F] → Gemm → Relu → Gemm → Sigmoid → scores [n, heads]: the heads MLP (processors/ocular/core/net.ts). */
export function mlpHeadsOnnx(net: HeadsNet, meta: TrainedModelMeta): Uint8Array {
  const { inputs: F, heads: H } = net;
  return trainedModel(meta, {
    initializers: [
      { name: 'w1', dataType: DT.FLOAT, dims: [F, net.hidden], raw: f32(net.w1) },
      { name: 'b1', dataType: DT.FLOAT, dims: [net.hidden], raw: f32(net.b1) },
      { name: 'w2', dataType: DT.FLOAT, dims: [net.hidden, H], raw: f32(net.w2) },
      { name: 'b2', dataType: DT.FLOAT, dims: [H], raw: f32(net.b2) },
    ],
    nodes: [
      { op: 'Gemm', name: 'hidden_gemm', inputs: ['features', 'w1', 'b1'], outputs: ['pre'] },
      { op: 'Relu', name: 'hidden_relu', inputs: ['pre'], outputs: ['hidden'] },
      { op: 'Gemm', name: 'heads_gemm', inputs: ['hidden', 'w2', 'b2'], outputs: ['logits'] },
      { op: 'Sigmoid', name: 'heads_sigmoid', inputs: ['logits'], outputs: ['scores'] },
    ],
    inputs: [{ name: 'features', elemType: DT.FLOAT, shape: ['n', F] }],
    outputs: [{ name: 'scores', elemType: DT.FLOAT, shape: ['n', H] }],
  });
}

/**
 * Writes a trained model: the ONNX bytes to `path` and, with `pin`, the pin file `pin.path` holding
 * `{ file, sha256, ...pin.fields }` (`file` defaults to `path`: what the member names, which can differ from where a
 * run writes when it writes elsewhere for a comparison). Logs one line; returns the sha256.
 */
export function writeTrainedModel(path: string, bytes: Uint8Array, pin?: { path: string; file?: string; fields: Record<string, unknown> }): string {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, bytes);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  if (pin) writeFileSync(pin.path, `${JSON.stringify({ file: pin.file ?? path, sha256, ...pin.fields }, null, 1)}\n`);
  console.log(`wrote ${path} (${bytes.length} bytes, sha256 ${sha256})${pin ? ` and ${pin.path}` : ''}`);
  return sha256;
}
