/**
 * openStatus(resource, now): is a resource open at `now`, in its own timezone? (pure)
 * - is_open null when the hours are unknown, unparseable or lack a timezone;
 * - confidence from hours_confidence: verified -> high, unverified/approximate -> low, unknown -> none.
 */
import { DateTime } from 'luxon';
import type { CrisisResource, OpenStatus } from '../../../schemas/http/crisis-resource.js';
import { fromWallClock, isValidZone, parseHours, toWallClock } from './hours.js';

type HoursFields = Pick<CrisisResource, 'opening_hours_osm' | 'timezone' | 'hours_confidence' | 'is_24_7'>;

function confidenceOf(r: HoursFields): OpenStatus['confidence'] {
  switch (r.hours_confidence) {
    case 'verified':
      return 'high';
    case 'unverified':
    case 'approximate':
      return 'low';
    default:
      return 'none';
  }
}

export function openStatus(resource: HoursFields, now: Date): OpenStatus {
  const confidence = confidenceOf(resource);
  const expr = resource.opening_hours_osm;
  const tz = resource.timezone;
  if (!expr || confidence === 'none') {
    return { is_open: null, next_change: null, confidence: 'none', message: 'Opening hours not confirmed' };
  }
  if (expr === '24/7') {
    return { is_open: true, next_change: null, confidence, message: 'Open 24 hours' };
  }
  const oh = parseHours(expr);
  if (!oh || !tz || !isValidZone(tz)) {
    return { is_open: null, next_change: null, confidence: 'none', message: 'Opening hours not confirmed' };
  }
  const wall = toWallClock(now, tz);
  if (oh.getUnknown(wall)) {
    return { is_open: null, next_change: null, confidence: 'none', message: 'Opening hours not confirmed' };
  }
  const isOpen = oh.getState(wall);
  const nextWall = oh.getNextChange(wall);
  if (!nextWall) {
    return { is_open: isOpen, next_change: null, confidence, message: isOpen ? 'Open 24 hours' : 'Closed' };
  }
  const next = fromWallClock(nextWall, tz);
  const local = DateTime.fromJSDate(next, { zone: tz });
  const sameDay = local.hasSame(DateTime.fromJSDate(now, { zone: tz }), 'day');
  const when = sameDay ? local.toFormat('HH:mm') : local.toFormat('ccc HH:mm');
  return {
    is_open: isOpen,
    next_change: local.toISO({ suppressMilliseconds: true }),
    confidence,
    message: `${isOpen ? 'Open now, closes' : 'Closed now, opens'} ${when} (${tz})`,
  };
}
