#!/usr/bin/env node
// Runs the TypeScript sources directly through tsx: `npx haven …` works from the repository without a build step.
import { register } from 'tsx/esm/api';

register();
// `haven ocular` (the self-hosted classifier) loads only its own modules, not the whole platform's.
if (process.argv[2] === 'ocular' && process.argv.length === 3) await (await import('../app/ocular.ts')).runOcular();
else await import('../app/cli.ts');
