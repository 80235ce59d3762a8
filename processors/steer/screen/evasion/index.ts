/** The registered evasion detectors (names per the spec's six families). */
import type { EvasionDetector } from './detector.js';
import { negation } from './negation.js';
import { framing } from './framing.js';
import { roleplay } from './roleplay.js';
import { encoded } from './encoded.js';
import { injection } from './injection.js';
import { gaslighting } from './gaslighting.js';

export const DETECTORS: EvasionDetector[] = [negation, framing, roleplay, encoded, injection, gaslighting];
