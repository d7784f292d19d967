import type { Database } from '@mise/platform';
import { adoptGuestCart } from '../store/carts.js';

/**
 * The cart follows the shopper who signs in (document 2 §4 "Authentication"), by two roads
 * that meet in this one idempotent move: the signed-in event (social login comes back through a
 * redirect, with the guest id it left with), and the first cart call that carries both the
 * session and the guest id, so the shop never reads the account's cart before the move.
 * No inbox: a second move finds no guest cart and does nothing.
 */
export async function moveGuestCartToAccount(
  db: Database,
  userId: string,
  guestId: string | null | undefined,
): Promise<void> {
  if (guestId) await adoptGuestCart(db, guestId, userId);
}
