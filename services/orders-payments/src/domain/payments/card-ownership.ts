/**
 * Whose card a payment method is, and so who may use it: the one rule every adapter applies
 * before attaching, changing, detaching or charging a card, so that no shopper reaches a card
 * another shopper typed in, saved or removed.
 */

/** Who asks to use a card: the signed-in shopper, and their customer at the provider if made. */
export interface CardUser {
  shopperId: string;
  customerId: string | null;
}

/** What the shop knows of a payment method's owner. */
export interface CardHolding {
  /** The shopper whose card form made it; null when the shop never learnt who made it. */
  madeBy: string | null;
  /** The customer it is saved on, or null while it is not saved. */
  savedOn: string | null;
  /** Saved, then removed: as Stripe does with a detached card, nobody may use it again. */
  removed: boolean;
}

/**
 * Paying with a card, or saving it: a saved card is its customer's alone; a card not yet saved
 * is the shopper's whose card form made it; a removed or unknown (null) card is nobody's.
 */
export function mayPayWith(card: CardHolding | null, user: CardUser): boolean {
  if (!card || card.removed) return false;
  if (card.savedOn !== null) return card.savedOn === user.customerId;
  return card.madeBy !== null && card.madeBy === user.shopperId;
}

/**
 * Changing, making default or removing a card: only a saved card has anything to manage, and
 * only its own customer manages it.
 */
export function mayManage(card: CardHolding | null, customerId: string): boolean {
  return card !== null && !card.removed && card.savedOn === customerId;
}
