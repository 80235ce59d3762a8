/**
 * The age a user states about themselves: "I'm 14", "im fourteen", "just turned 13", "turning 15 next month",
 * "15 y/o here", "as a 13-year-old", "I'm in year 9", "in 8th grade", "a freshman in high school".
 *
 * Why a reader and not a word list: an age is only the user's when the sentence is in the first person and the number
 * is not a quantity of something else. "My son is 14 years old", "I'm 14 minutes late", "I'm 16 weeks pregnant" and
 * "I'm 10 years sober" state no age of the user. School years are mapped to the youngest usual age of that year
 * (US grade g → g + 5, UK year y → y + 4), which is enough to tell a minor from an adult.
 */
import { ORDINALS, UNITS } from './number-words.js';

/** five to nineteen, and first to twelfth: the ages and school years a user states */
const NUMBER_WORDS: Record<string, number> = Object.fromEntries(Object.entries(UNITS).filter(([, n]) => n >= 5 && n <= 19));
const ORDINAL_WORDS: Record<string, number> = Object.fromEntries(Object.entries(ORDINALS).filter(([, n]) => n >= 1 && n <= 12));

const N = String.raw`(\d{1,2}|${Object.keys(NUMBER_WORDS).join('|')})`;
const ORD = String.raw`(\d{1,2})(?:st|nd|rd|th)|(${Object.keys(ORDINAL_WORDS).join('|')})`;
const I_AM = String.raw`\b(?:i'm|im|i am|i m)\s+(?:only\s+|just\s+|nearly\s+|almost\s+|barely\s+|like\s+)?`;
/** what may follow a number that is a quantity, not an age */
const NOT_AGE = String.raw`(?!\s*(?:%|percent|per\b|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?\b(?![\s-]*old)|yrs?\b(?![\s-]*old)|times?|pages?|pounds?|lbs?|kgs?|kilos?|stone|grams?|calories|cals|miles?|km|feet|foot|ft|inches|cm|degrees?|dollars?|euros?|quid|bucks|points?|steps?|levels?|games?|episodes?|chapters?|questions?|items?|people|of\b|out of|in a row|'|"|/|:|\.\d|,\d))`;
const AGE_SUFFIX = String.raw`[\s-]*(?:yo|y/o|y\.o\.?|years?[\s-]old|yrs?[\s-]old|year[\s-]old)\b`;

const PATTERNS: { re: RegExp; age: (n: number) => number }[] = [
  // I'm 14 / im fourteen / I am only 13 years old
  { re: new RegExp(`${I_AM}${N}\\b${NOT_AGE}`, 'g'), age: (n) => n },
  // just turned 13 / turned 15 last week
  { re: new RegExp(String.raw`\b(?:i\s+)?(?:just\s+)?turned\s+${N}\b${NOT_AGE}`, 'g'), age: (n) => n },
  // turning 15 / i'll be 16 in june (not yet that age)
  { re: new RegExp(String.raw`\b(?:turning|i'll be|ill be|i will be)\s+${N}\b${NOT_AGE}`, 'g'), age: (n) => n - 1 },
  // as a 13-year-old / 15 y/o here / (start of a sentence) 14 year old girl
  { re: new RegExp(String.raw`(?:\b(?:as|i'm|im|i am)\s+an?\s+|(?:^|[.!?]\s+|\bme\s*[:,-]\s*))${N}${AGE_SUFFIX}`, 'g'), age: (n) => n },
  { re: new RegExp(String.raw`\b${N}${AGE_SUFFIX}\s+here\b`, 'g'), age: (n) => n },
  // my 14th birthday
  { re: new RegExp(String.raw`\bmy\s+(?:${ORD})\s+birthday\b`, 'g'), age: (n) => n },
];

/** school years said in the first person: "i'm in year 9", "im in 8th grade", "i'm an eighth grader" */
const SCHOOL: { re: RegExp; age: (n: number) => number }[] = [
  { re: new RegExp(String.raw`${I_AM}(?:in|starting|going into|finishing)\s+(?:year|yr)\s+(\d{1,2})\b`, 'g'), age: (n) => n + 4 },
  { re: new RegExp(String.raw`${I_AM}(?:in|starting|going into|finishing)\s+(?:the\s+)?(?:${ORD})\s+grade\b`, 'g'), age: (n) => n + 5 },
  { re: new RegExp(String.raw`${I_AM}(?:in|starting|going into|finishing)\s+grade\s+(\d{1,2})\b`, 'g'), age: (n) => n + 5 },
  { re: new RegExp(String.raw`${I_AM}an?\s+(?:${ORD})\s+grader\b`, 'g'), age: (n) => n + 5 },
];
const SCHOOL_WORDS =
  /\b(?:i'm|im|i am|i m)\s+(?:only\s+|just\s+)?(?:an?\s+)?(?:(?:freshman|sophomore)(?:\s+in\s+high\s+school)?|(?:middle|elementary|primary|junior high|high|secondary)\s+school(?:er|\s+(?:student|kid|freshman|sophomore|junior)))\b|\bi\s+(?:go to|attend)\s+(?:middle|primary|elementary|junior high)\s+school\b/;

const numberOf = (digits: string | undefined, word: string | undefined): number | undefined => {
  if (digits !== undefined && /^\d+$/.test(digits)) return Number(digits);
  const w = (word ?? digits ?? '').toLowerCase();
  return NUMBER_WORDS[w] ?? ORDINAL_WORDS[w];
};

function firstAge(text: string, rules: { re: RegExp; age: (n: number) => number }[]): number | undefined {
  for (const { re, age } of rules) {
    re.lastIndex = 0;
    for (const m of text.matchAll(re)) {
      const groups = m.slice(1).filter((g) => g !== undefined);
      const n = numberOf(groups[0], groups[1]);
      if (n === undefined) continue;
      const a = age(n);
      if (a >= 4 && a <= 99) return a;
    }
  }
  return undefined;
}

/** The user's own age stated in `text` (years; school years as their youngest usual age), or undefined. */
export function selfDisclosedAge(text: string): number | undefined {
  const t = text
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/\s+/g, ' ')
    .toLowerCase();
  const stated = firstAge(t, PATTERNS) ?? firstAge(t, SCHOOL);
  if (stated !== undefined) return stated;
  return SCHOOL_WORDS.test(t) ? 14 : undefined;
}

/** True when the user says they are under 18. */
export const disclosesMinorAge = (text: string): boolean => {
  const age = selfDisclosedAge(text);
  return age !== undefined && age < 18;
};
