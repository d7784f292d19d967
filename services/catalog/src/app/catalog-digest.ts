import { createHash } from 'node:crypto';
import type { SeedCatalog } from '../domain/seed-catalog.js';

/** A digest of a catalog's content: the same files give the same digest, on any machine. */
export function catalogDigest(catalog: SeedCatalog): string {
  const hash = createHash('sha256');
  for (const part of Object.keys(catalog).sort() as (keyof SeedCatalog)[]) {
    hash.update(part);
    for (const item of catalog[part]) hash.update(JSON.stringify(item));
  }
  return hash.digest('hex');
}
