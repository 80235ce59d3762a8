/** Phone numbers in the widget: national format for the widget's country, international for others, short codes readable. */
import { describe, expect, it } from 'vitest';
import { formatPhone } from '../../ingress/widget/phone-format.js';

describe('formatPhone', () => {
  it('national format for the same country, international for another', () => {
    expect(formatPhone('+448006895652', 'GB')).toBe('0800 689 5652');
    expect(formatPhone('+33145394000', 'FR')).toBe('01 45 39 40 00');
    expect(formatPhone('+448006895652', 'FR')).toBe('+44 800 689 5652');
  });

  it('short codes: 116 xxx grouped as written across Europe; others as stored', () => {
    expect(formatPhone('116123', 'GB')).toBe('116 123');
    expect(formatPhone('116111', 'DE')).toBe('116 111');
    expect(formatPhone('988', 'US')).toBe('988');
    expect(formatPhone('3114', 'FR')).toBe('3114');
    expect(formatPhone('1161234', 'GB')).toBe('1161234'); // not a 116 xxx number
  });

  it('anything unparsable is shown as stored', () => {
    expect(formatPhone('+1 not a number', 'US')).toBe('+1 not a number');
  });
});
