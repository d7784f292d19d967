import type { CartAnswer } from '@mise/contracts';
import { cartAnswer, lentilSoup } from '@/shared/cart/testing/cart-answers';
import { stubCartApi } from '@/shared/cart/testing/fake-cart-api';
import { stubIdentityApi } from '@/shared/session/testing/fake-identity-api';
import { stubCatalogApi } from '@/shared/testing/fake-catalog';
import { withCallsOf } from '@/shared/testing/fake-responses';
import { sharedMenuUrl, stubShareUrlApi } from '@/shared/testing/fake-share-url';

type GroceriesServicesOptions = {
  /** The cart as priced, the fixture's by default: saves keep its figures. */
  cart?: CartAnswer;
  /** Cart-pricing paths (e.g. '/api/cart/email-shopping-list') that answer 500. */
  failing?: string[];
};

/**
 * Test support: each service the step-1 pages call, as its own fake: the catalog (with its
 * extra products), identity (a guest), the short links (the shop's link fixed) and cart
 * pricing (the priced cart, with Lentil Soup recommended for its leftovers). Returns the cart
 * fake, whose `requestsTo` also lists the catalog's and the short links' calls, with the
 * identity fake beside it.
 */
export function stubGroceriesServices({
  cart = cartAnswer(),
  failing,
}: GroceriesServicesOptions = {}) {
  const catalog = stubCatalogApi();
  const identity = stubIdentityApi();
  const links = stubShareUrlApi({ shortUrl: sharedMenuUrl });
  const carts = stubCartApi({ cart, failing, recommended: [lentilSoup] });
  return {
    ...withCallsOf(carts, catalog, links),
    /** The bodies of every cart save so far. */
    saves: () => carts.saves.map((save) => save.body),
    identity,
  };
}
