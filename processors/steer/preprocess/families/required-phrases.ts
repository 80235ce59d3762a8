/**
 * Required content: phrases and keywords every response must contain ("always include 'X'", "include the keywords
 * A and B"), disclaimers (quoted → exact; unquoted "a disclaimer that you are not a lawyer" → semantic), required
 * URLs/emails, keyword and letter frequencies.
 */

import { contentStems, emphasisedStrings, NUMBER_PATTERN, parseNumber, parseRelation, quotedStrings, splitList } from '../../text.js';
import type { Rule } from '../../types.js';
import { docOf, makeRule, NEG, type RuleFamily } from '../family.js';

const REQUIRE =
  /\b(?:always|must|should|make sure|be sure|remember|ensure|need to|needs to|has to|have to|required?|every (?:response|answer|reply|message)|each (?:response|answer|reply|message)|all (?:responses|answers|replies))\b|^(?:include|mention|add|use|incluye|inclure|incluez|menciona|mentionnez)\b|\b(?:no olvides|asegúrate|assurez-vous|n'oubliez pas|veillez|veuillez|debe|deben|debes|deberá|doit|doivent|devez|devra|necesita|tienes que|tiene que|hay que|il faut|es necesario|es obligatorio|obligatoire)\b/i;
const INCLUDE_VERB =
  /\b(?:include|contain|mention|add|say|state|use|insert|append|give|provide|share|list|remind|note|cite|quote|incluir|incluye|contener|contenga|inclure|incluez|inclut|contienne|contenir|mentionner|utiliser|intégrer|incorporer|incorporar|integrar|contener|contenga|figurer|usar|utilizar|utiliza|usa|emplear|emplea|employer|employez|utilisez|incorporez)\b/i;
const POSITION =
  /\b(?:end|start|begin|finish|conclude|close|open|sign(?:s|ed)? off|sign your|greet|first word|last word|termin\w+|comien\w+|empie\w+|commenc\w+|finis\w+)\b/i;
const EXACT_TOKEN = /\b(?:https?:\/\/[^\s)"']+|www\.[^\s)"']+|[\w.+-]+@[\w-]+\.[\w.]+|\+?\d[\d\s().-]{7,}\d)\b/g;
const DISCLAIMER =
  /\b(?:(?:include|add|provide|give|append)\s+(?:a |an |the )?(?:brief |short |clear )?(?:disclaimer|note|reminder|warning|statement)\s+(?:that|stating(?: that)?|saying(?: that)?|which says|explaining that|noting that|to the effect that|:)|remind (?:the )?(?:users?|customers?|people|them|readers?|clients?|patients?|members?|guests?|visitors?|students?|callers?)(?: that| to(?=\s+\w))|(?:always )?(?:mention|state|note|clarify|say|make (?:it )?clear|point out|disclose) that)\s+(.+)$/i;

function firstPerson(s: string): string {
  let t = s.trim().replace(/[.;]+$/, '');
  t = t
    .replace(/\byou are\b/gi, 'I am')
    .replace(/\byou're\b/gi, "I'm")
    .replace(/\byou cannot\b/gi, 'I cannot')
    .replace(/\byou can'?t\b/gi, "I can't")
    .replace(/\byou do not\b/gi, 'I do not')
    .replace(/\byou don'?t\b/gi, "I don't")
    .replace(/\byour\b/gi, 'my')
    .replace(/\bthey (?:should|must)\b/gi, 'you should')
    .replace(/\bthe user (?:should|must)\b/gi, 'you should')
    .replace(/\bthe user'?s?\b/gi, 'your')
    .replace(/\byourself\b/gi, 'myself');
  return t.charAt(0).toUpperCase() + t.slice(1) + '.';
}

const FREQ = new RegExp(
  `(?:(?:word|keyword|term|phrase|palabra|mot|terme)\\s+)?["'“‘«]\\s?([^"'”’»]{1,60}?)\\s?["'”’»][^.]{0,60}?\\b(?:appears?|occurs?|be used|used|repeated|repetirse|aparecer|apparaisse|apparaître|figurer)?[^.]{0,30}?\\b(at least|at most|less than|fewer than|more than|exactly|al menos|como máximo|au moins|au plus|moins de|menos de)?\\s*${NUMBER_PATTERN}\\s+(?:times?|veces|vez|fois)`,
  'i',
);
// the letter stands alone ("the letter q", "la letra 'n'"): "letters should appear" names no letter
const LETTER = new RegExp(
  `\\b(?:letters?|letra|lettre)\\s+["'“‘]?([\\p{L}])(?![\\p{L}\\p{N}])["'”’]?[^.]{0,40}?\\b(at least|at most|less than|fewer than|more than|exactly|al menos|au moins|au minimum|como máximo)?\\s*${NUMBER_PATTERN}\\s+(?:times?|veces|vez|fois)`,
  'iu',
);
/** "Include the order number the customer gave you", "always repeat the caller's ticket ID". */
const ECHO_REF =
  /\b(?:include|repeat|quote|mention|reference|echo|state|confirm|restate|use)\b[^.]{0,40}\b(?:reference|order|case|ticket|booking|reservation|confirmation|account|tracking|claim|policy|invoice|membership|customer|member)\s*(?:number|no\.?|id|code|reference|#)\b[^.]{0,60}\b(?:(?:the )?(?:customer|user|guest|caller|client|member|patient)(?:'s)?\b|they (?:gave|give|provided|provide|shared|mention)|you (?:were|are) given|given|provided|supplied)/i;
const KEYWORD_NOUN = /\b(?:words?|keywords?|terms?|palabras?(?: clave)?|t[ée]rminos?|mots?(?:-cl[ée]s)?|termes?)\b/i;
const MULTI_KW = /\bkeyword\s+([\p{L}'-]+)\s+(once|twice|thrice|(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten) times)/giu;

export const requiredPhrases: RuleFamily = {
  family: 'required_phrases',
  extract(prompt, d) {
    const doc = docOf(prompt, d);
    const rules: Rule[] = [];
    for (const s of doc.sentences) {
      const t = s.text;
      // keyword frequency: 'the word "X" should appear at least 3 times'
      const fm = FREQ.exec(t);
      if (fm && !/\b(?:letters?|letra|lettre)\b/i.test(t.slice(0, fm.index + 10))) {
        const n = parseNumber(fm[3]!);
        if (n !== undefined) {
          // the comparison is read from everything before the number ("moins d'une fois" is not in FREQ's list)
          const rel = parseRelation(fm[2] ?? t.slice(0, relationEnd(fm)), 'at_least');
          rules.push(
            makeRule('required_phrases', s, {
              kind: 'watch_item',
              polarity: 'require',
              hard: false,
              // a clause with one quoted word is about that word ("inclure le mot « mission » 3 fois" is not about "inclure le mot")
              params: { check: 'keyword_frequency', keyword: quotedOnly(t) ?? fm[1]!.trim(), relation: rel, n },
              discriminator: `freq:${fm[1]}`,
            }),
          );
          continue;
        }
      }
      const lm = LETTER.exec(t);
      if (lm) {
        const n = parseNumber(lm[3]!);
        if (n !== undefined) {
          rules.push(
            makeRule('required_phrases', s, {
              kind: 'watch_item',
              polarity: 'require',
              hard: false,
              params: { check: 'letter_frequency', letter: lm[1]!, relation: parseRelation(lm[2] ?? t.slice(0, relationEnd(lm)), 'at_least'), n },
              discriminator: `letter:${lm[1]}`,
            }),
          );
          continue;
        }
      }
      MULTI_KW.lastIndex = 0;
      let mk: RegExpExecArray | null;
      let multi = false;
      while ((mk = MULTI_KW.exec(t))) {
        const w = mk[2]!.toLowerCase();
        const n = w === 'once' ? 1 : w === 'twice' ? 2 : w === 'thrice' ? 3 : parseNumber(w.replace(/ times$/, ''));
        if (n === undefined) continue;
        multi = true;
        rules.push(
          makeRule('required_phrases', s, {
            kind: 'watch_item',
            polarity: 'require',
            hard: false,
            params: { check: 'keyword_frequency', keyword: mk[1]!, relation: 'exactly', n },
            discriminator: `freq:${mk[1]}`,
          }),
        );
      }
      if (multi) continue;

      const neg = NEG.exec(t);
      if (ECHO_REF.test(t) && !(neg && neg.index < t.search(ECHO_REF))) {
        rules.push(
          makeRule('required_phrases', s, {
            kind: 'watch_item',
            polarity: 'require',
            hard: false,
            params: { check: 'echo_reference' },
            discriminator: 'echo_reference',
          }),
        );
        continue;
      }
      if (!REQUIRE.test(t) && !/^(?:include|mention|add)\b/i.test(t)) continue;
      if (POSITION.test(t) && !/\b(?:somewhere|anywhere|in (?:every|each|your) (?:response|answer))\b/i.test(t)) continue; // opening_ending family
      const incl = INCLUDE_VERB.exec(t);
      if (!incl && !/\b(?:keywords?|palabras clave|mots-clés|disclaimer)\b/i.test(t)) continue;
      if (neg && incl && neg.index < incl.index && !/\b(?:forget|olvides|oubliez)\b/i.test(t)) continue;
      if (/\b(?:if|when|whenever)\b.{0,40}\b(?:user|they|asked|someone|customer)\b/i.test(t)) continue; // conditionals family
      const after = incl ? t.slice(incl.index) : t;

      const dm = DISCLAIMER.exec(t);
      let quoted = quotedStrings(after)
        .map((q) => q.text)
        .filter((x) => x.length <= 300);
      // "include *farmer*": emphasis marks the words as quotes would (not in a highlighting instruction)
      if (!quoted.length && !/\b(?:highlight|bold|italic|emphasi[sz]e|markdown)\w*/i.test(after)) quoted = emphasisedStrings(after).map((q) => q.text);
      if (quoted.length) {
        rules.push(
          makeRule('required_phrases', s, {
            kind: 'watch_item',
            polarity: 'require',
            hard: false,
            // quoted words named as words or keywords are a keyword instruction (found as the words, inside longer ones too)
            params: {
              check: 'required_phrase',
              phrases: quoted,
              mode: 'all',
              exact: true,
              disclaimer: !!dm,
              ...(!dm && KEYWORD_NOUN.test(after) && quoted.every((q) => q.split(/\s+/).length <= 3) ? { keywords_rule: true } : {}),
            },
          }),
        );
        continue;
      }
      const tokens = after.match(EXACT_TOKEN)?.map((x) => x.replace(/[.,;:]+$/, ''));
      if (tokens?.length) {
        rules.push(
          makeRule('required_phrases', s, {
            kind: 'watch_item',
            polarity: 'require',
            hard: false,
            params: { check: 'required_phrase', phrases: tokens, mode: 'all', exact: true },
          }),
        );
        continue;
      }
      if (dm) {
        const claim = dm[1]!
          .replace(/\s+(?:in|at the end of|at the start of) (?:every|each|all|your) (?:responses?|answers?|replies|messages?)\b.*$/i, '')
          .replace(/,?\s+(?:whenever|every time|each time|any time|when(?= you\b)|if(?= you\b))\b.*$/i, '');
        const stems = contentStems(claim);
        if (stems.length) {
          rules.push(
            makeRule('required_phrases', s, {
              kind: 'watch_item',
              polarity: 'require',
              hard: false,
              params: {
                check: 'required_phrase',
                phrases: [
                  /\bremind\b[^.]*\bto$/i.test(t.slice(0, dm.index + dm[0].length - dm[1]!.length).trim())
                    ? `Please ${claim
                        .trim()
                        .replace(/[.;]+$/, '')
                        .replace(/\btheir\b/gi, 'your')
                        .replace(/\bthem(?:selves)?\b/gi, (x) => (x.length > 4 ? 'yourself' : 'you'))}.`
                    : firstPerson(claim),
                ],
                mode: 'all',
                exact: false,
                disclaimer: true,
                keywords: stems,
              },
            }),
          );
        }
        continue;
      }
      const km = /\b(?:keywords?|the words?|the terms?|palabras clave|mots-clés|termes)\s*:?\s*\[?([^.\]]+)/i.exec(after);
      if (km) {
        const items = splitList(km[1]!.replace(/\s+(?:in|into|within|somewhere in) (?:the|your) (?:response|answer|reply|text)\b.*$/i, '')).filter(
          (x) => x.split(/\s+/).length <= 3,
        );
        if (items.length)
          rules.push(
            makeRule('required_phrases', s, {
              kind: 'watch_item',
              polarity: 'require',
              hard: false,
              params: { check: 'required_phrase', phrases: items, mode: 'all', exact: true, keywords_rule: true },
            }),
          );
      }
    }
    return rules;
  },
};

/** Where the number of a FREQ/LETTER match starts in its sentence: the text before it carries the comparison. */
function relationEnd(m: RegExpExecArray): number {
  return m.index + m[0].length - m[0].slice(m[0].lastIndexOf(m[3]!)).length;
}

function quotedOnly(t: string): string | undefined {
  const q = quotedStrings(t);
  return q.length === 1 ? q[0]!.text : undefined;
}
