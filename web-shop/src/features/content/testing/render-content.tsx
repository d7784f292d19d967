import { Outlet } from 'react-router';
import { withTexts } from '@/shared/i18n/feature-texts';
import type { Language } from '@/shared/i18n/languages';
import { renderRoutes } from '@/shared/testing/render-routes';
import { AboutPage } from '../components/about-page';
import { PrivacyPage, TermsPage } from '../components/document-page';
import { FaqPage } from '../components/faq-page';

/** Test support: the content pages on their paths, with their texts, as routes.tsx mounts them. */
export function renderContent(path: string, language: Language = 'en-CA') {
  return renderRoutes(
    [
      {
        path: '/',
        lazy: withTexts(['content'], async () => ({ Component: Outlet })),
        HydrateFallback: () => null,
        children: [
          { path: 'faq', element: <FaqPage /> },
          { path: 'about-us', element: <AboutPage /> },
          { path: 'tos', element: <TermsPage /> },
          { path: 'privacy', element: <PrivacyPage /> },
        ],
      },
    ],
    path,
    language,
  );
}
