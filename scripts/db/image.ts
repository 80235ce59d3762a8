/**
 * `npm run db:image`: makes the initdb image new embedded databases start from (seeds/db/pglite-<version>-initdb.tar.gz),
 * for the installed PGlite version, and removes images of other versions. Run it after upgrading @electric-sql/pglite;
 * without a matching image the first start runs initdb itself (slower, then cached: infra/db/image.ts).
 */
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteVersion, SHIPPED_IMAGE_DIR, shippedImagePath, writeAtomic } from '../../infra/db/image.js';

const t = performance.now();
const pg = await PGlite.create(); // in memory: initdb, nothing else
const blob = await pg.dumpDataDir('gzip');
await pg.close();
mkdirSync(SHIPPED_IMAGE_DIR, { recursive: true });
const target = shippedImagePath();
writeAtomic(target, new Uint8Array(await blob.arrayBuffer()));
for (const f of readdirSync(SHIPPED_IMAGE_DIR)) {
  if (/^pglite-.+-initdb\.tar\.gz$/.test(f) && join(SHIPPED_IMAGE_DIR, f) !== target) rmSync(join(SHIPPED_IMAGE_DIR, f));
}
process.stdout.write(`${target}: PGlite ${pgliteVersion()}, ${(blob.size / 1e6).toFixed(1)} MB, ${Math.round(performance.now() - t)} ms\n`);
