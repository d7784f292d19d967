import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { catalogService } from '@mise/catalog';
import { miniCatalogFolder } from '@mise/catalog/testing';
import { type PantryChanged, pantryChanged } from '@mise/contracts';
import { deliverySlotsService } from '@mise/delivery-slots';
import { newEvent } from '@mise/platform';
import { buildTestServer, eventually } from '@mise/platform/testing';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { cartPricingService } from '../src/plugin.js';

/**
 * The catalog, cart-pricing and delivery-slots mounted in one server on the mini catalog, as
 * the embedded runtime mounts them, returned once cart-pricing holds its copies of the catalog
 * and of the city fees. Files (the mail folder) go to a fresh temporary data folder; `settings`
 * add to or override the test server's.
 */
export async function startCartShop(
  settings: Record<string, string> = {},
): Promise<FastifyInstance> {
  const app = await buildTestServer([catalogService, cartPricingService, deliverySlotsService], {
    CATALOG_SEED_DIR: miniCatalogFolder,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'mise-cart-')),
    ...settings,
  });
  await eventually(async () => {
    const readiness = await app.inject({ method: 'GET', url: '/api/readyz' });
    expect(readiness.json().checks['catalog-copy']).toEqual({ ok: true });
  }, 10_000);
  await untilCartsShowCityFees(app);
  return app;
}

/**
 * Carts show the default fee until cart-pricing holds delivery-slots' city fees: this waits
 * until a cart to Toronto shows Toronto's ($0).
 */
async function untilCartsShowCityFees(app: FastifyInstance): Promise<void> {
  const headers = guestHeader(randomUUID());
  const post = (url: string, payload: object) =>
    app.inject({ method: 'POST', url, headers, payload });
  await post('/api/cart', skilletCart(1));
  await post('/api/cart/delivery-info', { city: 'Toronto', province: 'ON' });
  await eventually(async () => {
    const cart = await app.inject({ method: 'GET', url: '/api/cart', headers });
    expect(cart.json().cost.deliveryFee).toBe(0);
  }, 10_000);
}

export const guestHeader = (guestId: string) => ({ 'x-guest-user-id': guestId });

/** A cart of one recipe, as the shop saves it. */
export const skilletCart = (version: number, servings = 4) => ({
  version,
  recipes: [{ id: 'chicken-kale-skillet', servings, mealTypeId: 'dinner' }],
});

/** The e-mails the embedded mail adapter wrote for this address. */
export function mailTo(app: FastifyInstance, to: string): { to: string; text: string }[] {
  const folder = join(app.infra.config.DATA_DIR, 'mail');
  const names = (() => {
    try {
      return readdirSync(folder).filter((name) => name.endsWith('.json'));
    } catch {
      return [];
    }
  })();
  return names
    .map((name) => JSON.parse(readFileSync(join(folder, name), 'utf8')))
    .filter((mail) => mail.to === to);
}

/** A lot as pantry.changed announces it, counted in grams. */
export const pantryLot = (
  ingredientId: string,
  baseQuantity: number,
  expiresOn: string | null,
) => ({
  id: randomUUID(),
  ingredientId,
  quantity: baseQuantity,
  unit: 'g',
  baseQuantity,
  expiresOn,
  source: 'order' as const,
});

/** The pantry service announcing a shopper's whole pantry, as it does after every change. */
export async function announcePantry(
  app: FastifyInstance,
  userId: string,
  lots: PantryChanged['lots'],
): Promise<void> {
  await app.infra.bus.publish([
    newEvent(pantryChanged, { source: 'pantry', subject: userId, data: { userId, lots } }),
  ]);
}
