/**
 * Which part of CANNOT_COMPLY refuses each prompt of the jailbreak/benign development sets: the harmful-prompt rules,
 * the harmful-prompt model (with its cue and context gates), or the jailbreak model (with embeddings, as the service
 * runs). Prints per set the refusals, and every benign prompt refused with the part, the jailbreak score and cues.
 * The default sets are the development sets of test/eval/steer/own/ (blind to blind4 are spent and used for
 * development; blind5 was read twice and is spent; blind6 and later are never read) and our own probes in test/steer/dev/.
 * Usage: npx tsx scripts/dev/cannot-comply-parts.ts [--set path.jsonl ...] [--jailbreaks] (also list missed jailbreaks)
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { classifyHarmfulPrompt as byRules } from '../../processors/steer/cannot-comply/engine.js';
import { jailbreakDecision, jailbreakModel, scoreJailbreak } from '../../processors/steer/cannot-comply/jailbreak/model.js';
import { harmfulPromptModel, modelDecision, scoreHarmfulPrompt } from '../../processors/steer/cannot-comply/model.js';
import { preprocessEmbeddings } from '../../processors/steer/embedding-inputs.js';

const here = (f: string) => fileURLToPath(new URL(f, import.meta.url));
const DEFAULT = [
  ...['jailbreak', 'jailbreak-fresh', 'jailbreak-heldout', 'jailbreak-third', 'jailbreak-final', 'jailbreak-blind', 'jailbreak-blind2'].map((s) =>
    here(`../../test/eval/steer/own/${s}.jsonl`),
  ),
  here('../../test/steer/dev/jailbreak-i.jsonl'),
  here('../../test/steer/dev/jailbreak-i2.jsonl'),
];
const args = process.argv.slice(2);
const chosen = args.flatMap((a, i) => (args[i - 1] === '--set' ? [a] : []));
const sets = chosen.length ? chosen : DEFAULT;
if (sets.some((s) => /blind(?:[6-9]|[1-9]\d)/.test(s))) throw new Error('blind6 and later blind sets are off limits');
const showMissed = args.includes('--jailbreaks');

interface Case {
  id: string;
  label: 'jailbreak' | 'benign';
  system_prompt: string;
}
const hm = harmfulPromptModel();
const jm = jailbreakModel();
for (const path of sets) {
  const rows = readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Case);
  const n = { jailbreak: 0, benign: 0 };
  const refused = { jailbreak: 0, benign: 0 };
  const lines: string[] = [];
  for (const r of rows) {
    const p = r.system_prompt;
    const rule = byRules(p);
    const hs = scoreHarmfulPrompt(p, hm);
    const hmd = !rule && hs && hm ? modelDecision(p, hs, hm.threshold) : undefined;
    const js = scoreJailbreak(p, await preprocessEmbeddings(p), jm);
    const jd = !!(js && jm && jailbreakDecision(js, jm));
    const part = rule ? `rules:${rule.category}` : hmd ? `harmful-prompt model:${hmd.category}` : jd ? 'jailbreak model' : '';
    n[r.label]++;
    if (part) refused[r.label]++;
    const cues = js
      ? Object.entries(js.cues)
          .filter(([, v]) => v > 0)
          .map(([c, v]) => `${c}${v}`)
          .join(' ')
      : '';
    if ((r.label === 'benign' && part) || (showMissed && r.label === 'jailbreak' && !part))
      lines.push(
        `  ${r.id} ${r.label} ${part || 'missed'} (jailbreak score ${js?.score.toFixed(2) ?? '-'}${js?.keeps ? ', keeps limits' : ''}; cues ${cues || 'none'}): ${p.slice(0, 160)}`,
      );
  }
  console.log(`${path.split('/').pop()}: jailbreaks refused ${refused.jailbreak}/${n.jailbreak}, benign refused ${refused.benign}/${n.benign}`);
  for (const l of lines) console.log(l);
}
process.exit(0);
