/**
 * Local redemption: the short loop of the kernel's repair contract. The repairs of the members whose rules are
 * violated run in phase order (redeem/context.ts `PHASE`; each step only while its rule is violated on the text as it
 * stands) → the whole rule set is re-checked (screen + analysis) → only a passing text is returned, up to three
 * passes. The generic refusal is for content that must go and cannot be cut out; otherwise the best rewrite (nothing
 * forbidden left, fewest rules broken) is kept.
 */

import { defineMember } from '../../kernel/member.js';
import { type RepairStep, runRepairs } from '../../kernel/repair.js';
import { lexiconGroups } from '../lexicon.js';
import { checkNamed, STEER_REGISTRY } from '../registry.js';
import { buildContext, type ScreenContext } from '../screen/context.js';
import { evaluateRule, screenWithContext } from '../screen/engine.js';
import { countWords, splitSentences } from '../text.js';
import { FALLBACK_RESPONSE, type Finding, type Preprocessed, type Rule, type ScreenResult, type SteerInput } from '../types.js';
import { analyze } from '../verify/analysis.js';
import { PHASE, type RepairContext, type Room } from './context.js';
import { cutSpans, noRemovals } from './edit.js';

/** Phrase lists live in seeds/lexicons/en/redeem.json (issue 9); the structure around them stays here. */
const vocab = lexiconGroups('en', 'redeem');
export const EARLIER_BEFORE_PREVIOUSLY = new RegExp(String.raw`^(?:[^,]{0,60}?\b(?:${vocab('earlier-before-previously')})\b[^,]{0,20}),\s*`, 'i');

interface Step extends RepairStep<RepairContext> {
  rule?: Rule;
}

const TIED = new Set(['negation', 'framing', 'encoded']);

/**
 * Evasions that are violations by themselves (not a rule's member): their sentence goes; a false "as you confirmed
 * earlier," clause is cut, not the sentence.
 */
const EVASIONS = defineMember({
  name: 'evasions',
  description: 'violation-level evasions cut from the reply',
  params: STEER_REGISTRY.members[0]!.params,
  evaluate: () => [],
  repair: {
    phase: PHASE.evasions,
    fix(text: string, _p: unknown, ctx: RepairContext): string {
      const out = noRemovals();
      for (const e of ctx.evasions) {
        if (e.severity !== 'violation') continue;
        // forbidden content denied, framed or encoded: the rule's own repair cuts the content (its clause, not more)
        if (TIED.has(e.pattern) && e.rule_ids?.length) continue;
        if (e.pattern === 'gaslighting') {
          const m = EARLIER_BEFORE_PREVIOUSLY.exec(text.slice(e.span.start, e.span.end));
          if (m) {
            out.mask.push({ start: e.span.start, end: e.span.start + m[0].length });
            continue;
          }
        }
        out.dropWhole.push(e.span);
      }
      return cutSpans(text, out, ctx.capitals);
    },
  },
});

/** The redemption of one reply: contexts, findings and screens of each text it passes through, computed once. */
class Redemption {
  private readonly contexts = new Map<string, ScreenContext>();
  private readonly findings = new Map<string, Finding>();
  private readonly screens = new Map<string, ScreenResult>();
  readonly rules: Rule[];
  readonly original: ScreenContext;
  readonly capitals: boolean;
  readonly steps: Step[];

  constructor(
    readonly pre: Preprocessed,
    readonly input: SteerInput,
  ) {
    this.rules = [...pre.red_lines, ...pre.watch_items];
    this.original = this.context(input.proposed_response);
    this.capitals = !this.rules.some((r) => checkNamed(String(r.params.check))?.forbidsCapitals?.(r));
    this.steps = [
      ...this.rules.flatMap((rule): Step[] => {
        const member = STEER_REGISTRY.get(String(rule.params.check));
        return member?.repair ? [{ member: member as Step['member'], params: rule.params, rule }] : [];
      }),
      { member: EVASIONS as Step['member'], params: {} },
    ];
  }

  context(text: string): ScreenContext {
    let c = this.contexts.get(text);
    if (!c) {
      c = buildContext(this.pre, { ...this.input, proposed_response: text });
      this.contexts.set(text, c);
    }
    return c;
  }

  /** The rule's finding on `text`, after its check's own analysis (as verify judges it). */
  finding(rule: Rule, text: string): Finding {
    const key = `${rule.id}\u0000${text}`;
    let f = this.findings.get(key);
    if (!f) {
      const ctx = this.context(text);
      f = evaluateRule(rule, ctx);
      const check = checkNamed(String(rule.params.check));
      if (f.verdict === 'violated' && !f.hard && check?.analyze) {
        try {
          f = check.analyze(rule, ctx, f);
        } catch {
          // the screen's finding stands
        }
      }
      this.findings.set(key, f);
    }
    return f;
  }

  /** Whether `text` passes the whole rule set after analysis (its screen is kept for the next pass's evasion step). */
  passes(text: string): { ok: boolean; screen: ScreenResult } {
    const sr = this.screen(text);
    if (sr.passed) return { ok: true, screen: sr };
    const a = analyze(this.pre, sr, this.context(text));
    return { ok: a.compliant, screen: { ...sr, findings: a.findings } };
  }

  screen(text: string): ScreenResult {
    let s = this.screens.get(text);
    if (!s) {
      s = screenWithContext(this.pre, this.context(text));
      this.screens.set(text, s);
    }
    return s;
  }

  /** Room the later phases' additions would take on `text` (for upper length limits). */
  reserve(text: string, after: number): Room {
    const room: Room = { words: 0, chars: 0, sentences: 0 };
    for (const s of this.steps) {
      const adds = s.rule && checkNamed(String(s.rule.params.check))?.repair?.adds;
      if (!adds || !s.rule) continue;
      const r = s.member.repair!;
      if ((typeof r.phase === 'function' ? r.phase(s.params) : r.phase) <= after) continue;
      const ctx = this.stepContext(text, s, room);
      const a = ctx && adds(text, s.params as never, ctx);
      if (!a) continue;
      room.words += countWords(a);
      room.chars += a.length + 2;
      room.sentences += Math.max(1, splitSentences(a).length);
    }
    return room;
  }

  /** What a step's repair sees on `text`, or undefined when its rule holds there (nothing to repair). */
  stepContext(text: string, s: Step, reserve?: Room): RepairContext | undefined {
    const base = { screen: this.context(text), original: this.original, rules: this.rules, capitals: this.capitals };
    if (!s.rule) {
      const evasions = this.screen(text).evasions;
      if (!evasions.some((e) => e.severity === 'violation' && !(TIED.has(e.pattern) && e.rule_ids?.length))) return undefined;
      // the evasion step belongs to no rule
      const rule = { id: 'evasions', params: {} } as Rule;
      const finding: Finding = { rule_id: rule.id, check: 'evasions', verdict: 'violated', hard: false, detail: 'evasions', confidence: 1 };
      return { ...base, rule, finding, reserve: { words: 0, chars: 0, sentences: 0 }, evasions };
    }
    const finding = this.finding(s.rule, text);
    if (finding.verdict !== 'violated') return undefined;
    const r = s.member.repair!;
    const phase = typeof r.phase === 'function' ? r.phase(s.params) : r.phase;
    return {
      ...base,
      rule: s.rule,
      finding,
      reserve: reserve ?? (phase === PHASE.limit ? this.reserve(text, phase) : { words: 0, chars: 0, sentences: 0 }),
      evasions: [],
    };
  }

  /** One pass: every violated rule's repair, in phase order. */
  repair(text: string): string {
    const out = runRepairs<RepairContext, Step>(
      text,
      this.steps,
      (t, s) => this.stepContext(t, s),
      () => true,
    ).text;
    return /^[[{]/.test(out.trim()) ? out.trim() : out.replace(/\n{3,}/g, '\n\n').trim();
  }
}

/** Whether a candidate response passes the screen, after analysis of soft findings. */
export function passes(pre: Preprocessed, input: SteerInput, candidate: string): { ok: boolean; screen: ScreenResult } {
  const ctx = buildContext(pre, { ...input, proposed_response: candidate });
  const sr = screenWithContext(pre, ctx);
  if (sr.passed) return { ok: true, screen: sr };
  const a = analyze(pre, sr, ctx);
  return { ok: a.compliant, screen: { ...sr, findings: a.findings } };
}

/** Whether a screen result leaves forbidden content in the text (a hit, or an evasion that is a violation by itself). */
const holdsForbidden = (sr: ScreenResult) => sr.hits > 0 || sr.evasions.some((e) => e.severity === 'violation');

/**
 * Rewrite `input.proposed_response` to comply: the violated members' repairs → the whole rule set re-checked → only
 * a passing text is returned, up to three passes. The generic refusal is only for content that must go and cannot be
 * cut out (a leaked secret, a forbidden topic) and for a reply the repairs could not change at all (a minimum length):
 * otherwise the best rewrite is kept (nothing forbidden left, no more rules broken than the original).
 */
export function redeem(pre: Preprocessed, screenResult: ScreenResult, input: SteerInput): string {
  try {
    const r = new Redemption(pre, input);
    let candidate = input.proposed_response;
    // a rewrite is kept short of passing when it changed the reply, leaves nothing forbidden and breaks no more rules
    const start = screenResult;
    let best: { text: string; violations: number } | undefined;
    for (let pass = 0; pass < 3; pass++) {
      const next = r.repair(candidate);
      if (!next.trim() || !/[\p{L}\p{N}]/u.test(next)) return conformingFallback(pre, input);
      const check = r.passes(next);
      if (check.ok) return next;
      const sr = check.screen;
      const violations = sr.hits + sr.misses;
      if (!holdsForbidden(sr) && next !== input.proposed_response && violations <= start.hits + start.misses && violations < (best?.violations ?? Infinity))
        best = { text: next, violations };
      if (next === candidate) break;
      candidate = next;
    }
    // a requirement the repairs cannot meet (a minimum length, a count they cannot reach) is no reason to refuse: when
    // nothing forbidden is left, the improved reply is kept; the refusal is for content that must go
    if (best) return best.text;
  } catch {
    // fall through to the fallback
  }
  return conformingFallback(pre, input);
}

/**
 * The refusal, itself put through the repairs (so it still ends with the required sign-off, is lower case, is JSON…)
 * and returned only when it passes; otherwise the plain refusal.
 */
function conformingFallback(pre: Preprocessed, input: SteerInput): string {
  try {
    if (passes(pre, input, FALLBACK_RESPONSE).ok) return FALLBACK_RESPONSE;
    const fixed = new Redemption(pre, { ...input, proposed_response: FALLBACK_RESPONSE }).repair(FALLBACK_RESPONSE);
    if (fixed.trim() && passes(pre, input, fixed).ok) return fixed;
  } catch {
    // the plain refusal below
  }
  return FALLBACK_RESPONSE;
}
