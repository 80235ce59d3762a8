/**
 * Topics the prompt puts off-limits ("do not discuss politics", "avoid giving medical advice", "X is off-limits").
 * Checked by topic cues (soft: analysis may override, and refusals that name the topic are fine).
 */

import { lexiconGroups, lexiconTerms } from '../../lexicon.js';
import { contentStems, splitList } from '../../text.js';
import type { Rule } from '../../types.js';
import { cutClause, docOf, makeRule, NEG, type RuleFamily } from '../family.js';
import { ALIASES, cuesFor } from '../lexicon.js';
import { protectedStatement } from '../protected-statement.js';
import { GIVE_VERB } from './contradictions.js';

/** Phrase lists live in seeds/lexicons/en/family-topics.json (issue 9); the structure around them stays here. */
const vocab = lexiconGroups('en', 'family-topics');
export const SUCH_FOR_INCLUDING = new RegExp(String.raw`\s*\(?\b(?:${vocab('such-for-including')})\s+`, 'i');
export const ANY_ABOUT_ON = new RegExp(String.raw`^(?:${vocab('any-about-on')})\s+`, 'i');
export const USER_CUSTOMER_ANYONE = new RegExp(String.raw`\s+(?:with|to) (?:the |our )?(?:${vocab('user-customer-anyone')})\b.*$`, 'i');
export const IT_THIS_THAT = new RegExp(`^(?:${vocab('it-this-that')})$`, 'i');
export const IT_THIS_THAT_2 = new RegExp(String.raw`^(?:${vocab('it-this-that-2')})\s+(?:to|with|for|in|on|at|out)\b`, 'i');
export const WARNING_NOTE_EXPLANATION = new RegExp(String.raw`^(?:${vocab('warning-note-explanation')})\b`, 'i');
export const COMPETITOR_COMPETING_RIVAL = vocab.words('competitor-competing-rival');
export const TOPIC_DISCUSSING_DISCUSSION = new RegExp(String.raw`^(?:${vocab('topic-discussing-discussion')})\s+`, 'i');
export const TOPIC_DISCUSSING_TALKING = new RegExp(
  String.raw`\b(?:${vocab('topic-discussing-talking-avoid-stay-steer')})\s+(?:(?:any|all)\s+)?(?:${vocab('topic-discussing-talking')})?(.+)$`,
  'i',
);
export const USING_SAYING_WRITING = vocab.words('using-saying-writing');
export const UNLESS_IF_ONLY = vocab.words('unless-if-only');
export const WORD_PHRASE_TERM = vocab.words('word-phrase-term');
export const ANY_ABOUT_ON_2 = new RegExp(String.raw`^\s*(?:${vocab('any-about-on-2')})*`, 'i');
export const ADVICE_RECOMMENDATION_OPINION = new RegExp(String.raw`^(\w+)\s+(?:${vocab('advice-recommendation-opinion')})\b`, 'i');
export const AVOID_STAY_STEER = new RegExp(String.raw`\b(?:${vocab('avoid-stay-steer')})\s+(?:${vocab('avoid-stay-steer-topic-discussing-any')})?(.+)$`, 'i');
export const USING_SAYING_WRITING_2 = vocab.words('using-saying-writing-2');

export const VERB = vocab.words('verb');
export const OFF_LIMITS = new RegExp(String.raw`^(.*?)\s+(?:is|are)\s+(?:strictly\s+)?(?:${vocab('off-limits')})`, 'i');
export const OFF_LIST = new RegExp(String.raw`\b(?:${vocab('off-list')}) (?:topics?|subjects?)\s*(?:${vocab('off-list-include-are')})\s*(.+)$`, 'i');

/** Verbs that name an act rather than a conversation: their object becomes a topic only when it is a known one. */
export const ACT_VERB = new RegExp(`^(?:${vocab('act-verb')})`, 'i');
const IMPLIED: [RegExp, string][] = [
  [/^diagnos|^prescrib/i, 'medical conditions'],
  [/^quot/i, 'prices'],
  [/^(?:predict|forecast)/i, ''],
];

/** "Don't mention prices unless the customer asks for them": the ban does not hold once the user asks about the topic. */
export const UNLESS_ASKED = new RegExp(String.raw`\b(?:${vocab('unless-asked')})\b[^.;]{0,50}?\b(?:${vocab('unless-asked-verb')})\b`, 'i');
/**
 * "If a guest asks about parking, tell them … Don't bring up parking otherwise.": a ban that ends in "otherwise" holds
 * outside the conditions before it, so where those are the user asking, it gives way once the user asks.
 */
/** "Never mention Amazon or Audible - point people to our shop": after a dash, a giving verb opens the alternative, which the ban does not cover. */
function beforeAlternative(rest: string): string {
  for (const m of rest.matchAll(/\s[-–—]\s+/g)) {
    const g = GIVE_VERB.exec(rest.slice(m.index + m[0].length));
    if (g?.index === 0) return rest.slice(0, m.index);
  }
  return rest;
}
const OTHERWISE = new RegExp(String.raw`\b(?:${vocab('otherwise')})\s*[.!]?\s*$`, 'i');
const ASKING_CONDITION = new RegExp(String.raw`\b(?:if|when|whenever)\b[^.;]{0,50}?\b(?:${vocab('unless-asked-verb')})\b`, 'i');
/** Acts on a transaction (confirm/make/cancel a booking…) and the known topics they act on. */
export const TRANSACTION_VERB = new RegExp(`^(?:${vocab('transaction-verb')})`, 'i');
export const TRANSACTION_TOPIC = new RegExp(`^(?:${vocab('transaction-topic')})$`);
/** "You may give general information about over-the-counter medicines": the prompt allows a topic. */
export const PERMISSION = new RegExp(String.raw`^(?:${vocab('permission')})\s+(.+)$`, 'i');
/** A restrictive relative clause on a topic ("claims that are still being assessed"). */
const RELATIVE = /\s+(?:that|which|who|whose|where)\s+(.+)$/i;
/** A participle that restricts the head like a relative clause ("recipes containing meat", "dishes made with eggs"). */
export const RESTRICTOR = new RegExp(String.raw`\s+(?:${vocab('restrictor')})\s+(.+)$`, 'i');

/** "Give no health advice", "offer no legal advice": a ban written as a negated object, by its verb. */
export const NO_OBJECT = new RegExp(String.raw`(^\W*|\bplease\s+|[;:]\s*)(${vocab('no-object')})\s+no\s+`, 'i');
const EXCEPTION = /\s+(?:that (?:are|is)\s+)?(?:unrelated to|not related to|other than|outside(?: of)?|apart from|except(?: for)?|besides|beyond)\s+.+$/i;
/** The act a ban names by its verb ("recommend doses", "predict movements") or noun ("give investment advice"). */
function banAct(verb: string, object: string): 'advise' | 'predict' | 'promise' | undefined {
  if (/\b(?:advice|recommendations?|guidance|tips)\b/i.test(object)) return 'advise';
  // "never suggest meat, poultry, fish or seafood": things named one by one are banned whatever the sentence does;
  // "do not recommend doses or dosing schedules" bans the advising
  if (/^(?:suggest|recommend|advis|prescrib)/i.test(verb) && splitList(object.split(/[;:.]/)[0] ?? '').length < 3) return 'advise';
  // the verb phrase may carry the act as a noun ("make predictions about", "make promises about")
  if (/\b(?:predict|forecast|speculat)/i.test(verb) || /\b(?:predictions?|forecasts?|speculation)\b/i.test(object)) return 'predict';
  if (/\b(?:promis|guarantee)/i.test(verb) || /\b(?:promises?|guarantees?)\b/i.test(object)) return 'promise';
  return undefined;
}

/**
 * "quotes for hard landscaping (patios, paths, fences)": a known topic's head with what it is for; the ban holds for that
 * object only, so its words restrict the topic as a relative clause does (a price for a plant is not a landscaping quote).
 */
function objectOfKnownHead(raw: string): RegExpExecArray | null {
  const m = /^(\S+(?:\s+\S+)?)(\s+(?:for|on)\s+)(.+)$/i.exec(raw.trim());
  if (!m || !cuesFor(m[1]!).known || cuesFor(m[3]!).known) return null;
  const at = raw.indexOf(m[2]!, raw.indexOf(m[1]!));
  const out = [raw.slice(at), m[3]!] as unknown as RegExpExecArray;
  out.index = at;
  return out;
}
/** Stems of a restricting clause that narrow nothing ("products our customers order"): no restricting words. */
export const GENERIC_OBJECT = new Set(lexiconTerms('family-topics', 'generic-object', ['en']));

interface TopicOptions {
  knownOnly?: boolean;
  /** The ban lifts when the user asks about the topic. */
  unlessAsked?: boolean;
  /** The ban is on an act on the topic (advise, predict, promise), read from its verb or noun. */
  act?: 'advise' | 'predict' | 'promise';
  /** Known topics the prompt allows elsewhere: a ban on one of them holds only for its own qualifying words. */
  permitted?: Set<string> & { words?: Set<string> };
}

/**
 * Known topics a prompt explicitly allows ("You can answer questions about medicines"), and the words of what it
 * allows ("Purpose: answer general questions about our services (bookkeeping, tax returns, payroll)").
 */
function permittedTopics(sentences: { text: string }[]): Set<string> & { words?: Set<string> } {
  const out: Set<string> & { words?: Set<string> } = new Set<string>();
  out.words = new Set<string>();
  for (const s of sentences) {
    const m = PERMISSION.exec(s.text.trim());
    if (!m || NEG.test(s.text)) continue;
    const t = cuesFor(m[1]!);
    if (t.known) out.add(t.name);
    for (const w of contentStems(m[1]!)) out.words.add(w);
  }
  return out;
}

/**
 * The qualifier of a short noun phrase whose head names the known topic ("prescription-only medicines" →
 * prescription); none when the phrase is not such a noun phrase ("say whether treatment is needed").
 */
function qualifierCues(phrase: string): string[] {
  const words = phrase.trim().split(/\s+/);
  if (words.length < 2 || words.length > 4) return [];
  const head = words[words.length - 1]!;
  if (!ALIASES.some(([re]) => re.test(head))) return [];
  const before = words.slice(0, -1).join(' ').split(/-/).join(' ');
  return contentStems(before).filter((w) => w.length >= 4 && !ALIASES.some(([re]) => re.test(w)));
}

function addTopics(rules: Rule[], s: { text: string; start: number; end: number }, topicText: string, opts: TopicOptions = {}) {
  const { knownOnly = false } = opts;
  // "internal matters such as layoffs, restructuring or earnings": the head and each example are topics
  topicText = topicText.replace(SUCH_FOR_INCLUDING, ', ');
  let raw = cutClause(topicText.split(/[;:]/)[0]!).replace(ANY_ABOUT_ON, '').replace(USER_CUSTOMER_ANYONE, '');
  // "home networking setups unrelated to Starfall Tactics": what the exception names is allowed, not a cue of the ban
  raw = raw.replace(EXCEPTION, '');
  // "claims that are still being assessed": the topic is the head noun, restricted by the clause's own words
  const rel = RELATIVE.exec(raw) ?? RESTRICTOR.exec(raw) ?? objectOfKnownHead(raw);
  const restrict = rel ? contentStems(rel[1]!).filter((w) => !GENERIC_OBJECT.has(w)) : [];
  if (rel && restrict.length) raw = raw.slice(0, rel.index);
  // "whether an artwork is good or bad": one question, not a list of topics ("bad" is no topic of its own)
  const whether = /^\s*(?:[\p{L}-]+\s+(?:on|about|of|as to)\s+)?whether\s+(.+)$/iu.exec(raw);
  for (const t of whether ? [whether[1]!] : splitList(raw)) {
    if (t.length < 3 || IT_THIS_THAT.test(t)) continue;
    if (IT_THIS_THAT_2.test(t)) continue; // "give it to guests": the object is elsewhere
    if (WARNING_NOTE_EXPLANATION.test(t)) continue;
    if (/["“'‘]/.test(t)) continue; // quoted strings belong to banned_strings
    if (/^[\p{Lu}][\p{Ll}]+(?:\s[\p{Lu}][\p{Ll}]+)*$/u.test(t) && !/^(?:Politics|Religion)/.test(t)) continue; // proper names: banned_strings
    let { name, cues, known } = cuesFor(t);
    // "whether a painting is beautiful or ugly": the judgment is the topic, not the thing judged
    const judged = whether ? /^(.+?)\s+(?:is|are|was|were|looks?|seems?)\s+(.+)$/i.exec(t) : null;
    if (judged) {
      const predicate = contentStems(judged[2]!);
      if (predicate.length) {
        cues = predicate;
        known = false;
      }
    }
    // a compound modifier ("prescription-only medicines", "over-the-counter drugs") narrows the known topic as a
    // permission elsewhere does: the ban is on that kind, not on the whole field
    const compoundModifier = /[\p{L}]-[\p{L}]/u.test(t.trim().split(/\s+/).slice(0, -1).join(' '));
    const qualifier = known && (opts.permitted?.has(name) || compoundModifier) ? qualifierCues(t) : [];
    const narrowed = qualifier.length > 0;
    if (narrowed) {
      // the prompt allows the topic: only the ban's own qualifier is off-limits ("prescription-only medicines")
      cues = qualifier;
      name = t.trim();
      known = false;
    }
    // an unknown topic's words that name what the prompt allows ("tax" for an accountant that does tax returns) do
    // not mark the banned topic
    if (!known && !narrowed && opts.permitted?.words?.size) cues = cues.filter((c) => !contentStems(c).every((w) => opts.permitted!.words!.has(w)));
    if (!cues.length || (knownOnly && !known && !narrowed)) continue;
    rules.push(
      makeRule('topics', s, {
        kind: 'red_line',
        polarity: 'forbid',
        hard: false,
        params: {
          check: 'topic',
          topic: name,
          cues,
          known,
          ...(restrict.length ? { restrict_cues: restrict } : {}),
          ...(opts.unlessAsked ? { unless_asked: true } : {}),
          ...(opts.act ? { act: opts.act } : {}),
        },
        discriminator: name.toLowerCase(),
      }),
    );
  }
}

export const topics: RuleFamily = {
  family: 'topics',
  extract(prompt, d) {
    const doc = docOf(prompt, d);
    const rules: Rule[] = [];
    const permitted = permittedTopics(doc.sentences);
    // "Give no health advice about alcohol", "offer no legal advice": a ban by its object's negation, read as "do not
    // give any …" (the rule keeps the prompt's own words)
    const original = new Map<number, string>();
    for (const s0 of doc.sentences) {
      const s = NO_OBJECT.test(s0.text)
        ? { ...s0, text: s0.text.replace(NO_OBJECT, (_m, pre: string, v: string) => `${pre}do not ${v.toLowerCase()} any `) }
        : s0;
      if (s !== s0) original.set(s0.start, s0.text);
      // "never mention that <fact>" protects a fact (secrets family), it does not ban a topic
      if (protectedStatement(s.text)) continue;
      if (COMPETITOR_COMPETING_RIVAL.test(s.text)) continue;
      const lm = OFF_LIST.exec(s.text);
      if (lm) {
        addTopics(rules, s, lm[1]!, { permitted });
        continue;
      }
      const om = OFF_LIMITS.exec(s.text);
      if (om && !NEG.test(om[1]!)) {
        addTopics(rules, s, om[1]!.replace(TOPIC_DISCUSSING_DISCUSSION, ''), { permitted });
        continue;
      }
      const neg = NEG.exec(s.text);
      if (!neg || /^avoid/i.test(neg[0])) {
        // "Stay away from politics" / "Avoid politics and religion" / "Steer clear of anything to do with elections"
        const am = TOPIC_DISCUSSING_TALKING.exec(s.text);
        if (am && !USING_SAYING_WRITING.test(am[1]!)) addTopics(rules, s, am[1]!, { permitted });
        if (!neg || am) continue;
      }
      if (UNLESS_IF_ONLY.test(s.text.slice(0, neg.index))) continue; // conditional: the conditionals family
      const after = s.text.slice(neg.index + neg[0].length);
      // the banned verb is the negation's own ("don't promise dates; give typical times only": "give" is the
      // alternative the next clause offers, not what is banned)
      const found = VERB.exec(after);
      const vm =
        found && !/[;:.!?]/.test(after.slice(0, found.index)) && after.slice(0, found.index).trim().split(/\s+/).filter(Boolean).length <= 3 ? found : null;
      if (vm) {
        let rest = beforeAlternative(after.slice(vm.index + vm[0].length));
        if (WORD_PHRASE_TERM.test(rest.slice(0, 20))) continue;
        rest = rest.replace(ANY_ABOUT_ON_2, '');
        // "give medical advice" / "provide legal advice" → the topic is the adjective
        rest = rest.replace(ADVICE_RECOMMENDATION_OPINION, '$1');
        // "Never confirm a booking yourself": an act the assistant must not perform, not a subject it must avoid
        if (TRANSACTION_VERB.test(vm[0]) && TRANSACTION_TOPIC.test(cuesFor(rest).name)) continue;
        const implied = IMPLIED.find(([re]) => re.test(vm[0]));
        const act = banAct(vm[0], after.slice(vm.index + vm[0].length));
        const unlessAsked = UNLESS_ASKED.test(rest) || (OTHERWISE.test(rest) && ASKING_CONDITION.test(doc.text.slice(0, s.start)));
        if (implied?.[1]) addTopics(rules, s, implied[1], { unlessAsked, permitted, act });
        addTopics(rules, s, rest, { knownOnly: ACT_VERB.test(vm[0]) || !!implied, unlessAsked, permitted, act });
        continue;
      }
      // "Stay away from politics" / "Avoid politics and religion"
      const am = AVOID_STAY_STEER.exec(s.text);
      if (am && !USING_SAYING_WRITING_2.test(am[1]!)) addTopics(rules, s, am[1]!, { permitted });
    }
    return rules.map((r) => (original.has(r.span.start) ? { ...r, text: original.get(r.span.start)! } : r));
  },
};
