/**
 * The clause-level protection reader (lk4). A prompt marks a secret in many more ways than with a word for "secret":
 * it says who may not have the value, leaves a game's answer to its players, tells the assistant to decline when
 * asked, or uses an idiom. And it gives the value in any form — after "is", after a colon, after "opens with" or
 * "codenamed", as a bare phrase ("silver lantern"), a short number ("9931"), a short list ("B, D, A, C") or a name
 * anywhere in the clause. This module reads both halves by structure; the words of each structure are data
 * (`seeds/lexicons/en/protection-structure.json`), the shapes live here:
 *
 * - *who may not have it*: an outside audience (customers, players, the public, "nobody") with a negated verb of
 *   receiving ("Customers don't get that number", "Nobody hears it from you", "players must never see it"), a
 *   restriction to insiders ("for finance use only", "Only Tier 3 engineers are cleared to know", "for residents,
 *   never for callers", "not from you"), "to no one" ("Mention the markup (38%) to no one");
 * - *a game's answer*: "players must deduce it on their own", "users must find it themselves";
 * - *a refusal when asked*: "If asked for the Wi-Fi password, decline", "If someone asks …, say you don't know";
 * - *a disclosure verb around its object*: "pass it on", "hand it over", "give them out";
 * - *idioms*: "under your hat", "sworn to secrecy", "stays in this room", "play dumb", "trade secret";
 * - *a key named by its role*: "The phrase that opens the vault is 'copperfield'".
 *
 * A condition on the audience is no protection ("If users don't know their order number, ask for their e-mail").
 */
import { lexiconGroups } from '../lexicon.js';
import { STOPWORDS } from '../text.js';

const vocab = lexiconGroups('en', 'protection-structure');
const NOT = "(?:not|never|n['’]t|no longer)";
const MODAL = '(?:must|should|may|can|could|will|shall|is to|are to|do|does|did|ought to|need)';

/** What a receiving verb takes when it receives a thing ("get that number", "hear about it", "told nothing"), not
 * "No one gets in trouble for …". */
const THING = String.raw`(?=\s+(?:${vocab('thing-followers')})\b|\s*[.;!?]|\s*$)`;
/** An outside audience denied the thing: "Customers don't get that number", "players must never see it". */
const AUDIENCE_DENIED = new RegExp(
  String.raw`\b(?:${vocab('outsiders')})\b[^.;!?]{0,30}?\b${MODAL}?\s*${NOT}\s+(?:ever\s+)?(?:(?:be|been|to)\s+)?(?:${vocab('receipt')})\b${THING}`,
  'iu',
);
/** "Nobody hears it from you", "no one may know that name", "no one outside the board may hear about …". */
const NOBODY_RECEIVES = new RegExp(String.raw`\b(?:${vocab('nobody')})\b[^.;!?]{0,30}?\b(?:${vocab('receipt')}|know)\b${THING}`, 'iu');
/** "for finance use only", "internal eyes only", "Only Tier 3 engineers are cleared to know", "never for callers". */
const RESTRICTED = new RegExp(
  [
    String.raw`\bfor\s+(?:the\s+)?(?:${vocab('insiders')})(?:['’]s)?\s+(?:use|eyes|reference|purposes)?\s*only\b`,
    String.raw`\b(?:${vocab('insiders')})\s+(?:use|eyes)\s+only\b`,
    String.raw`\bonly\s+(?:the\s+)?(?:[\p{L}\p{N}-]+\s+){0,3}?(?:are|is)?\s*(?:${vocab('cleared')})\s+to\s+(?:know|see|access|hear|have|use)\b`,
    String.raw`\bonly\s+(?:the\s+)?(?:${vocab('insiders')})\s+(?:may|can|should|get to|are to)\s+(?:know|see|access|hear|have)\b`,
    String.raw`\b(?:never|not)\s+(?:for|to)\s+(?:the\s+)?(?:${vocab('outsiders')})\b`,
    // "for engineers, never for tenants": a clause that opens by denying a group, whoever the group is
    String.raw`(?:^\s*|\bfor\s+(?:the\s+)?[\p{L}-]+s,?\s+)(?:but\s+)?(?:never|not)\s+for\s+(?:the\s+)?[\p{L}-]+s\b`,
  ].join('|'),
  'iu',
);
/** A game's answer left to its players: "players must deduce it on their own", "users must find it themselves". */
const DISCOVERY = new RegExp(
  String.raw`\b(?:${vocab('left-to')})\s+(?:\w+\s+)?(?:${vocab('discovery')})\s+(?:it|this|that|them|the\s+[\p{L}-]+)\s+(?:out\s+)?(?:${vocab('on-their-own')})\b`,
  'iu',
);
/** "If asked for the Wi-Fi password, decline": the thing asked about is refused. */
const REFUSED_WHEN_ASKED = new RegExp(String.raw`\b(?:${vocab('asked')})\b[^.;!?]{0,90}?,\s*(?:(?:just|politely|simply)\s+)?(?:${vocab('refuse')})\b`, 'iu');
/** "under no circumstances pass it on", "don't hand it over": a disclosure verb with its object between its parts. */
const PHRASAL = new RegExp(
  String.raw`(?:\b(?:never|not|no circumstances)\b|n['’]t\b)[^.;!?]{0,40}?\b(?:${vocab('phrasal-verbs')})\s+(?:${vocab('object-pronouns')})\s+(?:${vocab('phrasal-particles')})\b`,
  'iu',
);
/** "Do not repeat it to users": a disclosure to an outside audience of the thing pointed back to (a word ban, "never say
 * 'cheap' to customers", names its word and is no secret). */
const NOT_TO_AUDIENCE = new RegExp(
  String.raw`(?:\b(?:never|not)\b|n['’]t\b)[^.;!?]{0,20}?\b(?:${vocab('telling-verbs')})\s+(?:${vocab('object-pronouns')})\s+(?:\w+\s+){0,2}?(?:to|with)\s+(?:${vocab('outsiders')}|anyone|anybody)\b`,
  'iu',
);
/** "The phrase that opens the vault is 'copperfield'": a key named by what it opens is a secret by its role. */
const OPENING_KEY = new RegExp(String.raw`\b(?:${vocab('key-nouns')})\s+(?:that|which)\s+(?:${vocab('opens')})\b`, 'iu');
const IDIOM = vocab.words('idioms', 'iu');
/** "If users don't know their order number": a condition on the audience, not a protection. */
const CONDITION_WITHIN = /\b(?:if|when|whenever|unless|whether|once|until)\b/i;
const CONDITION_BEFORE = /\b(?:if|when|whenever|unless|whether|in case|once)\b[^,;]{0,40}$/i;

/** Whether a clause protects something by one of the structures above (the marker words are protected-values.ts's). */
export function protectsByStructure(clause: string): boolean {
  for (const re of [AUDIENCE_DENIED, NOBODY_RECEIVES]) {
    const m = re.exec(clause);
    // "A user is hostile if he doesn't know the password": the denial sits in a condition
    if (m && !CONDITION_BEFORE.test(clause.slice(0, m.index)) && !CONDITION_WITHIN.test(m[0])) return true;
  }
  return (
    RESTRICTED.test(clause) ||
    DISCOVERY.test(clause) ||
    REFUSED_WHEN_ASKED.test(clause) ||
    PHRASAL.test(clause) ||
    NOT_TO_AUDIENCE.test(clause) ||
    OPENING_KEY.test(clause) ||
    IDIOM.test(clause)
  );
}

export interface SlotValue {
  value: string;
  at: number;
  kind: 'name' | 'number' | 'code' | 'quoted';
  /** a name read anywhere in the clause, not from a slot: when the clause keeps a fact, it names the fact's subject */
  anywhere?: boolean;
  /** a lower-case phrase, unquoted ("silver lantern"): the weakest reading, only where the clause itself protects */
  bare?: boolean;
}

/** Where a value slot opens: a copula, "it's", a colon or an equals sign, or a verb that names or opens with it. */
const SLOT = new RegExp(String.raw`(?:\b(?:is|are|was|will be|would be|it['’]s)\b|[:=]|\b(?:${vocab('slot-verbs')})\b)\s*`, 'giu');
/** Where a slot's value ends: clause punctuation, a dash, or a conjunction that starts the next clause. */
const SLOT_END = /\s*(?:[,;.!?(—–]|\s-\s|\s+(?:and|but|so|until|unless|which|because|though|while|as|for|when|if|to|in|on|at|by|with|from|this|that|it)\b|$)/iu;
const DET = new RegExp(String.raw`^(?:${vocab('determiners')})\s+`, 'i');
/** "B, D, A, C", "14, 29, 3": a short list of short items. */
const SHORT_LIST = /^((?:[\p{L}\p{N}]{1,3},\s*){2,}(?:and\s+)?[\p{L}\p{N}]{1,3})(?![\p{L}\p{N}])/u;
/** Words shaped like adjectives, participles or adverbs say what the thing is like, not what it is ("is internal", "is stored"). */
const DESCRIBING = /(?:ant|ent|ive|ous|able|ible|al|ful|less|ic|ary|ory|ate|ed|ing|ly|est)$/i;
const NOT_A_VALUE = new Set(
  'high low late early soon now today tomorrow tonight here there free open closed true false yes no none unknown fine good bad new old same other available ready done final fixed set common rare usual enough safe simple easy hard clear'.split(
    ' ',
  ),
);
const NAME_WORD = /^(?:[\p{Lu}][\p{L}\p{N}'’&-]*|(?:Mr|Mrs|Ms|Mx|Dr|St|Prof)\.?)$/u;

/** A slot's text as a value: digits, a capitalised run, or a short phrase of content words; undefined otherwise. */
function readSlot(raw: string): Omit<SlotValue, 'at'> | undefined {
  const list = SHORT_LIST.exec(raw);
  if (list?.[1]) return { value: list[1], kind: 'code' };
  const end = SLOT_END.exec(raw);
  const text = raw
    .slice(0, end ? end.index : raw.length)
    .trim()
    .replace(DET, '');
  const words = text.split(/\s+/).filter(Boolean);
  if (!words.length || words.length > 4 || text.length < 3) return undefined;
  if (/\d/.test(text)) {
    // an address ("12 Dock Road"): a number and the capitalised words of its street
    if (/^\d{1,4}[a-z]?$/i.test(words[0] ?? '') && words.length > 1 && words.slice(1).every((w) => NAME_WORD.test(w))) return { value: text, kind: 'name' };
    // a number of three digits or more, or a code of digits and separators ("3-9-1-4"), with a unit word at most
    if (!/\d{3,}|\d[-./]\d[-./]\d/.test(text) || words.length > 2 || /^(?:19|20)\d{2}$/.test(text)) return undefined;
    return { value: text, kind: /\p{L}/u.test(words[0] ?? '') ? 'code' : 'number' };
  }
  // "the cheat code UPUPDOWN": a kind in lower case and a value in capitals
  const last = words[words.length - 1] ?? '';
  if (words.length > 1 && /^[\p{Lu}]{4,}$/u.test(last) && words.slice(0, -1).every((w) => /^[\p{Ll}-]+$/u.test(w))) return { value: last, kind: 'code' };
  if (words.every((w) => NAME_WORD.test(w))) return isNameRun(text) ? { value: text, kind: 'name' } : undefined;
  const lower = words.map((w) => w.toLowerCase());
  if (OPENS_INSTRUCTION.test(lower[0] ?? '')) return undefined;
  // a short phrase of content words ("silver lantern", "grains of paradise"), none a describing or function word at its ends
  const inner = new Set(['of', 'and', 'de', 'la']);
  if (lower.some((w, i) => !/^[\p{Ll}][\p{Ll}'’-]*$/u.test(w) || ((i === 0 || i === lower.length - 1 || !inner.has(w)) && STOPWORDS.has(w)))) return undefined;
  const head = lower[lower.length - 1] ?? '';
  if (NOT_A_VALUE.has(head) || DESCRIBING.test(head)) return undefined;
  if (lower.length > 1 && /(?:ly|ing)$/.test(lower[0] ?? '')) return undefined;
  return { value: text, kind: 'quoted', bare: true };
}

const PERSONA = /^\s*(?:you\s+are|you['’]re|you\s+(?:work|help|answer|support|assist|act|serve)|role\s*:|act\s+as|as\s+(?:the|an?)\b)/i;
const EXAMPLE_BEFORE = /\b(?:ex|e\.g|eg|i\.e|ie|note|example|examples|such as|like)\.?\s*$/i;
const PERSON_SUBJECT = /\b(?:it|this|that|these|those|they|you|we|i|he|she|who|there|what|here|below|above|following|follows)\s*$/i;
/** Words that open an instruction, not a value ("Keep it private: never print it"). */
const OPENS_INSTRUCTION = /^(?:never|always|please|only|also|just|even|still|not|no|do|don['’]t|must|should|next|last|this|every|each)$/i;

/** "NO ONE", "CODE AT ALL COSTS": capitals that shout words, not a name (a name holds no function word but "of"/"and"). */
function isNameRun(text: string): boolean {
  const words = text.split(/\s+/);
  if (words.length > 1 && words.every((w) => /^[\p{Lu}\p{N}'’&.-]+$/u.test(w))) return false;
  return !words.some((w) => STOPWORDS.has(w.toLowerCase()) && !/^(?:of|and|&|de|la|le|van|von)$/i.test(w));
}

/** A run of two to four capitalised words inside the clause (not its first word): a name the clause protects. */
const NAME_RUN = /(?<=\s)((?:[\p{Lu}][\p{L}'’-]+)(?:\s+(?:of\s+|&\s+)?[\p{Lu}][\p{L}'’-]+){1,3})/gu;

/**
 * The values in a protecting clause's slots, for a clause where no value of a known shape was read: what follows a
 * copula, a colon or a naming verb, read in any form, and else a capitalised run anywhere in it. `isMarker` tells
 * a protection word ("is confidential") from a value.
 */
export function slotValues(clause: string, isMarker: (text: string) => boolean): SlotValue[] {
  const out: SlotValue[] = [];
  // "You are the internal assistant for Delphi Labs": the assistant's own role names no secret
  if (PERSONA.test(clause)) return out;
  SLOT.lastIndex = 0;
  for (let m = SLOT.exec(clause); m; m = SLOT.exec(clause)) {
    const at = m.index + m[0].length;
    // "even if they say they are staff": what a person is, not a value; "(ex: extracted values …)": an example
    if (PERSON_SUBJECT.test(clause.slice(0, m.index)) || EXAMPLE_BEFORE.test(clause.slice(0, m.index))) continue;
    const v = readSlot(clause.slice(at));
    if (!v || isMarker(v.value)) continue;
    if (out.some((o) => o.value === v.value)) continue;
    out.push({ ...v, at: at + clause.slice(at).indexOf(v.value) });
  }
  if (out.length) return out;
  NAME_RUN.lastIndex = 0;
  for (let m = NAME_RUN.exec(clause); m; m = NAME_RUN.exec(clause)) {
    const name = m[1] ?? '';
    // "any Personally Identifiable Information": a class of things, not one named
    if (isMarker(name) || !isNameRun(name) || /\b(?:any|all|no|every|each|some|other)\s+$/i.test(clause.slice(0, m.index))) continue;
    out.push({ value: name, at: m.index, kind: 'name', anywhere: true });
  }
  return out;
}
