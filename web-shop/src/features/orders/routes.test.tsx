import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ordersRoutes } from './routes';

async function componentOf(route: RouteObject) {
  const loaded = typeof route.lazy === 'function' ? await route.lazy() : {};
  return loaded.Component;
}

describe('ordersRoutes', () => {
  it('mounts the history, an order and its menu lazily on their spec paths', async () => {
    const routes = ordersRoutes();

    expect(routes.map((route) => route.path)).toEqual([
      'orders',
      'orders/:orderId',
      'menu/:orderId',
    ]);
    for (const route of routes) expect(typeof (await componentOf(route))).toBe('function');
  });

  it("draws the share dialog over the menu on the spec's overlay routes", async () => {
    const menu = ordersRoutes().find((route) => route.path === 'menu/:orderId');
    const overlays = menu?.children ?? [];

    expect(overlays.map((route) => route.path)).toEqual(['share', 'share/:recipeId']);
    const [whole, one] = await Promise.all(overlays.map(componentOf));
    expect(whole?.name).toBe('MenuShareOverlay');
    expect(one).toBe(whole);
  });
});
