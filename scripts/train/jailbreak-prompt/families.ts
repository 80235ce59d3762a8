/**
 * Kinds of Haven-written template families, for the grouped evaluation of the jailbreak trainer (`--family-out`):
 * each Haven source's family (`vr-` synth-varied.ts, `fr-` synth-framings.ts, `wd-` synth-wild.ts) belongs to one
 * kind, and a fold holds out one jailbreak kind and one benign kind from every source at once, so the held-out
 * wording shares neither its template nor its family's siblings in another file with the training rows.
 * synth.ts's assembled jailbreaks (`jb-`) and benign tasks (`bn-`) and the harmful-prompt rows are no family here:
 * they stay in training in every fold.
 */
const KINDS: Record<string, string> = {
  // jailbreaks
  'vr-pos:persona': 'persona',
  'fr-pos:capability': 'persona',
  'wd-pos:persona': 'persona',
  'vr-pos:dual': 'dual',
  'fr-pos:dual': 'dual',
  'wd-pos:twin': 'dual',
  'vr-pos:stay': 'stay',
  'fr-pos:stay': 'stay',
  'wd-pos:character': 'stay',
  'vr-pos:token': 'game',
  'fr-pos:game': 'game',
  'wd-pos:game': 'game',
  'vr-pos:story': 'story',
  'fr-pos:story': 'story',
  'fr-pos:role': 'story',
  'fr-pos:hypo': 'story',
  'wd-pos:novel': 'story',
  'wd-pos:world': 'story',
  'vr-pos:mode': 'mode',
  'vr-pos:lifted': 'mode',
  'fr-pos:authority': 'mode',
  'wd-pos:ramble': 'mode',
  'vr-pos:short': 'short',
  'wd-pos:terse': 'short',
  'vr-pos:es': 'foreign',
  'vr-pos:fr': 'foreign',
  'vr-pos:de': 'foreign',
  'wd-pos:foreign': 'foreign',
  // benign look-alikes
  'vr-neg:fiction': 'fiction',
  'fr-neg:story': 'fiction',
  'fr-neg:creative': 'fiction',
  'wd-neg:darkfic': 'fiction',
  'vr-neg:villain': 'game',
  'fr-neg:game': 'game',
  'wd-neg:gm': 'game',
  'vr-neg:security': 'work',
  'vr-neg:business': 'work',
  'fr-neg:work': 'work',
  'wd-neg:work': 'work',
  'wd-neg:operator': 'work',
  'vr-neg:words': 'words',
  'wd-neg:words': 'words',
  'vr-neg:therapy': 'therapy',
  'wd-neg:therapy': 'therapy',
  'vr-neg:persona': 'persona',
  'fr-neg:persona': 'persona',
  'wd-neg:persona': 'persona',
  'vr-neg:defensive': 'defence',
  'vr-neg:vault': 'defence',
  'fr-neg:defence': 'defence',
  'wd-neg:defence': 'defence',
  'wd-neg:vault': 'defence',
  'vr-neg:es': 'foreign',
  'vr-neg:fr': 'foreign',
  'vr-neg:de': 'foreign',
  'wd-neg:foreign': 'foreign',
};

/** `pos:<kind>` or `neg:<kind>` for a row group such as `vr-pos:story:3`, undefined for rows of no family. */
export function familyKind(group: string): string | undefined {
  const m = /^([a-z]{2}-(pos|neg):[a-z]+):/.exec(group);
  const kind = m ? KINDS[m[1] as string] : undefined;
  return kind && m ? `${m[2]}:${kind}` : undefined;
}

/** The folds: [jailbreak kind, benign kind] held out together. */
export const FAMILY_FOLDS: readonly (readonly [string, string])[] = [
  ['story', 'fiction'],
  ['stay', 'game'],
  ['persona', 'persona'],
  ['dual', 'defence'],
  ['game', 'work'],
  ['mode', 'therapy'],
  ['short', 'words'],
  ['foreign', 'foreign'],
];
