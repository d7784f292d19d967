import { withTexts } from '@/shared/i18n/feature-texts';
import type { Language } from '@/shared/i18n/languages';
import { renderRoutes } from '@/shared/testing/render-routes';
import { DeliveryPage } from '../components/delivery-page';

/** Test support: /delivery with the texts routes.tsx loads for it. */
export function renderDelivery(language: Language = 'en-CA') {
  return renderRoutes(
    [
      {
        path: '/delivery',
        lazy: withTexts(['orders', 'account'], async () => ({ Component: DeliveryPage })),
        HydrateFallback: () => null,
      },
    ],
    '/delivery',
    language,
  );
}
