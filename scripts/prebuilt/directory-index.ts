/**
 * `npm run prebuilt:index`: embeds the shipped directory once and keeps its index in seeds/prebuilt/ (removing older
 * ones), so a first start copies it into the index cache instead of embedding 904 records (the largest step of a first
 * start: half a minute on a quiet 2-core machine, a minute and a half on a busy one). Run it after changing
 * seeds/directory/resources.json, the embedding model or the views; a stale file is simply not used (its name is a hash
 * of the records and the index id), and test/platform/prebuilt.test.ts says so.
 */
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PREBUILT_DIR } from '../../app/prebuilt.js';
import { computeIndex, DEFAULT_DIRECTORY_FILE, readDirectoryFile } from '../../processors/signpost/storage/seed.js';

const { records, sha256 } = readDirectoryFile(DEFAULT_DIRECTORY_FILE);
for (const f of readdirSync(PREBUILT_DIR)) if (f.endsWith('.hvei')) rmSync(join(PREBUILT_DIR, f));
let last = -1;
const r = await computeIndex(records, sha256, PREBUILT_DIR, (p) => {
  const pct = Math.floor((100 * (p.done ?? 0)) / Math.max(1, p.total ?? 1));
  if (pct >= last + 10) {
    last = pct;
    process.stderr.write(`embedded ${p.done}/${p.total} records (${pct}%)\n`);
  }
});
process.stdout.write(
  `${readdirSync(PREBUILT_DIR)
    .filter((f) => f.endsWith('.hvei'))
    .join(', ')}: ${records.length} records, ${r.id}, ${Math.round(r.ms)} ms\n`,
);
