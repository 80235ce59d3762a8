/**
 * opening_hours evaluated in a resource's own IANA timezone (no I/O).
 * The opening_hours library reads local wall-clock fields of a JS Date, so we hand it a Date whose
 * local fields equal the wall-clock time in the resource's zone, and map its answers back.
 */

import { DateTime, IANAZone } from 'luxon';
import opening_hours from 'opening_hours';

const cache = new Map<string, opening_hours | null>();

/** Parsed expression, or null when the opening_hours library rejects it. */
export function parseHours(expr: string): opening_hours | null {
  if (cache.has(expr)) return cache.get(expr)!;
  let oh: opening_hours | null = null;
  try {
    oh = new opening_hours(expr, null as never, { mode: 0 } as never);
  } catch {
    oh = null;
  }
  cache.set(expr, oh);
  return oh;
}

export const isValidZone = (tz: string): boolean => IANAZone.isValidZone(tz);

/** Real instant -> Date whose *local* fields show the wall clock in `tz`. */
export function toWallClock(now: Date, tz: string): Date {
  const z = DateTime.fromJSDate(now, { zone: tz });
  return new Date(z.year, z.month - 1, z.day, z.hour, z.minute, z.second, z.millisecond);
}

/** Wall-clock Date (local fields in `tz`) -> real instant. */
export function fromWallClock(wall: Date, tz: string): Date {
  return DateTime.fromObject(
    {
      year: wall.getFullYear(),
      month: wall.getMonth() + 1,
      day: wall.getDate(),
      hour: wall.getHours(),
      minute: wall.getMinutes(),
      second: wall.getSeconds(),
    },
    { zone: tz },
  ).toJSDate();
}

const WEEK_MS = 7 * 24 * 3600 * 1000;

/** True when the expression is open for a whole week from `from` (i.e. round the clock). */
export function isAlwaysOpen(expr: string, from = new Date(Date.UTC(2026, 0, 5))): boolean {
  const oh = parseHours(expr);
  if (!oh) return false;
  const [open] = oh.getOpenDuration(from, new Date(from.getTime() + WEEK_MS));
  return open >= WEEK_MS && !oh.getUnknown(from);
}
