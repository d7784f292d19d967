import type { ContentPage, ContentPageKey } from '@mise/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/shared/api/http';
import type { Language } from '@/shared/i18n/languages';

/** GET /api/content-pages/:key?language=: a page staff edit in the console, in one language. */
export const contentPageQuery = (key: ContentPageKey, language: Language) =>
  queryOptions({
    queryKey: ['content-page', key, language],
    queryFn: () =>
      apiFetch<{ page: ContentPage }>(
        `/content-pages/${key}?language=${encodeURIComponent(language)}`,
      ),
    select: (answer) => answer.page,
    // The server lets an edit reach shoppers within a minute; a visit need not ask more often.
    staleTime: 60_000,
  });
