/**
 * Required opening and ending: "start every response with 'X'", "end your response with the exact phrase X",
 * "sign off with 'X'", "first word should be X", "greet users with 'X'" (es/fr forms too).
 */

import { quotedStrings } from '../../text.js';
import type { Rule } from '../../types.js';
import { docOf, makeRule, mentionedAsTopic, NEG, type RuleFamily, sentencesWithNext } from '../family.js';
import { isRepeatRequestClause } from './repeat-request.js';

const END =
  /\b(?:end|ends|ending|finish|finishing|conclude|concluding|close|closing|wrap up|terminate|sign(?:s|ed)? off|sign your (?:messages?|responses?|emails?|replies)|termin[ae]\w*|finalice|finalizar|terminez|finissez|finir|concluez|conclure|concluir|concluya|concluye)\b/i;
const START =
  /\b(?:start|starts|starting|begin|begins|beginning|open|opens|opening|preface|prefix|greet(?: (?:the )?(?:users?|customers?|people|visitors?))?|comienz\w*|empie\w*|inicia\w*|commencez|commencer|débutez|débuter)\b/i;
const SUBJECT =
  /\b(?:response|responses|answer|answers|reply|replies|message|messages|output|email|emails|letter|story|text|conversation|interaction|chat|respuesta|réponse|récit|texte|lettre|analyse|análisis|historia|carta|informe|it|with|con|avec|par)\b/i;

function unquotedPhrase(t: string, verb: RegExpExecArray): string | undefined {
  const rest = t.slice(verb.index + verb[0].length);
  const m =
    /\b(?:with|by|par|con|using)\s+(?:(?:this|the|a|the following|esta|la|cette)\s+)?(?:exact\s+)?(?:phrase|sentence|words?|line|frase|phrase suivante|mot)?\s*(?:exacta\s+)?:?\s*(.+)$/i.exec(
      rest,
    );
  if (!m) return undefined;
  let p = m[1]!.split(/\.\s+(?:No|Ninguna|Aucune|Nothing|Do not)\b/i)[0]!.trim();
  p = p.replace(/\s+(?:and|with) no (?:other|additional) (?:words?|text)\b.*$/i, '');
  p = p.replace(/([?!])\.$/, '$1').replace(/\.$/, '');
  if (!p || p.split(/\s+/).length > 12) return undefined;
  if (/^(?:a|an|the|your|my|some|one|summary|question|conclusion|call to action|greeting|friendly|brief|short|polite)\b/i.test(p) && !/[A-Z]{2}/.test(p))
    return undefined;
  return p;
}

export const openingEnding: RuleFamily = {
  family: 'opening_ending',
  extract(prompt, d) {
    const doc = docOf(prompt, d);
    const rules: Rule[] = [];
    for (const [s, next] of sentencesWithNext(doc)) {
      const t = s.text;
      if (/\b(?:if|when|whenever)\b.{0,40}\b(?:user|they|asked|someone|customer)\b/i.test(t)) continue;
      // "begin by repeating the question": the opening is the request itself, not a fixed phrase
      if (isRepeatRequestClause(t)) continue;
      // "a postscript that starts with P.S." is about the postscript (formats), not the reply's opening or ending
      if (/\b(?:postscript|posdata|post-?scriptum)\b|\bP\.\s?[SD]\./i.test(t)) continue;
      const neg = NEG.exec(t);
      for (const [which, re] of [
        ['ending', END],
        ['opening', START],
      ] as const) {
        const vm = re.exec(t);
        if (!vm) continue;
        if (neg && neg.index < vm.index) continue;
        // "describe a book whose first chapter begins with …": what starts so is the topic, not the reply
        if (mentionedAsTopic(t, vm.index, true)) continue;
        // "add at the end a note that starts with 'Note:'": what starts so is a part at the end, not the reply
        if (which === 'opening' && /\b(?:at the end|in the end|al final|à la fin|en fin d)\b|末尾|最後/i.test(t.slice(0, vm.index))) continue;
        if (!SUBJECT.test(t) && !/\bsign/i.test(vm[0])) continue;
        if (which === 'opening' && /\b(?:conversation|chat)\b/i.test(t) && !/\bgreet/i.test(vm[0])) {
          // "start the conversation with a greeting": still an opening rule when a phrase is quoted
        }
        const quoted = quotedStrings(t.slice(vm.index));
        let phrase: string | undefined = quoted[0]?.text;
        let exact = true;
        if (!phrase) {
          // "Close every message by asking: Is there anything else I can help you with today?"
          const colon = /^[^:]{0,80}:\s*([\p{Lu}][^:]{2,120})$/u.exec(t.slice(vm.index));
          if (colon && colon[1]!.split(/\s+/).length <= 16)
            phrase = colon[1]!
              .trim()
              .replace(/([?!])\.$/, '$1')
              .replace(/\.$/, '');
          else if (!/\b(?:exact|exactly|verbatim|word for word|mot pour mot|exacta|phrase)\b/i.test(t) && !/\bfirst word\b/i.test(t)) {
            // "end every answer with Happy baking!" — an unquoted line that is clearly a phrase (capitalised or exclaimed)
            const p = /\b(?:postscript|p\.\s?s\.?)(?:\s|$)/i.test(t) ? undefined : unquotedPhrase(t, vm);
            if (
              !p ||
              !(/^[\p{Lu}]/u.test(p) || /[!?]$/.test(p)) ||
              p.split(/\s+/).length > 8 ||
              ((/^(?:I|You|We|They|It)\b/.test(p) || /\bwith\s+(?:the|a|an|your|their|our)\s/i.test(t)) && !/[!?]$/.test(p))
            )
              continue;
            phrase = p;
          } else phrase = unquotedPhrase(t, vm);
        }
        if (!phrase) continue;
        const signOff = /\bsign/i.test(vm[0]);
        const greet = /\bgreet/i.test(vm[0]);
        if (signOff || greet) exact = false;
        // "end with a question" is a form rule without a phrase: skip; handled above by quote requirement
        rules.push(
          makeRule('opening_ending', s, {
            kind: 'watch_item',
            polarity: 'require',
            hard: false,
            params: {
              check: which,
              phrase,
              exact,
              sign_off: signOff,
              strict_end: /\b(?:no other words|nothing else|ninguna otra|aucune autre|no other text)\b/i.test(`${t} ${next}`),
            },
            discriminator: which,
          }),
        );
      }
      // "The first word of your response should be X"
      const fw = /\bfirst word (?:of (?:your|the|each) (?:response|answer|reply))?\s*(?:should|must) be\s+["'“‘]?([\p{L}\p{N}'-]+)/iu.exec(t);
      if (fw && !rules.some((r) => r.span.start === s.start && r.params.check === 'opening')) {
        rules.push(
          makeRule('opening_ending', s, {
            kind: 'watch_item',
            polarity: 'require',
            hard: false,
            params: { check: 'opening', phrase: fw[1]!, exact: true, first_word: true },
            discriminator: 'first_word',
          }),
        );
      }
    }
    return rules;
  },
};
