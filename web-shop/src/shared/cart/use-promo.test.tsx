import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '@/shared/i18n/create-i18n';
import { chickpeaCurry } from '@/shared/testing/fake-catalog';
import { type FakeCartApi, stubCartApi } from './testing/fake-cart-api';
import { useCart } from './use-cart';
import { usePromo } from './use-promo';

/** Just enough of a promo field to drive the hook. */
function PromoProbe({ code }: { code: string }) {
  const cart = useCart();
  const promo = usePromo();
  return (
    <>
      <button type="button" onClick={() => cart.addRecipe(chickpeaCurry)}>
        add
      </button>
      <button type="button" onClick={() => promo.apply(code)}>
        apply
      </button>
      <button type="button" onClick={promo.remove}>
        remove
      </button>
      <p>{promo.error ?? promo.notice ?? ''}</p>
      <output>{cart.cart?.cost.promoDiscount ?? '-'}</output>
    </>
  );
}

function renderProbe(code: string, language: 'en-CA' | 'fr-CA' = 'en-CA') {
  render(
    <I18nextProvider i18n={createI18n(language)}>
      <QueryClientProvider client={new QueryClient()}>
        <PromoProbe code={code} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
const promoCalls = () => api.promoChecks;

let api: FakeCartApi;

beforeEach(() => {
  localStorage.clear();
  api = stubCartApi({ recipes: [chickpeaCurry], centsPerServing: 1000 });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('usePromo', () => {
  it('upper-cases the code, applies it and shows the new cart', async () => {
    renderProbe(' 10off ');
    fireEvent.click(screen.getByText('add'));
    await settle();
    fireEvent.click(screen.getByText('apply'));
    await settle();

    expect(promoCalls()).toEqual([{ promoCode: '10OFF', isRemove: false }]);
    expect(screen.getByText('Promo code has been applied successfully')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('200');
    expect(api.stored()?.promo?.applied).toBe(true);

    fireEvent.click(screen.getByText('remove'));
    await settle();
    expect(promoCalls()[1]).toEqual({ promoCode: '10OFF', isRemove: true });
    expect(screen.getByRole('status').textContent).toBe('0');
  });

  it('says the code is incorrect when it does not apply', async () => {
    renderProbe('nope');
    fireEvent.click(screen.getByText('apply'));
    await settle();

    expect(screen.getByText('Coupon code incorrect')).toBeTruthy();
  });

  it('says the check went wrong, not that the code is incorrect, when the call fails', async () => {
    vi.stubGlobal('fetch', async () => new Response('down', { status: 500 }));
    renderProbe('10OFF');
    fireEvent.click(screen.getByText('apply'));
    await settle();

    expect(
      screen.getByText('The code could not be checked. Something went wrong, please try again!'),
    ).toBeTruthy();
    expect(screen.queryByText('Coupon code incorrect')).toBeNull();
  });

  it.each([
    ['en-CA', 'Too many tries. Please wait 42 seconds and try again.'],
    ['fr-CA', 'Trop de tentatives. Veuillez patienter 42 secondes, puis réessayer.'],
  ] as const)('says how long to wait after too many tries, in %s', async (language, words) => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(
          JSON.stringify({
            type: 'https://mise.ca/problems/too-many-requests',
            title: 'Too Many Requests',
            status: 429,
            message: 'Too many tries. Please wait 42 seconds and try again.',
          }),
          {
            status: 429,
            headers: { 'Content-Type': 'application/problem+json', 'Retry-After': '42' },
          },
        ),
    );
    renderProbe('10OFF', language);
    fireEvent.click(screen.getByText('apply'));

    expect(await screen.findByText(words)).toBeTruthy();
  });

  it('asks for a code rather than checking an empty one', () => {
    renderProbe('  ');
    fireEvent.click(screen.getByText('apply'));

    expect(screen.getByText('Enter a promo code')).toBeTruthy();
    expect(promoCalls()).toEqual([]);
  });
});
