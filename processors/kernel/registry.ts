/**
 * One registry per service: the members in one list, looked up by name, with the typed union of every member's
 * params derived from it. Nothing outside a member's own file names the member; callers go through the registry.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { Verdict } from '../../schemas/verdict.js';
import type { Member } from './member.js';

export interface Registry<M extends Member> {
  readonly members: readonly M[];
  readonly names: readonly string[];
  get(name: string): M | undefined;
  /** every code any member may emit */
  readonly codes: ReadonlySet<string>;
  /** validates `{name, params}` against the named member's schema */
  parseCall(call: unknown): { member: M; params: unknown };
  /** throws when a verdict carries a code no member declares (used by the registry tests) */
  assertKnown(verdicts: readonly Verdict[]): void;
}

export function createRegistry<M extends Member>(service: string, members: readonly M[]): Registry<M> {
  const byName = new Map<string, M>();
  const codes = new Set<string>();
  for (const m of members) {
    if (byName.has(m.name)) throw new Error(`${service}: two members named ${m.name}`);
    byName.set(m.name, m);
    for (const c of m.emits ?? [m.name]) codes.add(c);
  }
  const callSchema = z.object({ name: z.string(), params: z.unknown() });
  return {
    members,
    names: members.map((m) => m.name),
    codes,
    get: (name) => byName.get(name),
    parseCall(call) {
      const { name, params } = callSchema.parse(call);
      const member = byName.get(name);
      if (!member) throw new Error(`${service}: no member named ${name}`);
      return { member, params: member.params.parse(params) };
    },
    assertKnown(verdicts) {
      for (const v of verdicts) if (!codes.has(v.code)) throw new Error(`${service}: verdict code ${v.code} has no member`);
    },
  };
}

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** sha256 of a pinned model file; a member whose file does not match its pin must not load. */
export function verifyModelPin(pin: { file: string; sha256: string }): { ok: boolean; actual?: string } {
  try {
    const actual = createHash('sha256')
      .update(readFileSync(resolve(ROOT, pin.file)))
      .digest('hex');
    return { ok: actual === pin.sha256, actual };
  } catch {
    return { ok: false };
  }
}
