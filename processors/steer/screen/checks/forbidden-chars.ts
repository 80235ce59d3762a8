/** Banned characters: commas, exclamation/question marks, emojis, digits, dashes, hashtags, semicolons, asterisks, accents, a given letter. */
import { z } from 'zod';
import { PHASE } from '../../redeem/context.js';
import { escapeRegExp, stripDiacritics } from '../../text.js';
import { type Check, finding } from '../check.js';

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

export function charRegex(cls: string, chars?: string, latinOnly?: boolean): RegExp {
  if (cls === 'custom' && chars) return new RegExp(`[${escapeRegExp(chars)}]`, 'giu');
  // a comma ban read from a prompt in a Latin script counts the ASCII comma only (not Japanese 、)
  if (cls === 'comma' && latinOnly) return /,/g;
  return CHAR_CLASSES[cls] ?? /$^/g;
}

export const forbiddenCharsParams = z
  .object({ check: z.literal('forbidden_chars'), charclass: z.string(), chars: z.string().optional(), latin_only: z.boolean().optional() })
  .loose();

export const forbiddenChars: Check<typeof forbiddenCharsParams> = {
  description: 'the reply contains none of the banned characters',
  params: forbiddenCharsParams,
  forbids: true,
  // character bans are fixed after every addition so added text conforms too
  repair: { phase: PHASE.characters, fix: (text, p) => replaceChars(text, p.charclass, p.chars) },
  name: 'forbidden_chars',
  evaluate(rule, ctx) {
    const re = charRegex(String(rule.params.charclass), rule.params.chars as string | undefined, rule.params.latin_only === true);
    re.lastIndex = 0;
    const m = re.exec(ctx.text);
    re.lastIndex = 0;
    if (!m) return finding(rule, this.name, 'satisfied', `No ${rule.params.charclass} characters.`, { confidence: 0.99 });
    const count = ctx.text.match(new RegExp(re.source, re.flags.includes('g') ? re.flags : re.flags + 'g'))?.length ?? 1;
    return finding(rule, this.name, 'violated', `Response uses a banned character "${m[0]}" (${count}×).`, {
      evidence: { start: m.index, end: m.index + m[0].length },
      confidence: 0.99,
    });
  },
};

const SMALL = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
function numberWords(n: number): string {
  if (n < 20) return SMALL[n]!;
  if (n < 100) return TENS[Math.floor(n / 10)] + (n % 10 ? '-' + SMALL[n % 10] : '');
  if (n < 1000) return SMALL[Math.floor(n / 100)] + ' hundred' + (n % 100 ? ' ' + numberWords(n % 100) : '');
  if (n < 1_000_000) return numberWords(Math.floor(n / 1000)) + ' thousand' + (n % 1000 ? ' ' + numberWords(n % 1000) : '');
  return String(n);
}

/** Replaces or removes the banned characters, keeping the words (digits become number words, commas spaces). */
export function replaceChars(text: string, cls: string, chars?: string): string {
  switch (cls) {
    case 'comma':
      return text.replace(/\s*[,，、]\s*/g, ' ');
    case 'exclamation':
      return text.replace(/[¡]/g, '').replace(/[!！]+/g, '.');
    case 'question':
      return text.replace(/[¿]/g, '').replace(/[?？]+/g, '.');
    case 'digit':
      return text.replace(/\d+(?:[.,]\d+)?/g, (m) =>
        /^\d+$/.test(m) && Number(m) < 1e9 ? numberWords(Number(m)) : m.replace(/\d/g, (d) => SMALL[Number(d)] + ' ').trim(),
      );
    case 'em_dash':
      return text.replace(/\s*[—–]\s*/g, ' - ');
    case 'hashtag':
      return text.replace(/#(\w)/g, '$1');
    case 'semicolon':
      return text.replace(/;/g, '.');
    case 'accent':
      return stripDiacritics(text);
    case 'quote':
      return text.replace(/["“”«»„]/g, '');
    default: {
      const re = charRegex(cls, chars);
      return text.replace(new RegExp(re.source, re.flags.includes('g') ? re.flags : re.flags + 'g'), '');
    }
  }
}
