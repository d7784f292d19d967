import { postCartCall } from '@/shared/cart';

/** Queues the shopping list for `email` (document 2, 5: the address is sent lower-cased). */
export async function emailShoppingList(email: string): Promise<void> {
  await postCartCall('email-shopping-list', { emailAddress: email.trim().toLowerCase() });
}

// The contract's own check would bring zod into the shop bundle; this is the same basic shape.
const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmailAddress(value: string): boolean {
  return emailShape.test(value.trim());
}
