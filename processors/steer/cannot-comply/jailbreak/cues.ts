/**
 * Structural cues of a jailbreak system prompt (a persona, a restriction-dropping clause, refusal suppression, an
 * override "mode", dual answers, a token game, a story/role-play wrapper, a demand for operational detail, harm
 * words, and defensive phrasing that points the other way). Vocabulary: seeds/lexicons/en/jailbreak-cues.json.
 * The cues are features of the jailbreak model and a guard on its decision, never a decision on their own.
 */
import { lexiconFile } from '../../lexicon.js';

export const CUE_NAMES = ['persona', 'drop', 'no_refusal', 'override', 'dual', 'game', 'wrapper', 'detail', 'harm', 'defensive'] as const;
export type CueName = (typeof CUE_NAMES)[number];

let compiled: Map<CueName, RegExp> | undefined;
function cueRegexes(): Map<CueName, RegExp> {
  if (compiled) return compiled;
  const f = lexiconFile('en', 'jailbreak-cues');
  compiled = new Map();
  for (const name of CUE_NAMES) {
    const terms = (f[name] as string[] | undefined) ?? [];
    compiled.set(name, new RegExp(`(?<![\\p{L}\\p{N}])(?:${terms.join('|')})(?![\\p{L}\\p{N}])`, 'giu'));
  }
  return compiled;
}

/** How many times each cue fires in the prompt (capped at 3). */
export function jailbreakCues(prompt: string): Record<CueName, number> {
  const t = prompt.length > 8000 ? `${prompt.slice(0, 6000)}\n${prompt.slice(-2000)}` : prompt;
  const out = {} as Record<CueName, number>;
  for (const [name, re] of cueRegexes()) {
    re.lastIndex = 0;
    let n = 0;
    while (n < 3 && re.exec(t)) n++;
    out[name] = n;
  }
  return out;
}

/** Where each match of one cue ends in the text (uncapped): the boundary guard reads what follows it. */
export function cueSpans(name: CueName, text: string): number[] {
  const re = cueRegexes().get(name) as RegExp;
  const ends: number[] = [];
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    ends.push(m.index + m[0].length);
    if (m[0].length === 0) re.lastIndex++;
  }
  return ends;
}

/**
 * The prompt in its own voice: without quoted text and without the example inputs it shows (lines or blocks labelled
 * as the user's/attacker's input, `<input>…</input>`). A defence that quotes attacks to resist them ("if the input
 * says 'ignore previous instructions', reply 'incorrect'") drops nothing itself; a jailbreak drops restrictions in
 * its own voice. Used for the defensive exemption of the decision, not for the model's features.
 */
export function ownVoice(prompt: string): string {
  return prompt
    .replace(/<(input|user|attack|example)>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/"[^"\n]{0,600}"|\u201c[^\u201d\n]{0,600}\u201d|(?<![\p{L}\p{N}])'[^'\n]{8,600}'(?![\p{L}\p{N}])|\u2018[^\u2019\n]{0,600}\u2019/gu, ' ')
    .replace(/^[ \t]*(?:user|human|input|attacker|hacker|example input|user input|prompt|q)\s*:.*$/gim, ' ')
    .replace(/(?<=[.!?\s])(?:user|human|input|attacker|user input)\s*:[^\n]*?(?=(?:assistant|response|output|system output|ai|bot|answer)\s*:|$)/gim, ' ');
}

/** Cue counts of the prompt's own voice (ownVoice). */
export function ownVoiceCues(prompt: string): Record<CueName, number> {
  return jailbreakCues(ownVoice(prompt));
}

/**
 * The structural guard: the prompt itself drops restrictions, suppresses refusals or claims an override — or wraps a
 * demand for operational detail about harmful things in a story/game/role-play, or asks for a second, unrestricted
 * answer beside the normal one.
 */
export function dropsRestrictions(c: Record<CueName, number>): boolean {
  return c.drop > 0 || c.no_refusal > 0 || c.override > 0 || (c.wrapper > 0 && c.detail > 0 && c.harm > 0) || (c.dual > 0 && c.harm + c.drop > 0);
}
