/**
 * Required response language. Scripts decide for non-Latin languages; Latin-script languages use trigram language
 * identification (franc-min). Short texts give low confidence (analysis reviews them). `lang: 'user'` means the
 * language of the last user message.
 */

import { francAll } from 'franc-min';
import { z } from 'zod';
import { PHASE } from '../../redeem/context.js';
import { FALLBACK_RESPONSE } from '../../types.js';
import { type Check, finding } from '../check.js';
import type { ScreenContext } from '../context.js';

const SCRIPTS: Record<string, RegExp> = {
  jpn: /[\u3040-\u30ff\u4e00-\u9fff]/g,
  cmn: /[\u4e00-\u9fff]/g,
  kor: /[\uac00-\ud7af\u1100-\u11ff]/g,
  rus: /[\u0400-\u04ff]/g,
  ukr: /[\u0400-\u04ff]/g,
  arb: /[\u0600-\u06ff]/g,
  pes: /[\u0600-\u06ff]/g,
  urd: /[\u0600-\u06ff]/g,
  heb: /[\u0590-\u05ff]/g,
  ell: /[\u0370-\u03ff]/g,
  hin: /[\u0900-\u097f]/g,
  mar: /[\u0900-\u097f]/g,
  npi: /[\u0900-\u097f]/g,
  tha: /[\u0e00-\u0e7f]/g,
  ben: /[\u0980-\u09ff]/g,
  tam: /[\u0b80-\u0bff]/g,
  tel: /[\u0c00-\u0c7f]/g,
  kan: /[\u0c80-\u0cff]/g,
  guj: /[\u0a80-\u0aff]/g,
  pan: /[\u0a00-\u0a7f]/g,
};
const LATIN = /[A-Za-z\u00C0-\u024F]/g;

function clean(text: string): string {
  return text
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/https?:\/\/\S+|\S+@\S+/g, ' ')
    .replace(/[*_#>`[\]()]/g, ' ');
}

const FUNCTION_WORDS: Record<string, Set<string>> = Object.fromEntries(
  Object.entries({
    eng: 'the and is are you your we to of in for with it this that can will our be have on at from if not please thanks yes there what how would could should',
    spa: 'el la los las de que y en es un una por para con su tu se del al lo como más pero sí puede usted está son hay muy también gracias',
    fra: 'le la les de des et est un une en pour que qui vous nous dans sur pas avec du au ce il je votre sont mais très aussi merci',
    deu: 'der die das und ist nicht sie ich mit für ein eine zu den dem auf es wir ihr bitte kann können sind auch oder aber danke',
    ita: 'il la di che e è un una per con non sono del della le lo gli si ci abbiamo vuole anche ma molto grazie',
    por: 'o a os as de que e é um uma para com não do da em no na você seu sua são mas muito também obrigado',
    nld: 'de het een en is van ik je niet dat met voor op zijn wij u ook maar dank',
  }).map(([k, v]) => [k, new Set(v.split(' '))]),
);

/** When English and the wanted language (or vice versa) are told apart clearly by function words, the winner. */
function functionWordShare(text: string, want: string): { best: string } | undefined {
  const other = want === 'eng' ? undefined : 'eng';
  const words = text.toLowerCase().match(/[\p{L}]+/gu) ?? [];
  if (words.length < 4) return undefined;
  const count = (lang: string) => words.filter((w) => FUNCTION_WORDS[lang]?.has(w)).length;
  if (other) {
    if (!FUNCTION_WORDS[want]) return undefined;
    const e = count('eng');
    const w = count(want);
    if (e >= 3 && e >= 3 * Math.max(1, w)) return { best: 'eng' };
    return undefined;
  }
  const e = count('eng');
  for (const lang of Object.keys(FUNCTION_WORDS)) {
    if (lang === 'eng') continue;
    const w = count(lang);
    if (w >= 3 && w >= 3 * Math.max(1, e)) return { best: lang };
  }
  return undefined;
}

export interface LangGuess {
  lang: string;
  confidence: number;
}

/** Best guess of the language of `text`, with the share of the text that supports `want` (0-1). */
export function languageSupport(text: string, want: string): { support: number; best: string; letters: number } {
  const t = clean(text);
  const letters = (t.match(/\p{L}/gu) ?? []).length;
  if (!letters) return { support: 1, best: 'und', letters };
  const script = SCRIPTS[want];
  if (script) {
    const n = (t.match(script) ?? []).length;
    if (want === 'jpn') {
      const kana = (t.match(/[\u3040-\u30ff]/g) ?? []).length;
      return { support: n / letters, best: kana ? 'jpn' : n ? 'cmn' : 'other', letters };
    }
    return { support: n / letters, best: n / letters > 0.5 ? want : 'other', letters };
  }
  const latin = (t.match(LATIN) ?? []).length;
  if (latin / letters < 0.5) return { support: 0, best: 'other-script', letters };
  // function words settle short texts, where trigram scores of related languages sit close together
  const fw = functionWordShare(t, want);
  if (fw) return { support: fw.best === want ? 1 : 0, best: fw.best, letters };
  const ranked = francAll(t, {
    minLength: 3,
    only: ['eng', 'spa', 'fra', 'deu', 'ita', 'por', 'nld', 'pol', 'swe', 'tur', 'ron', 'ces', 'hun', 'fin', 'dan', 'nob', 'vie', 'ind', 'swh', want],
  });
  const best = ranked[0]?.[0] ?? 'und';
  const score = ranked.find((r) => r[0] === want)?.[1] ?? 0;
  return { support: best === want ? 1 : score, best, letters };
}

function targetLanguage(rule: { params: Record<string, unknown> }, ctx: ScreenContext): string | undefined {
  if (rule.params.lang !== 'user') return String(rule.params.lang);
  if (!ctx.lastUser) return undefined;
  return ctx.memo('user-lang', () => {
    const u = clean(ctx.lastUser!);
    for (const [code, re] of Object.entries(SCRIPTS)) {
      const letters = (u.match(/\p{L}/gu) ?? []).length;
      if (letters && (u.match(re) ?? []).length / letters > 0.5) return code === 'cmn' && /[\u3040-\u30ff]/.test(u) ? 'jpn' : code;
    }
    // the user's message is read as a reply is (function words settle English first): franc alone took "What time
    // can I check in?" for German; a short message in no settled language is not judged
    const fw = languageSupport(ctx.lastUser!, 'eng');
    if (fw.best === 'eng' || fw.support >= 1) return 'eng';
    const r = francAll(u, { minLength: 3, only: ['eng', 'spa', 'fra', 'deu', 'ita', 'por', 'nld', 'pol', 'swe', 'tur'] });
    return u.length >= 12 && fw.letters >= 20 ? r[0]?.[0] : undefined;
  });
}

/**
 * The paragraphs written in another language than the wanted one: at least 60 letters, and the language reader sure
 * of it (the wanted language's support under 0.2). A reply mostly in German with a paragraph "In short: log in to
 * the portal…" breaks "reply only in German" though the reply as a whole reads German. Offsets into `text`.
 */
export function foreignParagraphs(text: string, want: string): { start: number; end: number; lang: string }[] {
  const out: { start: number; end: number; lang: string }[] = [];
  const re = /[^\n]+(?:\n(?!\s*\n)[^\n]*)*/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const r = languageSupport(m[0], want);
    if (r.letters < 60 || r.best === want || r.support >= 0.2 || r.best === 'und') continue;
    out.push({ start: m.index, end: m.index + m[0].length, lang: r.best });
  }
  return out;
}
const FOREIGN_PARAGRAPH = 'A paragraph is in';

export const languageParams = z.object({ check: z.literal('language'), lang: z.string(), name: z.string().optional() }).loose();

/** The fixed fallback in the languages the local engine can recognise reliably (it cannot translate an answer). */
const LOCALISED_FALLBACK: Record<string, string> = {
  spa: 'Lo siento, pero no puedo darle esa respuesta. ¿En qué más le puedo ayudar?',
  fra: 'Je suis désolé, mais je ne peux pas vous donner cette réponse. Comment puis-je vous aider autrement ?',
  deu: 'Es tut mir leid, aber ich kann Ihnen diese Antwort nicht geben. Wie kann ich Ihnen sonst helfen?',
  ita: 'Mi dispiace, ma non posso darle questa risposta. Come posso aiutarla in altro modo?',
  por: 'Sinto muito, mas não posso dar essa resposta. Como mais posso ajudar?',
  nld: 'Het spijt me, maar ik kan u dat antwoord niet geven. Waarmee kan ik u verder helpen?',
  eng: FALLBACK_RESPONSE,
};

function userLanguage(ctx: ScreenContext): string | undefined {
  if (!ctx.lastUser) return undefined;
  const r = languageSupport(ctx.lastUser, 'eng');
  return r.best === 'eng' || r.support >= 1 ? 'eng' : LOCALISED_FALLBACK[r.best] ? r.best : undefined;
}

export const language: Check<typeof languageParams> = {
  quality: {
    order: 20,
    contradictions(rules) {
      const langs = new Set(rules.map((r) => r.params.lang));
      return langs.size > 1 && !langs.has('user') ? [`The prompt requires more than one response language (${[...langs].join(', ')}).`] : [];
    },
  },
  provider: {},
  // the local engine cannot translate: a reply in the wrong language becomes a short apology in the right one
  repair: {
    phase: PHASE.substitute,
    fix(text, p, ctx) {
      const code = p.lang === 'user' ? userLanguage(ctx.original) : String(p.lang);
      // a reply in the language with a paragraph in another keeps its own paragraphs
      if (code) {
        const foreign = foreignParagraphs(text, code);
        let kept = text;
        for (const f of [...foreign].reverse()) kept = kept.slice(0, f.start) + kept.slice(f.end);
        kept = kept.replace(/\n{3,}/g, '\n\n').trim();
        const rest = languageSupport(kept, code);
        if (foreign.length && rest.letters >= 40 && (rest.best === code || rest.support >= 0.85)) return kept;
      }
      return code && LOCALISED_FALLBACK[code] ? LOCALISED_FALLBACK[code] : text;
    },
  },
  description: "the reply is in the required language (or the user's)",
  params: languageParams,
  name: 'language',
  evaluate(rule, ctx) {
    const want = targetLanguage(rule, ctx);
    if (!want) return finding(rule, this.name, 'not_applicable', 'No user message to take the language from.', { confidence: 0.6 });
    const { support, best, letters } = ctx.memo(`lang:${want}`, () => languageSupport(ctx.text, want));
    const short = letters < 40;
    const ok = support >= 0.85 || best === want;
    const foreign = ok ? ctx.memo(`lang-paragraphs:${want}`, () => foreignParagraphs(ctx.text, want)) : [];
    if (foreign.length)
      return finding(rule, this.name, 'violated', `${FOREIGN_PARAGRAPH} ${foreign[0]!.lang}, not ${want}.`, {
        evidence: { start: foreign[0]!.start, end: foreign[0]!.end },
        confidence: 0.8,
      });
    if (ok) return finding(rule, this.name, 'satisfied', `Response is in the required language (${want}).`, { confidence: short ? 0.6 : 0.9, semantic: true });
    return finding(rule, this.name, 'violated', `Response language looks like ${best}, not ${want}.`, {
      evidence: { start: 0, end: Math.min(ctx.text.length, 60) },
      confidence: short ? 0.55 : support < 0.5 ? 0.9 : 0.7,
      semantic: true,
    });
  },
  analyze(rule, ctx, f) {
    // a whole paragraph in another language is what the rule rules out, however little of the reply it is
    if (f.verdict !== 'violated' || f.detail.startsWith(FOREIGN_PARAGRAPH)) return f;
    const want = targetLanguage(rule, ctx);
    if (!want) return f;
    // Analysis: judge per paragraph; the response is in the language when most paragraphs are.
    const paras = ctx.text.split(/\n\s*\n/).filter((p) => p.trim().length > 0);
    let ok = 0;
    let total = 0;
    for (const p of paras) {
      const r = languageSupport(p, want);
      if (r.letters < 12) continue;
      total += r.letters;
      if (r.support >= 0.7 || r.best === want) ok += r.letters;
    }
    if (total === 0 || ok / total >= 0.8)
      return { ...f, verdict: 'satisfied', evidence: undefined, confidence: 0.7, detail: `Analysis: most of the response is in ${want}.` };
    return { ...f, confidence: 0.85 };
  },
};
