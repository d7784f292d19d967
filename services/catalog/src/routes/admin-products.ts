import {
  type AdminProductDetail,
  type adminProductsAnswer,
  adminProductsQuery,
  idParams,
  productPriceChange,
} from '@mise/contracts';
import { auditStaffAction, notFound, parseInput, requireStaff } from '@mise/platform';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import {
  findAdminProduct,
  listAdminProducts,
  productsOfIngredient,
} from '../store/admin-products.js';
import { changeProductPrice } from '../store/product-prices.js';
import { outbox } from '../store/schema.js';

export interface AdminCatalogRouteOptions {
  /** Wakes the outbox relay once a change and its events are committed. */
  onEventsCommitted: () => void;
}

/**
 * /api/admin/products: staff find products (by name or id, by ingredient, by brand tier) and
 * admins change a product's price (catalog.prices), saying why. The change goes through
 * changeProductPrice, so `catalog.product.price-changed` is published and carts reprice; the
 * audit entry, with the price before and after, commits with it.
 */
export const adminProductRoutes: FastifyPluginAsync<AdminCatalogRouteOptions> = async (
  app,
  { onEventsCommitted },
) => {
  const { db } = app.infra.database;

  const detail = async (id: string): Promise<{ data: AdminProductDetail }> => {
    const product = await findAdminProduct(db, id);
    if (!product) throw notFound(`No product has the id ${id}.`);
    return { data: { ...product, tiers: await productsOfIngredient(db, product.ingredientId) } };
  };

  app.get('/', async (request): Promise<z.infer<typeof adminProductsAnswer>> => {
    requireStaff(request, 'read');
    return listAdminProducts(db, parseInput(adminProductsQuery, request.query, 'query'));
  });

  app.get('/:id', async (request) => {
    requireStaff(request, 'read');
    return detail(parseInput(idParams, request.params, 'params').id);
  });

  app.put('/:id/price', async (request) => {
    requireStaff(request, 'catalog.prices');
    const { id } = parseInput(idParams, request.params, 'params');
    const { priceCents, reason } = parseInput(productPriceChange, request.body, 'body');
    if (!(await findAdminProduct(db, id))) throw notFound(`No product has the id ${id}.`);
    const changed = await changeProductPrice(db, id, priceCents, (tx, change) =>
      auditStaffAction(tx, outbox, request, 'catalog', {
        action: 'products.price',
        record: { type: 'product', id },
        reason,
        before: { priceCents: change.previousPriceCents },
        after: { priceCents: change.priceCents },
      }),
    );
    if (changed) onEventsCommitted();
    return detail(id);
  });
};
