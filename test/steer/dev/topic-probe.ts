/**
 * Calibration probe for topic bans by meaning (docs/steer.md): for every topic rule of a set (`dev` = parts A–G,
 * `eval` = the 381 cases, `h` = part H), the best MiniLM cosine of a non-refusal reply sentence to the topic's
 * queries, the user's turn's best cosine, expected and current outcome, and whether the cue reading flags it today:
 * `npx tsx test/steer/dev/topic-probe.ts dev | sort -rn`.
 */
import { collectEmbeddings } from '../../../processors/steer/embeddings.js';
import { runSteerEngines } from '../../../processors/steer/pipeline.js';
import { preprocess } from '../../../processors/steer/preprocess/engine.js';
import { cosine } from '../../../processors/steer/preprocess/protected-similarity.js';
import { isRefusal } from '../../../processors/steer/screen/context.js';
import { splitSentences } from '../../../processors/steer/text.js';
import { loadCases } from '../../eval/steer/schema.js';
import { CASES_A } from './cases-a.js';
import { CASES_B } from './cases-b.js';
import { CASES_C } from './cases-c.js';
import { CASES_D } from './cases-d.js';
import { CASES_E } from './cases-e.js';
import { CASES_F } from './cases-f.js';
import { CASES_G } from './cases-g.js';

const which = process.argv[2] ?? 'dev';

import { CASES_H } from './cases-h.js';

const cases =
  which === 'h' ? CASES_H : which === 'eval' ? loadCases().cases : [...CASES_A, ...CASES_B, ...CASES_C, ...CASES_D, ...CASES_E, ...CASES_F, ...CASES_G];

import { topicQueries } from '../../../processors/steer/screen/checks/topic.js';

let exp = (t: string) => [t];
for (const c of cases as any[]) {
  const pre = preprocess(c.system_prompt);
  const rules = pre.red_lines.filter((r) => r.params.check === 'topic');
  if (!rules.length) continue;
  const run = runSteerEngines({ system_prompt: c.system_prompt, proposed_response: c.proposed_response, messages: c.messages });
  const out = run.verify.outcome;
  const sents = splitSentences(c.proposed_response)
    .map((s) => s.text.trim())
    .filter((s) => s && !isRefusal(s));
  for (const r of rules) {
    const t = String(r.params.topic);
    exp = () => topicQueries(t);
    const last = [...(c.messages ?? [])].reverse().find((m: any) => m.role === 'user')?.content ?? '';
    const texts = [...exp(t), ...sents, ...(last ? [last] : [])];
    const E = await collectEmbeddings(texts);
    let best = { sim: -1, s: '', k: -1 };
    for (const s of sents)
      exp(t).forEach((q, k) => {
        const sim = cosine(E.get(q)!, E.get(s)!);
        if (sim > best.sim) best = { sim, s, k };
      });
    const us = last ? Math.max(...exp(t).map((q) => cosine(E.get(q)!, E.get(last)!))) : -1;
    const flagged = run.verify.rules.some((v) => v.id === r.id && v.verdict === 'violated');
    console.log(
      `${best.sim.toFixed(3)}\tu${us.toFixed(2)}\t${c.expected_outcome === 'COMPLIANT' ? 'C' : 'V'}\t${out[0]}\t${flagged ? 'F' : '-'}\t${c.id}\t[${t}]k${best.k}\t${best.s.slice(0, 90)}`,
    );
  }
}
