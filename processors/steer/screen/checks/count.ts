/** Counted structures: bullets, numbered items, sections with a marker, *highlighted* parts, [placeholders]. */
import { z } from 'zod';
import { PHASE } from '../../redeem/context.js';
import { groupInto, tidy } from '../../redeem/edit.js';
import { compare, countTarget, escapeRegExp, type Relation, relationWords, type Seg, splitSentences } from '../../text.js';
import type { Rule } from '../../types.js';
import { type Check, finding, RELATION } from '../check.js';
import { stripMarkdown } from './format.js';

const PLACEHOLDER = /\[[^\]\n]{1,60}\](?!\()/g;

/** `allowed`: placeholders the prompt itself names, which an "any other placeholders" ban does not count. */
export function countItems(text: string, item: string, marker?: string, allowed?: readonly string[]): number {
  switch (item) {
    case 'bullets':
      return text.split('\n').filter((l) => /^\s*[*\-•+]\s+\S/.test(l) && !/^\s*(?:\*\s*){3,}$|^\s*-{3,}\s*$/.test(l) && !/^\s*\*\*[^*]+\*\*\s*$/.test(l))
        .length;
    case 'numbered':
      return text.split('\n').filter((l) => /^\s*\d+[.)]\s+\S/.test(l)).length;
    case 'sections': {
      if (!marker) return 0;
      // a marker opening a line ("## Section II", "**Part A**"), or the marker with its number anywhere ("Sección 1:"
      // right after an opening quote, "… SECTION 2 …"), each place counted once
      const at = new Set<number>();
      const m = escapeRegExp(marker);
      for (const x of text.matchAll(new RegExp(`^[ \\t]*(?:#+[ \\t]*|\\*\\*)?(${m})[ \\t]+(?:\\d+|[IVXLC]+|[A-Z])\\b`, 'gim')))
        at.add(x.index + x[0].indexOf(x[1]!));
      for (const x of text.matchAll(new RegExp(`(?<![\\p{L}\\p{N}])${m}\\s?\\d+`, 'gu'))) at.add(x.index);
      return at.size;
    }
    case 'highlights':
      if (marker === '《》') return (text.match(/《[^《》\n]+》/g) ?? []).length;
      return (text.match(/\*\*[^\n*]+\*\*|(?<!\*)\*[^\n*]+\*(?!\*)/g) ?? []).length;
    case 'placeholders':
      return (text.match(PLACEHOLDER) ?? []).filter((p) => !allowed?.includes(p)).length;
    default:
      return 0;
  }
}

export const countParams = z
  .object({
    check: z.literal('count'),
    item: z.string(),
    relation: RELATION,
    n: z.number(),
    marker: z.string().optional(),
    allowed: z.array(z.string()).optional(),
  })
  .loose();

const allowedOf = (rule: Rule) => (Array.isArray(rule.params.allowed) ? (rule.params.allowed as string[]) : undefined);

/** Bullets, numbered items, sections, highlights or placeholders brought to the required count. */
function restructure(text: string, rule: Rule): string {
  const item = String(rule.params.item);
  const current = countItems(text, item, rule.params.marker as string | undefined, allowedOf(rule));
  const target = countTarget(String(rule.params.relation), Number(rule.params.n), current);
  if (target === undefined || target === current) return text;
  // list markers and section headers already there are dropped before the sentences are regrouped
  const marker = rule.params.marker ? escapeRegExp(String(rule.params.marker)) : undefined;
  const plain = (marker ? text.replace(new RegExp(`(?<![\\p{L}\\p{N}])${marker}\\s?(?:\\d+|[IVXLC]+\\b)[:.]?\\s*`, 'gu'), '') : text).replace(
    /^\s*(?:[-*•+]|\d+[.)])\s+/gm,
    '',
  );
  const sentences = splitSentences(plain).map((s) => s.text);
  switch (item) {
    case 'bullets': {
      if (target === 0) return text.replace(/^\s*[-*•+]\s+/gm, '');
      if (sentences.length < target) return text;
      return groupInto(sentences, target)
        .map((s) => `* ${s}`)
        .join('\n');
    }
    case 'numbered': {
      if (target === 0) return text.replace(/^\s*\d+[.)]\s+/gm, '');
      if (sentences.length < target) return text;
      return groupInto(sentences, target)
        .map((s, i) => `${i + 1}. ${s}`)
        .join('\n');
    }
    case 'sections': {
      if (sentences.length < target || target === 0) return text;
      return groupInto(sentences, target)
        .map((s, i) => `${rule.params.marker} ${i + 1}\n${s}`)
        .join('\n\n');
    }
    case 'highlights': {
      if (target < current) return stripMarkdown(text, true);
      let t = text;
      const need = target - current;
      // the prompt's own highlight marks (Japanese 《…》), else markdown *…*
      const [open, close] = rule.params.marker === '《》' ? ['《', '》'] : ['*', '*'];
      const sents = splitSentences(t).filter((s) => !s.text.includes(open) && !s.text.includes(close));
      // too few sentences: highlight words instead (a short reply can still carry N highlighted sections)
      const spans: Seg[] =
        sents.length >= need
          ? sents.slice(0, need)
          : [...t.matchAll(/(?<![*\p{L}])[\p{L}][\p{L}'’-]{3,}(?![*\p{L}])/gu)]
              .slice(0, need)
              .map((m) => ({ text: m[0], start: m.index, end: m.index + m[0].length }));
      for (let i = spans.length - 1; i >= 0; i--) {
        const s = spans[i]!;
        t = `${t.slice(0, s.start)}${open}${s.text}${close}${t.slice(s.end)}`;
      }
      return t;
    }
    case 'placeholders': {
      if (target < current) return tidy(text.replace(PLACEHOLDER, (p) => (allowedOf(rule)?.includes(p) ? p : '')));
      const add = Array.from({ length: target - current }, (_, i) => `[${['name', 'date', 'address', 'phone', 'email'][i % 5]}]`);
      return `${text}\n\n${add.join(' ')}`;
    }
  }
  return text;
}

export const count: Check<typeof countParams> = {
  // bullets, numbered items, sections, highlights and placeholders brought to the required count
  repair: { phase: PHASE.structure, fix: (text, _p, ctx) => restructure(text, ctx.rule) },
  description: 'the reply has the required number of bullets, numbered items, sections, highlights or placeholders',
  params: countParams,
  name: 'count',
  evaluate(rule, ctx) {
    const item = String(rule.params.item);
    const n = Number(rule.params.n);
    const rel = rule.params.relation as Relation;
    const actual = countItems(ctx.text, item, rule.params.marker as string | undefined, allowedOf(rule));
    if (compare(actual, rel, n)) return finding(rule, this.name, 'satisfied', `${actual} ${item} (${relationWords(rel)} ${n}).`, { confidence: 0.93 });
    return finding(rule, this.name, 'violated', `Response has ${actual} ${item}; required ${relationWords(rel)} ${n}.`, { confidence: 0.93 });
  },
};
