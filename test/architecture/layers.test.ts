import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { backPointing, cycles, importGraph } from './import-graph.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

describe('dependencies point one way (app → ingress → processors → sinks → infra → schemas)', () => {
  const g = importGraph(ROOT);

  it('reads the product code', () => {
    expect(g.files.length).toBeGreaterThan(100);
    expect(g.edges.length).toBeGreaterThan(100);
  });

  it('has no import that points up a layer', () => {
    expect(backPointing(ROOT, g.edges).map((e) => `${e.from} -> ${e.to}`)).toEqual([]);
  });

  it('has no import cycle (type-only imports excluded: they are erased at run time)', () => {
    expect(cycles(g.edges)).toEqual([]);
  });

  it('catches a back-pointing import and a cycle when there is one', () => {
    const bad = [
      { from: 'infra/x.ts', to: 'ingress/y.ts' },
      { from: 'ingress/y.ts', to: 'infra/x.ts' },
    ];
    expect(backPointing(ROOT, bad)).toHaveLength(1);
    expect(cycles(bad)).toEqual([['infra/x.ts', 'ingress/y.ts']]);
  });
});
