export type { EvidenceSpan, Verdict, VerdictOutcome, VerdictSeverity } from '../../schemas/verdict.js';
export { type Calibration, calibrate, defineMember, type Member, type ModelPin, type Repair } from './member.js';
export { createRegistry, type Registry, verifyModelPin } from './registry.js';
export { runRepairs } from './repair.js';
export { defineStage, FinalError, type StageDef, type StageEngine, type StageOutput } from './stage.js';
