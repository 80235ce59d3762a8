/** The committed wire types are what the server's zod schemas generate today (run `npm run generate` when this fails). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateTypes } from '../scripts/generate-types.js';

describe('generated types', () => {
  it('src/types.gen.ts matches schemas/http', async () => {
    expect(readFileSync(new URL('../src/types.gen.ts', import.meta.url), 'utf8')).toBe(await generateTypes());
  });
});
