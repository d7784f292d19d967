import { describe, expect, it } from 'vitest';
import { deliveryRoutes } from './routes';

describe('deliveryRoutes', () => {
  it('mounts the public delivery-cities page lazily on /delivery', async () => {
    const [page, ...others] = deliveryRoutes();

    expect(others).toEqual([]);
    expect(page?.path).toBe('delivery');
    const loaded = typeof page?.lazy === 'function' ? await page.lazy() : {};
    expect(loaded.Component?.name).toBe('DeliveryPage');
  });
});
