import { lexiconGroups } from '../../lexicon.js';

/** Phrase lists live in seeds/lexicons/en/clause-types.json (issue 9); the structure around them stays here. */
const vocab = lexiconGroups('en', 'clause-types');
export const COMMA_COMA_VIRGULE = new RegExp(vocab('comma-coma-virgule'), 'i');
export const DIGIT_GITO_CHIFFRE = new RegExp(vocab('digit-gito-chiffre'), 'i');
export const LOWER_MIN = new RegExp(vocab('lower-min'), 'i');
export const CAPITAL_UPPER_MAY = new RegExp(vocab('capital-upper-may'), 'i');
export const CAPITAL_UPPER_MAY_2 = new RegExp(vocab('capital-upper-may-2'), 'i');
export const TITLE_TULO_TITRE = new RegExp(vocab('title-tulo-titre'), 'i');
export const QUOT_COMILLAS_GUILLEMETS = new RegExp(vocab('quot-comillas-guillemets'), 'i');
export const PLACEHOLDER_MARCADOR_ESPACE = new RegExp(vocab('placeholder-marcador-espace'), 'i');
export const BULLET_VI_PUCE = new RegExp(vocab('bullet-vi-puce'), 'i');
export const NUMBERED_NUMERAD_NUM = new RegExp(vocab('numbered-numerad-num'), 'i');
export const HIGHLIGHT_RESALT_DESTAC = new RegExp(vocab('highlight-resalt-destac'), 'i');
export const SECTION_SECCI_PARTIE = new RegExp(vocab('section-secci-partie'), 'i');
export const END_FINISH_CONCLU = new RegExp(vocab('end-finish-conclu'), 'i');
export const WORD_PALABRA_MOT = new RegExp(vocab('word-palabra-mot'), 'i');
export const CHARACTER_CARACTER = new RegExp(vocab('character-caracter'), 'i');
export const SENTENCE_FRASE_ORACI = new RegExp(vocab('sentence-frase-oraci'), 'i');
export const PARAGRAPH_RRAFO_PARAGRAPHE = new RegExp(vocab('paragraph-rrafo-paragraphe'), 'i');
export const LETTER_LETTRE_LETRA = new RegExp(vocab('letter-lettre-letra'), 'i');
export const REPEAT_RESTATE_REP = new RegExp(vocab('repeat-restate-rep'), 'i');
export const LANGUAGE_IDIOMA_LENGUA = new RegExp(vocab('language-idioma-lengua'), 'i');
/**
 * The clause types the trained clause classifier tells apart: one head per typed instruction whose slots we can read
 * and whose check we run. Each type belongs to a rule family (the screen check that evaluates it). The IFEval-style
 * instruction ids of the training data map onto these types (several ids, e.g. the per-language lowercase ones, share a type).
 */
export const CLAUSE_TYPES = [
  'no_comma',
  'no_digits',
  'lowercase',
  'uppercase',
  'capital_words',
  'title',
  'json',
  'quotation',
  'postscript',
  'placeholders',
  'bullets',
  'numbered',
  'highlights',
  'sections',
  'end_phrase',
  'words',
  'sentences',
  'paragraphs',
  'keywords_include',
  'keywords_forbid',
  'keyword_count',
  'letter_count',
  'repeat_prompt',
  'response_language',
  // a limit on the reply's length in characters ("120 characters or fewer"): operators write it for SMS, notifications
  // and social posts; no IFEval type but M-IFEval ja's number_letters (文字数) states it. Last, so the other heads keep their index
  'characters',
] as const;

export type ClauseType = (typeof CLAUSE_TYPES)[number];

/** IFEval / M-IFEval / IFBench instruction ids (without the language prefix) → clause type. */
export const TYPE_OF_INSTRUCTION: Record<string, ClauseType> = {
  'punctuation:no_comma': 'no_comma',
  'detectable_content:no_digits': 'no_digits',
  'change_case:english_lowercase': 'lowercase',
  'change_case:french_lowercase': 'lowercase',
  'change_case:spanish_lowercase': 'lowercase',
  'change_case:english_capital': 'uppercase',
  'change_case:french_capital': 'uppercase',
  'change_case:spanish_capital': 'uppercase',
  'change_case:capital_word_frequency': 'capital_words',
  'detectable_format:title': 'title',
  'detectable_format:json_format': 'json',
  'startend:quotation': 'quotation',
  'detectable_content:postscript': 'postscript',
  'detectable_content:number_placeholders': 'placeholders',
  'detectable_format:number_bullet_lists': 'bullets',
  'detectable_format:number_numbered_lists': 'numbered',
  'detectable_format:number_highlighted_sections': 'highlights',
  'detectable_format:multiple_sections': 'sections',
  'startend:end_checker': 'end_phrase',
  'length_constraints:number_words': 'words',
  'length_constraints:number_sentences': 'sentences',
  'length_constraints:number_paragraphs': 'paragraphs',
  'keywords:existence': 'keywords_include',
  'keywords:forbidden_words': 'keywords_forbid',
  'keywords:frequency': 'keyword_count',
  'keywords:letter_frequency': 'letter_count',
  'combination:repeat_prompt': 'repeat_prompt',
  'language:response_language': 'response_language',
  // M-IFEval ja counts the reply's characters (文字), the unit a Japanese length limit is written in
  'length_constraints:number_letters': 'characters',
};

/** `es:startend:end_checker` → `startend:end_checker` */
export const instructionBase = (id: string) => (id.split(':').length > 2 ? id.slice(id.indexOf(':') + 1) : id);

/**
 * The words a clause of each type always carries in some form (en/es/fr/ja): a typed reading needs its anchor, so a
 * task sentence the classifier scores high by association ("write a letter about …") is not read as a format rule.
 * Training uses the same anchors to pick which clause of a prompt states each of its types.
 */
export const TYPE_ANCHOR: Record<ClauseType, RegExp> = {
  no_comma: COMMA_COMA_VIRGULE,
  no_digits: DIGIT_GITO_CHIFFRE,
  lowercase: LOWER_MIN,
  uppercase: CAPITAL_UPPER_MAY,
  capital_words: CAPITAL_UPPER_MAY_2,
  title: TITLE_TULO_TITRE,
  json: /json/i,
  quotation: QUOT_COMILLAS_GUILLEMETS,
  postscript: /postscript|posdata|post-?scriptum|追伸|P\.\s?S|P\.\s?D\.|P\.-S|\bps\b|nota bene/i,
  placeholders: PLACEHOLDER_MARCADOR_ESPACE,
  bullets: BULLET_VI_PUCE,
  numbered: NUMBERED_NUMERAD_NUM,
  highlights: HIGHLIGHT_RESALT_DESTAC,
  sections: SECTION_SECCI_PARTIE,
  end_phrase: END_FINISH_CONCLU,
  words: WORD_PALABRA_MOT,
  sentences: SENTENCE_FRASE_ORACI,
  paragraphs: PARAGRAPH_RRAFO_PARAGRAPHE,
  // quoted words, or words listed as keywords ("Include the keywords pricing and onboarding", "Forbidden words: …")
  keywords_include: /["“«「『'„`]|keywords?|(?:words|terms)\s*:/i,
  keywords_forbid: /["“«「『'[„`]|keywords?|(?:words|terms)\s*:/i,
  keyword_count: /["“«「『'„`]/,
  letter_count: LETTER_LETTRE_LETRA,
  repeat_prompt: REPEAT_RESTATE_REP,
  response_language: LANGUAGE_IDIOMA_LENGUA,
  characters: CHARACTER_CARACTER,
};
