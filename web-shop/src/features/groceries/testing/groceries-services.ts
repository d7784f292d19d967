import type { CartAnswer } from '@mise/contracts';
import { stubIdentityApi } from '@mise/web-testing/identity';
import { withCallsOf } from '@mise/web-testing/responses';
import { cartAnswer, lentilSoup } from '@/shared/cart/testing/cart-answers';
import { stubCartApi } from '@/shared/cart/testing/fake-cart-api';
import { stubPantryApi } from '@/shared/pantry/testing/fake-pantry-api';
import { stubCatalogApi } from '@/shared/testing/fake-catalog';
import { sharedMenuUrl, stubShareUrlApi } from '@/shared/testing/fake-share-url';

type GroceriesServicesOptions = {
  /** The cart as priced, the fixture's by default: saves keep its figures. */
  cart?: CartAnswer;
  /** Cart-pricing and pantry paths (e.g. '/api/cart/email-shopping-list') that answer 500. */
  failing?: string[];
};

/**
 * Test support: each service the step-1 pages call, as its own fake: the catalog (with its
 * extra products), identity (a guest), the pantry, the short links (the shop's link fixed) and
 * cart pricing (the priced cart, with Lentil Soup recommended for its leftovers). Returns the
 * cart fake, whose `requestsTo` also lists the catalog's, the pantry's and the short links'
 * calls.
 */
export function stubGroceriesServices({
  cart = cartAnswer(),
  failing,
}: GroceriesServicesOptions = {}) {
  const catalog = stubCatalogApi();
  stubIdentityApi();
  // Each fake answers 500 only on its own routes, so both can be given every failing path.
  const pantry = stubPantryApi({ failing });
  const links = stubShareUrlApi({ shortUrl: sharedMenuUrl });
  const carts = stubCartApi({ cart, failing, recommended: [lentilSoup] });
  return {
    ...withCallsOf(carts, catalog, pantry, links),
    /** The bodies of every cart save so far. */
    saves: () => carts.saves.map((save) => save.body),
  };
}
