import type { RouteObject } from 'react-router';
import { withTexts } from '@/shared/i18n/feature-texts';

/** The help and legal pages (spec 2.15): texts staff edit in the console, open to everyone. */
export const contentRoutes = (): RouteObject[] => [
  {
    path: 'faq',
    lazy: withTexts(['content'], async () => {
      const { FaqPage } = await import('./components/faq-page');
      return { Component: FaqPage };
    }),
  },
  {
    path: 'about-us',
    lazy: withTexts(['content'], async () => {
      const { AboutPage } = await import('./components/about-page');
      return { Component: AboutPage };
    }),
  },
  {
    path: 'tos',
    lazy: withTexts(['content'], async () => {
      const { TermsPage } = await import('./components/document-page');
      return { Component: TermsPage };
    }),
  },
  {
    path: 'privacy',
    lazy: withTexts(['content'], async () => {
      const { PrivacyPage } = await import('./components/document-page');
      return { Component: PrivacyPage };
    }),
  },
];
