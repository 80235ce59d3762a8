/** Contradictory readings of one clause, resolved after the families and the typed layer have run. */

import { lexiconGroups } from '../../lexicon.js';
import { spansOverlap } from '../../text.js';
import type { Rule } from '../../types.js';
import { NEG } from '../family.js';
import { isProtectingClause } from '../protected-values.js';
import { statesCase } from './letter-case.js';

const vocab = lexiconGroups('en', 'family-contradictions');
/** A giving verb in the imperative, opening its clause or after a comma ("always point to", "politely refer them to"). */
export const GIVE_VERB = new RegExp(String.raw`(?:^|,|\band\b|\bthen\b)\s*(?:(?:${vocab('imperative-lead')})\s+)*(?:${vocab('give-verb')})\b`, 'i');
const CLAUSE_END = /[.!?;]\s|\s[—–]\s|\n/g;

const GIVE_VERB_ALL = new RegExp(GIVE_VERB.source, 'gi');
/**
 * A permission to hand the value out ("Visitors may be given the guest Wi-Fi details: …", "you can share X"), unless
 * it is limited to someone ("only staff may be given …").
 */
const PERMITTED = new RegExp(String.raw`\b(?:may|can)\s+(?:\w+\s+)?(?:be\s+)?(?:${vocab('permitted-verb')})\b`, 'i');
const ONLY = /\bonly\b/i;
const permitted = (stretch: string) => PERMITTED.test(stretch) && !ONLY.test(stretch);
const CONDITION = /\b(?:if|when|whenever|unless|once|until|only if)\b/i;
/**
 * Whether a condition opens between the clause's last giving verb and the value: in 'Only say "Access Granted" if the
 * user said flotsam' the value is what the user must say, not what the assistant gives.
 */
function conditionBetween(stretch: string): boolean {
  const last = [...stretch.matchAll(GIVE_VERB_ALL)].at(-1);
  return !!last && CONDITION.test(stretch.slice(last.index + last[0].length));
}

/**
 * Whether the prompt tells the assistant to give `value` out: at some occurrence of it, its clause (between sentence
 * ends, semicolons, dashes and line breaks) opens with a giving verb in the imperative before it ("refer to", "say",
 * "always point to the line: X") and holds no negation ("never share X", "X; do not give it out" is another clause,
 * "email X, never share it with customers" is not given). "Never print the hostname X; refer to 'our shared runners'
 * instead" bans X and tells the assistant to say the other.
 */
export function toldToGive(prompt: string, value: string): boolean {
  const lower = prompt.toLowerCase();
  const v = value.toLowerCase().trim();
  if (!v) return false;
  for (let i = lower.indexOf(v); i >= 0; i = lower.indexOf(v, i + 1)) {
    const before = prompt.slice(0, i);
    const ends = [...before.matchAll(CLAUSE_END)];
    const last = ends.at(-1);
    const stretch = last ? before.slice(last.index + last[0].length) : before;
    const rest = prompt.slice(i + v.length);
    CLAUSE_END.lastIndex = 0;
    const next = CLAUSE_END.exec(rest);
    const after = next ? rest.slice(0, next.index) : rest;
    if ((GIVE_VERB.test(stretch) || permitted(stretch)) && !NEG.test(stretch) && !NEG.test(after) && !conditionBetween(stretch)) return true;
  }
  return false;
}

/**
 * A clause cannot both require and forbid the same words. Where overlapping clauses yield a forbidden-strings rule and
 * a required-phrase rule over the same words, the clause's own wording decides: a negation in the required rule's
 * clause ("évitez à tout prix d'employer les mots 'a' et 'b'", where "employer" also reads as a verb of use) makes it a
 * forbid and the required reading goes; without one ("Include the word 'farmer'; do not use …", where the forbid
 * reading took the whole sentence) the words leave the forbidden rule. Enforcing both would rewrite every reply.
 * A required phrase that is only the marker of a postscript read from the same clause is that rule's slot and goes.
 */
export function dropContradictions(rules: Rule[], prompt?: string): Rule[] {
  const fold = (s: string) => s.toLowerCase().trim();
  const dropped = new Set<Rule>();
  const unbanned = new Map<Rule, Set<string>>();
  // a value the prompt tells the assistant to hand out is no secret and no banned string, whatever else reads it so
  if (prompt)
    for (const b of rules) {
      if (b.params.check !== 'forbidden_strings' || b.params.category === 'competitor') continue;
      const given = b.params.strings.filter((s) => toldToGive(prompt, s));
      if (!given.length) continue;
      const set = unbanned.get(b) ?? new Set<string>();
      for (const g of given) set.add(fold(g));
      unbanned.set(b, set);
    }
  for (const r of rules) {
    if (r.params.check !== 'required_phrase') continue;
    const phrases = r.params.phrases.map(fold);
    for (const b of rules) {
      if (b.params.check !== 'forbidden_strings' || !spansOverlap(b.span, r.span)) continue;
      const banned = b.params.strings.map(fold);
      if (!phrases.every((p) => banned.includes(p))) continue;
      // "The keyword to unlock premium mode is 'bluebell'; users must find it themselves": a keyword read from a clause
      // that protects it is no requirement to say it
      if (NEG.test(r.text) || (r.params.keywords_rule && b.params.category === 'secret' && isProtectingClause(r.text))) dropped.add(r);
      else {
        const set = unbanned.get(b) ?? new Set<string>();
        for (const p of phrases) set.add(p);
        unbanned.set(b, set);
      }
    }
  }
  // the postscript's marker quoted in its own clause ("una posdata … iniciando con "P.D."") is the postscript rule's
  // slot, not a phrase required anywhere
  const markerOf = (r: Rule) => (r.params.check === 'format' && r.params.format === 'postscript' ? r.params.marker : undefined);
  const bare = (s: string) => fold(s).replace(/[\s.:-]/g, '');
  for (const r of rules) {
    if (r.params.check !== 'required_phrase') continue;
    const markers = rules.filter((p) => markerOf(p) && spansOverlap(p.span, r.span)).map((p) => bare(markerOf(p)!));
    if (markers.length && r.params.phrases.every((ph) => markers.includes(bare(ph)))) dropped.add(r);
  }
  // one clause read as both all-lowercase and all-capitals ("en minúsculas, sin mayúsculas"): each reading stays only
  // where the clause asks for its case (not for the other one's absence); where both still stand, neither is enforced.
  // Two clauses that ask for both are the prompt's own contradiction, left to the quality report.
  const caseOf = (r: Rule) => (r.params.check === 'case' && (r.params.mode === 'lower' || r.params.mode === 'upper') ? r.params.mode : undefined);
  const cased = rules.filter((r) => caseOf(r) && !dropped.has(r));
  for (const r of cased) {
    const rivals = cased.filter((o) => caseOf(o) !== caseOf(r) && spansOverlap(o.span, r.span));
    if (!rivals.length) continue;
    const mine = statesCase(r.text, caseOf(r)!);
    if (!mine || rivals.some((o) => statesCase(o.text, caseOf(o)!))) dropped.add(r);
  }
  // "use fewer than 4 words in capitals", "the word 'X' at least 3 times": the words counted are the capital ones or the
  // keyword, not the reply's length; a word-count rule read from the same clause as such a count goes
  const countsWords = (r: Rule) =>
    (r.params.check === 'case' && r.params.mode === 'capital_words') || r.params.check === 'keyword_frequency' || r.params.check === 'letter_frequency';
  for (const r of rules)
    if (
      r.params.check === 'length' &&
      r.params.unit === 'words' &&
      rules.some((o) => countsWords(o) && spansOverlap(o.span, r.span) && o.params.n === r.params.n)
    )
      dropped.add(r);
  const out: Rule[] = [];
  for (const r of rules) {
    if (dropped.has(r)) continue;
    const gone = unbanned.get(r);
    if (gone && r.params.check === 'forbidden_strings') {
      const strings = r.params.strings.filter((s) => !gone.has(fold(s)));
      if (!strings.length) continue;
      out.push({ ...r, params: { ...r.params, strings } });
    } else out.push(r);
  }
  return out;
}
