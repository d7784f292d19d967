import { describe, expect, it } from 'vitest';
import { checkCard, emptyCard, parseExpiry, spacedCardNumber } from './card-entry';

const today = new Date('2026-11-20T12:00:00Z');

describe('the sandbox card form', () => {
  it('reads the expiry as typed: MM/YY, MMYY or MM/YYYY', () => {
    expect(parseExpiry('04/31')).toEqual({ month: 4, year: 2031 });
    expect(parseExpiry('0431')).toEqual({ month: 4, year: 2031 });
    expect(parseExpiry(' 4 / 2031 ')).toEqual({ month: 4, year: 2031 });
    expect(parseExpiry('13/31')).toBeNull();
    expect(parseExpiry('April')).toBeNull();
  });

  it('groups the number by four as it is typed', () => {
    expect(spacedCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(spacedCardNumber('4242-42')).toBe('4242 42');
  });

  it('sends what the sandbox contract takes', () => {
    expect(
      checkCard(
        { number: '4242 4242 4242 4242', expiry: '11/26', cvc: '123', name: ' Ana ' },
        today,
      ),
    ).toEqual({
      card: { number: '4242 4242 4242 4242', expMonth: 11, expYear: 2026, cvc: '123', name: 'Ana' },
      problems: null,
    });
  });

  it('says which field is wrong, and refuses a card past its month', () => {
    expect(checkCard(emptyCard, today).problems).toEqual({
      number: 'number',
      expiry: 'expiry',
      cvc: 'cvc',
    });
    expect(
      checkCard({ number: '4242424242424242', expiry: '10/26', cvc: '12345', name: '' }, today)
        .problems,
    ).toEqual({ expiry: 'expired', cvc: 'cvc' });
  });
});
