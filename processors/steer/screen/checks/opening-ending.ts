/** Required opening and ending phrases (exact), sign-offs and greetings (near the start/end). */
import { foldSameLength } from '../../text.js';
import { finding, type Check } from '../check.js';
import { locatePhrase } from './required-phrase.js';

const TRAIL = /[\s"'”’»)\]*_`]+$/;
const LEAD = /^[\s"'“‘«(\[*_#>`-]+/;
const punct = (s: string) => s.replace(/[\s.!?,;:]+$/, '');

export function startsWithPhrase(text: string, phrase: string): boolean {
  const t = foldSameLength(text).replace(LEAD, '');
  const p = punct(foldSameLength(phrase).replace(LEAD, ''));
  return t.startsWith(p) || t.replace(/\s+/g, ' ').startsWith(p.replace(/\s+/g, ' '));
}

export function endsWithPhrase(text: string, phrase: string): boolean {
  const t = punct(foldSameLength(text).replace(TRAIL, '')).replace(/\s+/g, ' ');
  const p = punct(foldSameLength(phrase).replace(TRAIL, '')).replace(/\s+/g, ' ');
  return t.endsWith(p);
}

export const opening: Check = {
  name: 'opening',
  evaluate(rule, ctx) {
    const phrase = String(rule.params.phrase);
    const text = ctx.text;
    if (rule.params.first_word) {
      const first = /[\p{L}\p{N}'-]+/u.exec(text)?.[0] ?? '';
      return first.toLowerCase() === phrase.toLowerCase()
        ? finding(rule, this.name, 'satisfied', `Starts with "${phrase}".`, { confidence: 0.98 })
        : finding(rule, this.name, 'violated', `First word is "${first}", not "${phrase}".`, { evidence: { start: 0, end: Math.min(text.length, first.length) }, confidence: 0.98 });
    }
    if (startsWithPhrase(text, phrase)) return finding(rule, this.name, 'satisfied', `Starts with "${phrase}".`, { confidence: 0.98 });
    if (rule.params.exact === false) {
      const head = ctx.sentences.slice(0, 2);
      const sp = locatePhrase(ctx, phrase);
      if (sp && head.length && sp.start <= head[head.length - 1].end) return finding(rule, this.name, 'satisfied', `Greets with "${phrase}".`, { evidence: sp, confidence: 0.85 });
    }
    return finding(rule, this.name, 'violated', `Response does not start with "${phrase}".`, { evidence: { start: 0, end: Math.min(text.length, 40) }, confidence: rule.params.exact === false ? 0.7 : 0.95, semantic: rule.params.exact === false });
  },
};

export const ending: Check = {
  name: 'ending',
  evaluate(rule, ctx) {
    const phrase = String(rule.params.phrase);
    const text = ctx.text;
    if (endsWithPhrase(text, phrase)) return finding(rule, this.name, 'satisfied', `Ends with "${phrase}".`, { confidence: 0.98 });
    const sp = locatePhrase(ctx, phrase);
    if (rule.params.exact === false && sp && sp.start >= text.length * 0.6 - 10) {
      return finding(rule, this.name, 'satisfied', `Signs off with "${phrase}".`, { evidence: sp, confidence: 0.85 });
    }
    const tail = { start: Math.max(0, text.length - 40), end: text.length };
    return finding(rule, this.name, 'violated', sp ? `"${phrase}" appears but is not the ending.` : `Response does not end with "${phrase}".`, {
      evidence: sp ?? tail,
      confidence: rule.params.exact === false ? 0.7 : 0.95,
      semantic: rule.params.exact === false,
    });
  },
};
