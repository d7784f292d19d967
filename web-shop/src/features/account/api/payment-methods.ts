import type { PaymentMethodAnswer } from '@mise/contracts';
import { apiFetch } from '@/shared/api/http';

type PaymentMethods = { paymentMethods: PaymentMethodAnswer[] };

const cardPath = (id: string) => `/users/payments/${encodeURIComponent(id)}`;

/** PUT /api/users/payments/:id {isDefault: true}: answers the card, now the default. */
export function makeDefaultPaymentMethod(id: string): Promise<PaymentMethodAnswer> {
  return apiFetch<PaymentMethodAnswer>(cardPath(id), { method: 'PUT', body: { isDefault: true } });
}

/** DELETE /api/users/payments/:id: detaches the card; answers the cards left. */
export async function removePaymentMethod(id: string): Promise<PaymentMethodAnswer[]> {
  return (await apiFetch<PaymentMethods>(cardPath(id), { method: 'DELETE' })).paymentMethods;
}

/** The list once `chosen` is the default: there is one default, so the last one is not any more. */
export function withDefault(
  cards: readonly PaymentMethodAnswer[],
  chosen: PaymentMethodAnswer,
): PaymentMethodAnswer[] {
  return cards.map((card) => (card.id === chosen.id ? chosen : { ...card, isDefault: false }));
}
