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
};

/** `es:startend:end_checker` → `startend:end_checker` */
export const instructionBase = (id: string) => (id.split(':').length > 2 ? id.slice(id.indexOf(':') + 1) : id);

/**
 * The words a clause of each type always carries in some form (en/es/fr/ja): a typed reading needs its anchor, so a
 * task sentence the classifier scores high by association ("write a letter about …") is not read as a format rule.
 * Training uses the same anchors to pick which clause of a prompt states each of its types.
 */
export const TYPE_ANCHOR: Record<ClauseType, RegExp> = {
  no_comma: /comma|coma|virgule|読点|カンマ|コンマ|「、」/i,
  no_digits: /digit|d[íi]gito|chiffre|n[úu]mero|numeral|数字|算用/i,
  lowercase: /lower|min[úu]scul|小文字/i,
  uppercase: /capital|upper|may[úu]scul|majuscul|大文字|caps/i,
  capital_words: /capital|upper|may[úu]scul|majuscul|大文字|caps/i,
  title: /title|t[íi]tulo|titre|タイトル|題|<<|##/i,
  json: /json/i,
  quotation: /quot|comillas|guillemets|citation|引用符|かぎ括弧|「」|『』/i,
  postscript: /postscript|posdata|post-?scriptum|追伸|P\.\s?S|P\.\s?D\.|P\.-S/i,
  placeholders: /placeholder|marcador|espace(?:s)? r[ée]serv|espaces? libres?|プレースホルダ|\[[^\]]*\]/i,
  bullets: /bullet|vi[ñn]eta|puces?|箇条書き|markdown|^\s*\*|\* /i,
  numbered: /numbered|numerad|num[ée]rot|番号/i,
  highlights: /highlight|resalt|destac|surlign|mettre en (?:avant|[ée]vidence)|mise en (?:avant|[ée]vidence)|強調|\*/i,
  sections: /section|secci[óo]n|partie|part\b|章|節|項/i,
  end_phrase: /end|finish|conclu|termin|final|finir|fin\b|終わ|締め|最後/i,
  words: /word|palabra|\bmots?\b|語|文字/i,
  sentences: /sentence|frase|oraci[óo]n|phrase|文/i,
  paragraphs: /paragraph|p[áa]rrafo|paragraphe|段落|\*\*\*/i,
  keywords_include: /["“«「『']/,
  keywords_forbid: /["“«「『'[]/,
  keyword_count: /["“«「『']/,
  letter_count: /letter|lettre|letra|文字/i,
  repeat_prompt: /repeat|restate|rep[ie]t|r[ée]p[ée]t|繰り返|復唱|そのまま|一言一句|word for word|mot pour mot|palabra por palabra/i,
  response_language: /language|idioma|lengua|langue|語/i,
};
