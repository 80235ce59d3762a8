export { defineMember, calibrate, type Member, type ModelPin, type Calibration, type Repair } from './member.js';
export { createRegistry, verifyModelPin, type Registry } from './registry.js';
export { defineStage, FinalError, type StageDef, type StageEngine, type StageOutput } from './stage.js';
export { runRepairs } from './repair.js';
export type { Verdict, VerdictOutcome, VerdictSeverity, EvidenceSpan } from '../../schemas/verdict.js';
