/**
 * Steer vocabulary is data (issue 9): every file under seeds/lexicons/<lang>/ says what it is and where it came from,
 * and the lists moved out of the code load with the shape their users expect.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cuesFor, TOPIC_CUES } from '../../processors/steer/preprocess/lexicon.js';

const DIR = join(import.meta.dirname, '../../seeds/lexicons');

describe('steer lexicons', () => {
  it('every lexicon file has a description and a source', () => {
    let n = 0;
    for (const lang of readdirSync(DIR).filter((x) => !x.includes('.')))
      for (const f of readdirSync(join(DIR, lang)).filter((x) => x.endsWith('.json'))) {
        const j = JSON.parse(readFileSync(join(DIR, lang, f), 'utf8')) as { description?: unknown; source?: unknown };
        expect(typeof j.description, `${lang}/${f}`).toBe('string');
        expect(typeof j.source, `${lang}/${f}`).toBe('string');
        n++;
      }
    expect(n).toBeGreaterThanOrEqual(8);
  });

  it('topic cues load from their seed and still find a topic by its name', () => {
    expect(Object.keys(TOPIC_CUES).length).toBeGreaterThan(30);
    expect(TOPIC_CUES.politics).toContain('election');
    const politics = cuesFor('politics');
    expect(politics.known).toBe(true);
    expect(politics.cues).toContain('election');
  });
});
