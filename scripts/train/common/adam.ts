/**
 * The heads trainers' optimiser: Adam (β1 0.9, β2 0.999, ε 1e-8) over mini-batches of a shuffled row order, with L2
 * on the weight matrices (the even parameter arrays: w1, w2) and none on the biases. The risk and ocular trainers ran
 * this loop inline; it keeps their arithmetic to the operation, so a retrain writes the same bytes
 * (`test/models/train-adam.test.ts` pins the weights of both variants).
 */

export interface AdamEpochs {
  /** the rows to train on, in their initial order; shuffled (a copy) with `rng` at the start of every epoch */
  rows: readonly number[];
  epochs: number;
  batch: number;
  lr: number;
  l2: number;
  /** skip an entry with neither gradient nor momentum (the ocular trainer's wide sparse inputs): faster, same weights */
  skipIdle?: boolean;
  rng: () => number;
  /** adds one row's gradients into `grads` (one array per parameter array) and returns its loss */
  accumulate: (row: number, grads: Float32Array[]) => number;
  /** called after each epoch with the mean loss per row */
  onEpoch?: (epoch: number, meanLoss: number) => void;
}

/** Trains `params` in place. */
export function trainAdam(params: Float32Array[], o: AdamEpochs): void {
  const grads = params.map((p) => new Float32Array(p.length));
  const m1 = params.map((p) => new Float32Array(p.length));
  const m2 = params.map((p) => new Float32Array(p.length));
  let t = 0;
  function update(bs: number) {
    t++;
    const b1c = 1 - 0.9 ** t;
    const b2c = 1 - 0.999 ** t;
    params.forEach((p, pi) => {
      const g = grads[pi]!;
      const a = m1[pi]!;
      const v = m2[pi]!;
      for (let k = 0; k < p.length; k++) {
        const gk = g[k]! / bs + (pi % 2 === 0 ? o.l2 * p[k]! : 0);
        if (o.skipIdle && gk === 0 && a[k] === 0) continue;
        a[k] = 0.9 * a[k]! + 0.1 * gk;
        v[k] = 0.999 * v[k]! + 0.001 * gk * gk;
        p[k]! -= (o.lr * (a[k]! / b1c)) / (Math.sqrt(v[k]! / b2c) + 1e-8);
        g[k] = 0;
      }
    });
  }
  const order = [...o.rows];
  for (let ep = 1; ep <= o.epochs; ep++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(o.rng() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    let loss = 0;
    for (let s = 0; s < order.length; s += o.batch) {
      const b = order.slice(s, s + o.batch);
      for (const i of b) loss += o.accumulate(i, grads);
      update(b.length);
    }
    o.onEpoch?.(ep, loss / order.length);
  }
}
