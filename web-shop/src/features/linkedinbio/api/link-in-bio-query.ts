import type { LinkInBioAnswer } from '@mise/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/shared/api/http';

/** GET /api/linkedinbio/: the storefront's plans and featured recipes (the default one without). */
export const linkInBioQuery = (handle: string | null) =>
  queryOptions({
    queryKey: ['link-in-bio', handle],
    queryFn: ({ signal }) =>
      apiFetch<LinkInBioAnswer>(
        handle ? `/linkedinbio/?influencerId=${encodeURIComponent(handle)}` : '/linkedinbio/',
        { signal },
      ),
  });

/** A shop path as the storefront shows it: under /{handle} unless it is the default one. */
export function storefrontPath(influencer: LinkInBioAnswer['influencer'], path: string): string {
  return influencer.isDefaultInfluencer ? path : `/${influencer.handle}${path}`;
}
