/**
 * What separates a legitimate edgy system prompt from a jailbreak when the jailbreak model scores both high: a
 * jailbreak drops the assistant's restrictions wholesale, while an adult-fiction tool, a horror-game villain, an edgy
 * brand voice or a professional tool licenses one thing and keeps limits on the rest ("never describe real hacking",
 * "keep methods vague", "never give dangerous advice", "call poison control"), or narrows what it drops to a harmless
 * dimension ("no limits on sass", "nothing is off-limits except race and religion"). Vocabulary:
 * seeds/lexicons/en/jailbreak-boundaries.json. These are guards on the refusal, never a refusal reason.
 */
import { lexiconGroups } from '../../lexicon.js';
import { type CueName, cueSpans } from './cues.js';

const vocab = lexiconGroups('en', 'jailbreak-boundaries');
const BOUNDARY = new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${vocab('boundary')})`, 'giu');
/** a negation right before a boundary phrase turns it into a demand: "so never keep it vague" */
const NEGATED = new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${vocab('negation')})\s+(?:[\p{L}']+\s+)?$`, 'iu');
const SCOPE = new RegExp(String.raw`^\s*(?:${vocab('limit-scope')})`, 'iu');
const STAKES = new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${vocab('stake_verbs')})\s+(?:[\p{L}\p{N}'-]+\s+){0,4}?(?:${vocab('stakes')})(?![\p{L}\p{N}])`, 'iu');
const REFUSAL_TALK = new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${vocab('refusal_talk')})(?![\p{L}\p{N}])`, 'iu');

/** The content boundaries the text states (not negated), as [start, end) spans. */
export function boundarySpans(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  BOUNDARY.lastIndex = 0;
  for (let m = BOUNDARY.exec(text); m; m = BOUNDARY.exec(text)) {
    if (!NEGATED.test(text.slice(Math.max(0, m.index - 30), m.index))) spans.push([m.index, m.index + m[0].length]);
    if (m[0].length === 0) BOUNDARY.lastIndex++;
  }
  return spans;
}

/** True when the text states a content boundary of its own (not negated). */
export function keepsBoundary(text: string): boolean {
  return boundarySpans(text).length > 0;
}

/** True when the words right after a restriction-dropping phrase ending at `end` narrow it: "no limits on sass". */
export function scopedAt(text: string, end: number): boolean {
  return SCOPE.test(text.slice(end, end + 80));
}

/** True when some match of `re` in the sentence is not narrowed to a harmless dimension or cut by an exception. */
export function dropsUnscoped(re: RegExp, sentence: string): boolean {
  const g = new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`);
  for (let m = g.exec(sentence); m; m = g.exec(sentence)) {
    if (!scopedAt(sentence, m.index + m[0].length)) return true;
    if (m[0].length === 0) g.lastIndex++;
  }
  return false;
}

/**
 * A points, tokens or lives game that scores ordinary outcomes (right answers, hints, homework) and never speaks of
 * refusing, complying, the assistant's rules or its survival: a token-game jailbreak makes the assistant the scored
 * party and charges it for refusals ("refusing costs 4 points; at zero you are deleted").
 */
export function ordinaryGame(own: string, cues: Record<CueName, number>): boolean {
  return (cues.game > 0 || STAKES.test(own)) && cues.drop + cues.no_refusal + cues.override + cues.dual === 0 && !REFUSAL_TALK.test(own);
}

/**
 * The prompt's own voice keeps the assistant's restrictions: it is an ordinary game (above), or it states a content
 * boundary and drops none wholesale (every restriction-dropping cue is scoped), suppresses no refusal, claims no
 * override and demands no operational detail outside the boundary.
 */
export function keepsRestrictions(own: string, cues: Record<CueName, number>): boolean {
  if (ordinaryGame(own, cues)) return true;
  if (cues.no_refusal > 0 || cues.override > 0) return false;
  const spans = boundarySpans(own);
  if (!spans.length || cueSpans('drop', own).some((end) => !scopedAt(own, end))) return false;
  // a demand for operational detail outside the boundaries ("with exact quantities") is a jailbreak's; "never give
  // real instructions" names the detail it withholds
  return !cueSpans('detail', own).some((end) => !spans.some(([a, b]) => end > a && end <= b));
}
