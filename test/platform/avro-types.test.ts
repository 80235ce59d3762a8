import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GENERATED, generateTypes } from '../../scripts/schemas/avro-types.js';

describe('TypeScript record types follow the .avsc schemas', () => {
  it('schemas/generated/records.ts is what `npm run schemas:gen` writes from schemas/*.avsc', () => {
    expect(readFileSync(GENERATED, 'utf8')).toBe(generateTypes());
  });
});
