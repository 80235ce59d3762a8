import type { Component } from '../infra/runtime.js';
import { ocularProcessor } from './ocular/processor.js';
import { oversightProcessor } from './oversight/processor.js';
import { oversightArcsProcessor } from './oversight-arcs/processor.js';
import { oversightIngestProcessor } from './oversight-ingest/processor.js';
import { riskProcessor } from './risk/processor.js';
import { signpostProcessor } from './signpost/service/processor.js';
import { steerPreprocessProcessor } from './steer-preprocess/processor.js';
import { steerScreenProcessor } from './steer-screen/processor.js';
import { steerVerifyProcessor } from './steer-verify/processor.js';
import { webhooksApiProcessor } from './webhooks-api/processor.js';

/** Every processor, by the name `haven processor <name>` takes. */
export const PROCESSORS: Component[] = [
  webhooksApiProcessor,
  steerPreprocessProcessor,
  steerScreenProcessor,
  steerVerifyProcessor,
  signpostProcessor,
  ocularProcessor,
  riskProcessor,
  oversightProcessor,
  oversightIngestProcessor,
  oversightArcsProcessor,
];
