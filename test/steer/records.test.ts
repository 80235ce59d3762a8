/**
 * The steer preprocess and screen results ride the topics as typed Avro fields (`preprocessed`, `screen`), not JSON
 * text re-parsed at each stage. Both read back equal to the engines' own results, verify's outcome from them equals its outcome from the engine's own result on every development case;
 * and the change keeps both directions of schema evolution working against the real schema store (PostgreSQL):
 * a reader of the previous version (no typed fields) reads a new record, and the new reader reads a record of the
 * previous version (it falls back to the JSON text).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AvroCodec, dbSchemaStore, loadSchemaFiles } from '../../infra/avro.js';
import { preprocess } from '../../processors/steer/preprocess/engine.js';
import { parsePre, parseScreen, preToRecord, type SteerScreenedRecord, screenToRecord } from '../../processors/steer/records.js';
import { screen } from '../../processors/steer/screen/engine.js';
import type { Preprocessed, ScreenResult } from '../../processors/steer/types.js';
import { verify } from '../../processors/steer/verify/engine.js';
import { freshPgDb } from '../helpers/db.js';
import { CASES_A } from './dev/cases-a.js';
import { CASES_B } from './dev/cases-b.js';
import { CASES_C } from './dev/cases-c.js';

const NEW = loadSchemaFiles()['steer-screened'] as { fields: { name: string }[] };
// the version before the typed fields: the same record without `screen` and `preprocessed`
const PREVIOUS = { ...NEW, fields: NEW.fields.filter((f) => f.name !== 'screen' && f.name !== 'preprocessed') };

function record(sr: ScreenResult, pre: Preprocessed): SteerScreenedRecord {
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
    preprocessed_json: JSON.stringify(pre),
    preprocessed: preToRecord(pre),
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
      const enc = codec.encode('steer-screened', record(sr, pre) as unknown as Record<string, unknown>);
      const read = (await codec.decode('steer-screened', enc.value, enc.headers)) as SteerScreenedRecord;
      expect(parsePre(read)).toEqual(pre);
      const back = parseScreen(read);
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
    const fromNew = (await older.decode('steer-screened', ...encoded(newer, record(sr, pre)))) as SteerScreenedRecord;
    expect('screen' in fromNew || 'preprocessed' in fromNew).toBe(false);
    expect(JSON.parse(fromNew.screen_json)).toEqual(sr);
    expect(JSON.parse(fromNew.preprocessed_json)).toEqual(pre);
    const { screen: _s, preprocessed: _p, ...previous } = record(sr, pre);
    const fromOld = (await newer.decode('steer-screened', ...encoded(older, previous as SteerScreenedRecord))) as SteerScreenedRecord;
    expect(fromOld.screen).toBeNull();
    expect(fromOld.preprocessed).toBeNull();
    expect(parseScreen(fromOld)).toEqual(sr);
    expect(parsePre(fromOld)).toEqual(pre);
  });

  it('the next version can stop writing the JSON text: this reader reads a record without it from the typed fields', async () => {
    const pre = preprocess('Never use the word "cheap".');
    const sr = screen(pre, { system_prompt: 'x', proposed_response: 'It is cheap.' });
    // the JSON fields have a default, so a writer without them is a compatible next version
    const NEXT = { ...NEW, fields: NEW.fields.filter((f) => f.name !== 'screen_json' && f.name !== 'preprocessed_json') };
    const current = new AvroCodec(dbSchemaStore(db), { 'steer-screened': NEW });
    const next = new AvroCodec(dbSchemaStore(db), { 'steer-screened': NEXT });
    await current.register();
    await next.register();
    const { screen_json: _s, preprocessed_json: _p, ...withoutJson } = record(sr, pre);
    const read = (await current.decode('steer-screened', ...encoded(next, withoutJson as SteerScreenedRecord))) as SteerScreenedRecord;
    expect(read.screen_json).toBe('');
    expect(read.preprocessed_json).toBe('');
    expect(parseScreen(read)).toEqual(sr);
    expect(parsePre(read)).toEqual(pre);
  });
});

function encoded(codec: AvroCodec, r: SteerScreenedRecord): [Buffer, Record<string, string>] {
  const enc = codec.encode('steer-screened', r as unknown as Record<string, unknown>);
  return [enc.value, enc.headers];
}
