import type { Queryable } from '@mise/platform';
import { eq } from 'drizzle-orm';
import { stripeCardHolders } from './schema.js';

/** Who holds a Stripe card the shop was shown, and whether it was removed since. */
export interface StripeCardHolder {
  userId: string;
  removed: boolean;
}

/**
 * The shop's record of whose each Stripe card is (see stripeCardHolders): Stripe knows the
 * customer a card is saved on, but not which shopper typed in a card not saved yet.
 */
export class StripeCardHolders {
  constructor(
    private readonly db: Queryable,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * The card's holder: `shopperId` when the card was nobody's yet, else whoever was shown it
   * first. Two shoppers at once make one holder.
   */
  async claim(paymentMethodId: string, shopperId: string): Promise<StripeCardHolder> {
    await this.db
      .insert(stripeCardHolders)
      .values({ paymentMethodId, userId: shopperId })
      .onConflictDoNothing({ target: stripeCardHolders.paymentMethodId });
    const held = await this.find(paymentMethodId);
    if (!held) throw new Error(`The holder of ${paymentMethodId} vanished.`);
    return held;
  }

  async find(paymentMethodId: string): Promise<StripeCardHolder | null> {
    const [row] = await this.db
      .select()
      .from(stripeCardHolders)
      .where(eq(stripeCardHolders.paymentMethodId, paymentMethodId));
    return row ? { userId: row.userId, removed: row.removedAt !== null } : null;
  }

  /** Its customer (the shopper's) removed the card: nobody may use it again. */
  async markRemoved(paymentMethodId: string, shopperId: string): Promise<void> {
    await this.db
      .insert(stripeCardHolders)
      .values({ paymentMethodId, userId: shopperId, removedAt: this.now() })
      .onConflictDoUpdate({
        target: stripeCardHolders.paymentMethodId,
        set: { removedAt: this.now() },
      });
  }
}
