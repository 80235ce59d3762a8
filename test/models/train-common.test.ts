import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EMBEDDING_DIMS } from '../../infra/models/embedder.js';
import { openOnnxSession, ort } from '../../infra/models/onnx.js';
import { readModel } from '../../infra/models/onnx-file.js';
import { forwardNet, type HeadsNet } from '../../processors/ocular/core/net.js';
import { auroc, calibrateHead, countsAt, fitPlatt, fitPlattGd, headLogits, plattHeads } from '../../scripts/train/common/calibration.js';
import { batchEmbeddingCache } from '../../scripts/train/common/embed.js';
import { mergeHeadsNets, mlpHeadsOnnx, writeTrainedModel } from '../../scripts/train/common/export.js';
import { dropHeldOutAndRepeats } from '../../scripts/train/common/rows.js';
import { mulberry32 } from '../../scripts/train/harmful-prompt/synth.js';

const dir = mkdtempSync(join(tmpdir(), 'haven-train-common-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** logits drawn so that P(y = 1 | x) = σ(2x − 1): a Platt fit should find a ≈ 2, b ≈ −1 */
function sample(n: number): { xs: number[]; ys: number[] } {
  const rng = mulberry32(7);
  const xs: number[] = [];
  const ys: number[] = [];
  for (let i = 0; i < n; i++) {
    const x = rng() * 6 - 3;
    xs.push(x);
    ys.push(rng() < 1 / (1 + Math.exp(-(2 * x - 1))) ? 1 : 0);
  }
  return { xs, ys };
}

describe('trainer calibration', () => {
  it('the gradient and the Newton Platt fits recover the slope and intercept of the data', () => {
    const { xs, ys } = sample(4000);
    const gd = fitPlattGd(xs, ys, { iterations: 4000, rateA: 0.5, rateB: 0.5, b0: 0, smoothTargets: false });
    expect(gd.a).toBeGreaterThan(1.7);
    expect(gd.a).toBeLessThan(2.3);
    expect(gd.b).toBeGreaterThan(-1.3);
    expect(gd.b).toBeLessThan(-0.7);
    const nt = fitPlatt(xs, ys);
    expect(nt.a).toBeCloseTo(gd.a, 1);
    expect(nt.c).toBeCloseTo(gd.b, 1);
  });

  it('the heads fit never returns a negative slope', () => {
    const { xs, ys } = sample(500);
    expect(plattHeads(xs, ys).a).toBeGreaterThan(0);
    expect(
      plattHeads(
        xs,
        ys.map((y) => 1 - y),
      ).a,
    ).toBe(0);
  });

  it('counts true and false positives and false negatives at or above a threshold', () => {
    expect(countsAt([0.9, 0.5, 0.4, 0.2], [1, 0, 1, 0], 0.5)).toEqual({ tp: 1, fp: 1, fn: 1 });
    expect(countsAt([0.9, 0.5], [1, 1], 0.95)).toEqual({ tp: 0, fp: 0, fn: 2 });
  });

  it('calibrates one head on its labelled calibration rows, and falls back to a = 1, b = -4 with no positive', () => {
    // 2 data rows × 2 heads, both calibration rows; head 1 has no positive
    const scores = Float32Array.from([0.8, 0.3, 0.2, 0.6]);
    const h0 = calibrateHead([0, 1], scores, [1, 1, 1, 1], [1, 0, 0, 0], 2, 0);
    expect(h0.cal).toEqual(plattHeads(h0.ps, h0.ys));
    expect(h0.cps[0]).toBeCloseTo(1 / (1 + Math.exp(-(h0.cal.a * h0.ps[0]! + h0.cal.b))), 12);
    const h1 = calibrateHead([0, 1], scores, [1, 1, 1, 1], [1, 0, 0, 0], 2, 1);
    expect(h1.cal).toEqual({ a: 1, b: -4 });
    expect(h1.cps[1]).toBeCloseTo(1 / (1 + Math.exp(-(Math.log(0.6 / 0.4) - 4))), 6);
  });

  it('AUROC counts ties half and is NaN with one class', () => {
    expect(auroc([0.9, 0.8, 0.1], [1, 1, 0])).toBe(1);
    expect(auroc([0.1, 0.8, 0.9], [1, 1, 0])).toBe(0);
    expect(auroc([0.5, 0.5], [1, 0])).toBe(0.5);
    expect(auroc([0.5, 0.4], [1, 1])).toBeNaN();
  });

  it('headLogits takes one head of row-major scores, only the rows labelled for it', () => {
    // 3 data rows × 2 heads; calibration rows are data rows 2 and 0
    const mask = [1, 1, 1, 1, 0, 1];
    const labels = [1, 0, 0, 0, 0, 1];
    const scores = Float32Array.from([0.5, 0.9, 0.75, 0.1]); // calibration row 0 = data row 2, row 1 = data row 0
    const h0 = headLogits([2, 0], scores, mask, labels, 2, 0);
    expect(h0.ys).toEqual([1]);
    expect(h0.ps[0]).toBeCloseTo(Math.log(0.75 / 0.25), 5);
    const h1 = headLogits([2, 0], scores, mask, labels, 2, 1);
    expect(h1.ys).toEqual([1, 0]);
    expect(h1.ps[0]).toBeCloseTo(Math.log(0.9 / 0.1), 5);
  });
});

describe('trainer export', () => {
  it('the heads graph computes what forwardNet computes, and its pin holds the sha256 of the written file', async () => {
    const rng = mulberry32(3);
    const r = (n: number) => Float32Array.from({ length: n }, () => rng() * 2 - 1);
    const net: HeadsNet = { inputs: 5, hidden: 4, heads: 3, w1: r(20), b1: r(4), w2: r(12), b2: r(3) };
    const bytes = mlpHeadsOnnx(net, { producer: 'test', version: '1', graphName: 'g', doc: 'd', metadata: { 'haven.x': 'y' } });
    const file = join(dir, 'sub', 'heads.onnx');
    const pinPath = join(dir, 'sub', 'heads.json');
    const sha = writeTrainedModel(file, bytes, { path: pinPath, file: 'seeds/models/heads.onnx', fields: { extra: 1 } });
    expect(sha).toBe(createHash('sha256').update(readFileSync(file)).digest('hex'));
    expect(JSON.parse(readFileSync(pinPath, 'utf8'))).toEqual({ file: 'seeds/models/heads.onnx', sha256: sha, extra: 1 });
    expect(readModel(readFileSync(file)).metadata['haven.x']).toBe('y');

    const x = r(10);
    const session = await openOnnxSession(file, { threads: 1, sha256: sha });
    const out = await session.run({ features: new ort.Tensor('float32', x, [2, 5]) });
    const got = out.scores!.data as Float32Array;
    const want = forwardNet(net, x, 2);
    expect(got.length).toBe(6);
    for (let i = 0; i < 6; i++) expect(got[i]!).toBeCloseTo(want[i]!, 5);
    await session.release();
  });

  it('merging bagged nets gives one net whose logit is the mean of theirs', () => {
    const rng = mulberry32(5);
    const r = (n: number) => Float32Array.from({ length: n }, () => rng() * 2 - 1);
    const nets: HeadsNet[] = [3, 2, 4].map((h) => ({ inputs: 5, hidden: h, heads: 2, w1: r(5 * h), b1: r(h), w2: r(h * 2), b2: r(2) }));
    const merged = mergeHeadsNets(nets);
    expect(merged.hidden).toBe(9);
    const x = r(5);
    const logit = (p: number) => Math.log(p / (1 - p));
    const got = forwardNet(merged, x, 1);
    const each = nets.map((n) => forwardNet(n, x, 1));
    for (let j = 0; j < 2; j++) expect(logit(got[j]!)).toBeCloseTo(each.reduce((s, o) => s + logit(o[j]!), 0) / 3, 4);
  });
});

describe('trainer rows', () => {
  it('drops held-out rows and repeats of an earlier key, keeping the first of each in order, and counts both', () => {
    const raw = [
      { text: 'a', n: 1 },
      { text: 'secret', n: 2 },
      { text: 'A ', n: 3 },
      { text: 'b', n: 4 },
      { text: 'secret', n: 5 },
      { text: 'a', n: 6 },
    ];
    const kept = dropHeldOutAndRepeats(raw, { heldOut: (r) => r.text === 'secret', key: (r) => r.text.trim().toLowerCase() });
    expect(kept.rows.map((r) => r.n)).toEqual([1, 4]);
    expect(kept.dropped).toBe(2);
    expect(kept.dupes).toBe(2);
  });
});

describe('trainer embedding cache (batch-embedding trainers)', () => {
  it('embeds only what the cache file lacks, stores 5-decimal vectors under the key, and writes the file back', async () => {
    const name = `haven-train-common-${process.pid}-${Date.now()}.json`;
    const file = join(tmpdir(), name);
    const key = (t: string) => `k:${t}`;
    writeFileSync(file, JSON.stringify({ 'k:kept': [0.5, 0.25] }));
    try {
      const cache = await batchEmbeddingCache(['kept', 'A calm sentence.', 'A calm sentence.'], name, key);
      expect(cache['k:kept']).toEqual([0.5, 0.25]);
      const v = cache['k:A calm sentence.']!;
      expect(v).toHaveLength(EMBEDDING_DIMS);
      for (const x of v) expect(Math.round(x * 1e5) / 1e5).toBe(x);
      expect(readFileSync(file, 'utf8')).toBe(JSON.stringify(cache));
    } finally {
      rmSync(file, { force: true });
    }
  });
});
