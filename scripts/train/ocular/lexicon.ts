/**
 * Carries the Suicide Risk Lexicon v1.0 (construct-tracker, Apache-2.0) into seeds/ocular/lexicon.json in our own
 * format: construct id → terms (all validated terms, with the prototypical subset marked). Definitions and
 * references stay upstream; seeds/ocular/SOURCES.md cites them.
 *
 *   npx tsx scripts/train/ocular/lexicon.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { trainingPath } from './corpora.js';

interface Upstream {
  construct: string;
  variable_name: string;
  tokens: string[];
  prototypical_tokens: string[];
}
const rows = readFileSync(trainingPath('suicide_risk_lexicon_v1/suicide_risk_lexicon_v1_constructs.jsonl'), 'utf8')
  .trim()
  .split('\n')
  .map((l) => JSON.parse(l) as Upstream);

const norm = (t: string) => t.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
const constructs: Record<string, { label: string; terms: string[]; prototypical: string[] }> = {};
for (const r of rows.sort((a, b) => a.variable_name.localeCompare(b.variable_name))) {
  const proto = new Set(r.prototypical_tokens.map(norm));
  const terms = [...new Set(r.tokens.map(norm))].filter((t) => t.length > 1).sort();
  constructs[r.variable_name] = { label: r.construct, terms, prototypical: terms.filter((t) => proto.has(t)) };
}
const out = {
  name: 'suicide-risk-lexicon',
  version: '1.0',
  source:
    'danielmlow/construct-tracker @ 5cacf8f6da25caa5bbf4d6a5ca733c52be7fec69, src/construct_tracker/data/lexicons/suicide_risk_lexicon_v1-0 (validated terms + prototypical terms)',
  licence: 'Apache-2.0',
  citation:
    'Low, Rankin, Bentley, Nock & Ghosh: Building lexicons with generative AI result in lightweight and interpretable text models with high content validity',
  format: 'construct id → {label, terms (lowercased, NFKC, whitespace collapsed), prototypical (subset)}; matched literally on word boundaries',
  constructs,
};
writeFileSync('seeds/ocular/lexicon.json', `${JSON.stringify(out, null, 1)}\n`);
console.log(`wrote seeds/ocular/lexicon.json: ${rows.length} constructs, ${Object.values(constructs).reduce((s, c) => s + c.terms.length, 0)} terms`);
