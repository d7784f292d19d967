import { brandHandle } from '@/shared/brand';

/** The default influencer's handle: its storefront is the shop itself, with no path prefix. */
export const defaultHandle = brandHandle;

// The catalog's handle rule; anything else cannot be a storefront, so it is not looked up.
const handlePattern = /^[A-Za-z0-9_]{2,30}$/;

export function isHandleShaped(segment: string): boolean {
  return handlePattern.test(segment);
}

/**
 * The storefront a visit starts on, from the handle in its first URL (if any): the start-up
 * call fetches that storefront's influencer.
 */
export function startupHandle(handle: string | undefined): string {
  return handle && isHandleShaped(handle) ? handle : defaultHandle;
}

/** `path` inside the storefront `handle`; the default storefront has no prefix. */
export function storefrontPath(handle: string | undefined, path: string): string {
  if (!handle) return path;
  return path === '/' ? `/${handle}` : `/${handle}${path}`;
}

/**
 * Whether to show the storefront of `handle` given what the catalog answered for it (spec 2.14):
 * a handle nobody owns sends the shopper home, unless it is the default handle.
 */
export function storefrontOutcome(
  handle: string,
  influencer: { handle: string } | null,
): 'show' | 'home' {
  if (handle === defaultHandle) return 'show';
  if (!isHandleShaped(handle) || influencer === null) return 'home';
  return 'show';
}
