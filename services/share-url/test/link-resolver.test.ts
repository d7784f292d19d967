import { fileURLToPath } from 'node:url';
import type { DatabaseHandle } from '@mise/platform';
import { openTestDatabase } from '@mise/platform/testing';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLinkResolver } from '../src/store/link-resolver.js';
import { shareLinks } from '../src/store/schema.js';

let database: DatabaseHandle;

beforeEach(async () => {
  database = await openTestDatabase();
  await database.migrate({
    schema: 'share_url',
    migrationsFolder: fileURLToPath(new URL('../drizzle', import.meta.url)),
  });
});
afterEach(async () => {
  await database.close();
});

const store = (id: string, longUrl: string) =>
  database.db.insert(shareLinks).values({ id, longUrl, longUrlSha256: `sha-of-${id}` });

describe('the link resolver', () => {
  it('answers a known link from memory after the first lookup', async () => {
    const resolve = createLinkResolver(database.db);
    await store('AAAAAAAAAA', 'https://mise.ca/recipes/1');
    expect(await resolve('AAAAAAAAAA')).toBe('https://mise.ca/recipes/1');
    await database.db.delete(shareLinks).where(eq(shareLinks.id, 'AAAAAAAAAA'));
    expect(await resolve('AAAAAAAAAA')).toBe('https://mise.ca/recipes/1');
  });

  it('does not remember that an id was unknown', async () => {
    const resolve = createLinkResolver(database.db);
    expect(await resolve('BBBBBBBBBB')).toBeUndefined();
    await store('BBBBBBBBBB', 'https://mise.ca/recipes/2');
    expect(await resolve('BBBBBBBBBB')).toBe('https://mise.ca/recipes/2');
  });

  it('keeps at most its capacity, forgetting the least recently used', async () => {
    const resolve = createLinkResolver(database.db, 2);
    for (const id of ['CCCCCCCCC1', 'CCCCCCCCC2', 'CCCCCCCCC3']) {
      await store(id, `https://mise.ca/${id}`);
      await resolve(id);
    }
    await database.db.delete(shareLinks);
    expect(await resolve('CCCCCCCCC1')).toBeUndefined();
    expect(await resolve('CCCCCCCCC3')).toBe('https://mise.ca/CCCCCCCCC3');
  });
});
