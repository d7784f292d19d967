import type { CartAnswer } from '@mise/contracts';
import { fakeCustomer, stubIdentityApi } from '@mise/web-testing/identity';
import { withCallsOf } from '@mise/web-testing/responses';
import { cartAnswer, lentilSoup } from '@/shared/cart/testing/cart-answers';
import { stubCartApi } from '@/shared/cart/testing/fake-cart-api';
import { dayOf, type FakeLot, stubPantryApi } from '@/shared/pantry/testing/fake-pantry-api';
import { stubCatalogApi } from '@/shared/testing/fake-catalog';
import { sharedMenuUrl, stubShareUrlApi } from '@/shared/testing/fake-share-url';

type GroceriesServicesOptions = {
  /** The cart as priced, the fixture's by default: saves keep its figures. */
  cart?: CartAnswer;
  /** Cart-pricing and pantry paths (e.g. '/api/cart/email-shopping-list') that answer 500. */
  failing?: string[];
  /** A signed-in shopper's, rather than a guest's. */
  signedIn?: boolean;
  /** The shopper's pantry: the fixture's onion, which its cart counts, unless told. */
  lots?: FakeLot[];
  /** How many cart answers after a pantry change still count it as it was. */
  answersBehind?: number;
};

/** The lot of onions the fixture's cart counts from the pantry (150 g of it), bought today. */
export const onionLot: FakeLot = {
  id: '00000000-0000-4000-8000-000000000150',
  ingredientId: 'onion',
  quantity: 150,
  units: 'g',
  purchaseDate: dayOf(new Date()),
  expiryDate: null,
  source: 'manual',
  orderId: null,
};

/**
 * Test support: each service the step-1 pages call, as its own fake: the catalog (with its
 * extra products), identity (a guest unless `signedIn`), the pantry, the short links (the shop's
 * link fixed) and cart pricing (the priced cart, counting from the pantry what it holds, with
 * Lentil Soup recommended for its leftovers). Returns the cart fake, whose `requestsTo` also
 * lists the catalog's, the pantry's and the short links' calls.
 */
export function stubGroceriesServices({
  cart = cartAnswer(),
  failing,
  signedIn = false,
  lots = [onionLot],
  answersBehind,
}: GroceriesServicesOptions = {}) {
  const catalog = stubCatalogApi();
  const identity = stubIdentityApi();
  if (signedIn) identity.signedInAs(fakeCustomer.email);
  // Each fake answers 500 only on its own routes, so both can be given every failing path.
  const pantry = stubPantryApi({ failing, lots });
  const links = stubShareUrlApi({ shortUrl: sharedMenuUrl });
  const carts = stubCartApi({
    cart,
    failing,
    recommended: [lentilSoup],
    pantry: { held: pantry.heldIngredients, answersBehind },
  });
  return {
    ...withCallsOf(carts, catalog, pantry, links),
    pantry,
    /** The bodies of every cart save so far. */
    saves: () => carts.saves.map((save) => save.body),
  };
}
