import type { Queryable } from '@mise/platform';
import { LRUCache } from 'lru-cache';
import { findLongUrl } from './share-links.js';

/**
 * Looks up where a short link leads. A link never changes once made, so
 * answers are kept in memory: a popular shared menu costs one query, not one
 * per click. Unknown ids are not kept, as they may be created a moment later.
 */
export function createLinkResolver(db: Queryable, capacity = 50_000) {
  const known = new LRUCache<string, string>({ max: capacity });
  return async (id: string): Promise<string | undefined> => {
    const cached = known.get(id);
    if (cached !== undefined) return cached;
    const longUrl = await findLongUrl(db, id);
    if (longUrl !== undefined) known.set(id, longUrl);
    return longUrl;
  };
}

export type LinkResolver = ReturnType<typeof createLinkResolver>;
