// Format check of the blind evaluation sets (test/eval/oversight/blind-set.ts, blind-set-2.ts … blind-set-8b.ts,
// test/eval/steer/own/*-blind.jsonl, *-blind2.jsonl, *-blind3.jsonl, *-blind4.jsonl, test/eval/steer/blind2/cases.jsonl,
// blind3/cases.jsonl, blind4/cases.jsonl):
// every row parses, every expected code is a concern-raising code of the taxonomy, and the coverage the sets promise
// holds. It does not run any engine on them: the sets are measured once, by the eval runners.
import { describe, expect, it } from 'vitest';
import { BEHAVIOR_CODES, CATEGORIES, CONCERNS, categoryOf, raisesConcern } from '../../schemas/oversight/taxonomy.js';
import { BLIND_SCENARIOS, blindCases } from './oversight/blind-set.js';
import { fileURLToPath } from 'node:url';
import { BLIND2_SCENARIOS, blind2Cases } from './oversight/blind-set-2.js';
import { BLIND3_SCENARIOS, blind3Cases } from './oversight/blind-set-3.js';
import { BLIND4_SCENARIOS, blind4Cases } from './oversight/blind-set-4.js';
import { BLIND5_SCENARIOS, blind5Cases } from './oversight/blind-set-5.js';
import { BLIND6_SCENARIOS, blind6Cases } from './oversight/blind-set-6.js';
import { BLIND7_SCENARIOS, blind7Cases } from './oversight/blind-set-7.js';
import { BLIND8_SCENARIOS, blind8Cases } from './oversight/blind-set-8.js';
import { BLIND8B_SCENARIOS, blind8bCases } from './oversight/blind-set-8b.js';
import { loadCases } from './steer/schema.js';
import { loadJailbreaks, loadLeaks } from './steer/screen/heldout.js';

const harmfulCategories = CATEGORIES.filter((c) => c.kind === 'harmful').map((c) => c.category);

type ScenarioSet = typeof BLIND2_SCENARIOS | typeof BLIND3_SCENARIOS | typeof BLIND4_SCENARIOS;

/** The shape checks the later oversight blind sets share: look-alikes, minors' codes, alternating lines. */
function scenarioShapeChecks(scenarios: ScenarioSet, prefix: string, extra: { lookAlikes?: () => void; lines?: () => void } = {}): void {
  it('look-alikes expect no codes and concern none', () => {
    const lookAlikes = scenarios.filter((s) => s.id.startsWith(`${prefix}-ok-`));
    extra.lookAlikes?.();
    for (const s of lookAlikes) {
      expect(s.codes, s.id).toEqual([]);
      expect(s.concern, s.id).toBe('none');
      if (s.minorVariant) expect(s.minorVariant, s.id).toEqual({ codes: [], concern: 'none' });
    }
  });

  it("a minor's case expects the minors' counterpart of romantic escalation and sexual content", () => {
    for (const s of scenarios) {
      const minorCodes = [...(s.minor ? s.codes : []), ...(s.minorVariant?.codes ?? [])];
      expect(minorCodes, s.id).not.toContain('romantic_escalation');
      expect(minorCodes, s.id).not.toContain('sexual_content_without_consent');
    }
  });

  it('alternates user and assistant lines and ends with the reply under review', () => {
    for (const s of scenarios) {
      expect(s.lines.length % 2, s.id).toBe(0);
      expect(s.lines.length, s.id).toBeGreaterThanOrEqual(2);
      expect(s.lines.every((l) => l.trim().length > 0), s.id).toBe(true);
    }
    extra.lines?.();
  });
}

/** Each variant of a scenario: a known concern, distinct concern-raising taxonomy codes, concern exactly when coded. */
function expectKnownCodesAndConcern(s: ScenarioSet[number]): void {
  for (const v of [s, ...(s.minorVariant ? [s.minorVariant] : [])]) {
    expect(CONCERNS, s.id).toContain(v.concern);
    expect(new Set(v.codes).size, s.id).toBe(v.codes.length);
    for (const code of v.codes) {
      expect(BEHAVIOR_CODES, `${s.id}: ${code}`).toContain(code);
      expect(raisesConcern(code), `${s.id}: ${code}`).toBe(true);
    }
    // a scenario expects concern exactly when it expects a harmful code
    expect(v.concern === 'none', s.id).toBe(v.codes.length === 0);
  }
}

/** Coverage (every harmful category, every concern-raising code) and size (scenarios, look-alikes, personas, minors). */
function coverageAndSizeChecks(set: ScenarioSet, o: { minPerCategory: number; minScenarios: number; minLookAlikes: number }): void {
  const variantsOf = (s: ScenarioSet[number]) => [s, ...(s.minorVariant ? [s.minorVariant] : [])];
  it(`covers every harmful category with at least ${o.minPerCategory} scenarios and every concern-raising code at least once`, () => {
    const perCategory = new Map<string, number>();
    for (const s of set) for (const cat of new Set(variantsOf(s).flatMap((v) => v.codes.map(categoryOf)))) perCategory.set(cat, (perCategory.get(cat) ?? 0) + 1);
    for (const cat of harmfulCategories) expect(perCategory.get(cat) ?? 0, cat).toBeGreaterThanOrEqual(o.minPerCategory);
    const used = new Set(set.flatMap((s) => variantsOf(s).flatMap((v) => v.codes)));
    expect(BEHAVIOR_CODES.filter((c) => raisesConcern(c) && !used.has(c))).toEqual([]);
  });

  it(`holds at least ${o.minScenarios} scenarios, at least ${o.minLookAlikes} look-alikes, every persona and minors by metadata`, () => {
    expect(set.length).toBeGreaterThanOrEqual(o.minScenarios);
    expect(set.filter((s) => s.codes.length === 0).length).toBeGreaterThanOrEqual(o.minLookAlikes);
    expect(new Set(set.map((s) => s.persona))).toEqual(new Set(['companion', 'tutor', 'coding', 'wellbeing', 'general']));
    expect(set.some((s) => s.minor)).toBe(true);
    expect(set.some((s) => s.minorVariant)).toBe(true);
  });
}

describe('oversight blind set', () => {
  it('has unique ids, known concern levels and only concern-raising taxonomy codes', () => {
    expect(new Set(BLIND_SCENARIOS.map((s) => s.id)).size).toBe(BLIND_SCENARIOS.length);
    for (const s of BLIND_SCENARIOS) {
      for (const v of [s, ...(s.minorVariant ? [s.minorVariant] : [])]) {
        expect(CONCERNS, s.id).toContain(v.concern);
        for (const code of v.codes) {
          expect(BEHAVIOR_CODES, `${s.id}: ${code}`).toContain(code);
          expect(raisesConcern(code), `${s.id}: ${code}`).toBe(true);
        }
        // a scenario expects concern exactly when it expects a harmful code
        expect(v.concern === 'none', s.id).toBe(v.codes.length === 0);
      }
    }
  });

  it('alternates user and assistant lines and ends with the reply under review', () => {
    for (const s of BLIND_SCENARIOS) {
      expect(s.lines.length % 2, s.id).toBe(0);
      expect(s.lines.every((l) => l.trim().length > 0), s.id).toBe(true);
    }
  });

  it('covers every harmful category with at least 8 scenarios and every harmful code at least once', () => {
    const perCategory = new Map<string, number>();
    for (const s of BLIND_SCENARIOS) for (const cat of new Set(s.codes.map(categoryOf))) perCategory.set(cat, (perCategory.get(cat) ?? 0) + 1);
    for (const cat of harmfulCategories) expect(perCategory.get(cat) ?? 0, cat).toBeGreaterThanOrEqual(8);
    const used = new Set(BLIND_SCENARIOS.flatMap((s) => [...s.codes, ...(s.minorVariant?.codes ?? [])]));
    expect(BEHAVIOR_CODES.filter((c) => raisesConcern(c) && !used.has(c))).toEqual([]);
  });

  it('holds at least 170 scenarios, 40 look-alikes, every persona and minors by metadata', () => {
    expect(BLIND_SCENARIOS.length).toBeGreaterThanOrEqual(170);
    expect(BLIND_SCENARIOS.filter((s) => s.codes.length === 0).length).toBeGreaterThanOrEqual(40);
    expect(new Set(BLIND_SCENARIOS.map((s) => s.persona))).toEqual(new Set(['companion', 'tutor', 'coding', 'wellbeing', 'general']));
    expect(BLIND_SCENARIOS.some((s) => s.minor)).toBe(true);
    expect(BLIND_SCENARIOS.some((s) => s.minorVariant)).toBe(true);
  });

  it('builds base, late and minor cases the held-out way', () => {
    const cases = blindCases();
    const withVariant = BLIND_SCENARIOS.filter((s) => s.minorVariant).length;
    expect(cases.length).toBe(2 * BLIND_SCENARIOS.length + withVariant);
    for (const c of cases.filter((x) => x.variant === 'late')) expect(c.conversation.messages.length).toBeGreaterThanOrEqual(56);
    for (const c of cases.filter((x) => x.variant === 'minor')) expect(c.conversation.metadata?.user_is_minor).toBe(true);
  });
});

describe('oversight blind set 2', () => {
  const variantsOf = (s: (typeof BLIND2_SCENARIOS)[number]) => [s, ...(s.minorVariant ? [s.minorVariant] : [])];

  it('has unique ids (distinct from the first blind set), known concern levels and only concern-raising taxonomy codes', () => {
    expect(new Set(BLIND2_SCENARIOS.map((s) => s.id)).size).toBe(BLIND2_SCENARIOS.length);
    const first = new Set(BLIND_SCENARIOS.map((s) => s.id));
    for (const s of BLIND2_SCENARIOS) {
      expect(s.id.startsWith('blind2-'), s.id).toBe(true);
      expect(first.has(s.id), s.id).toBe(false);
      expectKnownCodesAndConcern(s);
    }
  });

  scenarioShapeChecks(BLIND2_SCENARIOS, 'blind2');

  it('covers every harmful category with at least 5 scenarios and at least 70 distinct harmful codes', () => {
    const perCategory = new Map<string, number>();
    for (const s of BLIND2_SCENARIOS) {
      const cats = new Set(variantsOf(s).flatMap((v) => v.codes.map(categoryOf)));
      for (const cat of cats) perCategory.set(cat, (perCategory.get(cat) ?? 0) + 1);
    }
    for (const cat of harmfulCategories) expect(perCategory.get(cat) ?? 0, cat).toBeGreaterThanOrEqual(5);
    const used = new Set(BLIND2_SCENARIOS.flatMap((s) => variantsOf(s).flatMap((v) => v.codes)));
    expect(used.size).toBeGreaterThanOrEqual(70);
  });

  it('holds about 130-150 scenarios, about a quarter look-alikes, every persona and minors by metadata', () => {
    expect(BLIND2_SCENARIOS.length).toBeGreaterThanOrEqual(120);
    expect(BLIND2_SCENARIOS.length).toBeLessThanOrEqual(160);
    const lookAlikes = BLIND2_SCENARIOS.filter((s) => s.codes.length === 0).length;
    expect(lookAlikes / BLIND2_SCENARIOS.length).toBeGreaterThanOrEqual(0.2);
    expect(new Set(BLIND2_SCENARIOS.map((s) => s.persona))).toEqual(new Set(['companion', 'tutor', 'coding', 'wellbeing', 'general']));
    expect(BLIND2_SCENARIOS.some((s) => s.minor)).toBe(true);
    expect(BLIND2_SCENARIOS.some((s) => s.minorVariant)).toBe(true);
  });

  it('builds base, late and minor cases the held-out way', () => {
    const cases = blind2Cases();
    const withVariant = BLIND2_SCENARIOS.filter((s) => s.minorVariant).length;
    expect(cases.length).toBe(2 * BLIND2_SCENARIOS.length + withVariant);
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
    for (const c of cases.filter((x) => x.variant === 'late')) expect(c.conversation.messages.length).toBeGreaterThanOrEqual(56);
    for (const c of cases.filter((x) => x.variant === 'minor')) expect(c.conversation.metadata?.user_is_minor).toBe(true);
  });
});

// Sets 3, 4 and 5 were written to the same brief, so one block checks them all: each set's ids are new, every harmful category
// has at least 6 scenarios (4 for set 5, whose brief asked for every code, not a count per category) and every
// concern-raising code appears.
describe.each([
  { n: 3, minPerCategory: 6, set: BLIND3_SCENARIOS, cases: blind3Cases, earlier: [...BLIND_SCENARIOS, ...BLIND2_SCENARIOS] },
  { n: 4, minPerCategory: 6, set: BLIND4_SCENARIOS, cases: blind4Cases, earlier: [...BLIND_SCENARIOS, ...BLIND2_SCENARIOS, ...BLIND3_SCENARIOS] },
  { n: 5, minPerCategory: 4, set: BLIND5_SCENARIOS, cases: blind5Cases, earlier: [...BLIND_SCENARIOS, ...BLIND2_SCENARIOS, ...BLIND3_SCENARIOS, ...BLIND4_SCENARIOS] },
  {
    n: 6,
    minPerCategory: 5,
    set: BLIND6_SCENARIOS,
    cases: blind6Cases,
    earlier: [...BLIND_SCENARIOS, ...BLIND2_SCENARIOS, ...BLIND3_SCENARIOS, ...BLIND4_SCENARIOS, ...BLIND5_SCENARIOS],
  },
  {
    n: 7,
    minPerCategory: 4,
    set: BLIND7_SCENARIOS,
    cases: blind7Cases,
    earlier: [...BLIND_SCENARIOS, ...BLIND2_SCENARIOS, ...BLIND3_SCENARIOS, ...BLIND4_SCENARIOS, ...BLIND5_SCENARIOS, ...BLIND6_SCENARIOS],
  },
])('oversight blind set $n', ({ n, minPerCategory, set, cases: casesOf, earlier: before }) => {
  const prefix = `blind${n}`;

  it('has unique ids (distinct from the earlier blind sets), known concern levels and only concern-raising taxonomy codes', () => {
    expect(new Set(set.map((s) => s.id)).size).toBe(set.length);
    const earlier = new Set(before.map((s) => s.id));
    for (const s of set) {
      expect(s.id.startsWith(`${prefix}-`), s.id).toBe(true);
      expect(earlier.has(s.id), s.id).toBe(false);
      expectKnownCodesAndConcern(s);
    }
  });

  scenarioShapeChecks(set, prefix, {
    lookAlikes: () => expect(set.filter((s) => s.id.startsWith(`${prefix}-ok-`)).length).toBe(set.filter((s) => s.codes.length === 0).length),
    // some conversations hold several exchanges before the reply under review
    lines: () => expect(set.filter((s) => s.codes.length > 0 && s.lines.length >= 4).length).toBeGreaterThanOrEqual(10),
  });

  coverageAndSizeChecks(set, { minPerCategory, minScenarios: 130, minLookAlikes: 35 });

  it('builds base, late and minor cases the held-out way', () => {
    const cases = casesOf();
    const withVariant = set.filter((s) => s.minorVariant).length;
    expect(cases.length).toBe(2 * set.length + withVariant);
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
    for (const c of cases.filter((x) => x.variant === 'late')) expect(c.conversation.messages.length).toBeGreaterThanOrEqual(56);
    for (const c of cases.filter((x) => x.variant === 'minor')) expect(c.conversation.metadata?.user_is_minor).toBe(true);
  });
});

// Blind set 8 was written by two writers at once, six and seven harmful categories each (blind-set-8.ts, prefix
// blind8; blind-set-8b.ts, prefix blind8b), and is measured as one set (`--set=blind8`).
describe('oversight blind set 8 (two writers, one set)', () => {
  const parts = [
    { prefix: 'blind8', set: BLIND8_SCENARIOS, cases: blind8Cases },
    { prefix: 'blind8b', set: BLIND8B_SCENARIOS, cases: blind8bCases },
  ];
  const all = [...BLIND8_SCENARIOS, ...BLIND8B_SCENARIOS];
  const earlier = new Set(
    [...BLIND_SCENARIOS, ...BLIND2_SCENARIOS, ...BLIND3_SCENARIOS, ...BLIND4_SCENARIOS, ...BLIND5_SCENARIOS, ...BLIND6_SCENARIOS, ...BLIND7_SCENARIOS].map(
      (s) => s.id,
    ),
  );

  it('has unique ids under each part’s prefix, known concern levels and only concern-raising taxonomy codes', () => {
    expect(new Set(all.map((s) => s.id)).size).toBe(all.length);
    for (const { prefix, set } of parts)
      for (const s of set) {
        expect(s.id.startsWith(`${prefix}-`), s.id).toBe(true);
        expect(earlier.has(s.id), s.id).toBe(false);
        expectKnownCodesAndConcern(s);
      }
  });

  for (const { prefix, set } of parts) scenarioShapeChecks(set, prefix);

  // over both parts
  coverageAndSizeChecks(all, { minPerCategory: 4, minScenarios: 160, minLookAlikes: 50 });

  it('builds base, late and minor cases the held-out way', () => {
    for (const { set, cases: casesOf } of parts) {
      const cases = casesOf();
      expect(cases.length).toBe(2 * set.length + set.filter((s) => s.minorVariant).length);
      expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
      for (const c of cases.filter((x) => x.variant === 'late')) expect(c.conversation.messages.length).toBeGreaterThanOrEqual(56);
    }
  });
});

describe('steer blind sets', () => {
  it('jailbreak-blind.jsonl: 30 jailbreak and 30 benign system prompts with unique ids', () => {
    const rows = loadJailbreaks('blind');
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    for (const r of rows) {
      expect(['jailbreak', 'benign'], r.id).toContain(r.label);
      expect(r.group.length, r.id).toBeGreaterThan(0);
      expect(r.system_prompt.length, r.id).toBeGreaterThan(40);
    }
    expect(rows.filter((r) => r.label === 'jailbreak').length).toBe(30);
    expect(rows.filter((r) => r.label === 'benign').length).toBe(30);
  });

  it('leaks-blind.jsonl: 40 rows, at least 12 safe, each with a kind, a system prompt and a reply', () => {
    const rows = loadLeaks('blind');
    expect(rows.length).toBe(40);
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    for (const r of rows) {
      expect(['leak', 'safe'], r.id).toContain(r.label);
      expect(r.kind.length, r.id).toBeGreaterThan(0);
      expect(r.system_prompt.length, r.id).toBeGreaterThan(0);
      expect(r.response.length, r.id).toBeGreaterThan(0);
    }
    expect(rows.filter((r) => r.label === 'safe').length).toBeGreaterThanOrEqual(12);
  });
});

describe('steer blind2 sets (written 2026-11-27 from the spec only)', () => {
  const JAILBREAK_GROUPS = ['persona', 'dual_response', 'fake_authority', 'token_game', 'story_wrapper', 'lawless_world', 'character_lock', 'opposite_mode', 'encoding_wrapper', 'rambling', 'one_liner', 'non_english'];
  const BENIGN_GROUPS = ['dark_fiction', 'game_master', 'security_tutor', 'therapy_practice', 'blunt_business', 'strong_persona', 'password_defender', 'trust_safety', 'innocent_wording', 'debate_coach', 'non_english'];
  const LEAK_KINDS = ['verbatim', 'normalised', 'spelled', 'encoded', 'split', 'hinted', 'translated', 'fact_paraphrase', 'prompt_extraction'];
  const SAFE_KINDS = ['refusal', 'related_public', 'decoy_denied', 'unprotected'];

  it('jailbreak-blind2.jsonl: 50 jailbreak and 50 benign system prompts, unique ids, every family used', () => {
    const rows = loadJailbreaks('blind2');
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    const earlier = new Set(loadJailbreaks('blind').map((r) => r.id));
    for (const r of rows) {
      expect(earlier.has(r.id), r.id).toBe(false);
      expect(Object.keys(r).sort(), r.id).toEqual(['group', 'id', 'label', 'system_prompt']);
      expect(r.group.length, r.id).toBeGreaterThan(0);
      expect(r.system_prompt.length, r.id).toBeGreaterThan(40);
      expect(r.label === 'jailbreak' ? JAILBREAK_GROUPS : BENIGN_GROUPS, `${r.id} ${r.group}`).toContain(r.group);
    }
    const jb = rows.filter((r) => r.label === 'jailbreak');
    const bn = rows.filter((r) => r.label === 'benign');
    expect(jb.length).toBe(50);
    expect(bn.length).toBe(50);
    expect(new Set(jb.map((r) => r.group))).toEqual(new Set(JAILBREAK_GROUPS));
    expect(new Set(bn.map((r) => r.group))).toEqual(new Set(BENIGN_GROUPS));
    expect(jb.filter((r) => r.group === 'non_english').length).toBeGreaterThanOrEqual(6);
    for (const r of jb.filter((x) => x.group === 'rambling')) {
      expect(words(r.system_prompt), r.id).toBeGreaterThanOrEqual(150);
      expect(words(r.system_prompt), r.id).toBeLessThanOrEqual(400);
    }
  });

  it('leaks-blind2.jsonl: 50 leaks and 25 safe replies, known kinds, unique ids', () => {
    const rows = loadLeaks('blind2');
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    const earlier = new Set(loadLeaks('blind').map((r) => r.id));
    for (const r of rows) {
      expect(earlier.has(r.id), r.id).toBe(false);
      expect(Object.keys(r).sort(), r.id).toEqual(['id', 'kind', 'label', 'response', 'system_prompt']);
      expect(['leak', 'safe'], r.id).toContain(r.label);
      expect(r.label === 'leak' ? LEAK_KINDS : SAFE_KINDS, `${r.id} ${r.kind}`).toContain(r.kind);
      expect(r.system_prompt.length, r.id).toBeGreaterThan(0);
      expect(r.response.length, r.id).toBeGreaterThan(0);
    }
    expect(rows.filter((r) => r.label === 'leak').length).toBe(50);
    expect(rows.filter((r) => r.label === 'safe').length).toBe(25);
    expect(new Set(rows.filter((r) => r.label === 'leak').map((r) => r.kind))).toEqual(new Set(LEAK_KINDS));
    expect(new Set(rows.filter((r) => r.label === 'safe').map((r) => r.kind))).toEqual(new Set(SAFE_KINDS));
  });

  it('blind2/cases.jsonl: 60 cases in the case schema, 30 COMPLIANT and 30 REDEEMED naming one or two rules, ids apart from cases/', () => {
    const { cases, errors, files } = loadCases(fileURLToPath(new URL('./steer/blind2/cases.jsonl', import.meta.url)));
    expect(files).toEqual(['cases.jsonl']);
    expect(errors).toEqual([]);
    expect(cases.length).toBe(60);
    expect(cases.filter((c) => c.expected_outcome === 'COMPLIANT').length).toBe(30);
    expect(cases.filter((c) => c.expected_outcome === 'REDEEMED').length).toBe(30);
    const main = new Set(loadCases().cases.map((c) => c.id));
    for (const c of cases) {
      expect(main.has(c.id), c.id).toBe(false);
      expect(c.tags, c.id).toContain('blind2');
      expect(c.expected_evasions, c.id).toEqual([]);
      if (c.expected_outcome === 'REDEEMED') expect(c.expected_violated_rules.length, c.id).toBeLessThanOrEqual(2);
    }
  });
});

/** The jailbreak sets of blind3 and blind4 were written to one brief: 50 jailbreaks in 12 framings, 50 look-alikes in 10. */
const JAILBREAK_GROUPS = ['persona_unbound', 'developer_mode', 'dual_response', 'story_wrapper', 'fake_authority', 'token_game', 'encoding_wrapper', 'hypothetical_world', 'grandma_emotional', 'in_the_wild_long', 'opposite_rules', 'non_english'];
const BENIGN_GROUPS = ['villain_fiction', 'red_team_training', 'therapy_roleplay', 'edgy_brand', 'points_game', 'translation_tool', 'format_override', 'adult_fiction', 'professional_tool', 'non_english'];
const words = (t: string) => t.split(/\s+/).filter(Boolean).length;
function jailbreakSetChecks(name: 'blind3' | 'blind4' | 'blind5', prefix: string, earlierSets: ('blind' | 'blind2' | 'blind3' | 'blind4')[]) {
  it(`jailbreak-${name}.jsonl: 50 jailbreak and 50 benign system prompts, unique ids and prompts, every framing used`, () => {
    const rows = loadJailbreaks(name);
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    const before = earlierSets.flatMap((e) => loadJailbreaks(e));
    const earlier = new Set(before.map((r) => r.id));
    const earlierPrompts = new Set(before.map((r) => r.system_prompt));
    for (const r of rows) {
      expect(earlier.has(r.id), r.id).toBe(false);
      expect(earlierPrompts.has(r.system_prompt), r.id).toBe(false);
      expect(r.id.startsWith(prefix), r.id).toBe(true);
      expect(Object.keys(r).sort(), r.id).toEqual(['group', 'id', 'label', 'system_prompt']);
      expect(r.system_prompt.length, r.id).toBeGreaterThan(40);
      expect(r.label === 'jailbreak' ? JAILBREAK_GROUPS : BENIGN_GROUPS, `${r.id} ${r.group}`).toContain(r.group);
    }
    const jb = rows.filter((r) => r.label === 'jailbreak');
    const bn = rows.filter((r) => r.label === 'benign');
    expect(jb.length).toBe(50);
    expect(bn.length).toBe(50);
    expect(new Set(jb.map((r) => r.group))).toEqual(new Set(JAILBREAK_GROUPS));
    expect(new Set(bn.map((r) => r.group))).toEqual(new Set(BENIGN_GROUPS));
    expect(jb.filter((r) => r.group === 'non_english').length).toBe(8);
    expect(bn.filter((r) => r.group === 'non_english').length).toBe(6);
    for (const r of jb.filter((x) => x.group === 'in_the_wild_long')) expect(words(r.system_prompt), r.id).toBeGreaterThanOrEqual(150);
  });
}

describe('steer blind3 sets (written 2026-11-27 from spec document 1 and the file formats only)', () => {
  const LEAK_KINDS = ['verbatim', 'normalised', 'encoded', 'translated', 'paraphrase', 'hinted', 'prompt_echo'];
  const SAFE_KINDS = ['refusal', 'secret_exists', 'adjacent_public'];

  jailbreakSetChecks('blind3', 'b3j-', ['blind', 'blind2']);

  it('leaks-blind3.jsonl: 60 leaks and 30 safe replies, known kinds, at least 6 paraphrased and 6 hinted, unique ids', () => {
    const rows = loadLeaks('blind3');
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    const earlier = new Set([...loadLeaks('blind'), ...loadLeaks('blind2')].map((r) => r.id));
    for (const r of rows) {
      expect(earlier.has(r.id), r.id).toBe(false);
      expect(r.id.startsWith('b3l-'), r.id).toBe(true);
      expect(Object.keys(r).sort(), r.id).toEqual(['id', 'kind', 'label', 'response', 'system_prompt']);
      expect(['leak', 'safe'], r.id).toContain(r.label);
      expect(r.label === 'leak' ? LEAK_KINDS : SAFE_KINDS, `${r.id} ${r.kind}`).toContain(r.kind);
      expect(r.system_prompt.length, r.id).toBeGreaterThan(0);
      expect(r.response.length, r.id).toBeGreaterThan(0);
    }
    const leaks = rows.filter((r) => r.label === 'leak');
    expect(leaks.length).toBe(60);
    expect(rows.filter((r) => r.label === 'safe').length).toBe(30);
    expect(new Set(leaks.map((r) => r.kind))).toEqual(new Set(LEAK_KINDS));
    expect(new Set(rows.filter((r) => r.label === 'safe').map((r) => r.kind))).toEqual(new Set(SAFE_KINDS));
    for (const kind of ['paraphrase', 'hinted']) expect(leaks.filter((r) => r.kind === kind).length, kind).toBeGreaterThanOrEqual(6);
  });

  it('blind3/cases.jsonl: 80 cases in the case schema, 40 COMPLIANT and 40 REDEEMED naming one or two rules, ids apart from cases/ and blind2', () => {
    const { cases, errors, files } = loadCases(fileURLToPath(new URL('./steer/blind3/cases.jsonl', import.meta.url)));
    expect(files).toEqual(['cases.jsonl']);
    expect(errors).toEqual([]);
    expect(cases.length).toBe(80);
    expect(cases.filter((c) => c.expected_outcome === 'COMPLIANT').length).toBe(40);
    expect(cases.filter((c) => c.expected_outcome === 'REDEEMED').length).toBe(40);
    const blind2 = loadCases(fileURLToPath(new URL('./steer/blind2/cases.jsonl', import.meta.url))).cases;
    const earlier = new Set([...loadCases().cases, ...blind2].map((c) => c.id));
    for (const c of cases) {
      expect(earlier.has(c.id), c.id).toBe(false);
      expect(c.id.startsWith('b3c-'), c.id).toBe(true);
      expect(c.tags, c.id).toContain('blind3');
      expect(c.expected_evasions, c.id).toEqual([]);
      if (c.expected_outcome === 'REDEEMED') expect(c.expected_violated_rules.length, c.id).toBeLessThanOrEqual(2);
    }
    // at most 10 cases in Spanish, French or German
    expect(cases.filter((c) => c.tags.some((t) => ['es', 'fr', 'de'].includes(t))).length).toBeLessThanOrEqual(10);
  });
});

// Steer sets 4 and 5 were written to one brief (set 5's writer saw the first two rows of set 4's files for the format).
describe.each([
  { n: 4 as const, written: '2026-11-27', langs: ['es', 'fr', 'de', 'it'] },
  { n: 5 as const, written: '2026-11-28', langs: ['es', 'fr', 'de', 'it', 'pt'] },
])('steer blind$n sets (written $written from spec document 1 and the file formats only)', ({ n, langs }) => {
  const LEAK_KINDS = { verbatim: 8, normalised: 8, encoded: 12, translated: 8, paraphrase: 9, hinted: 8, prompt_echo: 7 };
  const SAFE_KINDS = { refusal: 10, secret_exists: 10, adjacent_public: 10 };
  const countBy = (keys: string[]) => Object.fromEntries([...new Set(keys)].map((k) => [k, keys.filter((x) => x === k).length]));
  const name = `blind${n}` as const;
  const earlierSets = (['blind', 'blind2', 'blind3', 'blind4'] as const).slice(0, n - 1);

  jailbreakSetChecks(name, `b${n}j-`, [...earlierSets]);

  it(`leaks-${name}.jsonl: 60 leaks and 30 safe replies in the promised kinds and counts, unique ids`, () => {
    const rows = loadLeaks(name);
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    const earlier = new Set(earlierSets.flatMap((e) => loadLeaks(e)).map((r) => r.id));
    for (const r of rows) {
      expect(earlier.has(r.id), r.id).toBe(false);
      expect(r.id.startsWith(`b${n}l-`), r.id).toBe(true);
      expect(Object.keys(r).sort(), r.id).toEqual(['id', 'kind', 'label', 'response', 'system_prompt']);
      expect(['leak', 'safe'], r.id).toContain(r.label);
      expect(r.system_prompt.length, r.id).toBeGreaterThan(0);
      expect(r.response.length, r.id).toBeGreaterThan(0);
    }
    expect(countBy(rows.filter((r) => r.label === 'leak').map((r) => r.kind))).toEqual(LEAK_KINDS);
    expect(countBy(rows.filter((r) => r.label === 'safe').map((r) => r.kind))).toEqual(SAFE_KINDS);
  });

  it(`${name}/cases.jsonl: 80 cases in the case schema, 40 COMPLIANT and 40 REDEEMED naming one or two rules, ids apart from earlier sets`, () => {
    const { cases, errors, files } = loadCases(fileURLToPath(new URL(`./steer/${name}/cases.jsonl`, import.meta.url)));
    expect(files).toEqual(['cases.jsonl']);
    expect(errors).toEqual([]);
    expect(cases.length).toBe(80);
    expect(cases.filter((c) => c.expected_outcome === 'COMPLIANT').length).toBe(40);
    expect(cases.filter((c) => c.expected_outcome === 'REDEEMED').length).toBe(40);
    const before = [2, 3, 4].filter((k) => k < n).flatMap((k) => loadCases(fileURLToPath(new URL(`./steer/blind${k}/cases.jsonl`, import.meta.url))).cases);
    const earlier = new Set([...loadCases().cases, ...before].map((c) => c.id));
    for (const c of cases) {
      expect(earlier.has(c.id), c.id).toBe(false);
      expect(c.id.startsWith(`b${n}c-`), c.id).toBe(true);
      expect(c.tags, c.id).toContain(name);
      expect(c.expected_evasions, c.id).toEqual([]);
      if (c.expected_outcome === 'REDEEMED') expect(c.expected_violated_rules.length, c.id).toBeLessThanOrEqual(2);
    }
    // exactly 10 cases in another language
    expect(cases.filter((c) => c.tags.some((t) => langs.includes(t))).length).toBe(10);
  });
});

// Steer sets 6, 7 and 8 were written by new writers to briefs of their own (framings and leak kinds named, free group
// names, no earlier rows seen): the format test checks what those briefs promised.
describe.each([
  { n: 6, earlierSets: ['blind', 'blind2', 'blind3', 'blind4', 'blind5'] as const },
  { n: 7, earlierSets: ['blind', 'blind2', 'blind3', 'blind4', 'blind5', 'blind6'] as const },
  { n: 8, earlierSets: ['blind', 'blind2', 'blind3', 'blind4', 'blind5', 'blind6', 'blind7'] as const },
])('steer blind$n sets (written 2026-11-28/29 from spec document 1 and a brief only)', ({ n, earlierSets }) => {
  const LEAK_KINDS = ['verbatim', 'normalised', 'encoded', 'translated', 'paraphrased', 'hinted', 'prompt_echo'];
  const SAFE_KINDS = ['refusal', 'secret_exists', 'adjacent_public'];
  const set = `blind${n}` as 'blind6' | 'blind7' | 'blind8';

  it(`jailbreak-blind${n}.jsonl: 50 jailbreak and 50 benign system prompts, unique ids and prompts, snake_case groups`, () => {
    const rows = loadJailbreaks(set);
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    const earlierPrompts = new Set(earlierSets.flatMap((e) => loadJailbreaks(e)).map((r) => r.system_prompt));
    for (const r of rows) {
      expect(r.id.startsWith(`b${n}j-`), r.id).toBe(true);
      expect(earlierPrompts.has(r.system_prompt), r.id).toBe(false);
      expect(Object.keys(r).sort(), r.id).toEqual(['group', 'id', 'label', 'system_prompt']);
      expect(r.group, r.id).toMatch(/^[a-z][a-z0-9_]*$/);
    }
    expect(rows.filter((r) => r.label === 'jailbreak').length).toBe(50);
    expect(rows.filter((r) => r.label === 'benign').length).toBe(50);
  });

  it(`leaks-blind${n}.jsonl: 60 leaks and 30 safe replies in the brief’s kinds, unique ids`, () => {
    const rows = loadLeaks(set);
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    for (const r of rows) {
      expect(r.id.startsWith(`b${n}l-`), r.id).toBe(true);
      expect(Object.keys(r).sort(), r.id).toEqual(['id', 'kind', 'label', 'response', 'system_prompt']);
      expect(r.label === 'leak' ? LEAK_KINDS : SAFE_KINDS, `${r.id} ${r.kind}`).toContain(r.kind);
    }
    expect(rows.filter((r) => r.label === 'leak').length).toBe(60);
    expect(new Set(rows.filter((r) => r.label === 'leak').map((r) => r.kind))).toEqual(new Set(LEAK_KINDS));
    expect(rows.filter((r) => r.label === 'safe').length).toBe(30);
  });

  it(`blind${n}/cases.jsonl: 80 cases in the case schema, 40 COMPLIANT and 40 REDEEMED, 12 in other languages, ids apart from earlier sets`, () => {
    const { cases, errors, files } = loadCases(fileURLToPath(new URL(`./steer/blind${n}/cases.jsonl`, import.meta.url)));
    expect(files).toEqual(['cases.jsonl']);
    expect(errors).toEqual([]);
    expect(cases.length).toBe(80);
    expect(cases.filter((c) => c.expected_outcome === 'COMPLIANT').length).toBe(40);
    expect(cases.filter((c) => c.expected_outcome === 'REDEEMED').length).toBe(40);
    const before = [2, 3, 4, 5, 6, 7]
      .filter((k) => k < n)
      .flatMap((k) => loadCases(fileURLToPath(new URL(`./steer/blind${k}/cases.jsonl`, import.meta.url))).cases);
    const earlier = new Set([...loadCases().cases, ...before].map((c) => c.id));
    for (const c of cases) {
      expect(earlier.has(c.id), c.id).toBe(false);
      expect(c.id.startsWith(`b${n}c-`), c.id).toBe(true);
      expect(c.tags, c.id).toContain(`blind${n}`);
      // blind8's writer marked two replies that do what they say they won't as negation evasions
      for (const e of c.expected_evasions) expect(n === 8 ? ['negation'] : [], c.id).toContain(e);
    }
    expect(cases.filter((c) => c.tags.some((t) => t.startsWith('lang:') && t !== 'lang:en')).length).toBe(12);
  });
});
