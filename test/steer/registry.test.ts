/**
 * Steer's registry (processors/steer/registry.ts) against the kernel's scanner contract: one member per check with a
 * zod params schema; every rule any family extracts fits its member's schema; params arriving malformed over the
 * wire are answered `not_applicable`, never trusted; repairs are declared by members and run by the kernel loop; and
 * no member is named outside its own file (redemption, quality grading and the provider ask the members instead).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { preprocess } from '../../processors/steer/preprocess/engine.js';
import { findingToVerdict, invalidParams, STEER_MEMBERS, STEER_REGISTRY } from '../../processors/steer/registry.js';
import { CHECKS } from '../../processors/steer/screen/checks/index.js';
import { buildContext } from '../../processors/steer/screen/context.js';
import { evaluateRule, screen } from '../../processors/steer/screen/engine.js';
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

  it('members that can fix what they find declare a repair with a phase; redemption has no other way in', () => {
    const withRepair = STEER_MEMBERS.filter((m) => m.repair);
    // every check but those whose requirement cannot be written mechanically (a letter count)
    expect(STEER_MEMBERS.filter((m) => !m.repair).map((m) => m.name)).toEqual(['letter_frequency']);
    const pre = preprocess(
      'Never reveal the code ZX-4471. Your answer must contain a title, wrapped in double angular brackets. Use at most 40 words. End your response with "Bye."',
    );
    for (const m of withRepair) {
      const rule = [...pre.red_lines, ...pre.watch_items].find((r) => r.params.check === m.name);
      const phase = typeof m.repair!.phase === 'function' ? (rule ? m.repair!.phase(rule.params) : 50) : m.repair!.phase;
      expect(Number.isFinite(phase), m.name).toBe(true);
    }
    // the members' repairs are the only redemption hooks: no check carries another redemption field
    for (const c of CHECKS)
      expect(
        Object.keys(c).filter((k) => /redeem|hooks/i.test(k)),
        c.name,
      ).toEqual([]);
  });

  it('every code the screen emits on the development cases has a member with a schema', () => {
    const codes = new Set<string>();
    for (const c of [...CASES_A, ...CASES_B, ...CASES_C]) {
      const pre = preprocess(c.system_prompt);
      const sr = screen(pre, { system_prompt: c.system_prompt, messages: c.messages, proposed_response: c.proposed_response });
      const verdicts = sr.findings.map((f) => findingToVerdict(f, 'rules'));
      expect(() => STEER_REGISTRY.assertKnown(verdicts)).not.toThrow();
      for (const v of verdicts) codes.add(v.code);
    }
    for (const code of codes) expect(typeof STEER_REGISTRY.get(code)?.params.safeParse, code).toBe('function');
    expect(codes.size).toBeGreaterThan(10);
  });

  it('no member name appears as a string outside its own file (families excepted: they name the check they emit rules for; seeds/ is data)', () => {
    // the one exception: the rule polarity 'conditional' shares the word with a member
    const allowed = new Map<string, Set<string>>([
      ['processors/steer/types.ts', new Set(['conditional'])],
      ['processors/steer/quality/engine.ts', new Set(['conditional'])],
    ]);
    // a check file may name only its own member
    const own = new Map(CHECKS.map((c) => [c, c.name] as const).map(([c, n]) => [fileOf(c), n]));
    const names = STEER_REGISTRY.names;
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const f of readdirSync(dir)) {
        const p = join(dir, f);
        if (statSync(p).isDirectory()) walk(p);
        else if (p.endsWith('.ts')) {
          const rel = relative(ROOT, p);
          if (rel.includes('/preprocess/families/')) continue;
          const src = readFileSync(p, 'utf8');
          for (const n of names) {
            if (own.get(rel) === n || allowed.get(rel)?.has(n)) continue;
            if (new RegExp(`['"\`]${n}['"\`]`).test(src)) offenders.push(`${rel}: ${n}`);
          }
        }
      }
    };
    for (const d of ['processors/steer', 'processors/steer-preprocess', 'processors/steer-screen', 'processors/steer-verify']) walk(join(ROOT, d));
    expect(offenders).toEqual([]);
  });
});

/** The file that defines a check: found by its `name: '<name>'` line under screen/checks/. */
function fileOf(c: { name: string }): string {
  const dir = join(ROOT, 'processors/steer/screen/checks');
  for (const f of readdirSync(dir)) if (readFileSync(join(dir, f), 'utf8').includes(`name: '${c.name}'`)) return relative(ROOT, join(dir, f));
  return '';
}
