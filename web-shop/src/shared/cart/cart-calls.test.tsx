import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/api/http';
import { useSharedMenu } from './cart-calls';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('gives the failure of the shared-menu call, so the page can say delivery is not free', async () => {
  vi.stubGlobal('fetch', async () => new Response('down', { status: 503 }));
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useSharedMenu(), { wrapper });
  expect(result.current.error).toBeNull();

  await act(async () => {
    result.current.markShared('https://mise.test/recipes?addRecipes=curry%3A%3A2');
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

  expect(result.current.error).toBeInstanceOf(ApiError);
  expect((result.current.error as ApiError).status).toBe(503);
});
