import type { RouteObject } from 'react-router';
import { withTexts } from '@/shared/i18n/feature-texts';

/** /linkedinbio: top-level, a page of its own without the shop's header and footer. */
export const linkInBioRoutes = (): RouteObject[] => [
  {
    path: '/linkedinbio',
    lazy: withTexts(['link-in-bio'], async () => {
      const { LinkInBioPage } = await import('./components/link-in-bio-page');
      return { Component: LinkInBioPage };
    }),
  },
];
