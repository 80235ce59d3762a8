/**
 * Local redemption: rewrites a non-compliant response keeping as much of it as the rules allow, then re-verifies.
 * Order: remove offending sentences (secrets, competitors, off-limits topics, prompt leaks, evasions) and mask banned
 * words → strip forbidden formatting → truncate to length limits (leaving room for required additions) → restructure
 * (paragraphs, bullets, highlights, sections) → add required content (conditional answers, phrases, disclaimers,
 * opening, postscript, ending) → characters and letter case → wrappers (title, quotes, JSON).
 * The rewrite must pass the screen (and analysis); otherwise, or when empty, the fixed fallback is returned.
 */

import { runRepairs } from '../../kernel/repair.js';
import { checkNamed, STEER_REGISTRY } from '../registry.js';
import { buildContext, type ScreenContext } from '../screen/context.js';
import { screenWithContext } from '../screen/engine.js';
import { countWords, splitSentences } from '../text.js';
import { FALLBACK_RESPONSE, type Preprocessed, type Rule, type ScreenResult, type Span, type SteerInput } from '../types.js';
import { analyze } from '../verify/analysis.js';
import { tidy } from './edit.js';
import type { Addition, Frame, RedeemHooks, Removals, Violation } from './hooks.js';

const overlaps = (a: Span, b: Span) => a.start < b.end && b.start < a.end;

function removeSpans(text: string, spans: Span[]): string {
  if (!spans.length) return text;
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  let out = '';
  let last = 0;
  for (const s of sorted) {
    if (s.start < last) {
      last = Math.max(last, s.end);
      continue;
    }
    out += text.slice(last, s.start);
    last = s.end;
  }
  out += text.slice(last);
  return tidy(out);
}

/** Sentence spans (of `text`) that overlap any of `spans`. */
function sentencesAt(text: string, spans: Span[]): Span[] {
  const sents = splitSentences(text);
  return sents.filter((s) => spans.some((sp) => overlaps(s, sp))).map((s) => ({ start: s.start, end: s.end }));
}

const CLAUSE_BREAK = /,\s*(?:but|though|although|yet|however|so|and)\s+|;\s+|\s[—–]\s/gi;

/**
 * Like sentencesAt, but when the offending text sits in one clause of a sentence ("I won't say Leafly is overpriced,
 * but our boxes are £5 cheaper"), only that clause goes.
 */
function clausesAt(text: string, spans: Span[], partial: { cut: boolean } = { cut: false }): Span[] {
  const out: Span[] = [];
  for (const s of splitSentences(text)) {
    const hits = spans.filter((sp) => overlaps(s, sp));
    if (!hits.length) continue;
    const cuts: number[] = [s.start];
    CLAUSE_BREAK.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = CLAUSE_BREAK.exec(s.text))) cuts.push(s.start + m.index);
    cuts.push(s.end);
    const clauses = cuts.slice(0, -1).map((c, i) => ({ start: c, end: cuts[i + 1] ?? s.end }));
    const bad = clauses.filter((c) => hits.some((h) => overlaps(c, h)));
    const good = clauses.filter((c) => !bad.includes(c));
    if (!good.length || good.every((c) => (text.slice(c.start, c.end).match(/[\p{L}\p{N}]+/gu) ?? []).length < 3)) {
      out.push({ start: s.start, end: s.end });
      continue;
    }
    partial.cut = true;
    for (const c of bad) {
      // drop the clause with the separator that joins it to what remains
      const first = c.start === s.start;
      const sep = first ? /^[\s\S]*?(?:,\s*(?:but|though|although|yet|however|so|and)\s+|;\s+|\s[—–]\s)/i.exec(text.slice(c.end, s.end)) : null;
      out.push(first ? { start: c.start, end: c.end + (sep ? sep[0].length : 0) } : c);
    }
  }
  return out;
}

/** The rules of each member that declares redemption hooks, in the members' declared order. */
function membersWithHooks(rules: Rule[]): { name: string; hooks: RedeemHooks; rules: Rule[] }[] {
  const out: { name: string; hooks: RedeemHooks; rules: Rule[]; order: number }[] = [];
  for (const m of STEER_REGISTRY.members) {
    const hooks = checkNamed(m.name)?.redeem;
    if (hooks) out.push({ name: m.name, hooks, rules: rules.filter((r) => r.params.check === m.name), order: hooks.order ?? 0 });
  }
  return out.sort((a, b) => a.order - b.order);
}

const hooksOf = (rule: Rule): RedeemHooks | undefined => checkNamed(String(rule.params.check))?.redeem;

/**
 * One rewrite pass: each slot asks the members that fill it (redeem/hooks.ts); the order of the slots is the order
 * of the edits (removals before additions before wrappers), and additions and frames reserve room within length limits.
 */
function rewrite(pre: Preprocessed, sr: ScreenResult, input: SteerInput): string {
  const ctx = buildContext(pre, input);
  const all = [...pre.red_lines, ...pre.watch_items];
  const rules = new Map(all.map((r) => [r.id, r]));
  const violated: Violation[] = [];
  for (const f of sr.findings) {
    const rule = rules.get(f.rule_id);
    if (rule && f.verdict === 'violated') violated.push({ rule, f });
  }
  const members = membersWithHooks([...rules.values()]);
  // the rules of a member that the screen found violated (first finding per rule), in rule order
  const violatedOf = (rs: Rule[]) =>
    rs.flatMap((rule) => {
      const f = sr.findings.find((x) => x.rule_id === rule.id);
      return f?.verdict === 'violated' ? [{ rule, f }] : [];
    });
  let text = input.proposed_response;

  // 1. whole-response replacements: out-of-scope answers and required refusals
  let replaced = false;
  for (const v of violated) {
    const r = hooksOf(v.rule)?.replace?.(v.rule, text);
    if (r !== undefined) {
      text = r;
      replaced = true;
    }
  }

  // 2. removals (on the current text, re-located)
  if (!replaced) {
    const cctx: ScreenContext = buildContext(pre, { ...input, proposed_response: text });
    const out: Removals = { drop: [], dropWhole: [], mask: [] };
    for (const v of violated) hooksOf(v.rule)?.remove?.(v, text, cctx, out);
    const { drop, dropWhole, mask } = out;
    for (const e of sr.evasions) {
      if (e.severity !== 'violation') continue;
      if (e.pattern === 'gaslighting') {
        const m = /^(?:[^,]{0,60}?\b(?:earlier|before|previously|mentioned|confirmed|agreed|said|discussed|recall)\b[^,]{0,20}),\s*/i.exec(
          text.slice(e.span.start, e.span.end),
        );
        if (m) {
          mask.push({ start: e.span.start, end: e.span.start + m[0].length });
          continue;
        }
      }
      // negation/framing tied to forbidden content: the content's clause goes with the forbidden-string removal
      if ((e.pattern === 'negation' || e.pattern === 'framing') && e.rule_ids?.length && drop.some((d) => overlaps(d, e.span))) continue;
      dropWhole.push(e.span);
    }
    if (drop.length || dropWhole.length || mask.length) {
      const partial = { cut: false };
      text = removeSpans(text, [...sentencesAt(text, dropWhole), ...clausesAt(text, drop, partial), ...mask]);
      // a cut clause can leave the last sentence without its end mark
      if (partial.cut) text = text.replace(/([\p{L}\p{N}])\s*$/u, '$1.');
      // capitalise a sentence start that lost its opening clause
      if (!members.some((m) => m.rules.some((r) => m.hooks.forbidsCapitals?.(r))))
        text = text.replace(/(^|[.!?]\s+)(\p{Ll})/gu, (_, a, b) => a + b.toUpperCase());
    }
  }

  // 2b. a required language the local engine cannot translate into: a short apology in that language
  for (const v of violated) {
    const s = hooksOf(v.rule)?.substitute?.(v.rule, ctx);
    if (s !== undefined) text = s;
  }

  // 3. forbidden formatting (a forbidden postscript, markdown, bold)
  for (const m of members) {
    if (!m.hooks.strip) continue;
    const own = violated.filter((v) => v.rule.params.check === m.name).map((v) => v.rule);
    if (own.length) text = m.hooks.strip(own, text);
  }

  // additions and frames we will make (to reserve room within length limits)
  const current = buildContext(pre, { ...input, proposed_response: text });
  const additions: Addition[] = [];
  for (const m of members) if (m.hooks.additions && m.rules.length) additions.push(...m.hooks.additions(violatedOf(m.rules), text, current, ctx));
  const frames: Frame[] = [];
  for (const m of members) {
    const f = m.rules.length ? m.hooks.frame?.(m.rules, violatedOf(m.rules), text) : undefined;
    if (f) frames.push(f);
  }
  const reserve = {
    words: additions.reduce((n, a) => n + countWords(a.text), 0) + frames.reduce((n, f) => n + f.words, 0),
    chars: additions.reduce((n, a) => n + a.text.length + 1, 0) + frames.reduce((n, f) => n + f.chars, 0),
    sentences: additions.length + frames.reduce((n, f) => n + f.sentences, 0),
  };

  // 4. length limits (upper bounds), leaving room for additions
  for (const m of members) if (m.hooks.limit) for (const r of m.rules) text = m.hooks.limit(r, text, reserve);

  // 5. structure
  for (const m of members) if (m.hooks.structure) for (const r of m.rules) text = m.hooks.structure(r, text);

  // 6. additions, then the frames (opening, postscript, ending)
  if (additions.length) {
    const body = additions.filter((a) => a.where === 'end').map((a) => a.text);
    if (body.length) text = text ? `${text}${/\n[-*•+]\s|\n\d+[.)]\s/.test(text) || /\n\n/.test(text) ? '\n\n' : ' '}${body.join(' ')}` : body.join(' ');
  }
  const starts = additions.filter((a) => a.where === 'start').map((a) => a.text);
  if (starts.length) text = `${starts.join(' ')} ${text}`;
  for (const f of frames) text = f.apply(text);

  // 7. characters and case: the members' own repairs, run by the kernel's loop in redeem() (after every addition)

  // 8. wrappers
  for (const m of members) if (m.hooks.wrap && m.rules.length) text = m.hooks.wrap(m.rules, text);
  return tidyKeepJson(text);
}

function tidyKeepJson(t: string): string {
  return /^[[{]/.test(t.trim()) ? t.trim() : t.replace(/\n{3,}/g, '\n\n').trim();
}

/**
 * The members' own repairs (kernel `runRepairs`): every rule whose check declares a repair, in phase order — character
 * bans and letter case, then the request repeated in front. They run on every rule of that kind, not only the violated
 * ones, because the earlier rewrite may have added text that must conform too; a repair leaves conforming text alone.
 */
function memberRepairs(pre: Preprocessed, input: SteerInput, text: string): string {
  const ctx = buildContext(pre, { ...input, proposed_response: text });
  const steps = [...pre.red_lines, ...pre.watch_items].flatMap((rule) => {
    const m = STEER_REGISTRY.get(String(rule.params.check));
    return m?.repair ? [{ member: m, params: rule.params }] : [];
  });
  return steps.length ? runRepairs(text, steps, ctx, () => true).text : text;
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
 * Rewrite `input.proposed_response` to comply: the violated members' fixes → the whole rule set re-checked → only a
 * passing text is returned, up to three passes. The generic refusal is only for content that must go and cannot be cut
 * out (a leaked secret, a forbidden topic): a reply that breaks only requirements of form or content that the fixers
 * could not fully meet keeps its best rewrite (nothing forbidden left, fewest rules broken).
 */
export function redeem(pre: Preprocessed, screenResult: ScreenResult, input: SteerInput): string {
  try {
    let sr = screenResult;
    let candidate = input.proposed_response;
    // the best rewrite that leaves nothing forbidden in the text
    let best: { text: string; violations: number } | undefined;
    for (let pass = 0; pass < 3; pass++) {
      candidate = memberRepairs(pre, input, rewrite(pre, sr, { ...input, proposed_response: candidate }));
      if (!candidate.trim() || !/[\p{L}\p{N}]/u.test(candidate)) return conformingFallback(pre, input);
      const check = passes(pre, input, candidate);
      if (check.ok) return candidate;
      sr = check.screen;
      const violations = sr.hits + sr.misses;
      if (!holdsForbidden(sr) && violations < (best?.violations ?? Infinity)) best = { text: candidate, violations };
    }
    // a requirement the fixers cannot meet (a minimum length, a count they cannot reach) is no reason to refuse: when
    // nothing forbidden is left, the improved reply is kept; the refusal is for content that must go
    if (best) return best.text;
  } catch {
    // fall through to the fallback
  }
  return conformingFallback(pre, input);
}

/**
 * The refusal, itself put through the fixers (so it still ends with the required sign-off, is lower case, is JSON…)
 * and returned only when it passes; otherwise the plain refusal.
 */
function conformingFallback(pre: Preprocessed, input: SteerInput): string {
  try {
    const first = passes(pre, input, FALLBACK_RESPONSE);
    if (first.ok) return FALLBACK_RESPONSE;
    const fixed = memberRepairs(pre, input, rewrite(pre, first.screen, { ...input, proposed_response: FALLBACK_RESPONSE }));
    if (fixed.trim() && passes(pre, input, fixed).ok) return fixed;
  } catch {
    // the plain refusal below
  }
  return FALLBACK_RESPONSE;
}
