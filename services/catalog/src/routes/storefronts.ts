import { badRequest, notFound } from '@mise/platform';
import type { Catalog, Storefront } from '../domain/catalog.js';

/**
 * The storefront a query names in `influencerId`, the default one when it names none or
 * says it wants the default. An unknown handle is bad input, not an empty list.
 */
export function storefrontFor(
  catalog: Catalog,
  query: { influencerId?: string | undefined; isDefaultInfluencer?: boolean | undefined },
  parameter = 'influencerId',
): Storefront {
  const handle = query.isDefaultInfluencer ? undefined : query.influencerId;
  const storefront = catalog.storefront(handle);
  if (storefront) return storefront;
  throw badRequest(`No storefront has the handle ${handle}.`, [
    { field: parameter, rule: 'unknown-storefront', message: `${parameter} names no storefront` },
  ]);
}

export function found<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw notFound(`There is no ${what}.`);
  return value;
}
