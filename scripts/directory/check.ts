/**
 * npm run directory:check — validates every shipped directory record and prints coverage.
 * Exits 1 on any invalid record. Reads only seeds/ (never ../shared).
 */
import { loadDirectory, loadNumberRegister } from '../../processors/signpost/directory.js';
import { validateDirectory } from '../../processors/signpost/validate.js';

const records = loadDirectory();
const register = loadNumberRegister();
const report = validateDirectory(records, register);
const c = report.coverage;

const byType = new Map<string, number>();
for (const r of records) byType.set(r.type, (byType.get(r.type) ?? 0) + 1);
const subdivision = records.filter((r) => r.subdivision_codes.length).length;
const global = records.filter((r) => !r.country_codes.length).length;

console.log(`records: ${report.total} (valid ${report.valid}, invalid ${report.invalid.length})`);
console.log(`by type: ${[...byType].map(([t, n]) => `${t} ${n}`).join(', ')}; subdivision-scoped ${subdivision}; global ${global}`);
console.log(`coverage over ${c.iso_total} ISO 3166-1 codes:`);
console.log(`  emergency number: ${c.emergency}  (missing: ${c.missing_emergency.join(' ')})`);
console.log(`  crisis line:      ${c.crisis}  (missing ${c.missing_crisis.length}: ${c.missing_crisis.join(' ')})`);
console.log(`  text or chat:     ${c.text_or_chat}`);
console.log(
  `numbers accepted through the number register (licensed source, unknown to libphonenumber): ${report.register_used} of ${register.length} listed`,
);
for (const p of report.invalid) console.log(`INVALID ${p.id} ${p.name}: ${p.problems.join('; ')}`);
process.exit(report.invalid.length ? 1 : 0);
