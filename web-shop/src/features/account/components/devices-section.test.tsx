import { shopper, stubIdentityApi } from '@mise/web-testing/identity';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@/shared/i18n/languages';
import { stubOrdersPaymentsApi } from '@/shared/orders/testing/fake-orders-payments-api';
import { polyfillDialog, stubCatalogApi } from '@/shared/testing/fake-catalog';
import { dismissNotice, renderAccount } from '../testing/render-account';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  dismissNotice();
});

const LOG_OUT_EVERYWHERE = '/api/auth/logout-everywhere';

function openSettings(language: Language = 'en-CA') {
  polyfillDialog();
  stubCatalogApi();
  const api = stubIdentityApi({ user: shopper() });
  stubOrdersPaymentsApi();
  const router = renderAccount('/settings', { language });
  return { api, router };
}

describe("'Log out of all devices' in the settings", () => {
  it('asks first, and staying logged in sends nothing', async () => {
    const { api } = openSettings();
    const devices = await screen.findByRole('region', { name: 'Devices' });

    fireEvent.click(within(devices).getByRole('button', { name: 'Log out of all devices' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log out of all devices?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay logged in' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.requestsTo('POST', LOG_OUT_EVERYWHERE)).toEqual([]);
    expect(api.user()).not.toBeNull();
  });

  it('ends every session once confirmed, and lands home signed out with the notice', async () => {
    const { api, router } = openSettings();
    const devices = await screen.findByRole('region', { name: 'Devices' });

    fireEvent.click(within(devices).getByRole('button', { name: 'Log out of all devices' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log out of all devices?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log out everywhere' }));

    expect(await screen.findByText('You have been logged out of all devices')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(api.requestsTo('POST', LOG_OUT_EVERYWHERE)).toHaveLength(1);
    expect(api.user()).toBeNull();
  });

  it('says so when it failed, and stays on the settings', async () => {
    const { api, router } = openSettings();
    const devices = await screen.findByRole('region', { name: 'Devices' });
    api.fail(LOG_OUT_EVERYWHERE);

    fireEvent.click(within(devices).getByRole('button', { name: 'Log out of all devices' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log out of all devices?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log out everywhere' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'You could not be logged out everywhere. Please try again.',
    );
    expect(router.state.location.pathname).toBe('/settings');
  });

  it('speaks French', async () => {
    openSettings('fr-CA');
    const devices = await screen.findByRole('region', { name: 'Appareils' });

    fireEvent.click(
      within(devices).getByRole('button', { name: 'Se déconnecter de tous les appareils' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Se déconnecter de tous les appareils?',
    });
    expect(within(dialog).getByRole('button', { name: 'Se déconnecter partout' })).toBeTruthy();
  });
});
