import {
  ADDRESS_DELIVERY,
  type CartAnswer,
  type CityAnswer,
  type DaysAnswer,
  IDEMPOTENCY_KEY_HEADER,
  type OrderAnswer,
  type PaymentProviderName,
  type PlaceOrderInput,
} from '@mise/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/shared/api/http';
import { postCartCall } from '@/shared/cart';
import type { SandboxCard } from './card-entry';
import { instantOf } from './delivery-dates';

/** The server's calls of the checkout (spec §7), one function each. */

export const citiesQuery = queryOptions({
  queryKey: ['delivery', 'cities'],
  queryFn: async () => (await apiFetch<{ cities: CityAnswer[] }>('/cities?countryCode=CA')).cities,
  staleTime: 60 * 60_000,
});

/** GET /days/{timestamp}/{city}/{deliveryType}?combineSlots=true: the day's time slots. */
export const deliveryDayQuery = (cityId: string, date: string) =>
  queryOptions({
    queryKey: ['delivery', 'days', cityId, date],
    queryFn: () =>
      apiFetch<DaysAnswer>(
        `/days/${instantOf(date)}/${encodeURIComponent(cityId)}/${encodeURIComponent(ADDRESS_DELIVERY)}?combineSlots=true`,
      ),
    // Places are sold while the shopper looks: a minute-old answer is read again.
    staleTime: 60_000,
  });

export type PaymentConfig = { provider: PaymentProviderName; publishableKey: string | null };

export const paymentConfigQuery = queryOptions({
  queryKey: ['payments', 'config'],
  queryFn: () => apiFetch<PaymentConfig>('/payments/config'),
  staleTime: Number.POSITIVE_INFINITY,
});

/** POST /cart/delivery-info: the cart is priced for this city (its delivery fee, its taxes). */
export function sendDeliveryInfo(info: {
  firstName: string;
  lastName: string;
  emailAddress: string;
  phoneNumber: string;
  city: string;
  province: string;
}): Promise<CartAnswer> {
  return postCartCall<CartAnswer>('delivery-info', info);
}

/** The sandbox's stand-in for Stripe.js: a payment method id for a test card. */
export function createSandboxPaymentMethod(
  card: SandboxCard,
): Promise<{ id: string; brand: string; last4: string }> {
  return apiFetch('/payments/sandbox/payment-methods', { method: 'POST', body: card });
}

/** POST /orders; the key makes a replay of the same attempt the same order. */
export async function placeOrder(body: PlaceOrderInput, idempotencyKey: string) {
  const answer = await apiFetch<{ data: OrderAnswer }>('/orders', {
    method: 'POST',
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    body,
  });
  return answer.data;
}

/** After an extra authentication step: the server reads the payment's outcome and settles. */
export async function confirmPayment(orderId: string) {
  const answer = await apiFetch<{ data: OrderAnswer }>(
    `/orders/${encodeURIComponent(orderId)}/confirm-payment`,
    { method: 'POST', body: {} },
  );
  return answer.data;
}

/** The sandbox's 3-D Secure page, answered as the shopper chose. */
export function authenticateSandboxPayment(paymentId: string, outcome: 'approve' | 'fail') {
  return apiFetch<unknown>(`/payments/sandbox/authenticate/${encodeURIComponent(paymentId)}`, {
    method: 'POST',
    body: { outcome },
  });
}
