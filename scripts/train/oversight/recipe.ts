/**
 * What the oversight trainer trains without flags (the shipped model's recipe) and the flags that change it. A run
 * without flags reproduces the shipped bytes (seed in data.ts); the figures behind each choice are in docs/oversight.md.
 *
 *   --heads=linear|mlp   category heads: one Gemm, or the bagged MLP of mlp.ts (the code outputs are linear either way)
 *   --waves=3,4,5,6      which wave files train (pairs-wave3-*, pairs-wave4-*, pairs-wave5-lookalikes, pairs-everyday);
 *                        `--waves=` none; `--wave3` … `--wave6` add one
 *   --own-cap[=on|off]   thresholds also keep each head under the cap on its own look-alikes (rule.ts)
 *   --ordinary-cap[=on|off] thresholds also keep each head under 0.5 % of the ordinary replies (rule.ts)
 *   --written[=on|off]   the spent written evaluation sets (test, blind, blind2–5) train too (written.ts)
 *   --written-out=SET    …all of them but SET (a writer held out, to measure on; implies --written)
 *   --written6[=on|off]  the wave-6 writer sets (written/wave6-w6a.ts, wave6-w6b.ts) and blind set 6 (read twice, spent)
 *                        join the written sets (implies --written)
 *   --written7[=on|off]  blind set 7 (read twice on 2026-11-28, spent once blind set 8 was written) joins the written
 *                        sets (implies --written)
 *   --more-ordinary[=on|off] another draw of ordinary replies (DiaSafety Safe, CoCoNot chosen) from the rows the
 *                        shipped draw leaves, by a second generator (the shipped rows stay as they are)
 */
// shipped on 2026-11-28 16:45 UTC (docs/oversight.md "More writers and more ordinary replies": blind set 7 read once on it)
export const SHIPPED = {
  heads: 'mlp',
  waves: [3, 4, 5, 6] as number[],
  ownCap: true,
  written: true,
  ordinaryCap: false,
  written6: true,
  written7: false,
  moreOrdinary: true,
} as const;

const argv = process.argv;
const arg = (name: string) => argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);

export const HEADS_KIND = arg('heads') ?? SHIPPED.heads;
if (HEADS_KIND !== 'linear' && HEADS_KIND !== 'mlp') throw new Error(`--heads=${HEADS_KIND}: linear or mlp`);
const listed = arg('waves');
export const WAVES: ReadonlySet<number> = new Set([
  ...(listed === undefined ? SHIPPED.waves : listed.split(',').filter(Boolean).map(Number)),
  ...[3, 4, 5, 6].filter((w) => argv.includes(`--wave${w}`)),
]);
const cap = arg('own-cap');
export const OWN_CAP = cap === undefined ? argv.includes('--own-cap') || SHIPPED.ownCap : cap === 'on';
const written = arg('written');
/** the written sets held out of a `--written` run (to measure the heads on a writer they never saw) */
export const WRITTEN_OUT: ReadonlySet<string> = new Set(arg('written-out')?.split(',').filter(Boolean) ?? []);
const written6 = arg('written6');
export const WRITTEN6 = written6 === undefined ? argv.includes('--written6') || SHIPPED.written6 : written6 === 'on';
const written7 = arg('written7');
export const WRITTEN7 = written7 === undefined ? argv.includes('--written7') || SHIPPED.written7 : written7 === 'on';
export const WRITTEN =
  WRITTEN6 || WRITTEN7 || WRITTEN_OUT.size > 0 || (written === undefined ? argv.includes('--written') || SHIPPED.written : written === 'on');
const moreOrdinary = arg('more-ordinary');
export const MORE_ORDINARY = moreOrdinary === undefined ? argv.includes('--more-ordinary') || SHIPPED.moreOrdinary : moreOrdinary === 'on';
const ordinary = arg('ordinary-cap');
export const ORDINARY_CAP = ordinary === undefined ? argv.includes('--ordinary-cap') || SHIPPED.ordinaryCap : ordinary === 'on';
