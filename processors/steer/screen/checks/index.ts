/** The registered screen checks, by the name rules carry in `params.check`. */
import type { Check } from '../check.js';
import { aiDisclosure } from './ai-disclosure.js';
import { closingQuestion } from './closing-question.js';
import { conditional } from './conditional.js';
import { count } from './count.js';
import { echoReference } from './echo-reference.js';
import { ending } from './ending.js';
import { forbiddenChars } from './forbidden-chars.js';
import { forbiddenStrings } from './forbidden-strings.js';
import { format } from './format.js';
import { keywordFrequency } from './keyword-frequency.js';
import { language } from './language.js';
import { length } from './length.js';
import { letterCase } from './letter-case.js';
import { letterFrequency } from './letter-frequency.js';
import { opening } from './opening.js';
import { otherProvider } from './other-provider.js';
import { promptLeak } from './prompt-leak.js';
import { protectedStatement } from './protected-statement.js';
import { repeatRequest } from './repeat-request.js';
import { requiredPhrase } from './required-phrase.js';
import { scope } from './scope.js';
import { semantic } from './semantic.js';
import { spellingVariantCheck } from './spelling-variant.js';
import { topic } from './topic.js';

export const CHECKS = [
  forbiddenStrings,
  otherProvider,
  forbiddenChars,
  topic,
  promptLeak,
  aiDisclosure,
  requiredPhrase,
  keywordFrequency,
  letterFrequency,
  opening,
  ending,
  closingQuestion,
  language,
  spellingVariantCheck,
  length,
  count,
  letterCase,
  format,
  conditional,
  scope,
  echoReference,
  repeatRequest,
  protectedStatement,
  semantic,
] as const satisfies readonly Check[];
