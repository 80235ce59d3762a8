/**
 * The import graph of the product code, read from the sources (static imports, re-exports and dynamic imports of
 * relative paths), for the layering test and for `npm run deps:check`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * bottom to top: a file may import its own layer and the layers below it, never one above. `console/` is a service of
 * its own (its own HTTP app, stages and tables) that the composition root starts: it stands on the shared ground
 * below it and nothing but `app/` may import it.
 */
export const LAYERS = ['schemas', 'infra', 'sinks', 'processors', 'ingress', 'console', 'app'] as const;
export type Layer = (typeof LAYERS)[number];

export interface Edge {
  from: string;
  to: string;
  typeOnly?: boolean;
}

function walk(dir: string, out: string[]): void {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules') continue;
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p, out);
    else if (/\.(ts|mts)$/.test(name) && !name.endsWith('.d.ts')) out.push(p);
  }
}

const IMPORT_RE = /(?:^|[\s;])(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]/gm;

export function layerOf(root: string, file: string): Layer | undefined {
  const top = relative(root, file).split(/[\\/]/)[0];
  return (LAYERS as readonly string[]).includes(top ?? '') ? (top as Layer) : undefined;
}

export function importGraph(root: string): { files: string[]; edges: Edge[] } {
  const files: string[] = [];
  for (const l of LAYERS) {
    try {
      walk(join(root, l), files);
    } catch {
      // a layer folder that does not exist yet
    }
  }
  const edges: Edge[] = [];
  for (const f of files) {
    const src = readFileSync(f, 'utf8');
    for (const m of src.matchAll(IMPORT_RE)) {
      // Type-only imports are erased at run time: they order no module loading and close no cycle (but still count
      // for layering).
      const typeOnly = /^\s*;?\s*(import|export)\s+type\s/.test(m[0]);
      const spec = m[1] ?? m[2] ?? m[3];
      if (!spec?.startsWith('.')) continue;
      const target = resolve(dirname(f), spec).replace(/\.js$/, '.ts');
      edges.push({ from: relative(root, f), to: relative(root, target), typeOnly });
    }
  }
  return { files: files.map((f) => relative(root, f)), edges };
}

/** imports that point up the layer order */
export function backPointing(root: string, edges: Edge[]): Edge[] {
  return edges.filter((e) => {
    const a = layerOf(root, join(root, e.from));
    const b = layerOf(root, join(root, e.to));
    return a !== undefined && b !== undefined && LAYERS.indexOf(b) > LAYERS.indexOf(a);
  });
}

/**
 * What a service of its own may take from the layers between it and `infra/`: only their shared parts, never another
 * service's code (`infra/` and `schemas/` are shared as a whole). For `console/`: the HTTP plugins, error shape and
 * OpenAPI route of the ingress, the processor kernel, and the webhook domain (signing, URL policy, delivery).
 */
export const SHARED_PARTS: Record<string, { layers: Layer[]; allowed: string[] }> = {
  console: {
    layers: ['ingress', 'processors', 'sinks'],
    allowed: ['ingress/plugins/', 'ingress/openapi/', 'ingress/errors.ts', 'ingress/routes/docs.ts', 'processors/kernel/', 'sinks/webhooks/'],
  },
};

/** imports by a service of its own into another service's code (`SHARED_PARTS`) */
export function outsideSharedParts(root: string, edges: Edge[]): Edge[] {
  return edges.filter((e) => {
    const a = layerOf(root, join(root, e.from));
    const b = layerOf(root, join(root, e.to));
    const rule = a === undefined ? undefined : SHARED_PARTS[a];
    if (!rule || b === undefined || !rule.layers.includes(b)) return false;
    return !rule.allowed.some((p) => e.to.startsWith(p));
  });
}

/** strongly connected components with more than one file (Tarjan) */
export function cycles(edges: Edge[]): string[][] {
  const adj = new Map<string, string[]>();
  for (const e of edges) {
    if (e.typeOnly) continue;
    if (!adj.has(e.from)) adj.set(e.from, []);
    adj.get(e.from)!.push(e.to);
  }
  let index = 0;
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const on = new Set<string>();
  const out: string[][] = [];
  const strong = (v: string): void => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of adj.get(v) ?? []) {
      if (!idx.has(w)) {
        strong(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const comp: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        on.delete(w);
        comp.push(w);
      } while (w !== v);
      if (comp.length > 1) out.push(comp.sort());
    }
  };
  for (const v of adj.keys()) if (!idx.has(v)) strong(v);
  return out;
}
