#!/usr/bin/env node
// Runs the TypeScript sources directly through tsx: `npx haven …` works from the repository without a build step.
import { register } from 'tsx/esm/api';
register();
await import('../app/cli.ts');
