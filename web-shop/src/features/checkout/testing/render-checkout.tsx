import { Outlet, useLocation } from 'react-router';
import type { Language } from '@/shared/i18n/languages';
import { NoticeHost } from '@/shared/notices/notice-host';
import { rememberSignedIn } from '@/shared/session/session-storage';
import { StartupGate } from '@/shared/startup/startup-gate';
import { renderRoutes } from '@/shared/testing/render-routes';
import { CheckoutPage } from '../components/checkout-page';

function Where() {
  const { pathname, search } = useLocation();
  return <h1>{`Page ${pathname}${search}`}</h1>;
}

/**
 * Test support: /checkout on its real path with the shop's providers and the shell's toasts,
 * and the pages it leads to as headings naming their path. `signedIn` leaves the browser's signed-in marker, as a
 * sign-in does, so the cart is read from the server.
 */
export function renderCheckout({
  signedIn = true,
  language = 'en-CA',
}: {
  signedIn?: boolean;
  language?: Language;
} = {}) {
  if (signedIn) rememberSignedIn('ana@example.com');
  return renderRoutes(
    [
      {
        element: (
          <StartupGate handle="mise" brand={null}>
            <Outlet />
            <NoticeHost />
          </StartupGate>
        ),
        children: [
          { path: '/checkout', element: <CheckoutPage /> },
          { path: '/groceries', element: <Where /> },
          { path: '/orders/:orderId', element: <Where /> },
        ],
      },
    ],
    '/checkout',
    language,
  );
}
