import {
  type AdminContentPage,
  type adminContentPagesAnswer,
  type ContentLanguage,
  type contentPageAnswer,
  contentPageChange,
  contentPageParams,
  contentPageQuery,
  faqOutlineProblems,
} from '@mise/contracts';
import { auditStaffAction, badRequest, notFound, parseInput, requireStaff } from '@mise/platform';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { adminContentPages, findContentPage, saveContentPage } from '../store/content-pages.js';
import { outbox } from '../store/schema.js';
import type { AdminCatalogRouteOptions } from './admin-products.js';
import { cacheFlagAnswer } from './caching.js';

/** The shop lists the FAQ by category and question: a body it cannot read so is refused. */
function refuseBrokenFaq(languages: z.infer<typeof contentPageChange>['languages']) {
  const fields = Object.entries(languages).flatMap(([language, text]) =>
    faqOutlineProblems(text.body).map((problem) => ({
      field: `languages.${language}.body`,
      rule: 'faq_outline',
      message: `languages.${language}.body ${problem}`,
    })),
  );
  if (fields.length > 0) {
    throw badRequest(fields.map(({ message }) => message).join('; '), fields);
  }
}

/** GET /api/content-pages/:key?language=fr-CA: a content page for the shop, in one language. */
export const contentPageRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.infra.database;
  app.get('/:key', async (request, reply): Promise<z.infer<typeof contentPageAnswer>> => {
    const { key } = parseInput(contentPageParams, request.params, 'params');
    const { language } = parseInput(contentPageQuery, request.query, 'query');
    const page = await findContentPage(db, key, language);
    if (!page) throw notFound(`The ${key} page has no ${language} text.`);
    // Staff edit these: like flags, an edit should reach shoppers within a minute.
    cacheFlagAnswer(reply);
    return { page };
  });
};

/**
 * /api/admin/content-pages: every staff member reads the pages (FAQ, about, terms, privacy)
 * with their languages side by side; support and operations edit them (content.write), each
 * save audited with the texts of the languages it changed, before and after.
 */
export const adminContentPageRoutes: FastifyPluginAsync<AdminCatalogRouteOptions> = async (
  app,
  { onEventsCommitted },
) => {
  const { db } = app.infra.database;
  const page = async (key: AdminContentPage['key']): Promise<{ data: AdminContentPage }> => {
    const [found] = await adminContentPages(db, key);
    return { data: found ?? { id: key, key, languages: {} } };
  };

  app.get('/', async (request): Promise<z.infer<typeof adminContentPagesAnswer>> => {
    requireStaff(request, 'read');
    const pages = await adminContentPages(db);
    return { data: pages, total: pages.length };
  });

  app.get('/:key', async (request) => {
    requireStaff(request, 'read');
    return page(parseInput(contentPageParams, request.params, 'params').key);
  });

  app.put('/:key', async (request) => {
    requireStaff(request, 'content.write');
    const { key } = parseInput(contentPageParams, request.params, 'params');
    const { languages } = parseInput(contentPageChange, request.body, 'body');
    if (key === 'faq') refuseBrokenFaq(languages);
    const now = new Date();
    const wrote = await db.transaction(async (tx) => {
      // One audit entry per save, on the page, each language changed before and after.
      const before: Record<string, { title: string; body: string } | null> = {};
      const after: Record<string, { title: string; body: string }> = {};
      for (const [language, text] of Object.entries(languages) as [
        ContentLanguage,
        { title: string; body: string },
      ][]) {
        const stored = await findContentPage(tx, key, language, true);
        if (stored && stored.title === text.title && stored.body === text.body) continue;
        await saveContentPage(tx, key, language, text, now);
        before[language] = stored ? { title: stored.title, body: stored.body } : null;
        after[language] = text;
      }
      if (Object.keys(after).length === 0) return false;
      await auditStaffAction(tx, outbox, request, 'catalog', {
        action: 'content-pages.edit',
        record: { type: 'content-page', id: key },
        before,
        after,
      });
      return true;
    });
    if (wrote) onEventsCommitted();
    return page(key);
  });
};
