/**
 * The classifier's heads: one registry, built from one file per head family. The order of this list is the order of
 * the outputs in seeds/models/ocular-heads.onnx (the training script reads it from here).
 */
import { createRegistry } from '../../kernel/index.js';
import type { OcularHead } from './head.js';
import { userSuicideHeads } from './user-suicide.js';
import { userSelfHarmHeads } from './user-self-harm.js';
import { userViolenceHeads } from './user-violence.js';
import { userAbusePerpetratorHeads } from './user-abuse-perpetrator.js';
import { userVictimizationHeads } from './user-victimization.js';
import { userClinicalBehaviorHeads } from './user-clinical-behavior.js';
import { userDespairHeads } from './user-despair.js';
import { userAffectHeads } from './user-affect.js';
import { userRegisterHeads } from './user-register.js';
import { userAiRelationshipHeads } from './user-ai-relationship.js';
import { userVulnerabilityHeads } from './user-vulnerability.js';
import { userProtectiveHeads } from './user-protective.js';
import { aiHarmProvisionHeads } from './ai-harm-provision.js';
import { aiCrisisFailureHeads } from './ai-crisis-failure.js';
import { aiCrisisSupportHeads } from './ai-crisis-support.js';
import { aiManipulationHeads } from './ai-manipulation.js';
import { aiRelationalIntensityHeads } from './ai-relational-intensity.js';
import { aiDistortionHeads } from './ai-distortion.js';
import { aiMinorProtectionHeads } from './ai-minor-protection.js';

export const OCULAR_HEADS: readonly OcularHead[] = [
  ...userSuicideHeads,
  ...userSelfHarmHeads,
  ...userViolenceHeads,
  ...userAbusePerpetratorHeads,
  ...userVictimizationHeads,
  ...userClinicalBehaviorHeads,
  ...userDespairHeads,
  ...userAffectHeads,
  ...userRegisterHeads,
  ...userAiRelationshipHeads,
  ...userVulnerabilityHeads,
  ...userProtectiveHeads,
  ...aiHarmProvisionHeads,
  ...aiCrisisFailureHeads,
  ...aiCrisisSupportHeads,
  ...aiManipulationHeads,
  ...aiRelationalIntensityHeads,
  ...aiDistortionHeads,
  ...aiMinorProtectionHeads,
];

export const ocularHeads = createRegistry('ocular', OCULAR_HEADS);
export { readPins, PINS_PATH, MODEL_FILE, type OcularHead, type Fusion, type Modulator, type HeadInput, type PinsFile } from './head.js';
