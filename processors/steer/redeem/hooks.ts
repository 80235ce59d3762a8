/**
 * What a steer member declares so that redemption (redeem/engine.ts) can fix what it finds without knowing its name.
 * The rewrite is one fixed sequence of slots — replace the whole reply → remove offending spans → substitute a
 * localised reply → strip formatting → collect additions → frame (opening, postscript, ending) → length limits →
 * structure → wrap — and each slot asks every member that fills it. `order` ranks members inside a slot (additions
 * and frames are joined in that order, so it is part of the behaviour). The members' simple edits (characters,
 * letter case, the request repeated) are kernel `repair`s instead, run after the rewrite by the kernel loop.
 */
import type { ScreenContext } from '../screen/context.js';
import type { Finding, Rule, Span } from '../types.js';

/** The rule and its screen finding, for the rules of one member. */
export interface Violation {
  rule: Rule;
  f: Finding;
}

/** Text the rewrite adds (joined after the body, or before it). */
export interface Addition {
  where: 'start' | 'end';
  text: string;
}

/** Spans to remove: whole sentences, the offending clause only, or just the span (a banned word). */
export interface Removals {
  dropWhole: Span[];
  drop: Span[];
  mask: Span[];
}

/** Room a frame needs within length limits, and how it is put on the reply once the body is final. */
export interface Frame {
  words: number;
  chars: number;
  sentences: number;
  apply(text: string): string;
}

export interface RedeemHooks {
  order?: number;
  /** a violated rule that the whole reply must give way to (a refusal); the last replacement wins */
  replace?(rule: Rule, text: string): string | undefined;
  /** spans of the current reply a violated rule wants gone (`ctx` is built on the current reply) */
  remove?(v: Violation, text: string, ctx: ScreenContext, out: Removals): void;
  /** whether a sentence start may be capitalised after a removal (false for an all-lowercase rule) */
  forbidsCapitals?(rule: Rule): boolean;
  /** a reply in another language the local engine cannot translate into: a fixed one in that language */
  substitute?(rule: Rule, ctx: ScreenContext): string | undefined;
  /** forbidden formatting removed, given this member's violated rules */
  strip?(violated: Rule[], text: string): string;
  /** what this member's violated rules need added (`current` is built on the current reply, `ctx` on the original) */
  additions?(violated: Violation[], text: string, current: ScreenContext, ctx: ScreenContext): Addition[];
  /** opening/closing text put on once the body is final; its room is reserved within length limits */
  frame?(rules: Rule[], violated: Violation[], text: string): Frame | undefined;
  /** an upper length limit, leaving `reserve` for what is added afterwards */
  limit?(rule: Rule, text: string, reserve: { words: number; chars: number; sentences: number }): string;
  /** paragraphs, bullets, sections brought to the required count */
  structure?(rule: Rule, text: string): string;
  /** wrappers around the final reply (title, quotes, JSON), given every rule of this member */
  wrap?(rules: Rule[], text: string): string;
}

/** A violated rule whose evidence is an offending sentence (a leak, a disclosure): that sentence goes. */
export const DROP_EVIDENCE: RedeemHooks = {
  remove(v, _text, _ctx, out) {
    if (v.f.evidence) out.dropWhole.push(v.f.evidence);
  },
};
