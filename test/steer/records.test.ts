/**
 * The steer preprocess and screen results ride the topics as typed Avro fields (`preprocessed`, `screen`), not JSON
 * text re-parsed at each stage. Both read back equal to the engines' own results, verify's outcome from them equals
 * its outcome from the engine's own result on every development case; and schema evolution works both ways against
 * the real schema store (PostgreSQL): the previous version (typed fields plus JSON copies with a default) reads this
 * version's records, this version reads the previous version's, and a record from before the typed fields is refused
 * with a clear error instead of being misread.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AvroCodec, dbSchemaStore, loadSchemaFiles } from '../../infra/avro.js';
import { FinalError } from '../../processors/kernel/stage.js';
import { preprocess } from '../../processors/steer/preprocess/engine.js';
import { parsePre, parseScreen, preToRecord, RecordTooOldError, type SteerScreenedRecord, screenToRecord } from '../../processors/steer/records.js';
import { screen } from '../../processors/steer/screen/engine.js';
import type { Preprocessed, ScreenResult } from '../../processors/steer/types.js';
import { verify } from '../../processors/steer/verify/engine.js';
import { freshPgDb } from '../helpers/db.js';
import { CASES_A } from './dev/cases-a.js';
import { CASES_B } from './dev/cases-b.js';
import { CASES_C } from './dev/cases-c.js';

type Field = { name: string; type: unknown; default?: unknown };
const NEW = loadSchemaFiles()['steer-screened'] as { fields: Field[] };
const json = (name: string): Field => ({ name, type: 'string', default: '' });
/** the previous version: the typed fields and, beside each, its JSON copy with a default */
const PREVIOUS = {
  ...NEW,
  fields: NEW.fields.flatMap((f) => (f.name === 'preprocessed' ? [json('preprocessed_json'), f] : f.name === 'screen' ? [json('screen_json'), f] : [f])),
};
/** the version before the typed fields: JSON text only */
const BEFORE_TYPED = {
  ...NEW,
  fields: PREVIOUS.fields
    .filter((f) => f.name !== 'screen' && f.name !== 'preprocessed')
    .map((f) => (f.name.endsWith('_json') && f.name !== 'warnings_json' ? { name: f.name, type: 'string' } : f)),
};

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
    preprocessed: preToRecord(pre),
    cached: false,
    preprocess_ms: 1,
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

  it('the previous version reads a record of this one (its JSON copies read as their default, the typed fields are there)', async () => {
    const pre = preprocess('Never use the word "cheap".');
    const sr = screen(pre, { system_prompt: 'x', proposed_response: 'It is cheap.' });
    expect(sr.passed).toBe(false);
    const current = new AvroCodec(dbSchemaStore(db), { 'steer-screened': NEW });
    const previous = new AvroCodec(dbSchemaStore(db), { 'steer-screened': PREVIOUS });
    await current.register();
    await previous.register();
    const read = (await previous.decode('steer-screened', ...encoded(current, record(sr, pre)))) as SteerScreenedRecord & Record<string, unknown>;
    expect(read.screen_json).toBe('');
    expect(read.preprocessed_json).toBe('');
    // the previous version's reader took the typed field whenever it was there
    expect(parseScreen(read)).toEqual(sr);
    expect(parsePre(read)).toEqual(pre);
  });

  it('this version reads a record of the previous one from its typed fields', async () => {
    const pre = preprocess('Never use the word "cheap".');
    const sr = screen(pre, { system_prompt: 'x', proposed_response: 'It is cheap.' });
    const current = new AvroCodec(dbSchemaStore(db), { 'steer-screened': NEW });
    const previous = new AvroCodec(dbSchemaStore(db), { 'steer-screened': PREVIOUS });
    await current.register();
    await previous.register();
    const old = { ...record(sr, pre), preprocessed_json: JSON.stringify(pre), screen_json: JSON.stringify(sr) };
    const read = (await current.decode('steer-screened', ...encoded(previous, old as SteerScreenedRecord))) as SteerScreenedRecord;
    expect('screen_json' in read || 'preprocessed_json' in read).toBe(false);
    expect(parseScreen(read)).toEqual(sr);
    expect(parsePre(read)).toEqual(pre);
  });

  it('a record from before the typed fields is refused with a clear error, not misread', async () => {
    const pre = preprocess('Never use the word "cheap".');
    const sr = screen(pre, { system_prompt: 'x', proposed_response: 'It is cheap.' });
    const current = new AvroCodec(dbSchemaStore(db), { 'steer-screened': NEW });
    const ancient = new AvroCodec(dbSchemaStore(db), { 'steer-screened': BEFORE_TYPED });
    await current.register();
    await ancient.register();
    const { screen: _s, preprocessed: _p, ...rest } = record(sr, pre);
    const old = { ...rest, preprocessed_json: JSON.stringify(pre), screen_json: JSON.stringify(sr) };
    const read = (await current.decode('steer-screened', ...encoded(ancient, old as unknown as SteerScreenedRecord))) as SteerScreenedRecord;
    expect(read.screen).toBeNull();
    expect(() => parseScreen(read)).toThrow(RecordTooOldError);
    expect(() => parsePre(read)).toThrow(/upgrade through the previous version/);
    // deterministic, so the stage kernel answers it once and dead-letters it instead of redelivering it
    expect(new RecordTooOldError('screen')).toBeInstanceOf(FinalError);
  });
});

function encoded(codec: AvroCodec, r: SteerScreenedRecord): [Buffer, Record<string, string>] {
  const enc = codec.encode('steer-screened', r as unknown as Record<string, unknown>);
  return [enc.value, enc.headers];
}
