/**
 * Poison records (docs/platform.md "Poison records"): a record whose handling fails the same way every time must
 * not be redelivered until its deadline, holding up everything behind it on its partition (other accounts'
 * requests included). Such a failure is *final*: answered with an error reply where the record asked for one,
 * copied to the dead-letter topic, committed. Transient failures (a broker or database connection) are still
 * retried, as at-least-once requires.
 */
import type { BusRecord, OutgoingRecord } from './types.js';

/** Thrown for input that will never be accepted: answered once with `status`, never redelivered. */
export class FinalError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** The record's bytes could not be decoded (corrupt, or written with a schema nobody knows). */
export class UndecodableRecordError extends FinalError {
  constructor(readonly cause: unknown) {
    super(422, 'unprocessable_request', 'the request could not be decoded; it will not be retried');
  }
}

export interface FinalFailure {
  status: number;
  code: string;
  message: string;
  /** short, content-free name of the failure class, for logs and the dead-letter headers */
  kind: string;
}

/** PostgreSQL SQLSTATE classes that depend only on the data: 22 data exception, 23 integrity (not 23505), 54 limits. */
function isDataSqlState(code: unknown): code is string {
  return (
    typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && (code.startsWith('22') || (code.startsWith('23') && code !== '23505') || code.startsWith('54'))
  );
}

/** Is `err` a failure that will happen again on every delivery of the same record? */
export function finalFailure(err: unknown): FinalFailure | undefined {
  if (err instanceof FinalError)
    return { status: err.status, code: err.code, message: err.message, kind: err instanceof UndecodableRecordError ? 'undecodable' : `final:${err.code}` };
  const e = err as { code?: unknown; name?: string } | undefined;
  const unprocessable = (kind: string): FinalFailure => ({
    status: 422,
    code: 'unprocessable_request',
    message: 'the request could not be processed and will not be retried; the request id identifies it in our logs',
    kind,
  });
  if (e && isDataSqlState(e.code)) return unprocessable(`sqlstate:${e.code}`);
  if (err instanceof RangeError) return unprocessable('range_error');
  if (err instanceof SyntaxError) return unprocessable('syntax_error');
  return undefined;
}

/** Attempts after which a request that someone waits for is answered 503 and dead-lettered, whatever the cause. */
export const MAX_ATTEMPTS_WITH_REPLY = 6;

/**
 * The dead-letter copy of a record: its key, bytes and headers as they were, plus where it came from (`dlq-topic`,
 * `-partition`, `-offset`), who gave up on it (`dlq-component`), why (`dlq-kind`, `dlq-status`, optionally a short
 * `dlq-reason`) and when (`dlq-at`).
 */
export function deadLetterRecord(rec: BusRecord, o: { component: string; kind: string; status: number; reason?: string; at?: Date }): OutgoingRecord {
  return {
    key: rec.key,
    value: rec.value,
    headers: {
      ...rec.headers,
      'dlq-topic': rec.topic,
      'dlq-partition': String(rec.partition),
      'dlq-offset': rec.offset,
      'dlq-component': o.component,
      'dlq-kind': o.kind,
      'dlq-status': String(o.status),
      ...(o.reason === undefined ? {} : { 'dlq-reason': o.reason.slice(0, 200) }),
      'dlq-at': (o.at ?? new Date()).toISOString(),
    },
  };
}
