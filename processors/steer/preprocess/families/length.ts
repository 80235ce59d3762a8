/**
 * Length limits on the response in words, sentences, paragraphs, characters or lines ("keep answers under 100 words",
 * "answer in at most 3 sentences", "exactly 4 paragraphs separated by ***", "between 50 and 80 words"; es/fr too).
 */

import { NUMBER_PATTERN, parseNumber, parseRelation, type Relation } from '../../text.js';
import type { Rule } from '../../types.js';
import { docOf, makeRule, type RuleFamily } from '../family.js';

const UNITS: [RegExp, string][] = [
  [/^(?:words?|palabras?|mots?)$/i, 'words'],
  [/^(?:sentences?|frases?|oraciones?|phrases?)$/i, 'sentences'],
  [/^(?:paragraphs?|párrafos?|parrafos?|paragraphes?)$/i, 'paragraphs'],
  [/^(?:characters?|chars?|letters?|caracteres|caractères|lettres)$/i, 'characters'],
  [/^(?:lines?|líneas|lignes)$/i, 'lines'],
];
const UNIT =
  '(words?|sentences?|paragraphs?|characters?|chars?|lines?|palabras?|frases?|oraciones?|párrafos?|paragraphes?|caracteres|caractères|mots?|phrases?|lignes|líneas)';
const RANGE = new RegExp(
  `\\bbetween\\s+${NUMBER_PATTERN}\\s+(?:and|to|-)\\s+${NUMBER_PATTERN}\\s+${UNIT}\\b|\\b${NUMBER_PATTERN}\\s*(?:-|–|to)\\s*${NUMBER_PATTERN}\\s+${UNIT}\\b`,
  'giu',
);
const SINGLE = new RegExp(
  `(?<![\\p{L}])${NUMBER_PATTERN}[ -]+(?:(?:short|brief|concise|complete|full|distinct|separate|total)\\s+)?${UNIT}(?![\\p{L}])`,
  'giu',
);
const ABOUT_OUTPUT =
  /\b(?:response|responses|answer|answers|reply|replies|output|message|messages|yourself|keep|limit|write|respond|answer|use|contain|tu respuesta|votre réponse|ta réponse|votre texte|your (?:text|story|essay|letter|summary|post|email|description))\b|\b(?:under|within|at most|no more than|maximum|at least|exactly|between|fewer than|less than|al menos|au moins|como máximo|no superes|au plus|un mínimo|un minimum|minimum)\b/i;
const PER_ITEM =
  /\b(?:each|every|per|cada|chaque)\s+(?:bullet|item|point|line|sentence|paragraph|section|title|heading|header|entry|idea|insight|fact|quote|tweet|option|step|word)s?\b|\bbullets? (?:as|of|with)\b|\b(?:IDEAS|INSIGHTS|FACTS|HABITS|QUOTES|RECOMMENDATIONS)\b|\btitle\b/;
const USER_SIDE = /\b(?:if|when|unless)\b[^.]{0,40}\b(?:user|prompt|input|message|they|someone)\b[^.]{0,30}\b(?:is|are|has|contains?|exceeds?)\b/i;

function unitOf(u: string): string | undefined {
  for (const [re, name] of UNITS) if (re.test(u)) return name;
  return undefined;
}

export const length: RuleFamily = {
  family: 'length',
  extract(prompt, d) {
    const doc = docOf(prompt, d);
    const rules: Rule[] = [];
    for (const s of doc.sentences) {
      const t = s.text;
      if (!ABOUT_OUTPUT.test(t) || USER_SIDE.test(t)) continue;
      const taken: [number, number][] = [];
      const push = (unit: string, relation: Relation, n: number, idx: number, extra: Record<string, unknown> = {}) => {
        const before = t.slice(Math.max(0, idx - 40), idx);
        const after = t.slice(idx, idx + 60);
        if (PER_ITEM.test(before + ' ' + after.split(/[,;]/)[0]) && !/\b(?:response|answer|reply|output)\b/i.test(before)) return;
        if (unit === 'characters' && /\b(?:letter|lettre)s?\b/i.test(after) && !/\b(?:characters?|caract)/i.test(t)) {
          // "letters" means characters only in a length context ("at most 280 letters")
        }
        rules.push(
          makeRule('length', s, {
            kind: 'watch_item',
            polarity: 'form',
            hard: false,
            // "paragraphs separated by the markdown divider ***" (often the next sentence): only the divider separates them
            params: {
              check: 'length',
              unit,
              relation,
              n,
              ...extra,
              ...(unit === 'paragraphs' && namesParagraphDivider(prompt) ? { divider: '***' } : {}),
            },
            discriminator: `${unit}:${relation}:${n}`,
          }),
        );
      };
      RANGE.lastIndex = 0;
      let m: RegExpExecArray | null;
      while ((m = RANGE.exec(t))) {
        const a = parseNumber(m[1]! ?? m[4]);
        const b = parseNumber(m[2]! ?? m[5]);
        const unit = unitOf(m[3]! ?? m[6]);
        if (a === undefined || b === undefined || !unit) continue;
        push(unit, 'at_least', Math.min(a, b), m.index);
        push(unit, 'at_most', Math.max(a, b), m.index);
        taken.push([m.index, m.index + m[0].length]);
      }
      SINGLE.lastIndex = 0;
      while ((m = SINGLE.exec(t))) {
        const at = m.index;
        if (taken.some(([a, b]) => at >= a && at < b)) continue;
        const n = parseNumber(m[1]!);
        const unit = unitOf(m[2]!);
        if (n === undefined || !unit) continue;
        if (
          /^(?:a|an|un|une|una|uno)$/i.test(m[1]!.trim()) &&
          !/\b(?:single|one|only|just|in a|with a|as a|into a|en una?|en une?)\s*$/i.test(t.slice(Math.max(0, at - 12), at) + (m[1]!.length > 2 ? '' : ''))
        ) {
          if (!/\b(?:in|as|with|into|en)\s+$/i.test(t.slice(Math.max(0, at - 6), at))) continue;
        }
        if (unit === 'characters' && /\b(?:letter)\b/i.test(m[2]!) && /\bletter\s+["'“‘]/.test(t)) continue;
        const before = t.slice(Math.max(0, at - 48), at);
        const after = t.slice(at + m[0].length, at + m[0].length + 32);
        const fallback: Relation =
          unit === 'paragraphs' || (/\b(?:contain|have|consist|divided|split|structure)\w*\b/i.test(before) && unit !== 'words' && unit !== 'characters')
            ? 'exactly'
            : 'at_most';
        const approx = /\b(?:around|about|approximately|roughly|environ|aproximadamente|alrededor de)\s*$/i.test(before);
        const relation = approx ? 'exactly' : parseRelation(before, fallback, after);
        push(unit, relation, n, at, approx ? { approx: true } : {});
      }
    }
    return rules;
  },
};

/** The prompt names the markdown divider `***` as what separates paragraphs (often in a sentence of its own). */
export const namesParagraphDivider = (prompt: string): boolean =>
  /\*\*\*|markdown divider|divisor (?:de )?markdown|séparateur (?:markdown|\*\*\*)|マークダウンの区切り/i.test(prompt);
