/**
 * Words, phrases and names the prompt bans from the response ("never say 'X'", "do not use the words A, B",
 * "avoid mentioning OpenAI"). Exact matches are hard violations. A ban with an exception ("never say 'Access Granted'
 * unless the password is given") becomes a conditional rule checked against the conversation.
 */

import { emphasisedStrings, quotedStrings, splitList } from '../../text.js';
import type { Rule } from '../../types.js';
import { cutClause, docOf, makeRule, NEG, type RuleFamily } from '../family.js';

const VERB =
  /\b(?:refer(?:ring)? to (?:[\w-]+ ){1,3}as|call(?:ing)? (?:[\w-]+ ){1,2}|describ\w* (?:[\w-]+ ){1,3}as|say|said|use|using|write|mention|mentioning|include|including|output|utter|type|print|repeat|respond with|reply with|answer with|contain|containing|start with|use the words?|share|sharing|reveal|disclose|give out|post|link(?: to)?|send|provide|usar|utilizar|decir|mencionar|incluir|utiliser|employer|dire|mentionner|contient|contenir|inclure)\b/i;
const WORDISH =
  /\b(?:words?|terms?|phrases?|expressions?|keywords?|names?|slurs?|profanity|swear ?words|palabras?(?: clave)?|términos|mots?(?:-clés)?|termes)\b/i;
const UNLESS = /\b(unless|except(?: when| if)?|only (?:if|when)|until)\b(.*)$/i;

function unquotedList(text: string): string[] {
  // "do not use the words cheap, free or guarantee"
  const m =
    /\b(?:words?|terms?|phrases?|expressions?|keywords?|palabras?(?: clave)?|mots?(?:-clés)?|termes)\s*(?::\s*)?(?:like |such as |including )?([^.;:]+)/i.exec(
      text,
    );
  if (m) {
    const items = splitList(cutClause(m[1]!)).filter((x) => x.split(/\s+/).length <= 3 && !/^(?:in|your|the|response|answer)$/i.test(x));
    if (items.length) return items;
  }
  // "never mention OpenAI or ChatGPT" — capitalised names after the verb
  const v = /\b(?:mention|say|name|use|reference|write)\s+(.+)$/i.exec(text);
  if (v) {
    const items = splitList(cutClause(v[1]!));
    if (items.length && items.every((x) => /^[\p{Lu}\d][\p{L}\d.&'-]*(?:\s[\p{Lu}\d][\p{L}\d.&'-]*){0,2}$/u.test(x))) return items;
  }
  return [];
}

export const bannedStrings: RuleFamily = {
  family: 'banned_strings',
  extract(prompt, d) {
    const doc = docOf(prompt, d);
    const rules: Rule[] = [];
    for (const s of doc.sentences) {
      const neg = NEG.exec(s.text);
      if (!neg) continue;
      if (/\b(?:competitors?|rivals?)\b/i.test(s.text)) continue; // competitors family
      if (/\b(?:password|passcode|access code|api key|secret|token)\b/i.test(s.text) && !/\bsay\b/i.test(s.text)) continue; // secrets family
      const after = s.text.slice(neg.index);
      if (!VERB.test(after) && !WORDISH.test(after)) continue;
      if (/\b(?:unless|if)\b.{0,40}\b(?:asked|user|they)\b.{0,30}\b(?:ask|request|want)/i.test(s.text) && !quotedStrings(after).length) continue;
      const um = UNLESS.exec(after);
      let main = um ? after.slice(0, um.index) : after;
      // "…; send people to help.acme.com instead" / "— say 'affordable' or 'great value' instead": the alternative is not banned
      const alt =
        /(?:[—–;:(]|,|\.|\s-\s)\s*(?:and\s+|but\s+)?(?:instead,?\s+)?(?:(?:please|always|you (?:should|may|can))\s+)?(?:say|use|write|prefer|try|opt for|go with|call (?:it|them|us)|refer to (?:it|them|us) as|send|direct|point|refer|link to|recommend|mention)\b/i.exec(
          main,
        );
      if (alt && alt.index > 0) main = main.slice(0, alt.index);
      let strings = quotedStrings(main)
        .filter(
          (q) => !/(?:other than|except|besides|apart from|but|only|rather than|unlike)\s*["'“‘`]?$/i.test(main.slice(Math.max(0, q.start - 20), q.start)),
        )
        .map((q) => q.text);
      if (/\b(?:anything|nothing) (?:other than|except|but|besides)\b/i.test(main) && !strings.length) continue;
      // quoted strings that introduce the *required* alternative ("say 'X' instead") are not banned
      strings = strings.filter(
        (q) =>
          !new RegExp(`instead[^.]{0,20}${q.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}|${q.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}["'”’]?\\s+instead`, 'i').test(
            main,
          ),
      );
      if (!strings.length)
        strings = (
          main.match(
            /\b(?:https?:\/\/[^\s)"']+|www\.[^\s)"']+|[\w.+-]+@[\w-]+\.[\w.]+|[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|org|net|io|co|dev|app|ai|internal|local|corp|intranet|example)(?:\/[^\s)"']*)?)/gi,
          ) ?? []
        ).map((x) => x.replace(/[.,;:]+$/, ''));
      if (!strings.length && !/\b(?:highlight|bold|italic|emphasi[sz]e|markdown)\w*/i.test(main)) strings = emphasisedStrings(main).map((q) => q.text);
      if (!strings.length) strings = unquotedList(main);
      strings = strings.filter((x) => x.length >= 1 && x.length <= 120);
      if (!strings.length) continue;
      const conditional = !!um;
      // "never start a reply with 'Great question'": banned only in that position
      const position = /\b(?:start|begin|open)\w*\s+(?:(?:a|any|your|the|each|every)\s+)?(?:\w+\s+)?with\b/i.test(main)
        ? 'start'
        : /\b(?:end|finish|close|conclude)\w*\s+(?:(?:a|any|your|the|each|every)\s+)?(?:\w+\s+)?with\b/i.test(main)
          ? 'end'
          : undefined;
      rules.push(
        makeRule('banned_strings', s, {
          kind: 'red_line',
          polarity: conditional ? 'conditional' : 'forbid',
          hard: !conditional,
          params: {
            check: 'forbidden_strings',
            category: 'banned',
            strings,
            ...(position ? { position } : {}),
            ...(conditional ? { unless: um![2]!.trim(), unless_cues: quotedStrings(um![2]!).map((q) => q.text) } : {}),
          },
        }),
      );
    }
    return rules;
  },
};
