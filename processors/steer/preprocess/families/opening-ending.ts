/**
 * Required opening and ending: "start every response with 'X'", "end your response with the exact phrase X",
 * "sign off with 'X'", "first word should be X", "greet users with 'X'" (es/fr forms too).
 */

import { lexiconGroups } from '../../lexicon.js';
import { contentStems, quotedStrings, splitList } from '../../text.js';
import type { Rule } from '../../types.js';
import { docOf, makeRule, mentionedAsTopic, NEG, type RuleFamily, sentencesWithNext } from '../family.js';
import { cuesFor } from '../lexicon.js';
import { isRepeatRequestClause } from './repeat-request.js';

/** Phrase lists live in seeds/lexicons/en/family-opening-ending.json (issue 9); the structure around them stays here. */
const vocab = lexiconGroups('en', 'family-opening-ending');
const vocabFamily = lexiconGroups('en', 'rule-family');
export const THIS_THE_ESTA = new RegExp(
  String.raw`\b(?:${vocab('this-the-esta-with-by-par')})\s+(?:(?:${vocab('this-the-esta')})\s+)?(?:exact\s+)?(?:${vocab('this-the-esta-phrase-sentence-word')})?\s*(?:exacta\s+)?:?\s*(.+)$`,
  'i',
);
export const NO_NINGUNA_AUCUNE = new RegExp(String.raw`\.\s+(?:${vocab('no-ninguna-aucune')})\b`, 'i');
export const AN_THE_YOUR = new RegExp(String.raw`^(?:${vocab('an-the-your')})\b`, 'i');
export const USER_THEY_ASKED = new RegExp(String.raw`\b(?:${vocab('user-they-asked-if-when-whenever')})\b.{0,40}\b(?:${vocab('user-they-asked')})\b`, 'i');
export const POSTSCRIPT_POSDATA_POST = new RegExp(String.raw`\b(?:${vocab('postscript-posdata-post')})\b|\bP\.\s?[SD]\.`, 'i');
export const AT_IN_AL = new RegExp(String.raw`\b(?:${vocab('at-in-al')})\b|末尾|最後`, 'i');
export const EXACT_EXACTLY_VERBATIM = vocab.words('exact-exactly-verbatim');
export const THE_AN_YOUR = new RegExp(String.raw`\bwith\s+(?:${vocab('the-an-your')})\s`, 'i');
export const NO_NOTHING_NINGUNA = vocab.words('no-nothing-ninguna');
export const YOUR_THE_EACH = new RegExp(
  String.raw`\bfirst word (?:of (?:${vocab('your-the-each')}) (?:${vocab('your-the-each-response-answer-reply')}))?\s*(?:should|must) be\s+["'“‘]?([\p{L}\p{N}'-]+)`,
  'iu',
);

export const END = vocab.words('end');
const forms = lexiconGroups('en', 'operator-forms');
/** "Always end with a question", "End every reply with a question that invites them to keep talking". */
export const END_WITH_QUESTION = new RegExp(String.raw`\b(?:${forms('question-end-verb')})\b[^.;:"“]{0,40}?\bwith\s+${forms('question-noun')}\b`, 'i');
/** "Your final line must be exactly: 'Ref: KB-1'": the quoted line is the reply's ending. */
export const FINAL_LINE = new RegExp(String.raw`\b(?:${forms('final-line')})\b`, 'i');
/** "end every message with a leaf emoji 🍃": an emoji after the ending verb is the ending, quoted or not. */
const EMOJI = /\p{Extended_Pictographic}(?:\u{FE0F})?/u;
/** "If the user ends with a question": the person's message ends so, not the reply. */
const PERSON_BEFORE = new RegExp(String.raw`\b(?:${forms('person-subject')})\s+(?:\w+\s+)?$`, 'i');
/** "Sign every reply 'With thanks, the team'": a sign-off without "off". */
export const SIGN_EVERY = vocab.words('sign-every');
export const START = vocab.words('start');
/** "The body starts with the dateline": the part under a headline, not the reply, opens so. */
const INNER_PART = new RegExp(String.raw`(?:^|[^\p{L}])(?:the|its|le|el)\s+(?:${vocab('inner-part')})(?![\p{L}])`, 'iu');
export const SUBJECT = vocab.words('subject');
/**
 * A part of the reply named by an ordinal or a distributive ("the second paragraph", "each word", "chaque phrase",
 * 2段落目): what starts or ends so is that part, not the reply, so no opening or ending of the reply is read.
 */
/** "the first paragraph", "le premier paragraphe" too: for a count inside a part, the first is a part like the others. */
export const PART_NAMED = new RegExp(
  String.raw`(?:^|[^\p{L}])(?:${vocab('part-ordinal')}|${vocabFamily('part-first')})\s+(?:[\p{L}'-]+\s+)?(${vocab('part-noun')})(?![\p{L}])`,
  'iu',
);
const UNIT_OF_PART: [RegExp, string][] = [
  [/^(?:paragraph|p[aá]rrafo|paragraphe)/iu, 'paragraphs'],
  [/^(?:sentence|frase|oraci|phrase)/iu, 'sentences'],
  [/^(?:line|l[ií]nea|ligne)/iu, 'lines'],
  [/^(?:word|palabra|mot)/iu, 'words'],
  [/^(?:section|secci)/iu, 'sections'],
  [/^(?:bullet|item|point)/iu, 'bullets'],
];
/**
 * A count inside a named part of the reply ("le premier paragraphe doit contenir au moins 50 mots", "each paragraph
 * has at most 3 sentences"): a rule on the whole reply in another unit than the part's is not what the clause asks.
 */
export function countInsidePart(clause: string, unit: string): boolean {
  const m = PART_NAMED.exec(clause);
  if (!m) return false;
  const part = UNIT_OF_PART.find(([re]) => re.test(m[1]!))?.[1];
  return part !== undefined && part !== unit;
}
export const PART_OF_REPLY = new RegExp(
  String.raw`(?:^|[^\p{L}])(?:${vocab('part-ordinal')})\s+(?:[\p{L}'-]+\s+)?(?:${vocab('part-noun')})(?![\p{L}])|[0-9０-９一二三四五六七八九十]+\s?(?:つ目の)?(?:段落|文|行)目|番目`,
  'iu',
);
/**
 * "Whenever you talk about symptoms or pain, finish your reply with: '…'": an opening or ending required only under a
 * condition on what the reply (or the user) is about. The rule carries the condition's cue words (a known topic's
 * lexicon, else its content words) and applies only to exchanges that carry one of them.
 */
export const CONDITION_OPENER = new RegExp(String.raw`^\W*(?:${vocab('condition-opener')})\s+(.{3,120}?),`, 'i');
export const CONDITION_ABOUT = new RegExp(String.raw`^(?:${vocab('condition-about')})\s+(?:(?:about|on|of)\s+)?`, 'i');

/** "Every answer that mentions mortgage rates or repayments must include …": the condition is a relative clause on the reply. */
export const CONDITION_RELATIVE = new RegExp(
  String.raw`\b(?:${vocab('condition-reply-noun')})\s+(?:${vocab('subject')})\s+(?:that|which|where you)\s+(?:${vocab('condition-reply-verb')})\s+(.{3,100}?)\s+(?:must|should|shall|has to|have to|needs? to|will)\b`,
  'i',
);

/**
 * A condition after the requirement: "… whenever you mention historical returns", "… in responses about bills or
 * payments". Only a condition on what the reply talks about (not "if the user asks …").
 */
export const CONDITION_TRAILING = new RegExp(
  String.raw`(?:\b(?:${vocab('condition-opener')})\s+(?:${vocab('condition-about')})\s+(?:(?:about|on|of)\s+)?|\b(?:${vocab('condition-trailing-about')})\s+)([^,;]{3,100}?)\s*[.!?]?$`,
  'i',
);

export function conditionCues(clause: string): string[] | undefined {
  const trailing = CONDITION_OPENER.exec(clause) || CONDITION_RELATIVE.exec(clause) ? null : CONDITION_TRAILING.exec(unquoted(clause));
  const m = CONDITION_OPENER.exec(clause) ?? CONDITION_RELATIVE.exec(clause) ?? trailing;
  if (!m) return undefined;
  const object = m[1]!.replace(CONDITION_ABOUT, '').replace(/^(?:a|an|the|any|some|specific|particular)\s+/gi, '');
  const { cues, known } = cuesFor(object);
  // a known topic's cues, and the head noun of each item ("mortgage rates or repayments" → rate, repayment)
  const heads = known ? splitList(object).map((x) => contentStems(/([\p{L}-]{3,})\W*$/u.exec(x)?.[1] ?? '')[0]) : [];
  // a trailing condition's own words count too ("historical returns of any fund": "return" in "returned"), beside a
  // known topic its alias picked ("returns" also names refunds)
  const own = m === trailing ? contentStems(object).filter((w) => w.length >= 4) : [];
  const all = [...new Set([...cues, ...heads.filter((h): h is string => !!h && h.length >= 3), ...own])];
  return all.length ? all : undefined;
}

/** The clause without its quoted text (a quoted phrase may itself hold "each word"). */
const unquoted = (t: string): string => t.replace(/["“«「『'‘][^"”»」』'’]*["”»」』'’]/gu, ' ');

function unquotedPhrase(t: string, verb: RegExpExecArray): string | undefined {
  const rest = t.slice(verb.index + verb[0].length);
  const m = THIS_THE_ESTA.exec(rest);
  if (!m) return undefined;
  let p = m[1]!.split(NO_NINGUNA_AUCUNE)[0]!.trim();
  p = p.replace(/\s+(?:and|with) no (?:other|additional) (?:words?|text)\b.*$/i, '');
  p = p.replace(/([?!])\.$/, '$1').replace(/\.$/, '');
  if (!p || p.split(/\s+/).length > 12) return undefined;
  if (AN_THE_YOUR.test(p) && !/[A-Z]{2}/.test(p)) return undefined;
  return p;
}

export const openingEnding: RuleFamily = {
  family: 'opening_ending',
  extract(prompt, d) {
    const doc = docOf(prompt, d);
    const rules: Rule[] = [];
    for (const [s, next] of sentencesWithNext(doc)) {
      const t = s.text;
      if (USER_THEY_ASKED.test(t)) continue;
      // "begin by repeating the question": the opening is the request itself, not a fixed phrase
      if (isRepeatRequestClause(t)) continue;
      // "a postscript that starts with P.S." is about the postscript (formats), not the reply's opening or ending
      if (POSTSCRIPT_POSDATA_POST.test(t)) continue;
      // "Your final line must be exactly: 'Ref: KB-1'": an ending named by its line (a part of the reply, so read before the part guard below)
      const fl = FINAL_LINE.exec(t);
      const flQuoted = fl && !NEG.test(t) ? quotedStrings(t.slice(fl.index))[0] : undefined;
      if (flQuoted) {
        rules.push(
          makeRule('opening_ending', s, {
            kind: 'watch_item',
            polarity: 'require',
            hard: false,
            params: { check: 'ending', phrase: flQuoted.text, exact: true, sign_off: false, strict_end: true },
            discriminator: 'ending',
          }),
        );
        continue;
      }
      if (PART_OF_REPLY.test(unquoted(t))) continue;
      const neg = NEG.exec(t);
      for (const [which, re] of [
        ['ending', END],
        ['opening', START],
      ] as const) {
        const vm = re.exec(t) ?? (which === 'ending' ? SIGN_EVERY.exec(t) : null);
        if (!vm) continue;
        if (neg && neg.index < vm.index) continue;
        // "describe a book whose first chapter begins with …": what starts so is the topic, not the reply
        if (mentionedAsTopic(t, vm.index, true)) continue;
        // "add at the end a note that starts with 'Note:'": what starts so is a part at the end, not the reply
        if (which === 'opening' && AT_IN_AL.test(t.slice(0, vm.index))) continue;
        if (which === 'opening' && INNER_PART.test(t.slice(0, vm.index))) continue;
        // "three bullet points, each starting with '- '": what each starts with is each item
        if (/\b(?:each|every one)\s+(?:one\s+|of (?:them|which|these)\s+)?$/i.test(t.slice(0, vm.index))) continue;
        if (!SUBJECT.test(t) && !/\bsign/i.test(vm[0])) continue;
        if (which === 'opening' && /\b(?:conversation|chat)\b/i.test(t) && !/\bgreet/i.test(vm[0])) {
          // "start the conversation with a greeting": still an opening rule when a phrase is quoted
        }
        const quoted = quotedStrings(t.slice(vm.index));
        // "end every reply with a question": a required form of the last sentence, no fixed phrase
        if (which === 'ending' && !quoted.length && END_WITH_QUESTION.test(t.slice(vm.index)) && !PERSON_BEFORE.test(t.slice(0, vm.index))) {
          const when = conditionCues(t.slice(0, vm.index));
          rules.push(
            makeRule('opening_ending', s, {
              kind: 'watch_item',
              polarity: 'form',
              hard: false,
              params: { check: 'closing_question', ...(when ? { when_cues: when } : {}) },
              discriminator: 'closing_question',
            }),
          );
          continue;
        }
        let phrase: string | undefined = quoted[0]?.text ?? (which === 'ending' ? EMOJI.exec(t.slice(vm.index))?.[0] : undefined);
        let exact = true;
        if (!phrase) {
          // "Close every message by asking: Is there anything else I can help you with today?"
          const colon = /^[^:]{0,80}:\s*([\p{Lu}][^:]{2,120})$/u.exec(t.slice(vm.index));
          if (colon && colon[1]!.split(/\s+/).length <= 16)
            phrase = colon[1]!
              .trim()
              .replace(/([?!])\.$/, '$1')
              .replace(/\.$/, '');
          else if (!EXACT_EXACTLY_VERBATIM.test(t) && !/\bfirst word\b/i.test(t)) {
            // "end every answer with Happy baking!" — an unquoted line that is clearly a phrase (capitalised or exclaimed)
            const p = /\b(?:postscript|p\.\s?s\.?)(?:\s|$)/i.test(t) ? undefined : unquotedPhrase(t, vm);
            if (
              !p ||
              !(/^[\p{Lu}]/u.test(p) || /[!?]$/.test(p)) ||
              p.split(/\s+/).length > 8 ||
              ((/^(?:I|You|We|They|It)\b/.test(p) || THE_AN_YOUR.test(t)) && !/[!?]$/.test(p))
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
        const when = conditionCues(t.slice(0, vm.index)) ?? conditionCues(t);
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
              strict_end: NO_NOTHING_NINGUNA.test(`${t} ${next}`),
              ...(when ? { when_cues: when } : {}),
            },
            discriminator: which,
          }),
        );
      }
      // "The first word of your response should be X"
      const fw = YOUR_THE_EACH.exec(t);
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
