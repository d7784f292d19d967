import type { Influencer } from '@mise/contracts';
import { createContext, useCallback, useContext } from 'react';
import { useMatches } from 'react-router';
import { storefrontPath } from './storefront-handle';

export type Storefront = {
  /** The handle in the path; undefined in the default storefront, which has no prefix. */
  handle: string | undefined;
  /** The storefront's influencer; null in the default storefront. */
  influencer: Influencer | null;
};

export const StorefrontContext = createContext<Storefront>({ handle: undefined, influencer: null });

/** The storefront the current page belongs to (inside the routes under /:handle). */
export function useStorefront(): Storefront {
  return useContext(StorefrontContext);
}

/**
 * The storefront handle of the current URL, read from the route matches so that the header and
 * other parts outside the storefront's routes see it too.
 */
export function useStorefrontHandle(): string | undefined {
  const matches = useMatches();
  return matches.find((match) => match.params.handle !== undefined)?.params.handle;
}

/** Builds links that stay in the current storefront: '/recipes' becomes '/{handle}/recipes'. */
export function useStorefrontPath(): (path: string) => string {
  const handle = useStorefrontHandle();
  return useCallback((path: string) => storefrontPath(handle, path), [handle]);
}
