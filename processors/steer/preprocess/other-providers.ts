/**
 * The trades of seeds/lexicons/en/other-providers.json: the nouns a prompt names a kind of business by ("law firms",
 * "suppliers", "airlines") and the words such a business carries in its name ("Patel Legal", "Northgate Energy").
 * Read by the competitors family (a ban on other providers) and the other-provider check.
 */
import { z } from 'zod';
import { lexiconFile } from '../lexicon.js';

const Trade = z.object({ nouns: z.array(z.string().min(1)).min(1), words: z.array(z.string()) });
const File = z.object({ 'ban-determiner': z.array(z.string().min(1)).min(1), trades: z.array(Trade).min(1) });
const file = File.parse(lexiconFile('en', 'other-providers'));

export const TRADES = file.trades.map((t) => ({ nouns: new RegExp(String.raw`^(?:${t.nouns.join('|')})$`, 'i'), words: t.words }));
/** Every trade word, for reading the operator's own trade from its name ("BrightSpark Energy"). */
export const TRADE_WORDS = new Set(file.trades.flatMap((t) => t.words));
const NOUN = file.trades.flatMap((t) => t.nouns).join('|');
/** "other law firms", "any other ski school", "a specific lender": the kind of business the ban is on (group 1). */
export const OTHER_PROVIDER = new RegExp(String.raw`\b(?:${file['ban-determiner'].join('|')})\s+((?:[\p{L}-]+\s+){0,3}?(?:${NOUN}))(?![\p{L}])`, 'iu');
