/** GET /v1/oversight/behaviors: every code with its category, kind and which detector emits it (null = none yet). */

import { ARCS, BEHAVIORS, CATEGORIES, raisesConcern } from '../../schemas/oversight/taxonomy.js';
import { DETECTORS } from './detectors/index.js';

export function detectorFor(code: string): string | null {
  return detectorsFor(code)[0] ?? null;
}

/** Every member that may emit the code: the category's detector first, then the trained heads and the classifier core. */
export function detectorsFor(code: string): string[] {
  return DETECTORS.members.filter((m) => (m.emits ?? [m.name]).includes(code)).map((m) => m.name);
}

export function behaviorMetadata() {
  const behaviors = BEHAVIORS.map((b) => ({
    code: b.code,
    name: b.name,
    category: b.category,
    kind: b.kind,
    raises_concern: raisesConcern(b.code),
    description: b.description,
    detector: detectorFor(b.code),
    detectors: detectorsFor(b.code),
  }));
  return {
    behaviors,
    categories: CATEGORIES.map((c) => ({ category: c.category, name: c.name, kind: c.kind, description: c.description, codes: c.codes })),
    narrative_arcs: ARCS,
    without_detector: behaviors.filter((b) => !b.detector).map((b) => b.code),
    counts: { behaviors: behaviors.length, categories: CATEGORIES.length, arcs: ARCS.length },
  };
}
