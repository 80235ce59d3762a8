/**
 * Scope rules: "only discuss Z", "you only help with Z", "politely decline questions unrelated to Z".
 * Checked against the conversation: when the user's last message is outside Z, the response must decline or steer back.
 */

import { lexiconGroups } from '../../lexicon.js';
import { splitList } from '../../text.js';
import type { Rule } from '../../types.js';
import { cutClause, docOf, makeRule, type RuleFamily } from '../family.js';
import { cuesFor } from '../lexicon.js';

/** Phrase lists live in seeds/lexicons/en/family-scope.json (issue 9); the structure around them stays here. */
const vocab = lexiconGroups('en', 'family-scope');
export const DISCUSS_TALK_ANSWER = new RegExp(
  String.raw`\b(?:${vocab('discuss-talk-answer-only-exclusively-solely')})\s+(?:${vocab('discuss-talk-answer')})\s+(.+)$`,
  'i',
);
export const CAN_MAY_SHOULD = new RegExp(String.raw`\b(?:${vocab('can-may-should')})\s+only\s+(?:${vocab('can-may-should-discuss-talk-answer')})\s+(.+)$`, 'i');
export const DECLINE_REFUSE_DO = new RegExp(
  String.raw`\b(?:${vocab('decline-refuse-do')})\b[^.]{0,40}\b(?:${vocab('decline-refuse-do-unrelated-not-outside')})\s+(.+)$`,
  'i',
);
export const POLITELY_PLEASE_YOU = new RegExp(
  String.raw`\b(?:${vocab('politely-please-you-anything-something-question')})\s+(?:${vocab('politely-please-you-that-which')})?(?:${vocab('politely-please-you-other-unrelated-not')})\s+(.+?)(?=,|;|\s+(?:${vocab('politely-please-you')})\b|$)`,
  'i',
);
export const STICK_KEEP_STAY = new RegExp(String.raw`\b(?:${vocab('stick-keep-stay')})\s*(.+)$`, 'i');
export const ONLY_ACCESS_PASSWORD = vocab.words('only-access-password');
export const TOPIC_QUESTION_THINGS = new RegExp(
  String.raw`^(?:${vocab('topic-question-things')})\s+(?:${vocab('topic-question-things-about-related-regarding')})\s+`,
  'i',
);
export const THE_TOPIC_MATTERS = new RegExp(String.raw`^(?:${vocab('the-topic-matters')})\s+`, 'i');
export const USERS_CUSTOMERS_PEOPLE = new RegExp(
  String.raw`^(?:to\s+)?(?:${vocab('users-customers-people-help-assist-support')})\s+(?:(?:our |the )?(?:${vocab('users-customers-people')})\s+)?(?:with|on|in)\s+`,
  'i',
);
export const DISCUSSING_TALKING_ANSWERING = new RegExp(String.raw`^(?:${vocab('discussing-talking-answering')})\s+`, 'i');
export const HELP_MEMBER_USER = new RegExp(`^(?:${vocab('help-member-user')})s?$`, 'i');

/** "Answer only questions about the gallery, …": the verb comes before "only". */
export const VERB_THEN_ONLY = new RegExp(
  String.raw`\b(?:${vocab('verb-then-only')})\s+(?:${vocab('discuss-talk-answer-only-exclusively-solely')})\s+(.+)$`,
  'i',
);

const PATTERNS = [DISCUSS_TALK_ANSWER, CAN_MAY_SHOULD, DECLINE_REFUSE_DO, POLITELY_PLEASE_YOU, STICK_KEEP_STAY, VERB_THEN_ONLY];

export const scope: RuleFamily = {
  family: 'scope',
  extract(prompt, d) {
    const doc = docOf(prompt, d);
    const rules: Rule[] = [];
    for (const s of doc.sentences) {
      if (ONLY_ACCESS_PASSWORD.test(s.text)) continue;
      for (const re of PATTERNS) {
        const m = re.exec(s.text);
        if (!m) continue;
        const raw = cutClause(m[1]!)
          .replace(TOPIC_QUESTION_THINGS, '')
          .replace(THE_TOPIC_MATTERS, '')
          .replace(USERS_CUSTOMERS_PEOPLE, '')
          .replace(DISCUSSING_TALKING_ANSWERING, '');
        const items = splitList(raw).filter((x) => x.length >= 3);
        if (!items.length) break;
        const cues = new Set<string>();
        const names: string[] = [];
        for (const it of items) {
          // "its exhibitions": a possessive is no cue ("its" matched every "it's")
          const c = cuesFor(it.replace(/^(?:its|their|our|your)\s+/i, ''));
          names.push(c.name);
          c.cues.filter((x) => !HELP_MEMBER_USER.test(x)).forEach((x) => cues.add(x));
        }
        if (!cues.size) break;
        rules.push(
          makeRule('scope', s, {
            kind: 'watch_item',
            polarity: 'conditional',
            hard: false,
            params: { check: 'scope', topic: items.join(', '), topics: names, cues: [...cues] },
          }),
        );
        break;
      }
    }
    return rules;
  },
};
