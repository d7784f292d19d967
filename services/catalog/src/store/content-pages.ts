import type {
  AdminContentPage,
  ContentLanguage,
  ContentPage,
  ContentPageKey,
} from '@mise/contracts';
import type { Queryable } from '@mise/platform';
import { and, asc, eq } from 'drizzle-orm';
import { contentPages } from './schema.js';

type Row = typeof contentPages.$inferSelect;

export const contentPageOf = (row: Row): ContentPage => ({
  key: row.key as ContentPageKey,
  language: row.language as ContentLanguage,
  title: row.title,
  body: row.body,
  updatedAt: row.updatedAt.toISOString(),
});

/** The stored pages, each with its languages side by side, by key. */
export async function adminContentPages(
  db: Queryable,
  key?: ContentPageKey,
): Promise<AdminContentPage[]> {
  const rows = await db
    .select()
    .from(contentPages)
    .where(key ? eq(contentPages.key, key) : undefined)
    .orderBy(asc(contentPages.key), asc(contentPages.language));
  const pages = new Map<string, AdminContentPage>();
  for (const row of rows) {
    const page = pages.get(row.key) ?? {
      id: row.key as ContentPageKey,
      key: row.key as ContentPageKey,
      languages: {} as AdminContentPage['languages'],
    };
    page.languages[row.language as ContentLanguage] = {
      title: row.title,
      body: row.body,
      updatedAt: row.updatedAt.toISOString(),
    };
    pages.set(row.key, page);
  }
  return [...pages.values()];
}

export async function findContentPage(
  db: Queryable,
  key: ContentPageKey,
  language: ContentLanguage,
  lock = false,
): Promise<ContentPage | undefined> {
  const select = db
    .select()
    .from(contentPages)
    .where(and(eq(contentPages.key, key), eq(contentPages.language, language)));
  const [row] = await (lock ? select.for('update') : select);
  return row && contentPageOf(row);
}

export async function saveContentPage(
  db: Queryable,
  key: ContentPageKey,
  language: ContentLanguage,
  text: { title: string; body: string },
  now: Date,
): Promise<void> {
  await db
    .insert(contentPages)
    .values({ key, language, ...text, updatedAt: now })
    .onConflictDoUpdate({
      target: [contentPages.key, contentPages.language],
      set: { ...text, updatedAt: now },
    });
}

/** Writes the pages that have no row yet; a stored page, edited by staff or not, stays. */
export async function insertMissingContentPages(
  db: Queryable,
  pages: { key: ContentPageKey; language: ContentLanguage; title: string; body: string }[],
  now: Date,
): Promise<number> {
  if (pages.length === 0) return 0;
  const inserted = await db
    .insert(contentPages)
    .values(pages.map((page) => ({ ...page, updatedAt: now })))
    .onConflictDoNothing({ target: [contentPages.key, contentPages.language] })
    .returning({ key: contentPages.key });
  return inserted.length;
}
