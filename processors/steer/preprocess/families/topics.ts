/**
 * Topics the prompt puts off-limits ("do not discuss politics", "avoid giving medical advice", "X is off-limits").
 * Checked by topic cues (soft: analysis may override, and refusals that name the topic are fine).
 */

import { splitList } from '../../text.js';
import type { Rule } from '../../types.js';
import { cutClause, docOf, makeRule, NEG, type RuleFamily } from '../family.js';
import { cuesFor } from '../lexicon.js';
import { protectedStatement } from '../protected-statement.js';

const VERB =
  /\b(?:diagnos(?:e|ing)|prescrib(?:e|ing)|quot(?:e|ing)|predict(?:ing)?|forecast(?:ing)?|suggest(?:ing)?|recommend(?:ing)?|confirm(?:ing)?|discuss(?:ing)?|talk(?:ing)? about|mention(?:ing)?|bring(?:ing)? up|give|giving|provide|providing|offer(?:ing)?|engage (?:in|with)|comment(?:ing)? on|answer(?:ing)? (?:any )?questions? (?:about|on|regarding|related to)|speculat(?:e|ing) (?:about|on)|share (?:\w+ )?opinions? (?:on|about)|express (?:\w+ )?(?:opinions?|views?) (?:on|about)|weigh in on|make (?:any )?(?:claims|predictions|promises) (?:about|on|regarding)|hablar de|discutir|parler de|aborder)\b/i;
const OFF_LIMITS = /^(.*?)\s+(?:is|are)\s+(?:strictly\s+)?(?:off[- ]limits|forbidden|prohibited|not allowed|taboo|out of scope)/i;
const OFF_LIST = /\b(?:off[- ]limits|forbidden|prohibited|banned|restricted) (?:topics?|subjects?)\s*(?:include|are|:)\s*(.+)$/i;

/** Verbs that name an act rather than a conversation: their object becomes a topic only when it is a known one. */
const ACT_VERB = /^(?:suggest|recommend|confirm|predict|forecast)/i;
const IMPLIED: [RegExp, string][] = [
  [/^diagnos|^prescrib/i, 'medical conditions'],
  [/^quot/i, 'prices'],
  [/^(?:predict|forecast)/i, ''],
];

function addTopics(rules: Rule[], s: { text: string; start: number; end: number }, topicText: string, knownOnly = false) {
  // "internal matters such as layoffs, restructuring or earnings": the head and each example are topics
  topicText = topicText.replace(/\s*\(?\b(?:such as|for example|for instance|e\.g\.,?|including|like)\s+/i, ', ');
  const raw = cutClause(topicText.split(/[;:]/)[0]!)
    .replace(/^(?:any|about|on|the|into|in)\s+/i, '')
    .replace(
      /\s+(?:with|to) (?:the |our )?(?:users?|customers?|anyone|anybody|people|guests?|visitors?|clients?|members?|patients?|students?|players?|callers?|the public|outsiders|staff)\b.*$/i,
      '',
    );
  for (const t of splitList(raw)) {
    if (t.length < 3 || /^(?:it|this|that|them|these|those|anything|something|yourself|you|users?)$/i.test(t)) continue;
    if (/^(?:it|this|that|them|these|those|him|her)\s+(?:to|with|for|in|on|at|out)\b/i.test(t)) continue; // "give it to guests": the object is elsewhere
    if (
      /^(?:warnings?|notes?|explanations?|examples?|commentary|comments|details|caveats|disclaimers?|feedback|links?|urls?|sources?|references?|personal|apologies|apology|preambles?|introductions?|summary|summaries|answers?|responses?|output|information|help|assistance|more|extra|additional|unnecessary|your|its|their|his|her)\b/i.test(
        t,
      )
    )
      continue;
    if (/["“'‘]/.test(t)) continue; // quoted strings belong to banned_strings
    if (/^[\p{Lu}][\p{Ll}]+(?:\s[\p{Lu}][\p{Ll}]+)*$/u.test(t) && !/^(?:Politics|Religion)/.test(t)) continue; // proper names: banned_strings
    const { name, cues, known } = cuesFor(t);
    if (!cues.length || (knownOnly && !known)) continue;
    rules.push(
      makeRule('topics', s, {
        kind: 'red_line',
        polarity: 'forbid',
        hard: false,
        params: { check: 'topic', topic: name, cues, known },
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
    for (const s of doc.sentences) {
      // "never mention that <fact>" protects a fact (secrets family), it does not ban a topic
      if (protectedStatement(s.text)) continue;
      if (
        /\b(?:competitors?|competing|rivals?|(?:other|rival|competing) (?:[\w-]+ ){0,2}(?:brands?|companies|retailers|airlines|banks|stores|shops|providers|vendors|carriers|platforms|apps|services|chains|products|manufacturers)|brand names?|password|passcode|access code|instructions|system prompt)\b/i.test(
          s.text,
        )
      )
        continue;
      const lm = OFF_LIST.exec(s.text);
      if (lm) {
        addTopics(rules, s, lm[1]!);
        continue;
      }
      const om = OFF_LIMITS.exec(s.text);
      if (om && !NEG.test(om[1]!)) {
        addTopics(rules, s, om[1]!.replace(/^(?:topics? (?:like|such as)|discussing|discussion of|talking about)\s+/i, ''));
        continue;
      }
      const neg = NEG.exec(s.text);
      if (!neg || /^avoid/i.test(neg[0])) {
        // "Stay away from politics" / "Avoid politics and religion" / "Steer clear of anything to do with elections"
        const am =
          /\b(?:avoid|stay away from|steer clear of|keep away from|refrain from)\s+(?:(?:any|all)\s+)?(?:topics?\s+(?:like|such as)\s+|discussing\s+|talking about\s+|(?:anything|everything|things|subjects|topics|questions)\s+(?:to do with|related to|about|regarding|concerning|involving)\s+|mention(?:ing)? of\s+|discussion of\s+)?(.+)$/i.exec(
            s.text,
          );
        if (am && !/\b(?:using|saying|writing|words?|phrases?|jargon|cliches?|markdown|bullets?|emojis?|formatting|repeating|long|lengthy)\b/i.test(am[1]!))
          addTopics(rules, s, am[1]!);
        if (!neg || am) continue;
      }
      if (/\b(?:unless|if|only when|except|when(?:ever)?)\b/i.test(s.text.slice(0, neg.index))) continue; // conditional: the conditionals family
      const after = s.text.slice(neg.index + neg[0].length);
      const vm = VERB.exec(after);
      if (vm) {
        let rest = after.slice(vm.index + vm[0].length);
        if (/\b(?:words?|phrases?|terms?)\b/i.test(rest.slice(0, 20))) continue;
        rest = rest.replace(/^\s*(?:any\s+|about\s+|on\s+|topics?\s+(?:like|such as|related to|about)\s+|(?:\w+\s+)?(?:related to|regarding|about)\s+)*/i, '');
        // "give medical advice" / "provide legal advice" → the topic is the adjective
        rest = rest.replace(/^(\w+)\s+(?:advice|recommendations?|opinions?|guidance|information|predictions?|diagnos[ie]s)\b/i, '$1');
        const implied = IMPLIED.find(([re]) => re.test(vm[0]));
        if (implied?.[1]) addTopics(rules, s, implied[1]);
        addTopics(rules, s, rest, ACT_VERB.test(vm[0]) || !!implied);
        continue;
      }
      // "Stay away from politics" / "Avoid politics and religion"
      const am = /\b(?:avoid|stay away from|steer clear of|refrain from)\s+(?:topics?\s+(?:like|such as)\s+|discussing\s+|any\s+)?(.+)$/i.exec(s.text);
      if (am && !/\b(?:using|saying|writing|words?|phrases?|jargon|cliches?|markdown|bullets?|emojis?|formatting)\b/i.test(am[1]!)) addTopics(rules, s, am[1]!);
    }
    return rules;
  },
};
