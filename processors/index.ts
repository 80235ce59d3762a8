import type { Component } from '../infra/runtime.js';
import { webhooksApiProcessor } from './webhooks-api/processor.js';

/** Every processor, by the name `haven processor <name>` takes. */
export const PROCESSORS: Component[] = [webhooksApiProcessor];
