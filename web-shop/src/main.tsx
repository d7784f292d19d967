import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders, createQueryClient } from './app/providers';
import { routes } from './app/routes';
import { createI18n } from './shared/i18n/create-i18n';
import { readStoredLanguage } from './shared/i18n/languages';
import './shared/styles/tokens.css';
import './shared/styles/base.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const i18n = createI18n(readStoredLanguage());
const router = createBrowserRouter(routes);

createRoot(container).render(
  <StrictMode>
    <AppProviders i18n={i18n} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
