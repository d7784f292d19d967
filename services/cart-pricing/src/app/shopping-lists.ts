import type { Database } from '@mise/platform';
import type { CityFeeLookup } from '../domain/delivery-fees.js';
import type { PricingCatalog } from '../domain/pricing-engine.js';
import type { ShoppingListSource } from '../jobs/email-shopping-list.js';
import { ownerFromKey } from '../store/cart-owner.js';
import { findCart } from '../store/carts.js';
import { priceCartState } from './cart-answer.js';

/** Where the e-mail job finds the list to send: the owner's cart, priced when the job runs. */
export function shoppingLists(
  db: Database,
  catalog: () => PricingCatalog,
  cityFees: CityFeeLookup,
): ShoppingListSource {
  return {
    async loadShoppingList(cartOwner) {
      const owner = ownerFromKey(cartOwner);
      const cart = owner && (await findCart(db, owner));
      return owner && cart ? priceCartState(db, catalog(), owner, cart, cityFees) : undefined;
    },
  };
}
