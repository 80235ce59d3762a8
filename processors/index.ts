import type { Component } from '../infra/runtime.js';

/** Every processor, by the name `haven processor <name>` takes. */
export const PROCESSORS: Component[] = [];
