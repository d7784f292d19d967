import { shopper, stubIdentityApi } from '@mise/web-testing/identity';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@/shared/i18n/languages';
import { stubOrdersPaymentsApi } from '@/shared/orders/testing/fake-orders-payments-api';
import { stubPantryApi } from '@/shared/pantry/testing/fake-pantry-api';
import { stubCatalogApi } from '@/shared/testing/fake-catalog';
import { renderAccount } from '../testing/render-account';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function openSettings(
  pantryOptions: Parameters<typeof stubPantryApi>[0] = {},
  language: Language = 'en-CA',
) {
  stubCatalogApi();
  stubIdentityApi({ user: shopper() });
  stubOrdersPaymentsApi();
  const pantry = stubPantryApi(pantryOptions);
  renderAccount('/settings', { language });
  return pantry;
}

/** Holds the reminder saves until `release()`, to see the switch while one is out. */
function holdReminderSaves() {
  const served = globalThis.fetch;
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method === 'PUT' && String(input).includes('/users/pantry/reminders')) await held;
    return served(input, init);
  });
  return () => release();
}

const remindersSection = () => screen.findByRole('region', { name: 'Pantry reminders' });
const reminderSwitch = (section: HTMLElement) =>
  within(section).getByRole('switch', { name: 'E-mail me before my groceries expire' });

describe('the pantry reminders switch', () => {
  it('shows the kept choice, and saves a flip, waiting meanwhile', async () => {
    const pantry = openSettings();
    const section = await remindersSection();
    await waitFor(() => expect(reminderSwitch(section)).toHaveProperty('checked', true));
    const release = holdReminderSaves();

    fireEvent.click(reminderSwitch(section));
    expect((await within(section).findByRole('status')).textContent).toBe('Saving…');
    expect(reminderSwitch(section)).toHaveProperty('checked', false);
    expect(reminderSwitch(section)).toHaveProperty('disabled', true);
    release();

    await waitFor(() => expect(reminderSwitch(section)).toHaveProperty('disabled', false));
    expect(reminderSwitch(section)).toHaveProperty('checked', false);
    expect(pantry.requestsTo('PUT', '/api/users/pantry/reminders').map((put) => put.body)).toEqual([
      { remindersOn: false },
    ]);
    expect(pantry.remindersOn()).toBe(false);
  });

  it('says when the choice could not be loaded', async () => {
    openSettings({ failing: ['/api/users/pantry/reminders'] });
    expect(
      await within(await remindersSection()).findByText(
        'Your reminder choice could not be loaded.',
      ),
    ).toBeTruthy();
  });

  it('keeps the switch as it was when a save fails', async () => {
    const pantry = openSettings({ remindersOn: false });
    const section = await remindersSection();
    await waitFor(() => expect(reminderSwitch(section)).toHaveProperty('disabled', false));
    pantry.fail('/api/users/pantry/reminders');

    fireEvent.click(reminderSwitch(section));
    expect((await within(section).findByRole('alert')).textContent).toBe(
      'Your reminder choice could not be saved. Please try again.',
    );
    expect(within(section).getAllByRole('alert')).toHaveLength(1);
    expect(reminderSwitch(section)).toHaveProperty('checked', false);
  });

  it('speaks French', async () => {
    openSettings({}, 'fr-CA');
    const section = await screen.findByRole('region', { name: 'Rappels du garde-manger' });
    expect(
      within(section).getByRole('switch', {
        name: 'Me prévenir par courriel avant que mes produits expirent',
      }),
    ).toBeTruthy();
  });
});
