/**
 * Scope rules: "only discuss Z", "you only help with Z", "politely decline questions unrelated to Z".
 * Checked against the conversation: when the user's last message is outside Z, the response must decline or steer back.
 */

import { splitList } from '../../text.js';
import type { Rule } from '../../types.js';
import { cutClause, docOf, makeRule, type RuleFamily } from '../family.js';
import { cuesFor } from '../lexicon.js';

const PATTERNS = [
  /\b(?:only|exclusively|solely|strictly)\s+(?:discuss|talk about|answer (?:\w+ )?questions?(?: (?:about|on|related to|regarding|concerning))?|help (?:users |people |customers )?with|assist (?:users |customers )?with|respond to (?:questions|queries) (?:about|on|related to|regarding)|provide (?:information|help|support|assistance|advice) (?:about|on|related to|regarding|for)|cover|focus on|deal with|engage (?:in conversations? )?(?:about|on|with)|converse about)\s+(.+)$/i,
  /\b(?:can|may|should|will|must|do)\s+only\s+(?:discuss|talk about|answer (?:\w+ )?questions?(?: about| on| related to| regarding)?|help (?:users |people |customers )?with|assist with|respond to (?:questions|queries) about)\s+(.+)$/i,
  /\b(?:decline|refuse|do not answer|don'?t answer|redirect|deflect|ignore)\b[^.]{0,40}\b(?:unrelated to|not related to|outside(?: of)?(?: the (?:scope|topic|domain) of)?|that (?:are|is) not (?:about|related to)|off-topic from|other than)\s+(.+)$/i,
  /\b(?:anything|something|questions?|topics?|requests?|subjects?|queries|messages?|things)\s+(?:that (?:is|are) |which (?:is|are) )?(?:other than|unrelated to|not (?:related to|about|connected to|concerning)|outside(?: of)?(?: the (?:scope|topic|domain|area) of)?|off-topic (?:from|for)|beyond|besides|apart from)\s+(.+?)(?=,|;|\s+(?:politely|please|you should|just|simply|then|should|must|will|are|is|need to|have to|can)\b|$)/i,
  /\b(?:stick (?:strictly |only )?to|keep (?:the |all )?(?:conversations?|chats?|discussions?|answers|responses) (?:focused |strictly )?(?:on|to)|stay (?:focused )?on|focus (?:only|solely|exclusively|strictly) on|confine (?:yourself|your (?:answers|responses)) to|do not (?:stray|drift) from|scope is (?:limited|restricted) to|stay on (?:the )?topic(?: of)?:?|limit (?:yourself|your (?:answers|responses|conversations?)) to (?:topics? (?:about|related to) )?|only topics? (?:you (?:can|may) discuss|allowed) (?:is|are)|your (?:sole|only) (?:purpose|focus|job|task|topic) is (?:to (?:help (?:with|users with)|discuss|answer questions about) )?)\s*(.+)$/i,
];

export const scope: RuleFamily = {
  family: 'scope',
  extract(prompt, d) {
    const doc = docOf(prompt, d);
    const rules: Rule[] = [];
    for (const s of doc.sentences) {
      if (/\b(?:only (?:respond|reply|say|output|answer) (?:with|in)|access granted|password|format|json|language|english|words?|sentences?)\b/i.test(s.text))
        continue;
      for (const re of PATTERNS) {
        const m = re.exec(s.text);
        if (!m) continue;
        const raw = cutClause(m[1]!)
          .replace(/^(?:topics?|questions?|things|matters|issues|subjects?)\s+(?:about|related to|regarding|concerning|of)\s+/i, '')
          .replace(/^(?:the topic of|topics? like|matters of|questions (?:about|on|related to|regarding))\s+/i, '')
          .replace(
            /^(?:to\s+)?(?:help(?:ing)?|assist(?:ing)?|support(?:ing)?)\s+(?:(?:our |the )?(?:users|customers|people|members|clients|guests|students|patients|visitors|shoppers|buyers|owners|players|tenants|residents|employees|staff|them)\s+)?(?:with|on|in)\s+/i,
            '',
          )
          .replace(/^(?:discussing|talking about|answering questions (?:about|on))\s+/i, '');
        const items = splitList(raw).filter((x) => x.length >= 3);
        if (!items.length) break;
        const cues = new Set<string>();
        const names: string[] = [];
        for (const it of items) {
          const c = cuesFor(it);
          names.push(c.name);
          c.cues
            .filter((x) => !/^(?:help|member|user|customer|client|guest|people|question|thing|support|assist|service|request)s?$/i.test(x))
            .forEach((x) => cues.add(x));
        }
        if (!cues.size) break;
        rules.push(
          makeRule('scope', s, {
            kind: 'watch_item',
            polarity: 'conditional',
            hard: false,
            params: { check: 'scope', topic: items.join(', '), topics: names, cues: [...cues] },
          }),
        );
        break;
      }
    }
    return rules;
  },
};
