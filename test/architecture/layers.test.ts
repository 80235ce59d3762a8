import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { backPointing, cycles, importGraph, outsideSharedParts } from './import-graph.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

describe('dependencies point one way (app → console → ingress → processors → sinks → infra → schemas)', () => {
  const g = importGraph(ROOT);

  it('reads the product code', () => {
    expect(g.files.length).toBeGreaterThan(100);
    expect(g.edges.length).toBeGreaterThan(100);
  });

  it('has no import that points up a layer', () => {
    expect(backPointing(ROOT, g.edges).map((e) => `${e.from} -> ${e.to}`)).toEqual([]);
  });

  it('reads console/ as a layer of its own', () => {
    expect(g.files.some((f) => f.startsWith('console/'))).toBe(true);
    expect(g.edges.some((e) => e.from.startsWith('console/') && e.to.startsWith('infra/'))).toBe(true);
  });

  it("has no import by console/ into another service's code (only the shared ingress plugins, kernel and webhook domain)", () => {
    expect(outsideSharedParts(ROOT, g.edges).map((e) => `${e.from} -> ${e.to}`)).toEqual([]);
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

  it('catches an import of console/ from below and one by console/ into another service', () => {
    const up = [{ from: 'schemas/http/x.ts', to: 'console/y.ts' }];
    expect(backPointing(ROOT, up)).toHaveLength(1);
    const across = [
      { from: 'console/a.ts', to: 'processors/risk/engine.ts' },
      { from: 'console/a.ts', to: 'ingress/routes/risk.ts' },
      { from: 'console/a.ts', to: 'processors/kernel/index.ts' },
      { from: 'console/a.ts', to: 'ingress/plugins/errors.ts' },
      { from: 'console/a.ts', to: 'infra/runtime.ts' },
    ];
    expect(outsideSharedParts(ROOT, across).map((e) => e.to)).toEqual(['processors/risk/engine.ts', 'ingress/routes/risk.ts']);
  });
});
