/**
 * The steer screen result rides steer.screened as a typed Avro field (`screen`), not JSON text re-parsed by verify.
 * Verify's outcome from the typed field equals its outcome from the engine's own result on every development case;
 * and the change keeps both directions of schema evolution working against the real schema store (PostgreSQL):
 * a reader of the previous version (no `screen` field) reads a new record, and the new reader reads a record of the
 * previous version (it falls back to `screen_json`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AvroCodec, dbSchemaStore, loadSchemaFiles } from '../../infra/avro.js';
import { preprocess } from '../../processors/steer/preprocess/engine.js';
import { parseScreen, type SteerScreenedRecord, screenToRecord } from '../../processors/steer/records.js';
import { screen } from '../../processors/steer/screen/engine.js';
import type { ScreenResult } from '../../processors/steer/types.js';
import { verify } from '../../processors/steer/verify/engine.js';
import { freshPgDb } from '../helpers/db.js';
import { CASES_A } from './dev/cases-a.js';
import { CASES_B } from './dev/cases-b.js';
import { CASES_C } from './dev/cases-c.js';

const NEW = loadSchemaFiles()['steer-screened'] as { fields: { name: string }[] };
// the version before the typed field: the same record without `screen`
const PREVIOUS = { ...NEW, fields: NEW.fields.filter((f) => f.name !== 'screen') };

function record(sr: ScreenResult): SteerScreenedRecord {
  return {
    request_id: 'steer_test',
    account_id: null,
    demo: false,
    received_at: 1,
    system_prompt: 'Never say "cheap".',
    proposed_response: 'It is cheap.',
    messages: null,
    turn_count: null,
    triggering_user_message: null,
    warnings_json: '[]',
    preprocessed_json: '{}',
    cached: false,
    preprocess_ms: 1,
    screen_json: JSON.stringify(sr),
    screen: screenToRecord(sr),
    screen_ms: 1,
  };
}

describe('steer.screened carries the screen result as a typed field', () => {
  let db: Awaited<ReturnType<typeof freshPgDb>>;
  beforeAll(async () => {
    db = await freshPgDb();
  });
  afterAll(async () => db.close());

  it('verify decides the same from the typed field as from the engine result (every development case)', async () => {
    const codec = new AvroCodec(dbSchemaStore(db), { 'steer-screened': NEW });
    let n = 0;
    for (const c of [...CASES_A, ...CASES_B, ...CASES_C]) {
      const input = { system_prompt: c.system_prompt, proposed_response: c.proposed_response, ...(c.messages ? { messages: c.messages } : {}) };
      const pre = preprocess(c.system_prompt);
      if (pre.cannot_comply) continue;
      const sr = screen(pre, input);
      const enc = codec.encode('steer-screened', record(sr) as unknown as Record<string, unknown>);
      const back = parseScreen((await codec.decode('steer-screened', enc.value, enc.headers)) as SteerScreenedRecord);
      expect(back).toEqual(sr);
      expect(verify(pre, back, input)).toEqual(verify(pre, sr, input));
      n++;
    }
    expect(n).toBeGreaterThan(100);
  });

  it('a reader of the previous version reads a new record; the new reader reads a previous-version record', async () => {
    const pre = preprocess('Never use the word "cheap".');
    const sr = screen(pre, { system_prompt: 'x', proposed_response: 'It is cheap.' });
    expect(sr.passed).toBe(false);
    const newer = new AvroCodec(dbSchemaStore(db), { 'steer-screened': NEW });
    const older = new AvroCodec(dbSchemaStore(db), { 'steer-screened': PREVIOUS });
    await newer.register();
    await older.register();
    const fromNew = (await older.decode('steer-screened', ...encoded(newer, record(sr)))) as SteerScreenedRecord;
    expect('screen' in fromNew).toBe(false);
    expect(JSON.parse(fromNew.screen_json)).toEqual(sr);
    const { screen: _typed, ...previous } = record(sr);
    const fromOld = (await newer.decode('steer-screened', ...encoded(older, previous as SteerScreenedRecord))) as SteerScreenedRecord;
    expect(fromOld.screen).toBeNull();
    expect(parseScreen(fromOld)).toEqual(sr);
  });
});

function encoded(codec: AvroCodec, r: SteerScreenedRecord): [Buffer, Record<string, string>] {
  const enc = codec.encode('steer-screened', r as unknown as Record<string, unknown>);
  return [enc.value, enc.headers];
}
