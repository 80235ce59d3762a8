import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AvroCodec, dbSchemaStore, loadSchemaFiles } from '../../infra/avro.js';
import { freshPgDb } from '../helpers/db.js';

const V1 = {
  type: 'record',
  name: 'Thing',
  namespace: 'haven.test',
  fields: [
    { name: 'id', type: 'string' },
    { name: 'count', type: 'int' },
  ],
};
// v2: a new field with a default (compatible both ways: old readers skip it, new readers default it)
const V2 = { ...V1, fields: [...V1.fields, { name: 'label', type: ['null', 'string'], default: null }] };

describe('Avro schema evolution', () => {
  let db: Awaited<ReturnType<typeof freshPgDb>>;
  beforeAll(async () => {
    db = await freshPgDb();
  });
  afterAll(async () => db.close());

  it('an older reader reads a record written with a newer compatible schema it has never seen', async () => {
    const newer = new AvroCodec(dbSchemaStore(db), { thing: V2 });
    await newer.register(); // the new writer publishes its schema, as every role does at start-up
    const older = new AvroCodec(dbSchemaStore(db), { thing: V1 });
    const enc = newer.encode('thing', { id: 'a', count: 7, label: 'new field' });
    const read = await older.decode('thing', enc.value, enc.headers);
    expect(read).toEqual({ id: 'a', count: 7 });
  });

  it('a newer reader fills defaults for a record written with the older schema', async () => {
    const older = new AvroCodec(dbSchemaStore(db), { thing: V1 });
    await older.register();
    const newer = new AvroCodec(dbSchemaStore(db), { thing: V2 });
    const enc = older.encode('thing', { id: 'b', count: 3 });
    expect(await newer.decode('thing', enc.value, enc.headers)).toEqual({ id: 'b', count: 3, label: null });
  });

  it('refuses an incompatible change (a field narrowed from long to int) instead of misreading it', async () => {
    const wide = new AvroCodec(dbSchemaStore(db), {
      thing: {
        ...V1,
        fields: [
          { name: 'id', type: 'string' },
          { name: 'count', type: 'long' },
        ],
      },
    });
    await wide.register();
    const older = new AvroCodec(dbSchemaStore(db), { thing: V1 });
    const enc = wide.encode('thing', { id: 'd', count: 1 });
    await expect(older.decode('thing', enc.value, enc.headers)).rejects.toThrow(/cannot read/);
  });

  it('refuses a record whose writer schema is unknown everywhere', async () => {
    const older = new AvroCodec(dbSchemaStore(db), { thing: V1 });
    const stranger = new AvroCodec(undefined, { thing: { ...V2, fields: [...V2.fields, { name: 'x', type: 'int', default: 0 }] } });
    const enc = stranger.encode('thing', { id: 'c', count: 1, label: null, x: 2 });
    await expect(older.decode('thing', enc.value, enc.headers)).rejects.toThrow(/unknown writer schema/);
  });

  it('every schema in schemas/ parses and round-trips a record', () => {
    const all = loadSchemaFiles();
    expect(Object.keys(all)).toEqual(expect.arrayContaining(['reply', 'request-log', 'webhook-event', 'webhooks-api-request']));
    const codec = new AvroCodec(undefined, all);
    const enc = codec.encode('reply', { correlation_id: 'x', status: 200, body_json: '{}', produced_by: 'p' });
    expect(enc.headers['avro-schema']).toBe('reply');
  });
});
