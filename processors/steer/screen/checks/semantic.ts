/**
 * Semantic rules: a directive clause of the prompt that no rule family and no clause type reads is kept as a rule of
 * its own (preprocess/families/semantic.ts), never dropped, and judged by meaning: the MiniLM cosine between what the
 * clause is about (its object, the directive words taken off) and each reply sentence. A forbidding clause is broken
 * by a reply sentence that close in meaning (not a refusal); a requiring one is met by such a sentence, and otherwise
 * left unjudged (`not_applicable`): a reply need not touch every requirement, and a wrong alarm rewrites a compliant
 * reply. Without embeddings (a process with no embedder) the rule is `not_applicable`.
 */
import { z } from 'zod';
import { cosine } from '../../preprocess/protected-similarity.js';
import { DROP_EVIDENCE } from '../../redeem/edit.js';
import { type Check, finding } from '../check.js';
import { isRefusal } from '../context.js';
import { breakingSentence } from '../forbidden-act.js';

export const semanticParams = z
  .object({
    check: z.literal('semantic'),
    clause: z.string(),
    object: z.string(),
    polarity: z.enum(['forbid', 'require']),
    condition: z.string().optional(),
  })
  .loose();

/** A reply sentence this close to a forbidden object breaks the rule (set on Haven-written pairs: test/steer/semantic-rules.test.ts). */
export const SEMANTIC_FORBID_SIM = 0.55;
/** A reply sentence this close to a required object meets the rule. */
export const SEMANTIC_REQUIRE_SIM = 0.5;

export const semantic: Check<typeof semanticParams> = {
  name: 'semantic',
  description: 'the reply keeps to a prompt clause no other rule reads, judged by sentence-embedding similarity',
  params: semanticParams,
  forbids: true,
  // the sentence about the forbidden object goes; the rest of the reply stays
  repair: DROP_EVIDENCE,
  evaluate(rule, ctx) {
    const p = semanticParams.parse(rule.params);
    // "do not confirm a booking until the deposit is paid": whether the condition holds is not in the reply, and a
    // wrong alarm rewrites a compliant reply, so a forbid that hangs on a condition is not judged by meaning
    if (p.polarity === 'forbid' && p.condition)
      return finding(rule, this.name, 'not_applicable', `Not judged: "${p.object}" is ruled out only ${p.condition}, which the reply alone does not show.`, {
        semantic: true,
      });
    const vectors = ctx.input.embeddings;
    const target = vectors?.get(p.object);
    if (!target)
      return finding(rule, this.name, 'not_applicable', 'No sentence embeddings in this process: the semantic rule is not judged.', { semantic: true });
    let best = { sim: -1, index: -1 };
    ctx.sentences.forEach((s, i) => {
      const v = vectors?.get(s.text.trim());
      if (!v || isRefusal(s.text)) return;
      const sim = cosine(target, v);
      if (sim > best.sim) best = { sim, index: i };
    });
    const s = ctx.sentences[best.index];
    if (p.polarity === 'forbid') {
      if (s && best.sim >= SEMANTIC_FORBID_SIM)
        return finding(rule, this.name, 'violated', `Response is about "${p.object}", which the prompt rules out (similarity ${best.sim.toFixed(2)}).`, {
          evidence: { start: s.start, end: s.end },
          confidence: 0.7,
          semantic: true,
        });
      // about something else, yet doing what the clause forbids: the forbidden-act head reads the pair
      const act = breakingSentence(
        p.clause,
        ctx.sentences.filter((x) => !isRefusal(x.text)),
        vectors,
      );
      if (act)
        return finding(rule, this.name, 'violated', `Response does what the prompt rules out ("${p.clause}"; forbidden-act head ${act.score.toFixed(2)}).`, {
          evidence: { start: act.sentence.start, end: act.sentence.end },
          confidence: 0.7,
          semantic: true,
        });
      return finding(rule, this.name, 'satisfied', `No sentence is about "${p.object}".`, { confidence: 0.8, semantic: true });
    }
    if (s && best.sim >= SEMANTIC_REQUIRE_SIM)
      return finding(rule, this.name, 'satisfied', `Response covers "${p.object}" (similarity ${best.sim.toFixed(2)}).`, {
        evidence: { start: s.start, end: s.end },
        confidence: 0.8,
        semantic: true,
      });
    return finding(rule, this.name, 'not_applicable', `Semantic requirement "${p.object}" not judged: no sentence is close to it.`, { semantic: true });
  },
};
