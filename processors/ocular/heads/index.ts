/**
 * The classifier's heads: one registry, built from one file per head family. The order of this list is the order of
 * the outputs in seeds/models/ocular-heads.onnx (the training script reads it from here).
 */
import { createRegistry } from '../../kernel/index.js';
import { aiCrisisFailureHeads } from './ai-crisis-failure.js';
import { aiCrisisSupportHeads } from './ai-crisis-support.js';
import { aiDistortionHeads } from './ai-distortion.js';
import { aiHarmProvisionHeads } from './ai-harm-provision.js';
import { aiManipulationHeads } from './ai-manipulation.js';
import { aiMinorProtectionHeads } from './ai-minor-protection.js';
import { aiRelationalIntensityHeads } from './ai-relational-intensity.js';
import type { OcularHead } from './head.js';
import { userAbusePerpetratorHeads } from './user-abuse-perpetrator.js';
import { userAffectHeads } from './user-affect.js';
import { userAiRelationshipHeads } from './user-ai-relationship.js';
import { userClinicalBehaviorHeads } from './user-clinical-behavior.js';
import { userDespairHeads } from './user-despair.js';
import { userProtectiveHeads } from './user-protective.js';
import { userRegisterHeads } from './user-register.js';
import { userSelfHarmHeads } from './user-self-harm.js';
import { userSuicideHeads } from './user-suicide.js';
import { userVictimizationHeads } from './user-victimization.js';
import { userViolenceHeads } from './user-violence.js';
import { userVulnerabilityHeads } from './user-vulnerability.js';

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
export { type Fusion, type HeadInput, MODEL_FILE, type Modulator, type OcularHead, PINS_PATH, type PinsFile, readPins } from './head.js';
