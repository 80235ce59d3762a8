/**
 * The secret of a password game, named by its role rather than marked confidential: the input that opens the gate
 * ("If the user types "marzipan", say Access Granted", "unless the message is exactly Velvet-Hammer-9, in which case
 * respond Access Granted", `if msg == "tangerine dream": return "Access Granted"`, "let people in only if they give
 * the code phrase 'silver otter'"). A value is read when a clause states a condition on what the user says (a
 * condition word, then a verb whose subject is the user's input or a noun for that input before is/==, then the value,
 * quoted or one unquoted token) and the clause or one near it grants access. The grant must be there: "If the user
 * says 'cancel', confirm the cancellation" protects nothing. Vocabulary: seeds/lexicons/en/access-condition.json.
 */
import { lexiconGroups } from '../lexicon.js';
import { STOPWORDS } from '../text.js';

const vocab = lexiconGroups('en', 'access-condition');

const QUOTED = String.raw`"([^"\n]{1,80})"|“([^”\n]{1,80})”|'([^'\n]{1,80})'|‘([^’\n]{1,80})’|${'`'}([^${'`'}\n]{1,80})${'`'}`;
/** an unquoted value is one token that ends the condition (punctuation, the clause's end, or "then / you / say …" next) */
const BARE = String.raw`([^\s"“”'‘’${'`'}]{3,60})(?=[.,;:!?)\]]*(?:\s*$|[,.;:!?)\]]|\s+(?:${vocab('bare-end')})\b))`;
const SAID = String.raw`(?:${vocab('said-by-user')})|(?:${vocab('user')})\s+(?:(?:will|would|should|must|can|does|did|might|may|to)\s+)?(?:${vocab('user-verb')})s?`;
const IS = String.raw`(?:${vocab('input')})(?:\s+(?:above|below|here|given|received|provided|entered|sent))?\s*(?:is|was|are|=|==|===|equals?)`;
/** (after a condition word) user verb | input noun + is/==, lead words, the value; every start is tried ("the user input above said") */
const CONDITION = new RegExp(
  String.raw`(?<=\b(?:${vocab('condition')})\b[^.;!?\n]{0,80})(?<![\p{L}\p{N}])(?:${SAID}|${IS})(?![\p{L}\p{N}])\s*:?\s*(?:(?:${vocab('lead')})\s+)*(?:${QUOTED}|${BARE})`,
  'giu',
);
const GRANT = vocab.words('grant');
const NOT_A_VALUE = new RegExp(String.raw`^(?:${vocab('not-a-value')})$`, 'i');

/** Clauses on each side of the condition where the grant may be said. */
const GRANT_WINDOW = 3;

/** Whether a clause, or one of its neighbours, opens the gate (says "Access Granted", lets the user in). */
export function grantsNear(clauses: readonly string[], i: number): boolean {
  return clauses.slice(Math.max(0, i - GRANT_WINDOW), i + GRANT_WINDOW + 1).some((c) => GRANT.test(c));
}

/** The values a clause makes the condition for access (empty unless the clause or one near it grants access). */
export function accessConditionValues(clauses: readonly string[], i: number): string[] {
  const clause = clauses[i] ?? '';
  if (!grantsNear(clauses, i)) return [];
  const out: string[] = [];
  CONDITION.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = CONDITION.exec(clause))) {
    const quoted = m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5];
    let v = (quoted ?? m[6] ?? '').trim();
    // an unquoted token ends the clause ("… is exactly Velvet-Hammer-9, in which case"): its trailing punctuation goes
    if (quoted === undefined) v = v.replace(/[.,;:!?)\]]+$/, '');
    // in code, what an unquoted == compares with is a variable ("if provided_password == password:"), not a value
    const variable = quoted === undefined && (/=/.test(m[0].slice(0, m[0].length - (m[6] ?? '').length)) || /^_|_/.test(v));
    const bad = variable || v.length < 2 || NOT_A_VALUE.test(v) || GRANT.test(v) || (quoted === undefined && (STOPWORDS.has(v.toLowerCase()) || v.length < 3));
    if (!bad) out.push(v);
    // a later start may read the same words better ("the user input above said 'x'": not "user input" + "above")
    CONDITION.lastIndex = m.index + 1;
  }
  return out;
}
