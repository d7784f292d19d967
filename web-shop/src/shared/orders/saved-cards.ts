import type { PaymentMethodAnswer } from '@mise/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/shared/api/http';
import { accountQueryRoot } from '@/shared/session/session-changes';

/**
 * GET /api/users/payment-methods: the shopper's saved cards, one list for the checkout and the
 * settings page, under the account root so the cards go with a change of account.
 */
export const savedCardsQuery = queryOptions({
  queryKey: [accountQueryRoot, 'payment-methods'],
  queryFn: async ({ signal }) =>
    (
      await apiFetch<{ paymentMethods: PaymentMethodAnswer[] }>('/users/payment-methods', {
        signal,
      })
    ).paymentMethods,
});

// Stripe names brands in lower case ('visa', 'amex'); these do not read well capitalised.
const brandNames: Record<string, string> = {
  amex: 'American Express',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** The card network as printed on the card: 'visa' is Visa, 'amex' American Express. */
export function cardBrandName(brand: string): string {
  return brandNames[brand] ?? brand.charAt(0).toUpperCase() + brand.slice(1);
}
