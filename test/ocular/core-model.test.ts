/**
 * The heads model file: its sha256 matches the pin every head declares, onnxruntime-node and the TypeScript forward
 * pass agree on real feature rows, and the registry is consistent (codes, families, one output per head).
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { verifyModelPin } from '../../processors/kernel/index.js';
import { EMB_DIMS, FEATURE_DIMS, FEATURE_SPEC, NO_CONTEXT, textParts, writeFeatures } from '../../processors/ocular/core/features.js';
import { loadHeadsModel, readHeadsNet } from '../../processors/ocular/core/model.js';
import { forwardNet } from '../../processors/ocular/core/net.js';
import { OCULAR_HEADS, ocularHeads, readPins } from '../../processors/ocular/heads/index.js';

describe('ocular heads model', () => {
  const pins = readPins()!;

  it('is pinned: file present, small, sha256 equal to every head’s pin', () => {
    expect(pins).toBeTruthy();
    const bytes = readFileSync(pins.file);
    expect(statSync(pins.file).size).toBeLessThan(10 * 1024 * 1024);
    const sha = createHash('sha256').update(bytes).digest('hex');
    expect(sha).toBe(pins.sha256);
    for (const h of OCULAR_HEADS) {
      expect(h.model.sha256).toBe(sha);
      expect(verifyModelPin(h.model).ok).toBe(true);
      expect(h.model.calibration.kind).toBe('platt');
      expect(h.model.threshold).toBeGreaterThan(0);
      expect(h.model.threshold).toBeLessThan(1);
    }
    expect(JSON.stringify(pins.feature_spec)).toBe(JSON.stringify(FEATURE_SPEC));
  });

  it('registry: unique codes of the form FAMILY_HEAD_<letter>, one distinct model output each', () => {
    expect(new Set(ocularHeads.names).size).toBe(OCULAR_HEADS.length);
    const outputs = new Set<number>();
    for (const h of OCULAR_HEADS) {
      expect(h.code).toMatch(/^(USER|AI)_[A-Z_]+_HEAD_[A-Z]$/);
      expect(h.code.startsWith(`${h.family}_HEAD_`)).toBe(true);
      expect(h.side).toBe(h.family.startsWith('AI_') ? 'ai' : 'user');
      expect(h.learns.length).toBeGreaterThan(0);
      outputs.add(pins.heads[h.code]!.output);
      const v = h.evaluate({ message_index: 0, raw: 0.9, calibrated: 0.99 }, {}, undefined) as { code: string; verdict: string }[];
      expect(v[0]!.code).toBe(h.code);
      expect(v[0]!.verdict).toBe('flag');
      expect((h.evaluate({ message_index: 0, raw: 0, calibrated: 0 }, {}, undefined) as { verdict: string }[])[0]!.verdict).toBe('pass');
    }
    expect(outputs.size).toBe(OCULAR_HEADS.length);
    expect(() => ocularHeads.parseCall({ name: OCULAR_HEADS[0]!.code, params: { threshold: 2 } })).toThrow();
  });

  it('onnxruntime-node and the TypeScript forward pass agree', async () => {
    const model = await loadHeadsModel(OCULAR_HEADS);
    const net = readHeadsNet();
    expect(net.inputs).toBe(FEATURE_DIMS);
    const texts = ['I keep thinking about ending my life', 'what is a good pasta recipe', 'Take all of them with vodka.'];
    const n = texts.length;
    const x = new Float32Array(n * FEATURE_DIMS);
    texts.forEach((t, i) => {
      // a deterministic pseudo-embedding: parity is about the graph, not the embedder
      const emb = new Float32Array(EMB_DIMS).map((_, d) => Math.sin((i + 1) * (d + 1)) / 10);
      writeFeatures(x, i, textParts(t, emb), i === 2 ? { emb, lex: textParts(texts[0]!, emb).lex } : NO_CONTEXT, i === 2);
    });
    const ort = await model.run(x, n);
    const ts = forwardNet(net, x, n);
    expect(ort.length).toBe(ts.length);
    for (let k = 0; k < ts.length; k++) expect(Math.abs(ort[k]! - ts[k]!)).toBeLessThan(1e-4);
    await model.close();
  });
});
