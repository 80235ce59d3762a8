/**
 * The heads network in plain TypeScript, mirroring the ONNX graph the training script writes:
 * features [n, F] → Gemm(W1, b1) → Relu → Gemm(W2, b2) → Sigmoid → scores [n, H].
 * The runtime scores with onnxruntime-node; this forward pass is used by the training script and by the parity test.
 */
export interface HeadsNet {
  inputs: number;
  hidden: number;
  heads: number;
  /** [inputs, hidden] row-major */
  w1: Float32Array;
  b1: Float32Array;
  /** [hidden, heads] row-major */
  w2: Float32Array;
  b2: Float32Array;
}

/** Sigmoid scores [n, heads] for features [n, inputs]; skips zero inputs (most n-gram buckets are zero). */
export function forwardNet(net: HeadsNet, x: Float32Array, n: number, out = new Float32Array(n * net.heads), hiddenOut?: Float32Array): Float32Array {
  const { inputs: F, hidden: D, heads: H } = net;
  const h = new Float32Array(D);
  for (let r = 0; r < n; r++) {
    h.set(net.b1);
    const xo = r * F;
    for (let i = 0; i < F; i++) {
      const v = x[xo + i]!;
      if (v === 0) continue;
      const wo = i * D;
      for (let d = 0; d < D; d++) h[d]! += v * net.w1[wo + d]!;
    }
    for (let d = 0; d < D; d++) if (h[d]! < 0) h[d] = 0;
    if (hiddenOut) hiddenOut.set(h, r * D);
    for (let j = 0; j < H; j++) {
      let z = net.b2[j]!;
      for (let d = 0; d < D; d++) z += h[d]! * net.w2[d * H + j]!;
      out[r * H + j] = 1 / (1 + Math.exp(-z));
    }
  }
  return out;
}
