import { faqOutlineProblems } from '@mise/contracts';
import type { Database, Logger } from '@mise/platform';
import { insertMissingContentPages } from '../store/content-pages.js';
import { readContentSeed } from '../store/read-content-seed.js';
import { SeedFileError } from '../store/read-seed.js';

/**
 * Gives every content page (FAQ, about, terms, privacy) its shipped text in each language it
 * has none in. Runs at every start, so a page added to the folder arrives with the next
 * release, while a page staff already edited keeps their text.
 */
export async function seedContentPages(db: Database, folder: string, logger: Logger) {
  const pages = await readContentSeed(folder);
  for (const page of pages.filter(({ key }) => key === 'faq')) {
    const problems = faqOutlineProblems(page.body);
    if (problems.length > 0) throw new SeedFileError(`faq.${page.language}.md`, problems);
  }
  const inserted = await insertMissingContentPages(db, pages, new Date());
  if (inserted > 0) logger.info({ folder, inserted }, `content pages seeded: ${inserted}`);
}
