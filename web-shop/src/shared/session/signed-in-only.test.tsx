import { fakeCustomer, stubIdentityApi } from '@mise/web-testing/identity';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/shared/testing/render-routes';
import { SignedInOnly } from './signed-in-only';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function openAccountPage(path = '/account-page') {
  return renderRoutes(
    [
      {
        path: '/account-page',
        element: (
          <SignedInOnly signedOutTitle="Log in to see this page" signedOutBody="Your cart is kept.">
            {(user) => <h1>Hello {user.firstName}</h1>}
          </SignedInOnly>
        ),
      },
    ],
    path,
  );
}

describe('a page for signed-in shoppers only', () => {
  it('shows itself to the signed-in shopper, with their account', async () => {
    stubIdentityApi().signedInAs(fakeCustomer.email);
    const router = openAccountPage();

    expect(await screen.findByRole('heading', { name: 'Hello Ana' })).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it('opens the login popup for a guest, over a panel that says why', async () => {
    stubIdentityApi();
    const router = openAccountPage('/account-page?diet=vegan');

    expect(await screen.findByRole('heading', { name: 'Log in to see this page' })).toBeTruthy();
    expect(screen.getByText('Your cart is kept.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe('?diet=vegan&loginmode=email'));
  });

  it('leaves a popup already open at another step as it is', async () => {
    stubIdentityApi();
    const router = openAccountPage('/account-page?loginmode=signup');

    await screen.findByRole('heading', { name: 'Log in to see this page' });
    expect(router.state.location.search).toBe('?loginmode=signup');
  });

  it('lets a guest close the popup, and open it again from the panel', async () => {
    stubIdentityApi();
    const router = openAccountPage();
    await waitFor(() => expect(router.state.location.search).toBe('?loginmode=email'));

    // Closing the popup takes loginmode off the address.
    await act(() => router.navigate('/account-page', { replace: true }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(router.state.location.search).toBe('');

    const logIn = screen.getByRole('link', { name: 'Log in' });
    expect(logIn.getAttribute('href')).toBe('/account-page?loginmode=email');
  });
});
