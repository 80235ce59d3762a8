/**
 * TypeScript types of the topic records, generated from `schemas/*.avsc` so the two cannot drift apart.
 * `npm run schemas:gen` writes `schemas/generated/records.ts`; a test fails when the committed file is stale.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

type Avro =
  | string
  | Avro[]
  | { type: string; name?: string; fields?: { name: string; type: Avro; doc?: string }[]; items?: Avro; values?: Avro; symbols?: string[]; doc?: string };

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const SCHEMAS_DIR = join(ROOT, 'schemas');
export const GENERATED = join(SCHEMAS_DIR, 'generated/records.ts');

const PRIMITIVE: Record<string, string> = {
  null: 'null',
  boolean: 'boolean',
  int: 'number',
  long: 'number',
  float: 'number',
  double: 'number',
  bytes: 'Buffer',
  string: 'string',
};

export function generateTypes(): string {
  const declared = new Map<string, string>();
  const tsOf = (t: Avro): string => {
    // a named type declared earlier in the schema is referred to by its name
    if (typeof t === 'string') return PRIMITIVE[t] ?? (declared.has(t) ? `${t}Record` : t);
    if (Array.isArray(t)) return t.map(tsOf).join(' | ');
    switch (t.type) {
      case 'array':
        return `${wrap(tsOf(t.items!))}[]`;
      case 'map':
        return `Record<string, ${tsOf(t.values!)}>`;
      case 'enum':
        return t.symbols!.map((s) => `'${s}'`).join(' | ');
      case 'record': {
        const name = t.name!;
        if (!declared.has(name)) {
          declared.set(name, '');
          const body = t.fields!.map((f) => `${f.doc ? `  /** ${f.doc} */\n` : ''}  ${f.name}: ${tsOf(f.type)};`).join('\n');
          declared.set(name, `${t.doc ? `/** ${t.doc} */\n` : ''}export interface ${name}Record {\n${body}\n}`);
        }
        return `${name}Record`;
      }
      default:
        return PRIMITIVE[t.type] ?? t.type;
    }
  };
  const wrap = (s: string) => (s.includes('|') ? `(${s})` : s);
  for (const f of readdirSync(SCHEMAS_DIR)
    .filter((f) => f.endsWith('.avsc'))
    .sort()) {
    tsOf(JSON.parse(readFileSync(join(SCHEMAS_DIR, f), 'utf8')) as Avro);
  }
  return `// Generated from schemas/*.avsc by \`npm run schemas:gen\`. Do not edit by hand.\n\n${[...declared.values()].join('\n\n')}\n`;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(GENERATED, generateTypes());
  console.log(`wrote ${GENERATED}`);
}
