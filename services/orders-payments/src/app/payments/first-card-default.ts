import type { PaymentProvider } from '../../domain/payments/port.js';

/**
 * Makes a card just kept on a customer their default when they have none yet: the first card
 * saved, from the account page or at checkout, is the one used when none is named. Answers
 * whether the card is the default now.
 */
export async function defaultIfFirstCard(
  provider: PaymentProvider,
  customerId: string,
  paymentMethodId: string,
): Promise<boolean> {
  const cards = await provider.listPaymentMethods(customerId);
  const chosen = cards.find((card) => card.isDefault);
  if (chosen) return chosen.id === paymentMethodId;
  await provider.setDefaultPaymentMethod(customerId, paymentMethodId);
  return true;
}
