/**
 * What every trainer does to its rows before anything else: drop a row that is held out (its text's hash is in
 * ../shared/data/training/HOLDOUT_HASHES.txt; each trainer's `heldOut` knows its own text fields) and a row whose
 * dedupe key repeats an earlier row's, keeping the first. The order of the kept rows is the order they came in, so a
 * retrain writes the same bytes.
 */
export interface KeptRows<R> {
  rows: R[];
  /** rows dropped as held out */
  dropped: number;
  /** rows dropped as repeats of an earlier row */
  dupes: number;
}

export function dropHeldOutAndRepeats<R>(raw: Iterable<R>, o: { heldOut: (r: R) => boolean; key: (r: R) => string }): KeptRows<R> {
  let dropped = 0;
  let dupes = 0;
  const seen = new Set<string>();
  const rows: R[] = [];
  for (const r of raw) {
    if (o.heldOut(r)) {
      dropped++;
      continue;
    }
    const k = o.key(r);
    if (seen.has(k)) {
      dupes++;
      continue;
    }
    seen.add(k);
    rows.push(r);
  }
  return { rows, dropped, dupes };
}
