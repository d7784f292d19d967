import type { ContentLanguage, ContentPage, ContentPageKey } from '@mise/contracts';
import { apiServer } from '@mise/web-testing/api-server';
import { json, problem, type ResolverInfo } from '@mise/web-testing/responses';
import { http } from 'msw';

type Pages = Partial<
  Record<`${ContentPageKey}.${ContentLanguage}`, { title: string; body: string }>
>;

/**
 * Test support: the catalog's GET /api/content-pages/:key in memory, answering the pages given
 * (as "faq.fr-CA") and 404 for any other, as the catalog does; `failing` answers 503 instead.
 */
export function stubContentApi(pages: Pages, options: { failing?: boolean } = {}) {
  const asked: string[] = [];
  apiServer.use(
    http.get('/api/content-pages/:key', ({ request, params }: ResolverInfo) => {
      const key = String(params.key) as ContentPageKey;
      const language = (new URL(request.url).searchParams.get('language') ??
        'en-CA') as ContentLanguage;
      asked.push(`${key}.${language}`);
      if (options.failing) return problem(503, 'Service Unavailable', 'The catalog is down.');
      const text = pages[`${key}.${language}`];
      if (!text) return problem(404, 'Not Found', `The ${key} page has no ${language} text.`);
      const page: ContentPage = { key, language, ...text, updatedAt: '2026-11-27T12:00:00.000Z' };
      return json({ page });
    }),
  );
  return asked;
}
