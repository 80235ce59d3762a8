import { describe, expect, it } from 'vitest';
import { openStatus } from '../../processors/signpost/records/open-status.js';

describe('openStatus', () => {
  it('24/7 is always open with no next change', () => {
    const s = openStatus(
      { opening_hours_osm: '24/7', timezone: 'Europe/London', hours_confidence: 'verified', is_24_7: true },
      new Date('2026-03-01T03:00:00Z'),
    );
    expect(s).toEqual({ is_open: true, next_change: null, confidence: 'high', message: 'Open 24 hours' });
  });

  it('weekday hours are evaluated in the resource timezone (Asia/Kolkata, UTC+5:30)', () => {
    const r = { opening_hours_osm: 'Mo-Sa 10:00-20:00', timezone: 'Asia/Kolkata', hours_confidence: 'verified' as const };
    // Monday 2026-01-05 05:00 UTC = 10:30 IST -> open, closes 20:00 IST = 14:30 UTC
    const open = openStatus(r, new Date('2026-01-05T05:00:00Z'));
    expect(open.is_open).toBe(true);
    expect(open.confidence).toBe('high');
    expect(new Date(open.next_change!).toISOString()).toBe('2026-01-05T14:30:00.000Z');
    expect(open.next_change).toMatch(/\+05:30$/);
    expect(open.message).toMatch(/closes 20:00/);
    // Monday 04:00 UTC = 09:30 IST -> closed, opens 10:00 IST
    const before = openStatus(r, new Date('2026-01-05T04:00:00Z'));
    expect(before.is_open).toBe(false);
    expect(new Date(before.next_change!).toISOString()).toBe('2026-01-05T04:30:00.000Z');
    // Sunday -> closed until Monday 10:00 IST
    const sunday = openStatus(r, new Date('2026-01-04T08:00:00Z'));
    expect(sunday.is_open).toBe(false);
    expect(new Date(sunday.next_change!).toISOString()).toBe('2026-01-05T04:30:00.000Z');
    expect(sunday.message).toMatch(/opens Mon 10:00/);
  });

  it('the same instant can be open in one zone and closed in another', () => {
    const at = new Date('2026-06-10T18:30:00Z'); // Wednesday
    const ny = openStatus({ opening_hours_osm: 'Mo-Fr 09:00-17:00', timezone: 'America/New_York', hours_confidence: 'verified' }, at);
    const tokyo = openStatus({ opening_hours_osm: 'Mo-Fr 09:00-17:00', timezone: 'Asia/Tokyo', hours_confidence: 'verified' }, at);
    expect(ny.is_open).toBe(true); // 14:30 EDT
    expect(tokyo.is_open).toBe(false); // 03:30 Thursday JST
  });

  it('handles a window past midnight and a DST change', () => {
    const r = { opening_hours_osm: 'Mo-Su 17:00-24:00', timezone: 'Europe/London', hours_confidence: 'unverified' as const };
    // 2026-03-29 is the UK switch to BST: 17:30 BST = 16:30 UTC
    const s = openStatus(r, new Date('2026-03-29T16:30:00Z'));
    expect(s.is_open).toBe(true);
    expect(s.confidence).toBe('low');
    expect(new Date(s.next_change!).toISOString()).toBe('2026-03-29T23:00:00.000Z');
    const late = openStatus({ opening_hours_osm: 'Mo-Su 15:00-03:00', timezone: 'Asia/Dhaka', hours_confidence: 'verified' }, new Date('2026-01-05T20:00:00Z'));
    expect(late.is_open).toBe(true); // 02:00 in Dhaka
  });

  it('unknown hours give is_open null and confidence none', () => {
    expect(openStatus({ hours_confidence: 'unknown', timezone: 'Europe/Paris' }, new Date())).toMatchObject({ is_open: null, confidence: 'none' });
    expect(openStatus({ opening_hours_osm: 'Mo-Fr 09:00-17:00', hours_confidence: 'unknown', timezone: 'Europe/Paris' }, new Date()).is_open).toBeNull();
    expect(openStatus({ opening_hours_osm: 'not hours', hours_confidence: 'verified', timezone: 'Europe/Paris' }, new Date()).is_open).toBeNull();
    expect(openStatus({ opening_hours_osm: 'Mo-Fr 09:00-17:00', hours_confidence: 'verified' }, new Date()).is_open).toBeNull();
  });

  it('approximate hours give low confidence', () => {
    const s = openStatus({ opening_hours_osm: 'Mo-Su 16:00-21:00', timezone: 'Asia/Tokyo', hours_confidence: 'approximate' }, new Date('2026-01-05T08:00:00Z'));
    expect(s).toMatchObject({ is_open: true, confidence: 'low' }); // 17:00 JST
  });
});
