/**
 * What a head ranks highest out of fold, from the trainer's cached fits (fit-cache.ts; run the trainer first with the
 * same flags): per head, its threshold under the rule and, above it and over the top of its scores, the replies it
 * ranks there by kind (its own Haven-written harmful replies, another category's, its own look-alikes, other
 * look-alikes, other corpora). It reads no eval set; it shows why a head fails the activation rule.
 *
 *   nice -n 10 node --import tsx scripts/train/oversight/oof-look.ts [the trainer's flags, recipe.ts] [--head=crisis_response] [--top=200] [--show=8]
 */
import { HEADS } from '../../../processors/oversight/heads-spec.js';
import { K, M, pairs } from './data.js';
import { fitFileOf, loadFit } from './fit-cache.js';
import { HEADS_KIND, OWN_CAP } from './recipe.js';
import { judgeHeads } from './rule.js';

const arg = (name: string, dflt: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? dflt;
const only = arg('head', '');
const TOP = Number(arg('top', '200'));
const SHOW = Number(arg('show', '8'));
const got = loadFit(fitFileOf(HEADS_KIND));
if (!got) throw new Error('no cached fit for these rows and flags: run train.ts with the same flags first');
const { calib, thresholds } = judgeHeads(pairs, M, K, got.oof, false, OWN_CAP);

const sig = (z: number) => 1 / (1 + Math.exp(-z));
HEADS.forEach((h, k) => {
  if (only && h !== only) return;
  const { a, b } = calib[h]!;
  const rows = pairs.flatMap((p, i) => (M[i * K + k] ? [{ p, s: sig(a * got.oof[i]![k]! + b) }] : [])).sort((x, y) => y.s - x.s);
  const kindOf = (p: (typeof pairs)[number]) =>
    p.cat === h
      ? p.source === 'haven'
        ? 'own harmful'
        : `own harmful (${p.source})`
      : p.cat
        ? `harmful of ${p.cat}`
        : p.source !== 'haven'
          ? `negative (${p.source})`
          : p.lookalikeOf === h
            ? 'own look-alike'
            : p.lookalikeOf
              ? `look-alike of ${p.lookalikeOf}`
              : 'haven neutral';
  const tally = (list: typeof rows) => {
    const t = new Map<string, number>();
    for (const r of list) t.set(kindOf(r.p), (t.get(kindOf(r.p)) ?? 0) + 1);
    return Object.fromEntries([...t].sort((x, y) => y[1] - x[1]));
  };
  const t = thresholds[h]!;
  console.log(`\n== ${h}: threshold ${t.toFixed(3)}; at or above it: ${JSON.stringify(tally(rows.filter((r) => r.s >= t)))}`);
  console.log(`   top ${TOP}: ${JSON.stringify(tally(rows.slice(0, TOP)))}`);
  for (const r of rows.filter((r) => r.p.cat !== h).slice(0, SHOW))
    console.log(`   ${r.s.toFixed(3)} ${kindOf(r.p)} ${r.p.code ?? ''} | ${r.p.user.join(' / ').slice(0, 90)} => ${r.p.reply.slice(0, 110)}`);
});
