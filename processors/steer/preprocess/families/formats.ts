/**
 * Output formats: JSON only, whole response in double quotes, a title in <<double angular brackets>>, a postscript
 * (P.S.), "answer with one of these options", two responses separated by ******, no markdown / no bold or italics.
 */

import { quotedStrings } from '../../text.js';
import type { Rule } from '../../types.js';
import { docOf, makeRule, mentionedAsTopic, NEG, type RuleFamily } from '../family.js';

const JSON_RE = /\b(?:json)\b/i;
const JSON_REQ =
  /\b(?:(?:in|as|with|using|wrapped in|format(?:ted)? (?:as|in)|formato|en|only|valid|output|respond(?:s)?(?: only)? with|return|reply with)\s+(?:valid\s+|a\s+|an\s+|strict\s+|only\s+|proper\s+)?json|json[- ](?:format(?:ted)?|only|object))\b|\bformato json\b|\ben json\b|\bformat json\b|\bjson\s?形式/i;
const QUOTE_REQ =
  /\b(?:wrap|enclose|surround|put|envuelve|encierra|enveloppez|encadrez|encadrer|entourez|entourer|mettez)\b[^.]{0,60}\b(?:double quot(?:ation marks|es)|quotation marks|quotes|comillas(?: dobles)?|guillemets)\b|(?:鉤括弧|かぎ括弧|かぎかっこ|「」|二重引用符|引用符)[^。]{0,12}(?:囲|括っ|くくっ)/i;
const TITLE_REQ =
  /\btitle\b[^.]{0,80}(?:<<|double angular brackets|dobles corchetes angulares)|\b(?:título|titre)\b[^.]{0,80}(?:<<|##|corchetes angulares|doubles dièses)/i;
const PS_REQ = /\b(?:postscript|post-script|post scriptum|post-scriptum|posdata|p\.\s?s\.|p\.p\.s)/i;
const OPTIONS_REQ =
  /\b(?:answer|respond|reply|répondez|responde)\w*\b[^.]{0,30}\b(?:with|using|by)?\s*(?:one of|una de|l'une des|alguna de)\b[^:]*(?:options|following|opciones|suivantes)?/i;
const TWO_RESP =
  /\b(?:two|2|deux|dos)\s+(?:different |distinct |distinctes |distintas )?(?:responses|answers|versions|respuestas|réponses)\b[^.]*|\bseparated by (?:6|six) asterisk/i;
const NO_MD = /\b(?:markdown|formatting|headers|headings)\b/i;
const NO_BOLD = /\b(?:bold|italics?|boldface)\b/i;

export const formats: RuleFamily = {
  family: 'formats',
  extract(prompt, d) {
    const doc = docOf(prompt, d);
    const rules: Rule[] = [];
    const add = (s: (typeof doc.sentences)[number], params: Record<string, unknown> & { format: string }) =>
      rules.push(
        makeRule('formats', s, { kind: 'watch_item', polarity: 'form', hard: false, params: { check: 'format', ...params }, discriminator: params.format }),
      );
    const have = new Set<string>();
    for (const s of doc.sentences) {
      const t = s.text;
      const neg = NEG.exec(t);
      if (/\b(?:if|when|whenever)\b[^,]{0,40}\b(?:user|they|asked|someone)\b/i.test(t)) continue;
      if (
        !have.has('json') &&
        JSON_RE.test(t) &&
        JSON_REQ.test(t) &&
        !(neg && neg.index < t.search(JSON_RE)) &&
        !/\b(?:example|input|user provides|given json|the following json)\b/i.test(t) &&
        // "JSON形式について説明して": JSON as the topic, not the reply's format
        !/json\s?形式(?:について|とは|の(?:利点|特徴|歴史|説明))/i.test(t)
      ) {
        have.add('json');
        // "a JSON object with keys "answer" and "confidence"" / "with the fields name, email"
        const km = /\b(?:keys?|fields?|properties)\b\s*:?\s*(.+)$/i.exec(t);
        const keys = km
          ? quotedStrings(km[1]!)
              .map((q) => q.text)
              .filter((k) => /^[\w.-]{1,40}$/.test(k))
          : [];
        add(s, { format: 'json', ...(keys.length ? { keys } : {}) });
      }
      if (
        !have.has('quoted') &&
        QUOTE_REQ.test(t) &&
        /\b(?:entire|whole|full|all of|totalidad|l'intégralité|toute|response|answer|respuesta|réponse|récit|texte)\b|回答|返答|返事|全体|全文/i.test(t) &&
        !neg
      ) {
        have.add('quoted');
        add(s, { format: 'quoted' });
      }
      if (!have.has('title') && TITLE_REQ.test(t) && !neg) {
        have.add('title');
        add(s, { format: 'title', marker: /##/.test(t) && !/<</.test(t) ? '##' : '<<>>' });
      }
      // "an essay on why people add a P.S.": a mention of a postscript is no rule on the reply
      const pm0 = PS_REQ.exec(t);
      const pm = pm0 && !mentionedAsTopic(t, pm0.index) ? pm0 : null;
      if (!have.has('postscript') && !have.has('no_postscript') && pm && neg && neg.index < pm.index) {
        have.add('no_postscript');
        add(s, { format: 'no_postscript' });
      }
      if (
        !have.has('postscript') &&
        pm &&
        /\b(?:add|include|end|append|finish|añad\w*|agreg\w*|inclu\w*|ajoutez|terminez|incluye|assurez|asegúrate|with|starting|start|begin)\b/i.test(t) &&
        !(neg && neg.index < pm.index)
      ) {
        have.add('postscript');
        const mk =
          /\b(?:starting with|start(?:ing)? with|begin(?:ning)? with|(?:empezando|iniciando|comenzando) (?:por|con)|que (?:empiece|comience|inicie) (?:por|con)|commen[cç]\w* par|que commence par|beginning with)\s+["'“‘]?((?:P\.)+S\.?|[\p{L}.]+)/iu.exec(
            t,
          );
        let marker = mk?.[1] ?? 'P.S.';
        if (/^p\.s$/i.test(marker)) marker = 'P.S.';
        add(s, { format: 'postscript', marker });
      }
      if (!have.has('options') && OPTIONS_REQ.test(t)) {
        const opts = quotedStrings(t).map((q) => q.text);
        if (opts.length >= 2) {
          have.add('options');
          add(s, { format: 'options', options: opts });
        }
      }
      if (!have.has('two_responses') && TWO_RESP.test(t) && /\*{6}|six asterisk|6 asterisk|seis asteriscos|six astérisques|6 asteriscos/i.test(t)) {
        have.add('two_responses');
        add(s, { format: 'two_responses', separator: '******' });
      }
      if (
        neg &&
        !have.has('no_markdown') &&
        NO_MD.test(t) &&
        /\b(?:use|include|output|format|add)\b/i.test(t) &&
        !/\b(?:code syntax|code block|only output markdown)\b/i.test(t)
      ) {
        have.add('no_markdown');
        add(s, { format: 'no_markdown' });
      } else if (neg && !have.has('no_bold') && NO_BOLD.test(t)) {
        have.add('no_bold');
        add(s, { format: 'no_bold' });
      } else if (!have.has('no_markdown') && /\b(?:plain text only|only plain text|in plain text|as plain text)\b/i.test(t) && !neg) {
        have.add('no_markdown');
        add(s, { format: 'no_markdown' });
      }
    }
    return rules;
  },
};
