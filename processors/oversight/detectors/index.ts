/**
 * The oversight detectors, registered in one place: one member per category of the taxonomy, each emitting the codes
 * of its category, the trained behaviour heads and the classifier core's axes (both add codes of several categories). The registry's `codes` are checked against `seeds/oversight/` by the tests.
 */
import { createRegistry } from '../../kernel/index.js';
import { appropriateBehaviors } from './appropriate-behaviors.js';
import { behaviourHeads } from './behaviour-heads.js';
import { boundaryViolations } from './boundary-violations.js';
import { classifierCore } from './classifier-core.js';
import { crisisResponse } from './crisis-response.js';
import { discontinuity } from './discontinuity.js';
import { griefExploitation } from './grief-exploitation.js';
import { identityDestabilization } from './identity-destabilization.js';
import { memoryPatterns } from './memory-patterns.js';
import { minorsProtection } from './minors-protection.js';
import { psychologicalManipulation } from './psychological-manipulation.js';
import { relationshipHarm } from './relationship-harm.js';
import { scopeViolations } from './scope-violations.js';
import { thirdPartyFacilitation } from './third-party-facilitation.js';
import { traumaReactivation } from './trauma-reactivation.js';
import { vulnerablePopulations } from './vulnerable-populations.js';

export const DETECTORS = createRegistry('oversight', [
  crisisResponse,
  psychologicalManipulation,
  boundaryViolations,
  minorsProtection,
  memoryPatterns,
  identityDestabilization,
  relationshipHarm,
  vulnerablePopulations,
  thirdPartyFacilitation,
  discontinuity,
  griefExploitation,
  traumaReactivation,
  scopeViolations,
  appropriateBehaviors,
  behaviourHeads,
  classifierCore,
]);
