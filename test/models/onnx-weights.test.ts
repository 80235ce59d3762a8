import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { DT, fromHalf, toHalf, writeModel } from '../../infra/models/onnx-file.js';
import { loadOnce, readModelWeights } from '../../infra/models/onnx-weights.js';

const dir = mkdtempSync(join(tmpdir(), 'haven-onnx-weights-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('model weights read from an ONNX file', () => {
  it('gives float32 initializers as written and float16 ones widened as fromHalf widens them, and names the model in its errors', () => {
    const floats = Float32Array.from([0.5, -1.25, 3]);
    const halves = Uint16Array.from([1, -0.333, 65504, 1e-6].map(toHalf));
    const bytes = (a: Float32Array | Uint16Array) => new Uint8Array(a.buffer.slice(0));
    const file = join(dir, 'm.onnx');
    writeFileSync(
      file,
      writeModel({
        producer: 'test',
        producerVersion: '1',
        opset: 13,
        graphName: 'g',
        doc: '',
        nodes: [],
        initializers: [
          { name: 'w', dataType: DT.FLOAT, dims: [3], raw: bytes(floats) },
          { name: 'e', dataType: DT.FLOAT16, dims: [2, 2], raw: bytes(halves) },
        ],
        inputs: [],
        outputs: [],
        metadata: { 'haven.x': 'y' },
      }),
    );
    const m = readModelWeights(file, 'test');
    expect(m.metadata['haven.x']).toBe('y');
    expect(m.floats('w')).toEqual(floats);
    const e = m.halves('e');
    expect(e.dims).toEqual([2, 2]);
    expect([...e.values]).toEqual([...halves].map(fromHalf));
    expect(() => m.floats('e')).toThrow('test model: initializer e missing or of another type');
    expect(() => m.halves('nope')).toThrow('test model: initializer nope missing or of another type');
  });
});

describe('a model loaded once', () => {
  afterEach(() => {
    delete process.env.HAVEN_TEST_MODEL;
  });

  it('loads on first use only, and is off while its switch says off', () => {
    let loads = 0;
    const m = loadOnce('HAVEN_TEST_MODEL', () => ({ n: ++loads }));
    process.env.HAVEN_TEST_MODEL = 'off';
    expect(m.get()).toBeUndefined();
    expect(loads).toBe(0);
    delete process.env.HAVEN_TEST_MODEL;
    expect(m.get()).toEqual({ n: 1 });
    expect(m.get()).toEqual({ n: 1 });
    expect(m.status()).toEqual({ loaded: true });
    expect(loads).toBe(1);
  });

  it('a load that throws is not tried again, and the status says why', () => {
    let tries = 0;
    const m = loadOnce('HAVEN_TEST_MODEL', () => {
      tries++;
      throw new Error('no file');
    });
    expect(m.get()).toBeUndefined();
    expect(m.get()).toBeUndefined();
    expect(m.status()).toEqual({ loaded: false, error: 'no file' });
    expect(tries).toBe(1);
  });
});
