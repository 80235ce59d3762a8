/**
 * Minimal ONNX (protobuf) writer and reader shared by every model Haven trains itself (the steer harmful-prompt and
 * jailbreak models, the ocular and oversight heads): the training scripts write their graphs with it, and the
 * synchronous engines read the weights back from the initializers. Only the messages and fields those models use (ModelProto, GraphProto, NodeProto, AttributeProto, TensorProto with raw_data, ValueInfoProto, metadata).
 * Field numbers follow onnx/onnx.proto3.
 */

// ---------- float16 ----------

const f32 = new Float32Array(1);
const u32 = new Uint32Array(f32.buffer);

/** IEEE half from a float (round to nearest even; no NaN handling needed for weights). */
export function toHalf(v: number): number {
  f32[0] = v;
  const x = u32[0] as number;
  const sign = (x >>> 16) & 0x8000;
  const exp = (x >>> 23) & 0xff;
  let mant = x & 0x7fffff;
  if (exp === 0xff) return sign | 0x7c00 | (mant ? 0x200 : 0);
  const e = exp - 127 + 15;
  if (e >= 0x1f) return sign | 0x7c00;
  if (e <= 0) {
    if (e < -10) return sign;
    mant |= 0x800000;
    const shift = 14 - e;
    let h = mant >>> shift;
    const rem = mant & ((1 << shift) - 1);
    const half = 1 << (shift - 1);
    if (rem > half || (rem === half && h & 1)) h++;
    return sign | h;
  }
  let h = (e << 10) | (mant >>> 13);
  const rem = mant & 0x1fff;
  if (rem > 0x1000 || (rem === 0x1000 && h & 1)) h++;
  return sign | h;
}

export function fromHalf(h: number): number {
  const sign = h & 0x8000 ? -1 : 1;
  const e = (h >>> 10) & 0x1f;
  const m = h & 0x3ff;
  if (e === 0) return sign * m * 2 ** -24;
  if (e === 0x1f) return m ? NaN : sign * Infinity;
  return sign * (1 + m / 1024) * 2 ** (e - 15);
}

// ---------- writer ----------

export const DT = { FLOAT: 1, INT64: 7, FLOAT16: 10 } as const;

class Buf {
  parts: Uint8Array[] = [];
  len = 0;
  bytes(b: Uint8Array) {
    this.parts.push(b);
    this.len += b.length;
  }
  varint(v: number | bigint) {
    let x = BigInt.asUintN(64, BigInt(v));
    const out: number[] = [];
    do {
      let byte = Number(x & 0x7fn);
      x >>= 7n;
      if (x) byte |= 0x80;
      out.push(byte);
    } while (x);
    this.bytes(Uint8Array.from(out));
  }
  tag(field: number, wire: number) {
    this.varint((field << 3) | wire);
  }
  int(field: number, v: number) {
    this.tag(field, 0);
    this.varint(v);
  }
  lenDelim(field: number, b: Uint8Array) {
    this.tag(field, 2);
    this.varint(b.length);
    this.bytes(b);
  }
  str(field: number, s: string) {
    this.lenDelim(field, new TextEncoder().encode(s));
  }
  msg(field: number, m: Buf) {
    this.lenDelim(field, m.done());
  }
  done(): Uint8Array {
    const out = new Uint8Array(this.len);
    let o = 0;
    for (const p of this.parts) {
      out.set(p, o);
      o += p.length;
    }
    return out;
  }
}

export interface TensorSpec {
  name: string;
  dataType: number;
  dims: number[];
  raw: Uint8Array;
}
export interface NodeSpec {
  op: string;
  inputs: string[];
  outputs: string[];
  name: string;
  attrs?: { name: string; int?: number; ints?: number[] }[];
}
export interface ValueSpec {
  name: string;
  elemType: number;
  /** numbers are fixed sizes, strings symbolic dimensions */
  shape: (number | string)[];
}
export interface ModelSpec {
  producer: string;
  producerVersion: string;
  opset: number;
  graphName: string;
  doc: string;
  nodes: NodeSpec[];
  initializers: TensorSpec[];
  inputs: ValueSpec[];
  outputs: ValueSpec[];
  metadata: Record<string, string>;
}

function tensorProto(t: TensorSpec): Buf {
  const b = new Buf();
  for (const d of t.dims) b.int(1, d);
  b.int(2, t.dataType);
  b.str(8, t.name);
  b.lenDelim(9, t.raw);
  return b;
}

function valueInfo(v: ValueSpec): Buf {
  const shape = new Buf();
  for (const d of v.shape) {
    const dim = new Buf();
    if (typeof d === 'number') dim.int(1, d);
    else dim.str(2, d);
    shape.msg(1, dim);
  }
  const tensor = new Buf();
  tensor.int(1, v.elemType);
  tensor.msg(2, shape);
  const type = new Buf();
  type.msg(1, tensor);
  const b = new Buf();
  b.str(1, v.name);
  b.msg(2, type);
  return b;
}

export function writeModel(m: ModelSpec): Uint8Array {
  const g = new Buf();
  for (const n of m.nodes) {
    const nb = new Buf();
    for (const i of n.inputs) nb.str(1, i);
    for (const o of n.outputs) nb.str(2, o);
    nb.str(3, n.name);
    nb.str(4, n.op);
    for (const a of n.attrs ?? []) {
      const ab = new Buf();
      ab.str(1, a.name);
      if (a.ints) {
        for (const v of a.ints) ab.int(8, v);
        ab.int(20, 7); // INTS
      } else {
        ab.int(3, a.int ?? 0);
        ab.int(20, 2); // INT
      }
      nb.msg(5, ab);
    }
    g.msg(1, nb);
  }
  g.str(2, m.graphName);
  for (const t of m.initializers) g.msg(5, tensorProto(t));
  g.str(10, m.doc);
  for (const v of m.inputs) g.msg(11, valueInfo(v));
  for (const v of m.outputs) g.msg(12, valueInfo(v));

  const b = new Buf();
  b.int(1, 8); // ir_version
  b.str(2, m.producer);
  b.str(3, m.producerVersion);
  b.str(6, m.doc);
  b.msg(7, g);
  const op = new Buf();
  op.str(1, '');
  op.int(2, m.opset);
  b.msg(8, op);
  for (const [k, v] of Object.entries(m.metadata)) {
    const e = new Buf();
    e.str(1, k);
    e.str(2, v);
    b.msg(14, e);
  }
  return b.done();
}

// ---------- reader ----------

interface Field {
  field: number;
  wire: number;
  int?: bigint;
  bytes?: Uint8Array;
}

function* fields(buf: Uint8Array): Generator<Field> {
  let p = 0;
  const varint = (): bigint => {
    let x = 0n;
    let shift = 0n;
    for (;;) {
      const byte = buf[p++] ?? 0;
      x |= BigInt(byte & 0x7f) << shift;
      if (!(byte & 0x80)) return x;
      shift += 7n;
    }
  };
  while (p < buf.length) {
    const key = Number(varint());
    const field = key >>> 3;
    const wire = key & 7;
    if (wire === 0) yield { field, wire, int: varint() };
    else if (wire === 2) {
      const n = Number(varint());
      yield { field, wire, bytes: buf.subarray(p, p + n) };
      p += n;
    } else if (wire === 5) p += 4;
    else if (wire === 1) p += 8;
    else throw new Error(`unsupported protobuf wire type ${wire}`);
  }
}

function packedVarints(b: Uint8Array): number[] {
  const out: number[] = [];
  let x = 0;
  let mul = 1;
  for (const byte of b) {
    x += (byte & 0x7f) * mul;
    mul *= 128;
    if (!(byte & 0x80)) {
      out.push(x);
      x = 0;
      mul = 1;
    }
  }
  return out;
}

const text = (b: Uint8Array) => new TextDecoder().decode(b);

export interface ParsedModel {
  metadata: Record<string, string>;
  initializers: Map<string, { dataType: number; dims: number[]; raw: Uint8Array }>;
  opTypes: string[];
}

/** Reads metadata, initializers (raw_data only) and node op types from an ONNX file. */
export function readModel(buf: Uint8Array): ParsedModel {
  const metadata: Record<string, string> = {};
  const initializers: ParsedModel['initializers'] = new Map();
  const opTypes: string[] = [];
  for (const f of fields(buf)) {
    if (f.field === 14 && f.bytes) {
      let k = '';
      let v = '';
      for (const e of fields(f.bytes)) {
        if (e.field === 1 && e.bytes) k = text(e.bytes);
        if (e.field === 2 && e.bytes) v = text(e.bytes);
      }
      metadata[k] = v;
    } else if (f.field === 7 && f.bytes) {
      for (const g of fields(f.bytes)) {
        if (g.field === 5 && g.bytes) {
          let name = '';
          let dataType = 0;
          const dims: number[] = [];
          let raw: Uint8Array = new Uint8Array(0);
          for (const t of fields(g.bytes)) {
            if (t.field === 1 && t.int !== undefined) dims.push(Number(t.int));
            else if (t.field === 1 && t.bytes) dims.push(...packedVarints(t.bytes));
            else if (t.field === 2) dataType = Number(t.int);
            else if (t.field === 8 && t.bytes) name = text(t.bytes);
            else if (t.field === 9 && t.bytes) raw = t.bytes;
          }
          initializers.set(name, { dataType, dims, raw });
        } else if (g.field === 1 && g.bytes) {
          for (const n of fields(g.bytes)) if (n.field === 4 && n.bytes) opTypes.push(text(n.bytes));
        }
      }
    }
  }
  return { metadata, initializers, opTypes };
}
