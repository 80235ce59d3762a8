/** The risk registry: one member per risk type, registered here and nowhere else. */
import { createRegistry } from '../../kernel/index.js';
import abuse from './abuse.js';
import exploitation from './exploitation.js';
import neglect from './neglect.js';
import selfHarm from './self-harm.js';
import selfNeglect from './self-neglect.js';
import sexualViolence from './sexual-violence.js';
import stalking from './stalking.js';
import suicide from './suicide.js';
import violence from './violence.js';

export const RISK_MEMBERS = [suicide, selfHarm, selfNeglect, violence, abuse, sexualViolence, neglect, exploitation, stalking] as const;
export const riskRegistry = createRegistry('risk', RISK_MEMBERS);
export { type RiskContext, RiskParams } from './params.js';
