/** The registered rule families, in priority order (earlier families win when two extract the same item). */
import type { RuleFamily } from '../family.js';
import { bannedCharacters } from './banned-characters.js';
import { bannedStrings } from './banned-strings.js';
import { competitors } from './competitors.js';
import { conditionals } from './conditionals.js';
import { counts } from './counts.js';
import { disclosure } from './disclosure.js';
import { formats } from './formats.js';
import { language } from './language.js';
import { length } from './length.js';
import { letterCase } from './letter-case.js';
import { openingEnding } from './opening-ending.js';
import { repeatRequest } from './repeat-request.js';
import { requiredPhrases } from './required-phrases.js';
import { scope } from './scope.js';
import { secrets } from './secrets.js';
import { templates } from './templates.js';
import { topics } from './topics.js';

export const FAMILIES: RuleFamily[] = [
  secrets,
  competitors,
  bannedStrings,
  templates,
  bannedCharacters,
  topics,
  disclosure,
  requiredPhrases,
  openingEnding,
  language,
  length,
  counts,
  letterCase,
  formats,
  conditionals,
  scope,
  repeatRequest,
];
