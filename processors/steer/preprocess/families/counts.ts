/**
 * Counted structures: bullet points, numbered items, sections (with their marker), highlighted parts (*like this*),
 * placeholders in square brackets, and "no bullet points"/"no placeholders".
 */

import { NUMBER_PATTERN, parseNumber, parseRelation } from '../../text.js';
import type { Rule } from '../../types.js';
import { docOf, makeRule, NEG, type RuleFamily, sentencesWithNext } from '../family.js';

const ITEMS: [string, RegExp][] = [
  [
    'bullets',
    /\b(?:bullet(?:ed)?(?: points?| list items?| items?)?|bullets|puntos de lista|points de liste|puces|elementos de lista|ítems de lista|items de lista|points)\b/i,
  ],
  ['numbered', /\bnumbered (?:list )?(?:items?|points?|steps?)\b/i],
  ['sections', /\b(?:sections?|secciones|sección|parties|parts?)\b/i],
  ['highlights', /\b(?:highlighted (?:sections?|parts?|words?|phrases?)|highlights?|secciones resaltadas|resalta|mettre en évidence|en surbrillance)\b/i],
  ['placeholders', /\b(?:placeholders?|marcadores de posición|espaces réservés)\b/i],
];

export const counts: RuleFamily = {
  family: 'counts',
  extract(prompt, d) {
    const doc = docOf(prompt, d);
    const rules: Rule[] = [];
    for (const [s, next] of sentencesWithNext(doc)) {
      const t = s.text;
      for (const [item, re] of ITEMS) {
        const im = re.exec(t);
        if (!im) continue;
        if (
          item === 'sections' &&
          !/\b(?:mark|begin|start|marking|each|cada|chaque|highlight|divided|split|has|have|contain|consist|tener|tenga|incluir|comprendre)\b/i.test(t)
        )
          continue;
        if (item === 'sections' && /^\s*mark\b/i.test(t)) continue;
        if (item === 'sections' && /\bhighlight|resalta|surbrillance|évidence/i.test(t)) continue;
        if (item === 'bullets' && /\beach bullet|every bullet|per bullet\b/i.test(t)) continue;
        const neg = NEG.exec(t);
        const numRe = new RegExp(`${NUMBER_PATTERN}\\s+(?:\\w+\\s+){0,3}?$`, 'i');
        // number right before the item word, or "N" shortly before
        const before = t.slice(Math.max(0, im.index - 40), im.index);
        const nm = numRe.exec(before);
        let n = nm ? parseNumber(nm[1]!) : undefined;
        if (n === undefined) {
          const am = new RegExp(`^[^.]{0,30}?\\b${NUMBER_PATTERN}\\b`, 'i').exec(t.slice(im.index + im[0].length));
          if (am && /\b(?:at least|at most|exactly|of)\b/i.test(t.slice(im.index, im.index + 40))) n = parseNumber(am[1]!);
        }
        let relation = parseRelation(
          nm ? before.slice(0, before.length - nm[0].length) : before,
          item === 'highlights' || item === 'placeholders' ? 'at_least' : 'exactly',
        );
        if (neg && neg.index < im.index) {
          // "do not use bullet points" / "never leave placeholders"
          if (n !== undefined && !/\b(?:no more than|not more than|not exceed)\b/i.test(t)) continue;
          if (n === undefined) {
            if (item !== 'bullets' && item !== 'placeholders' && item !== 'numbered') continue;
            n = 0;
            relation = 'at_most';
          }
        }
        if (n === undefined) continue;
        let marker: string | undefined;
        if (item === 'sections') {
          const mm = /\b(?:with|by|con|par|using)\s+["'“‘]?([A-Za-zÀ-ÿ]+)\s+(?:X|N|\d|\{\w+\}|\[\w+\])/i.exec(`${t} ${next}`);
          marker = mm?.[1];
          if (!marker) continue;
        }
        rules.push(
          makeRule('counts', s, {
            kind: 'watch_item',
            polarity: 'form',
            hard: false,
            params: { check: 'count', item, relation, n, ...(marker ? { marker } : {}) },
            discriminator: item,
          }),
        );
      }
    }
    return rules;
  },
};
