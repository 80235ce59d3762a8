import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import avro from 'avsc';
import type { Headers } from './bus/types.js';
import type { Db } from './db/types.js';

const SCHEMA_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'schemas');
export const SCHEMA_HEADER = 'avro-schema';
export const FINGERPRINT_HEADER = 'avro-fp';

type AvroType = avro.Type;

/** Where writer schemas unknown to this process are looked up (the `avro_schemas` table, shared by all roles). */
export interface SchemaStore {
  put(fingerprint: string, name: string, schemaJson: string): Promise<void>;
  get(fingerprint: string): Promise<string | undefined>;
}

export function dbSchemaStore(db: Db): SchemaStore {
  return {
    async put(fp, name, json) {
      await db.query('INSERT INTO avro_schemas(fingerprint, name, schema_json) VALUES ($1,$2,$3) ON CONFLICT (fingerprint) DO NOTHING', [fp, name, json]);
    },
    async get(fp) {
      const r = await db.query<{ schema_json: string }>('SELECT schema_json FROM avro_schemas WHERE fingerprint = $1', [fp]);
      return r.rows[0]?.schema_json;
    },
  };
}

/**
 * Encodes topic records with the schemas in `schemas/*.avsc` and decodes them with schema resolution:
 * each record names its writer schema's fingerprint in a header, so a reader with an older (compatible)
 * schema reads a record written with a newer one.
 */
export class AvroCodec {
  private readonly readers = new Map<string, { type: AvroType; fp: string; json: string }>();
  private readonly writers = new Map<string, AvroType>();
  private readonly resolvers = new Map<string, avro.Resolver>();

  constructor(
    private readonly store?: SchemaStore,
    schemas?: Record<string, object>,
  ) {
    const defs = schemas ?? loadSchemaFiles();
    for (const [name, def] of Object.entries(defs)) this.add(name, def);
  }

  add(name: string, def: object) {
    const type = avro.Type.forSchema(def as avro.Schema);
    const fp = type.fingerprint('sha256').toString('hex');
    this.readers.set(name, { type, fp, json: JSON.stringify(def) });
    this.writers.set(fp, type);
  }

  /** Publishes our writer schemas so other processes (maybe older) can resolve our records. */
  async register(): Promise<void> {
    if (!this.store) return;
    for (const [name, r] of this.readers) await this.store.put(r.fp, name, r.json);
  }

  encode(name: string, value: unknown): { value: Buffer; headers: Headers } {
    const r = this.readers.get(name);
    if (!r) throw new Error(`no Avro schema named ${name}`);
    return { value: r.type.toBuffer(value), headers: { [SCHEMA_HEADER]: name, [FINGERPRINT_HEADER]: r.fp } };
  }

  async decode<T = Record<string, unknown>>(name: string, value: Buffer, headers: Headers): Promise<T> {
    const reader = this.readers.get(name);
    if (!reader) throw new Error(`no Avro schema named ${name}`);
    const fp = headers[FINGERPRINT_HEADER];
    if (!fp || fp === reader.fp) return reader.type.fromBuffer(value) as T;
    let resolver = this.resolvers.get(`${name}:${fp}`);
    if (!resolver) {
      let writer = this.writers.get(fp);
      if (!writer) {
        const json = await this.store?.get(fp);
        if (!json) throw new Error(`unknown writer schema ${fp} for ${name}`);
        writer = avro.Type.forSchema(JSON.parse(json));
        this.writers.set(fp, writer);
      }
      resolver = reader.type.createResolver(writer);
      this.resolvers.set(`${name}:${fp}`, resolver);
    }
    return reader.type.fromBuffer(value, resolver) as T;
  }
}

export function loadSchemaFiles(dir = SCHEMA_DIR): Record<string, object> {
  const out: Record<string, object> = {};
  for (const f of readdirSync(dir)) if (f.endsWith('.avsc')) out[f.slice(0, -5)] = JSON.parse(readFileSync(join(dir, f), 'utf8'));
  return out;
}
