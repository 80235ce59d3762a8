/** The registered evasion detectors (names per the spec's six families). */
import type { EvasionDetector } from './detector.js';
import { encoded } from './encoded.js';
import { framing } from './framing.js';
import { gaslighting } from './gaslighting.js';
import { injection } from './injection.js';
import { negation } from './negation.js';
import { roleplay } from './roleplay.js';

export const DETECTORS: EvasionDetector[] = [negation, framing, roleplay, encoded, injection, gaslighting];
