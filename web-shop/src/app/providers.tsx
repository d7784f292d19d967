import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Catalogue data changes rarely: a minute saves refetches when shoppers move between pages.
        staleTime: 60_000,
        retry: 1,
      },
    },
  });
}

type AppProvidersProps = { i18n: i18n; queryClient: QueryClient; children: ReactNode };

export function AppProviders({ i18n, queryClient, children }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </I18nextProvider>
  );
}
