/**
 * Finds the vocabulary's features in a conversation (pure): masks idioms and hyperbole, matches every feature's cue
 * phrases on user messages, drops negated matches ("I would never kill myself" is not active ideation; the
 * protective feature `denies_intent` records it instead), and resolves for each hit who acts and who is harmed in its
 * clause. Framing styles are found per message. Rules are written down in docs/evaluate.md.
 */

import { lexiconGroups } from '../kernel/lexicon.js';
import type { FeatureHit, FrameEffect, FrameStyle, InputMessage, MessageFrame, RiskSubject } from './types.js';
import type { Vocabulary } from './vocabulary.js';

/** Phrase lists live in seeds/lexicons/en/risk-detect.json (issue 9); the structure around them stays here. */
const vocab = lexiconGroups('en', 'risk-detect');
export const THOUGHT_THINKING_WANT = new RegExp(String.raw`\b(${vocab('thought-thinking-want')})\b`, 'i');
export const HURT_HARM_SELF = new RegExp(String.raw`\b(${vocab('hurt-harm-self')})\b`, 'i');

/** Straightens quotes without changing the length (so spans stay valid on the original text). */
export function normalise(text: string): string {
  return text.replace(/[’‘ʼ`]/g, "'").replace(/[“”]/g, '"');
}

/** Blanks idioms that look like risk words ("this traffic is killing me"), keeping offsets. */
export function applyMasks(text: string, masks: readonly RegExp[]): string {
  let out = text;
  for (const re of masks) {
    re.lastIndex = 0;
    out = out.replace(re, (m) => ' '.repeat(m.length));
  }
  return out;
}

interface Token {
  w: string;
  start: number;
  end: number;
}
const TOKEN = /[\p{L}\p{N}]+(?:'[\p{L}]+)?/gu;
function tokens(text: string): Token[] {
  const out: Token[] = [];
  // a possessive names the same person: "my cousin's house" → cousin
  for (const m of text.matchAll(TOKEN)) out.push({ w: m[0].toLowerCase().replace(/'s$/, ''), start: m.index!, end: m.index! + m[0].length });
  return out;
}

const NEGATORS = new Set([
  'not',
  'never',
  "don't",
  'dont',
  "doesn't",
  'doesnt',
  "didn't",
  'didnt',
  "won't",
  'wont',
  "wouldn't",
  'wouldnt',
  "isn't",
  "aren't",
  "wasn't",
  'without',
  'no',
  "haven't",
  "hasn't",
  "shouldn't",
  'nobody',
  'stop',
]);
/** Features whose cue already carries the negation, or that a negation does not cancel. */
const NEGATION_EXEMPT_ROLES = new Set(['protective', 'resolution', 'context', 'timeline']);

/** A negator within the three words before the match cancels it (same clause only). */
export function negated(text: string, start: number): boolean {
  const before = text.slice(Math.max(0, start - 40), start);
  const clause = before.split(/[.!?;\n,]/).pop() ?? '';
  const words = clause.toLowerCase().match(/[\p{L}']+/gu) ?? [];
  return words.slice(-3).some((w) => NEGATORS.has(w) || w.endsWith("n't"));
}

/** Bounds of the sentence holding [start, end). */
function clauseBounds(text: string, start: number, end: number): [number, number] {
  let a = start;
  while (a > 0 && !/[.!?;\n]/.test(text[a - 1]!)) a--;
  let b = end;
  while (b < text.length && !/[.!?;\n]/.test(text[b]!)) b++;
  return [a, b];
}

interface SubjectWords {
  firstSubject: Set<string>;
  firstObject: Set<string>;
  third: Set<string>;
  reflexSelf: Set<string>;
  reflexOther: Set<string>;
  nouns: Set<string>;
  child: Set<string>;
  partner: Set<string>;
  perpetrator: Set<string>;
}
let words: SubjectWords | undefined;
function subjectWords(v: Vocabulary): SubjectWords {
  if (words) return words;
  const s = v.subjects;
  const single = (xs: string[]) => new Set(xs.filter((x) => !x.includes(' ')).map((x) => x.toLowerCase()));
  words = {
    firstSubject: single(s.first_person.filter((w) => !['me', 'my', 'mine', 'us', 'our', 'myself', 'ourselves'].includes(w))),
    firstObject: single(s.first_person_object),
    third: single(s.third_person_pronouns),
    reflexSelf: single(s.reflexive_self),
    reflexOther: single(s.reflexive_other),
    nouns: single(s.third_party_nouns),
    child: single(s.child_nouns),
    partner: single(s.partner_nouns),
    perpetrator: single(s.perpetrator_nouns ?? []),
  };
  return words;
}

const BODY = new Set([
  'arm',
  'arms',
  'leg',
  'legs',
  'wrist',
  'wrists',
  'thigh',
  'thighs',
  'skin',
  'stomach',
  'body',
  'neck',
  'throat',
  'drink',
  'life',
  'head',
  'face',
  'hair',
  'phone',
  'money',
  'passport',
  'nudes',
  'photos',
  'pics',
  'location',
  'messages',
  'house',
  'home',
  'work',
  'school',
  'car',
]);

interface Resolution {
  subject: RiskSubject;
  child: boolean;
  partner: boolean;
}

/** Who the referent token at `i` points to, or undefined when it is not a referent. */
function referent(toks: Token[], i: number, w: SubjectWords, mode: 'actor' | 'victim'): Resolution | undefined {
  const t = toks[i]!.w;
  if (w.reflexSelf.has(t)) return { subject: 'self', child: false, partner: false };
  if (w.reflexOther.has(t)) return { subject: 'other', child: false, partner: false };
  if (w.nouns.has(t)) {
    // "my mom hits me": in victim mode a noun right before the verb is the actor, not the victim
    return { subject: 'other', child: w.child.has(t), partner: w.partner.has(t) };
  }
  if (w.firstSubject.has(t)) return { subject: 'self', child: false, partner: false };
  if (t === 'me' || t === 'us') return { subject: 'self', child: false, partner: false };
  if (mode === 'actor' && (t === 'my' || t === 'our')) {
    const next = toks[i + 1]?.w;
    if (next && w.nouns.has(next)) return undefined; // handled by the noun
    return { subject: 'self', child: false, partner: false };
  }
  if (w.third.has(t)) return { subject: 'other', child: false, partner: false };
  return undefined;
}

const DISTANCING = /\b(asking )?for a (friend|mate)\b/gi;

function resolve(raw: string, start: number, end: number, v: Vocabulary, mode: 'actor' | 'victim', messageHasFirstPerson: boolean): Resolution {
  const w = subjectWords(v);
  // "asking for a friend" is a frame, not a person at risk
  const text = raw.replace(DISTANCING, (m) => ' '.repeat(m.length));
  const [a, b] = clauseBounds(text, start, end);
  const toks = tokens(text.slice(a, b)).map((t) => ({ ...t, start: t.start + a, end: t.end + a }));
  const inside = toks.filter((t) => t.start >= start && t.end <= end);
  const partner = toks.some((t) => w.partner.has(t.w));
  // a reflexive or possessive inside the cue decides at once ("kill herself", "end my life")
  for (let k = 0; k < inside.length; k++) {
    const t = inside[k]!.w;
    if (w.reflexSelf.has(t)) return { subject: 'self', child: false, partner };
    if (w.reflexOther.has(t)) return { subject: 'other', child: false, partner };
    // "end my life" / "take her own life"
    const life = inside[k + 1]?.w === 'life' || (inside[k + 1]?.w === 'own' && inside[k + 2]?.w === 'life');
    if (life && t === 'my') return { subject: 'self', child: false, partner };
    if (life && (t === 'his' || t === 'her' || t === 'their')) return { subject: 'other', child: false, partner };
    // "cuts on her arms" / "cutting my wrists"
    const body = BODY.has(inside[k + 1]?.w ?? '') || BODY.has(inside[k + 2]?.w ?? '');
    if (body && (t === 'his' || t === 'her' || t === 'their')) return { subject: 'other', child: false, partner };
    if (body && t === 'my' && mode === 'actor') return { subject: 'self', child: false, partner };
  }
  if (mode === 'victim') {
    // the object after the verb: "hits me", "hits my mom", "touched her"
    const after = toks.filter((t) => t.start > start && t.start < end + 24);
    for (let k = 0; k < after.length; k++) {
      const t = after[k]!.w;
      if (t === 'by') break; // "stalked by a coworker": the agent, not the victim
      if (t === 'me' || t === 'us' || t === 'myself') return { subject: 'self', child: false, partner };
      if (t === 'my' || t === 'our') {
        const next = after[k + 1]?.w;
        const noun = next === 'little' || next === 'baby' || next === 'younger' ? after[k + 2]?.w : next;
        if (noun && w.nouns.has(noun)) return { subject: 'other', child: noun !== next || w.child.has(noun), partner: partner || w.partner.has(noun) };
        if (next && (BODY.has(next) || BODY.has(after[k + 2]?.w ?? ''))) return { subject: 'self', child: false, partner };
        continue;
      }
      if (t === 'him' || t === 'her' || t === 'them') return { subject: 'other', child: false, partner };
      if (w.nouns.has(t) && k > 0) return { subject: 'other', child: w.child.has(t), partner: partner || w.partner.has(t) };
    }
  }
  // the nearest referent before the cue: "my sister wants to die", "I was raped", "she is being groomed"
  const before = toks.filter((t) => t.end <= start);
  for (let i = before.length - 1; i >= 0; i--) {
    const r = referent(before, i, w, mode);
    if (!r) continue;
    // victim mode: "my mom is always drunk", "my husband is abusive" — the speaker's own parent or partner acts, so
    // the speaker is the one harmed
    if (mode === 'victim' && w.perpetrator.has(before[i]!.w) && before[i - 1]?.w === 'my')
      return { subject: 'self', child: false, partner: partner || w.partner.has(before[i]!.w) };
    return { ...r, partner: partner || r.partner };
  }
  for (let i = 0; i < inside.length; i++) {
    const r = referent(inside, i, w, mode);
    if (r) return { ...r, partner: partner || r.partner };
  }
  return { subject: messageHasFirstPerson ? 'self' : 'unknown', child: false, partner };
}

/** occurrences of one feature kept per message */
export const MAX_HITS_PER_FEATURE = 6;

const FIRST_PERSON = /\b(i|i'm|im|i've|i'd|i'll|me|my|myself)\b/i;

/** Indexes of user messages where an idiom mask matched (the classifier core's score there is not trusted alone). */
export function maskedMessages(messages: readonly InputMessage[], v: Vocabulary): number[] {
  const out: number[] = [];
  messages.forEach((m, i) => {
    if (m.role !== 'user') return;
    const t = normalise(m.content);
    if (v.masks.some((re) => ((re.lastIndex = 0), re.test(t)))) out.push(i);
  });
  return out;
}

/** An assistant turn that asks about suicide or self-harm, and the feature a "yes" to it discloses. */
const ASKS: { feature: string; re: RegExp }[] = [
  {
    feature: 'active_ideation',
    re: THOUGHT_THINKING_WANT,
  },
  { feature: 'nssi', re: HURT_HARM_SELF },
];
export const AFFIRM = new RegExp(String.raw`^\s*(${vocab('affirm')})\b`, 'i');

/** Hits per message text (bounded; oldest dropped first). */
const messageCache = new Map<string, { v: Vocabulary; hits: FeatureHit[] }>();
const MESSAGE_CACHE_MAX = 5000;
function remember(text: string, entry: { v: Vocabulary; hits: FeatureHit[] }) {
  if (text.length > 20_000) return;
  if (messageCache.size >= MESSAGE_CACHE_MAX) messageCache.delete(messageCache.keys().next().value!);
  messageCache.set(text, entry);
}

/** Every feature hit in the user messages of a conversation. */
export function detectFeatures(messages: readonly InputMessage[], v: Vocabulary): FeatureHit[] {
  const hits: FeatureHit[] = [];
  // "Are you having thoughts of ending your life?" — "Yes." : the answer discloses what was asked
  messages.forEach((m, i) => {
    const prev = messages[i - 1];
    if (m.role !== 'user' || prev?.role !== 'assistant') return;
    const asked = ASKS.find((a) => a.re.test(prev.content));
    const yes = AFFIRM.exec(m.content);
    if (!asked || !yes) return;
    const start = yes.index + yes[0].length - yes[1]!.length;
    hits.push({
      feature: asked.feature,
      message_index: i,
      start,
      end: start + yes[1]!.length,
      quote: yes[1]!,
      actor: 'self',
      victim: 'self',
      child: false,
      partner: false,
    });
  });
  messages.forEach((m, message_index) => {
    if (m.role !== 'user') return;
    // a chat re-sends its earlier messages on every turn: one message's hits depend only on its text, so they are kept
    const cached = messageCache.get(m.content);
    if (cached && cached.v === v) {
      for (const h of cached.hits) hits.push({ ...h, message_index });
      return;
    }
    const mine: FeatureHit[] = [];
    const text = applyMasks(normalise(m.content), v.masks);
    const firstPerson = FIRST_PERSON.test(text);
    for (const f of v.features) {
      const seen = new Set<number>();
      for (const re of f.patterns) {
        re.lastIndex = 0;
        for (const match of text.matchAll(re)) {
          const start = match.index!;
          if (!match[0].trim() || seen.has(start)) continue;
          // a few occurrences of a cue say all there is to say; a bound keeps hostile 50 KB messages cheap
          if (seen.size >= MAX_HITS_PER_FEATURE) break;
          seen.add(start);
          const end = start + match[0].length;
          if (!NEGATION_EXEMPT_ROLES.has(f.role) && negated(text, start)) continue;
          const actor = resolve(text, start, end, v, 'actor', firstPerson);
          const victim = resolve(text, start, end, v, 'victim', firstPerson);
          mine.push({
            feature: f.name,
            message_index,
            start,
            end,
            quote: m.content.slice(start, end),
            actor: actor.subject,
            victim: victim.subject,
            child: victim.subject === 'other' ? victim.child : actor.subject === 'other' && actor.child,
            partner: actor.partner || victim.partner,
          });
        }
      }
    }
    remember(m.content, { v, hits: mine });
    hits.push(...mine);
  });
  // a signal cue inside a longer cue of another signal of the same type yields to it ("urge to self harm" is an urge)
  const signal = (h: FeatureHit) => v.byName.get(h.feature)?.role === 'signal';
  return hits.filter(
    (h) =>
      !signal(h) ||
      !hits.some(
        (o) =>
          o !== h &&
          signal(o) &&
          o.message_index === h.message_index &&
          o.feature !== h.feature &&
          o.start <= h.start &&
          o.end >= h.end &&
          o.end - o.start > h.end - h.start &&
          v.byName.get(o.feature)!.types.some((t) => v.byName.get(h.feature)!.types.includes(t)),
      ),
  );
}

const EFFECT_RANK: Record<FrameEffect, number> = { none: 0, weak: 1, strong: 2 };

/** Framing styles per user message (fiction, lyrics, clinical, hypothetical, humour, …). */
export function detectFrames(messages: readonly InputMessage[], v: Vocabulary): MessageFrame[] {
  const out: MessageFrame[] = [];
  messages.forEach((m, message_index) => {
    if (m.role !== 'user') return;
    const text = normalise(m.content);
    const styles: FrameStyle[] = [];
    let effect: FrameEffect = 'none';
    let lowerBy = 0;
    for (const fr of v.frames) {
      if (!fr.patterns.some((re) => ((re.lastIndex = 0), re.test(text)))) continue;
      styles.push(fr.style);
      if (EFFECT_RANK[fr.effect] > EFFECT_RANK[effect]) effect = fr.effect;
      if (fr.effect === 'weak') lowerBy = Math.max(lowerBy, fr.style === 'humor' ? 2 : 1);
    }
    if (styles.length) out.push({ message_index, styles, effect, lowerBy });
  });
  return out;
}
