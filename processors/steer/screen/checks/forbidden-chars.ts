/** Banned characters: commas, exclamation/question marks, emojis, digits, dashes, hashtags, semicolons, asterisks, accents, a given letter. */
import { escapeRegExp } from '../../text.js';
import { finding, type Check } from '../check.js';

export const CHAR_CLASSES: Record<string, RegExp> = {
  comma: /[,，、]/g,
  exclamation: /[!¡！]/g,
  question: /[?¿？]/g,
  emoji: /\p{Extended_Pictographic}/gu,
  digit: /\p{Nd}/gu,
  em_dash: /[—–]/g,
  hashtag: /#\w/g,
  semicolon: /;/g,
  asterisk: /\*/g,
  accent: /[\u00C0-\u00FF\u0100-\u017F](?<![×÷])/g,
  quote: /["“”«»„]/g,
};

export function charRegex(cls: string, chars?: string): RegExp {
  if (cls === 'custom' && chars) return new RegExp(`[${escapeRegExp(chars)}]`, 'giu');
  return CHAR_CLASSES[cls] ?? /$^/g;
}

export const forbiddenChars: Check = {
  name: 'forbidden_chars',
  evaluate(rule, ctx) {
    const re = charRegex(String(rule.params.charclass), rule.params.chars as string | undefined);
    re.lastIndex = 0;
    const m = re.exec(ctx.text);
    re.lastIndex = 0;
    if (!m) return finding(rule, this.name, 'satisfied', `No ${rule.params.charclass} characters.`, { confidence: 0.99 });
    const count = ctx.text.match(new RegExp(re.source, re.flags.includes('g') ? re.flags : re.flags + 'g'))?.length ?? 1;
    return finding(rule, this.name, 'violated', `Response uses a banned character "${m[0]}" (${count}×).`, { evidence: { start: m.index, end: m.index + m[0].length }, confidence: 0.99 });
  },
};
