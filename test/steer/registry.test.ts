/**
 * Steer's registry (processors/steer/registry.ts) against the kernel's scanner contract: one member per check with a
 * zod params schema; every rule any family extracts fits its member's schema; params arriving malformed over the
 * wire are answered `not_applicable`, never trusted; repairs are declared by members and run by the kernel loop; and
 * the files that still name members outside their own file may not grow (a ratchet, listed in docs/steer.md).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { preprocess } from '../../processors/steer/preprocess/engine.js';
import { invalidParams, STEER_MEMBERS, STEER_REGISTRY } from '../../processors/steer/registry.js';
import { buildContext } from '../../processors/steer/screen/context.js';
import { evaluateRule } from '../../processors/steer/screen/engine.js';
import type { Rule } from '../../processors/steer/types.js';
import { CASES_A } from './dev/cases-a.js';
import { CASES_B } from './dev/cases-b.js';
import { CASES_C } from './dev/cases-c.js';

const ROOT = join(import.meta.dirname, '../..');

describe('steer registry', () => {
  it('has one member per check, each with a description and a zod schema; the codes are the names', () => {
    expect(new Set(STEER_REGISTRY.names).size).toBe(STEER_MEMBERS.length);
    for (const m of STEER_MEMBERS) {
      expect(m.description.length).toBeGreaterThan(10);
      expect(typeof m.params.safeParse).toBe('function');
      expect(STEER_REGISTRY.codes.has(m.name)).toBe(true);
    }
  });

  it('every rule extracted from the development prompts fits its member schema', () => {
    const prompts = [...CASES_A, ...CASES_B, ...CASES_C].map((c) => c.system_prompt);
    let n = 0;
    for (const p of new Set(prompts)) {
      const pre = preprocess(p);
      for (const r of [...pre.red_lines, ...pre.watch_items]) {
        expect(invalidParams(r), `${r.params.check}: ${JSON.stringify(r.params)}`).toBeUndefined();
        n++;
      }
    }
    expect(n).toBeGreaterThan(100);
  });

  it('malformed params from the wire are not_applicable, not a crash or a verdict', () => {
    const pre = preprocess('Never use the word "cheap".');
    const good = pre.red_lines[0]!;
    const ctx = buildContext(pre, { system_prompt: 'x', proposed_response: 'It is cheap.' });
    expect(evaluateRule(good, ctx).verdict).toBe('violated');
    for (const params of [
      { check: 'forbidden_strings', category: 'banned', strings: 'cheap' },
      { check: 'forbidden_strings' },
      { check: 'no_such_check' },
      { check: 'length', unit: 'words', relation: 'sometimes', n: 3 },
    ]) {
      const f = evaluateRule({ ...good, params } as unknown as Rule, ctx);
      expect(f.verdict, JSON.stringify(params)).toBe('not_applicable');
    }
  });

  it('members that can fix what they find declare a repair with a phase', () => {
    const withRepair = STEER_MEMBERS.filter((m) => m.repair);
    expect(withRepair.length).toBeGreaterThanOrEqual(3);
    for (const m of withRepair) expect(Number.isFinite(m.repair!.phase)).toBe(true);
  });

  it('no new file names a member outside its own file (ratchet over the files that still do)', () => {
    // families name the check they emit rules for (type-checked against RuleParams); these older modules still
    // switch over names and are to be moved onto member repairs (docs/steer.md, "what is left")
    const allowed = new Set([
      'processors/steer/redeem/engine.ts',
      'processors/steer/quality/engine.ts',
      'processors/steer/providers/anthropic.ts',
      'processors/steer/screen/evasion/encoded.ts',
      'processors/steer/preprocess/engine.ts',
      // the rule polarity 'conditional' shares the word with the member
      'processors/steer/types.ts',
    ]);
    const names = STEER_REGISTRY.names;
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const f of readdirSync(dir)) {
        const p = join(dir, f);
        if (statSync(p).isDirectory()) walk(p);
        else if (p.endsWith('.ts')) {
          const rel = relative(ROOT, p);
          if (rel.includes('/screen/checks/') || rel.includes('/preprocess/families/') || allowed.has(rel)) continue;
          const src = readFileSync(p, 'utf8');
          for (const n of names) if (new RegExp(`['"\`]${n}['"\`]`).test(src)) offenders.push(`${rel}: ${n}`);
        }
      }
    };
    walk(join(ROOT, 'processors/steer'));
    expect(offenders).toEqual([]);
  });
});
