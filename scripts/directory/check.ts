/**
 * npm run directory:check — validates every shipped directory record and prints coverage.
 * Exits 1 on any invalid record. Reads only seeds/ (never ../shared).
 */

import { SPECIALIST_CATEGORY_NAMES, specialistCoverage, subdivisionCoverage } from '../../processors/signpost/records/specialist-coverage.js';
import { validateDirectory } from '../../processors/signpost/records/validate.js';
import { loadDirectory, loadNumberRegister } from '../../processors/signpost/storage/directory-files.js';
import type { DirectoryRecord } from '../../schemas/http/crisis-resource.js';

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
const total = SPECIALIST_CATEGORY_NAMES.length;
const spec = specialistCoverage(records as DirectoryRecord[]);
console.log(
  `  specialist lines (of ${total} categories: ${SPECIALIST_CATEGORY_NAMES.join(', ')}): ` + [...spec].map(([c, m]) => `${c} ${m.size}/${total}`).join(', '),
);
// categories a country has only through team-known records (not corroborated by any source file)
const isTeamKnown = (r: DirectoryRecord) => r.source_name.startsWith('Haven editorial record') && r.tags.includes('pending_verification');
const specCorroborated = specialistCoverage((records as DirectoryRecord[]).filter((r) => !isTeamKnown(r)));
for (const [c, m] of spec) {
  const missing = SPECIALIST_CATEGORY_NAMES.filter((k) => !m.has(k));
  const teamOnly = [...m.keys()].filter((k) => !specCorroborated.get(c)?.has(k));
  console.log(
    `    ${c}: ${[...m.keys()].map((k) => `${k} ${m.get(k)}`).join(', ') || '-'}` +
      (missing.length ? `  (none: ${missing.join(' ')})` : '') +
      (teamOnly.length ? `  (team-known only: ${teamOnly.join(' ')})` : ''),
  );
}
const subs = subdivisionCoverage(records as DirectoryRecord[]);
console.log(`  subdivisions with their own records: ${[...subs].map(([c, s]) => `${c} ${s.length} (${s.map((x) => x.slice(3)).join(' ')})`).join('; ')}`);
const editorialRecs = records.filter((r) => (r as DirectoryRecord).source_name.startsWith('Haven editorial record')) as DirectoryRecord[];
const teamKnown = editorialRecs.filter(isTeamKnown);
console.log(
  `editorial records (Haven, cross-checked against a lead; pending re-verification at each service's site): ${editorialRecs.length - teamKnown.length}`,
);
console.log(
  `team-known records (Haven, NOT corroborated by any source file; tagged pending_verification): ${teamKnown.length}` +
    (teamKnown.length
      ? ` (${[...new Set(teamKnown.map((r) => r.country_codes[0]))].map((c) => `${c} ${teamKnown.filter((r) => r.country_codes[0] === c).length}`).join(', ')})`
      : ''),
);
console.log(
  `numbers accepted through the number register (licensed source or editorial record, unknown to libphonenumber): ${report.register_used} of ${register.length} listed`,
);
for (const p of report.invalid) console.log(`INVALID ${p.id} ${p.name}: ${p.problems.join('; ')}`);
process.exit(report.invalid.length ? 1 : 0);
