/**
 * Required response language: "respond only in Spanish", "your entire response should be in French, no other
 * language is allowed", "reply in the same language as the user", and the Spanish/French forms of these.
 */

import { lexiconGroups } from '../../lexicon.js';
import type { Rule } from '../../types.js';
import { docOf, makeRule, NEG, type RuleFamily } from '../family.js';

/** Phrase lists live in seeds/lexicons/en/family-language.json (issue 9); the structure around them stays here. */
const vocab = lexiconGroups('en', 'family-language');
export const NO_NINGUN_AUCUNE = vocab.words('no-ningun-aucune');
export const USER_THEY_SOMEONE = new RegExp(
  String.raw`\b(?:${vocab('user-they-someone-if-when-whenever')})\b[^,]{0,40}\b(?:${vocab('user-they-someone')})\b`,
  'i',
);

/** Language names (en/es/fr) → ISO 639-3 code as used by franc. */
export const LANGUAGES: Record<string, string> = {
  english: 'eng',
  inglés: 'eng',
  ingles: 'eng',
  anglais: 'eng',
  spanish: 'spa',
  español: 'spa',
  espanol: 'spa',
  castellano: 'spa',
  espagnol: 'spa',
  french: 'fra',
  français: 'fra',
  francais: 'fra',
  francés: 'fra',
  frances: 'fra',
  german: 'deu',
  deutsch: 'deu',
  englisch: 'eng',
  französisch: 'fra',
  spanisch: 'spa',
  italienisch: 'ita',
  alemán: 'deu',
  aleman: 'deu',
  allemand: 'deu',
  italian: 'ita',
  italiano: 'ita',
  italien: 'ita',
  portuguese: 'por',
  portugués: 'por',
  português: 'por',
  portugais: 'por',
  dutch: 'nld',
  neerlandés: 'nld',
  néerlandais: 'nld',
  russian: 'rus',
  ruso: 'rus',
  russe: 'rus',
  chinese: 'cmn',
  mandarin: 'cmn',
  chino: 'cmn',
  chinois: 'cmn',
  japanese: 'jpn',
  japonés: 'jpn',
  japonais: 'jpn',
  korean: 'kor',
  coreano: 'kor',
  coréen: 'kor',
  arabic: 'arb',
  árabe: 'arb',
  arabe: 'arb',
  hindi: 'hin',
  turkish: 'tur',
  turco: 'tur',
  turc: 'tur',
  polish: 'pol',
  polaco: 'pol',
  polonais: 'pol',
  swedish: 'swe',
  sueco: 'swe',
  suédois: 'swe',
  greek: 'ell',
  griego: 'ell',
  grec: 'ell',
  hebrew: 'heb',
  hebreo: 'heb',
  hébreu: 'heb',
  vietnamese: 'vie',
  thai: 'tha',
  indonesian: 'ind',
  ukrainian: 'ukr',
  czech: 'ces',
  romanian: 'ron',
  hungarian: 'hun',
  finnish: 'fin',
  danish: 'dan',
  norwegian: 'nob',
  bengali: 'ben',
  persian: 'pes',
  farsi: 'pes',
  swahili: 'swh',
  tamil: 'tam',
  telugu: 'tel',
  marathi: 'mar',
  gujarati: 'guj',
  punjabi: 'pan',
  urdu: 'urd',
  nepali: 'npi',
  kannada: 'kan',
};

const NAMES = Object.keys(LANGUAGES)
  .sort((a, b) => b.length - a.length)
  .join('|');
const LANG_RE = new RegExp(
  `\\b(?:respond|reply|answer|write|speak|communicate|converse|talk|output|responde|responda|escribe|escriba|répondez|réponds|rédigez|rédige|écrivez|écris)\\w*\\b[^.]{0,40}?\\b(?:in|en)\\s+(?:the\\s+)?(?:${NAMES})\\b|\\b(?:response|responses|answer|answers|reply|replies|output|text|respuesta|réponse|texte)\\b[^.]{0,50}?\\b(?:in|en)\\s+(?:the\\s+)?(?:${NAMES})\\b|\\b(?:antworte|antworten|schreibe|schreiben|rispondi|risponda|rispondere|responda|responde|respondes|responder)\\w*\\b[^.]{0,40}?\\b(?:auf|in|em|en)\\s+(?:${NAMES})\\b|\\b(?:use|utiliza|utilisez)\\s+(?:only\\s+)?(?:${NAMES})\\b|\\b(?:${NAMES})\\s+only\\b|\\bentirely in (?:${NAMES})\\b|\\b(?:only|solely|exclusively|únicamente|exclusivement) in (?:${NAMES})\\b`,
  'iu',
);
const NAME_RE = new RegExp(`\\b(${NAMES})\\b`, 'giu');
const LANG_RE_ALL = new RegExp(LANG_RE.source, 'giu');
const forms = lexiconGroups('en', 'operator-forms');
/** "Customers may write to you in English or in Spanish": the language a person writes in, not the reply's. */
const PERSON_WRITES = new RegExp(String.raw`\b(?:${forms('person-subject')})\s+(?:(?:may|might|can|could|will|often|sometimes|usually|also)\s+)?$`, 'i');
/** "Use British spelling", "Answer in British English", "Write in American English": the spelling variant asked for. */
const SPELLING_VARIANT = new RegExp(
  String.raw`\b(?:(${forms('spelling-british')})|(${forms('spelling-american')}))\s+(?:English\s+)?(?:${forms('spelling-noun')})\b`,
  '',
);
export function spellingVariant(clause: string): 'british' | 'american' | undefined {
  const m = SPELLING_VARIANT.exec(clause);
  if (!m || PERSON_WRITES.test(clause.slice(0, m.index)) || USER_THEY_SOMEONE.test(clause.slice(0, m.index))) return undefined;
  const neg = NEG.exec(clause);
  if (neg && neg.index < m.index) return undefined;
  return m[1] ? 'british' : 'american';
}
/** The examples a spelling instruction gives ("(for example 'colour', 'centre')"): illustrations, not required words. */
export const SPELLING_EXAMPLES = new RegExp(String.raw`[(,;:—–-]?\s*\b(?:${forms('example-intro')})\b[^)]*\)?`, 'gi');

/** The code of the language the clause asks the reply to be in, read as the language family reads it (or undefined). */
export function replyLanguageCode(t: string): string | undefined {
  const m = replyLanguage(t);
  NAME_RE.lastIndex = 0;
  const named = m ? NAME_RE.exec(m[0]) : null;
  return named ? LANGUAGES[named[1]!.toLowerCase()] : undefined;
}
/** The first language instruction of a clause whose verb is not a person's (the reply's own language). */
function replyLanguage(t: string): RegExpExecArray | null {
  LANG_RE_ALL.lastIndex = 0;
  for (let m = LANG_RE_ALL.exec(t); m; m = LANG_RE_ALL.exec(t)) if (!PERSON_WRITES.test(t.slice(0, m.index))) return m;
  return null;
}
export const USER_LANG = new RegExp(vocab('user-lang'), 'i');

export const language: RuleFamily = {
  family: 'language',
  extract(prompt, d) {
    const doc = docOf(prompt, d);
    const rules: Rule[] = [];
    for (const s of doc.sentences) {
      const t = s.text;
      const variant = spellingVariant(t);
      if (variant)
        rules.push(
          makeRule('language', s, {
            kind: 'watch_item',
            polarity: 'form',
            hard: false,
            params: { check: 'spelling_variant', variant },
            discriminator: 'spelling',
          }),
        );
      if (USER_LANG.test(t)) {
        rules.push(
          makeRule('language', s, {
            kind: 'watch_item',
            polarity: 'require',
            hard: false,
            params: { check: 'language', lang: 'user', name: "the user's language" },
            discriminator: 'user',
          }),
        );
        continue;
      }
      const m = replyLanguage(t);
      if (!m) continue;
      const neg = NEG.exec(t);
      if (neg && neg.index < m.index && !NO_NINGUN_AUCUNE.test(t)) continue;
      if (USER_THEY_SOMEONE.test(t.slice(0, m.index))) continue;
      NAME_RE.lastIndex = 0;
      const named = NAME_RE.exec(m[0]);
      if (!named) continue;
      const name = named[1]!.toLowerCase();
      const code = LANGUAGES[name];
      if (!code) continue;
      rules.push(
        makeRule('language', s, { kind: 'watch_item', polarity: 'require', hard: false, params: { check: 'language', lang: code, name }, discriminator: code }),
      );
    }
    return rules;
  },
};
