import { describe, expect, it } from 'vitest';
import { brandOf, decideCharge, hasExpired, passesLuhn, readCardNumber } from './test-cards.js';

const NOW = new Date('2026-03-15T12:00:00Z');

describe('reading a card number', () => {
  it.each([
    ['4242424242424242', 'visa', 'succeeds'],
    ['5555555555554444', 'mastercard', 'succeeds'],
    ['4000000000000002', 'visa', 'declines'],
    ['4000000000009995', 'visa', 'insufficient_funds'],
    ['4000002500003155', 'visa', 'requires_authentication'],
    ['2223003122003222', 'mastercard', 'succeeds'],
    ['378282246310005', 'amex', 'succeeds'],
    ['6011111111111117', 'discover', 'succeeds'],
    ['3566002020360505', 'jcb', 'succeeds'],
    ['30569309025904', 'diners', 'succeeds'],
    ['6200000000000005', 'unionpay', 'succeeds'],
  ])('%s is a %s card that %s', (number, brand, behaviour) => {
    expect(readCardNumber(number)).toEqual({
      ok: true,
      card: { brand, last4: number.slice(-4), behaviour },
    });
  });

  it('refuses a number failing the Luhn check in Stripe’s words', () => {
    expect(readCardNumber('4242424242424241')).toEqual({
      ok: false,
      refusal: { code: 'incorrect_number', message: 'Your card number is incorrect.' },
    });
  });

  it('checks the Luhn sum over every digit', () => {
    expect(passesLuhn('79927398713')).toBe(false); // too short to be a card
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(passesLuhn('4111111111111121')).toBe(false);
    expect(passesLuhn('4111 1111 1111 1111')).toBe(false);
  });

  it('names an unknown network as Stripe does', () => {
    expect(brandOf('9999999999999995')).toBe('unknown');
  });
});

describe('expiry', () => {
  it('keeps a card good until the end of its expiry month', () => {
    expect(hasExpired({ expMonth: 3, expYear: 2026 }, NOW)).toBe(false);
    expect(hasExpired({ expMonth: 2, expYear: 2026 }, NOW)).toBe(true);
    expect(hasExpired({ expMonth: 12, expYear: 2025 }, NOW)).toBe(true);
    expect(hasExpired({ expMonth: 1, expYear: 2027 }, NOW)).toBe(false);
  });
});

describe('deciding a charge', () => {
  const card = { expMonth: 12, expYear: 2030 };

  it('follows the card’s behaviour', () => {
    expect(decideCharge({ ...card, behaviour: 'succeeds' }, NOW)).toEqual({ status: 'succeeded' });
    expect(decideCharge({ ...card, behaviour: 'requires_authentication' }, NOW)).toEqual({
      status: 'requires_action',
    });
    expect(decideCharge({ ...card, behaviour: 'declines' }, NOW)).toEqual({
      status: 'failed',
      refusal: { code: 'generic_decline', message: 'Your card was declined.' },
    });
    expect(decideCharge({ ...card, behaviour: 'insufficient_funds' }, NOW)).toEqual({
      status: 'failed',
      refusal: { code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
    });
  });

  it('refuses an expired card whatever it would do', () => {
    expect(decideCharge({ expMonth: 1, expYear: 2026, behaviour: 'succeeds' }, NOW)).toEqual({
      status: 'failed',
      refusal: { code: 'expired_card', message: 'Your card has expired.' },
    });
  });
});
