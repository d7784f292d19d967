import { describe, expect, it } from 'vitest';
import { localDate, slotLabel } from './slot-label.js';

const slot = {
  start: new Date('2026-11-22T14:00:00Z'),
  end: new Date('2026-11-22T16:00:00Z'),
  timeZone: 'America/Toronto',
};

describe('a slot as the mails show it', () => {
  it('reads in the city’s zone, in English as the spec writes it', () => {
    expect(slotLabel(slot, 'en-CA')).toBe('Sunday, November 22, 9:00 AM - 11:00 AM');
  });

  it('reads in French for a French shopper', () => {
    expect(slotLabel(slot, 'fr-CA')).toMatch(/^dimanche 22 novembre, 9 h 00 - 11 h 00$/);
  });

  it('falls on the local day, not the UTC one', () => {
    expect(localDate(new Date('2026-11-23T01:00:00Z'), 'America/Vancouver')).toBe('2026-11-22');
  });
});
