import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { prefetchFirstPageData, preloadFirstPageCode } from './app/prefetch-first-page';
import { AppProviders, createQueryClient } from './app/providers';
import { routes } from './app/routes';
import { startThirdPartySlots } from './shared/analytics/third-party-slots';
import { readStoredLanguage } from './shared/i18n/languages';
import { startI18n } from './shared/i18n/shop-i18n';
import { startErrorReporting } from './shared/startup/error-reporting';
import { runStorageMigrations } from './shared/startup/storage-migrations';
import './shared/styles/tokens.css';
import './shared/styles/base.css';

/** Lets the browser paint and handle input between the start-up steps (no long task). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(container: HTMLElement) {
  // Before anything reads the storage: what an older shop stored is brought up to date first.
  runStorageMigrations(localStorage, { path: window.location.pathname, cookie: document.cookie });
  // The network first: the first page's data (the longer chain: start-up answer, then the
  // page's calls) and its code, then, a step per task, the router.
  const matches = matchRoutes(routes, window.location) ?? [];
  const queryClient = createQueryClient();
  startErrorReporting(queryClient);
  prefetchFirstPageData(queryClient, matches, window.location.search);
  preloadFirstPageCode(matches);
  await nextTask();
  const router = createBrowserRouter(routes);
  await nextTask();
  const i18n = await startI18n(readStoredLanguage());
  await nextTask();
  // A transition, so React renders the shop in interruptible slices instead of one long task.
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <AppProviders i18n={i18n} queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
  // Third-party scripts come last, once the shop is up (and only those configured).
  await nextTask();
  void startThirdPartySlots(router);
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
void start(container);
