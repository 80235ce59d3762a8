/**
 * The jailbreak sections of `npm run eval:steer` alone, without the blind set (which only the lead runs): the own,
 * fresh, held-out, final and third jailbreak/benign system-prompt sets of test/eval/steer/own/, in-process with
 * embeddings, plus the operator prompts of the rule evaluation. Prints per set and family what was refused.
 * Usage: npx tsx scripts/dev/jailbreak-sets.ts
 */
import { evaluateOwn, formatOwn } from '../../test/eval/steer/own/run.js';
import { evaluateScreen, formatScreen } from '../../test/eval/steer/screen/heldout.js';
import { inProcessWithEmbeddings } from '../../test/eval/steer/screen/with-embeddings.js';

const steer = inProcessWithEmbeddings();
console.log(formatOwn(await evaluateOwn(steer)));
for (const set of ['heldout', 'final', 'third'] as const) console.log(formatScreen(await evaluateScreen(steer, set)));
