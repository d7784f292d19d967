import { sandboxCardBody } from '@mise/contracts';

/** The sandbox card form as typed. */
export type CardEntry = { number: string; expiry: string; cvc: string; name: string };
export type CardField = Exclude<keyof CardEntry, 'name'>;
export type CardProblem = 'number' | 'expiry' | 'expired' | 'cvc';
/** POST /api/payments/sandbox/payment-methods (the contract's sandboxCardBody). */
export type SandboxCard = {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  name?: string;
};

/** A card the provider took: its payment method id, and what the shopper is shown of it. */
export type AddedCard = { id: string; brand: string; last4: string };

export const emptyCard: CardEntry = { number: '', expiry: '', cvc: '', name: '' };

/** 'MM/YY', 'MM / YY' or 'MM/YYYY' as month and four-digit year; null when it is neither. */
export function parseExpiry(expiry: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) return null;
  const month = Number(match[1]);
  const year = Number(match[2]?.length === 2 ? `20${match[2]}` : match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** Groups of four as the number is typed: '4242 4242 4242 4242'. */
export function spacedCardNumber(value: string): string {
  return value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * The card checked as the sandbox will check it (the contract's own rules), plus the expiry
 * against today's month: a card past it is refused before it is sent.
 */
export function checkCard(
  entry: CardEntry,
  today: Date,
):
  | { card: SandboxCard; problems: null }
  | { card: null; problems: Partial<Record<CardField, CardProblem>> } {
  const problems: Partial<Record<CardField, CardProblem>> = {};
  const expiry = parseExpiry(entry.expiry);
  const card: SandboxCard = {
    number: entry.number,
    expMonth: expiry?.month ?? 0,
    expYear: expiry?.year ?? 0,
    cvc: entry.cvc.trim(),
    ...(entry.name.trim() && { name: entry.name.trim() }),
  };
  const result = sandboxCardBody.safeParse(card);
  for (const issue of result.success ? [] : result.error.issues) {
    const field = issue.path[0];
    if (field === 'number') problems.number = 'number';
    if (field === 'cvc') problems.cvc = 'cvc';
    if (field === 'expMonth' || field === 'expYear') problems.expiry = 'expiry';
  }
  if (!expiry) problems.expiry = 'expiry';
  else if (
    expiry.year < today.getFullYear() ||
    (expiry.year === today.getFullYear() && expiry.month < today.getMonth() + 1)
  ) {
    problems.expiry = 'expired';
  }
  return Object.keys(problems).length > 0 ? { card: null, problems } : { card, problems: null };
}
