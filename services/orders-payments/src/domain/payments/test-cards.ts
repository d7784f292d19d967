/**
 * How the sandbox treats a card, after Stripe's documented test cards
 * (docs.stripe.com/testing): the numbers below behave as in Stripe's test mode, and any other
 * number that passes the Luhn check succeeds like 4242 4242 4242 4242. Nobody is ever charged.
 */

export type CardBehaviour =
  | 'succeeds'
  | 'declines'
  | 'insufficient_funds'
  | 'requires_authentication';
export const cardBehaviours = [
  'succeeds',
  'declines',
  'insufficient_funds',
  'requires_authentication',
] as const satisfies readonly CardBehaviour[];

const TEST_CARDS: Record<string, CardBehaviour> = {
  '4000000000000002': 'declines',
  '4000000000009995': 'insufficient_funds',
  // Asks for 3-D Secure on every on-session payment.
  '4000002500003155': 'requires_authentication',
};

/** What a refused card is told, in Stripe's own words and codes. */
export const cardRefusals = {
  incorrectNumber: { code: 'incorrect_number', message: 'Your card number is incorrect.' },
  expired: { code: 'expired_card', message: 'Your card has expired.' },
  declined: { code: 'generic_decline', message: 'Your card was declined.' },
  insufficientFunds: { code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  authenticationFailed: {
    code: 'payment_intent_authentication_failure',
    message:
      'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  },
} as const;
export type CardRefusal = { code: string; message: string };

export interface CardNumberFacts {
  brand: string;
  last4: string;
  behaviour: CardBehaviour;
}

/** The card problem Stripe.js would report for this number, or the card's facts. */
export function readCardNumber(
  digits: string,
): { ok: true; card: CardNumberFacts } | { ok: false; refusal: CardRefusal } {
  if (!passesLuhn(digits)) return { ok: false, refusal: cardRefusals.incorrectNumber };
  return {
    ok: true,
    card: {
      brand: brandOf(digits),
      last4: digits.slice(-4),
      behaviour: TEST_CARDS[digits] ?? 'succeeds',
    },
  };
}

/** The checksum every real card number passes (ISO/IEC 7812). */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The card network from the number's first digits, named as Stripe names brands. */
export function brandOf(digits: string): string {
  const prefix = (length: number) => Number(digits.slice(0, length));
  if (digits.startsWith('4')) return 'visa';
  if (between(prefix(2), 51, 55) || between(prefix(4), 2221, 2720)) return 'mastercard';
  if (prefix(2) === 34 || prefix(2) === 37) return 'amex';
  if (digits.startsWith('6011') || prefix(2) === 65 || between(prefix(3), 644, 649)) {
    return 'discover';
  }
  if (between(prefix(4), 3528, 3589)) return 'jcb';
  if (between(prefix(3), 300, 305) || [36, 38, 39].includes(prefix(2))) return 'diners';
  if (prefix(2) === 62) return 'unionpay';
  return 'unknown';
}

const between = (value: number, low: number, high: number) => value >= low && value <= high;

/** A card is good until the end of its expiry month (UTC). */
export function hasExpired(expiry: { expMonth: number; expYear: number }, now: Date): boolean {
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return expiry.expYear * 12 + (expiry.expMonth - 1) < thisMonth;
}

export type ChargeDecision =
  | { status: 'succeeded' }
  | { status: 'requires_action' }
  | { status: 'failed'; refusal: CardRefusal };

/** What an on-session payment with this card comes to, as in Stripe's test mode. */
export function decideCharge(
  card: { behaviour: CardBehaviour; expMonth: number; expYear: number },
  now: Date,
): ChargeDecision {
  if (hasExpired(card, now)) return { status: 'failed', refusal: cardRefusals.expired };
  switch (card.behaviour) {
    case 'succeeds':
      return { status: 'succeeded' };
    case 'requires_authentication':
      return { status: 'requires_action' };
    case 'declines':
      return { status: 'failed', refusal: cardRefusals.declined };
    case 'insufficient_funds':
      return { status: 'failed', refusal: cardRefusals.insufficientFunds };
  }
}
