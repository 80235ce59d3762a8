/**
 * Dev-time check that no text of the classifier evaluation set is in the hold-out list and that no eval text is also
 * a training case (dev and held-out test sets):  npx tsx scripts/train/ocular/check-eval.ts
 */
import { buildCases } from '../../../test/eval/classifier/cases.js';
import { buildHeldOutCases } from '../../../test/eval/classifier/held-out.js';
import { mulberry32 } from '../harmful-prompt/synth.js';
import { heldOut, holdoutHash } from './corpora.js';
import { ownLongForm } from './posts.js';
import { synthesize } from './synth.js';

// both evaluation sets: the development set and the held-out test set
const cases = [...buildCases(), ...buildHeldOutCases()];
const texts = [...new Set(cases.flatMap((c) => c.messages.map((m) => m.content)))];
const held = texts.filter((t) => heldOut(t));
const train = new Set([...synthesize(mulberry32(20261124)), ...ownLongForm(mulberry32(20261125))].flatMap((r) => [holdoutHash(r.text), holdoutHash(r.ctx)]));
const shared = texts.filter((t) => train.has(holdoutHash(t)));
console.log(`${cases.length} conversations, ${texts.length} distinct texts; in hold-out list: ${held.length}; also training cases: ${shared.length}`);
for (const t of [...held, ...shared]) console.log(`  ${t.slice(0, 100)}`);
process.exit(held.length ? 1 : 0);
