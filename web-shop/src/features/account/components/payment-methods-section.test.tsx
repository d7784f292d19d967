import type { PaymentMethodAnswer } from '@mise/contracts';
import { shopper, stubIdentityApi } from '@mise/web-testing/identity';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Language } from '@/shared/i18n/languages';
import { savedCard, stubOrdersPaymentsApi } from '@/shared/orders/testing/fake-orders-payments-api';
import { polyfillDialog, stubCatalogApi } from '@/shared/testing/fake-catalog';
import { dismissNotice, renderAccount } from '../testing/render-account';

beforeAll(polyfillDialog);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  dismissNotice();
});

const visa = savedCard();
const mastercard = savedCard({
  id: 'pm_mastercard',
  brand: 'mastercard',
  last4: '4444',
  expMonth: 11,
  expYear: 2029,
  billingName: null,
  isDefault: false,
});

function openSettings(cards: PaymentMethodAnswer[], language: Language = 'en-CA') {
  stubCatalogApi();
  stubIdentityApi({ user: shopper() });
  const api = stubOrdersPaymentsApi({ savedCards: cards });
  renderAccount('/settings', { language });
  return api;
}

const paymentMethods = () => screen.findByRole('region', { name: 'Payment methods' });
const entryOf = (section: HTMLElement, name: string) => {
  const entry = within(section).getByText(name).closest('li');
  if (!entry) throw new Error(`No saved card reads ${name}`);
  return within(entry);
};

describe('the payment methods section', () => {
  it('lists the saved cards, the default one marked and the others able to become it', async () => {
    openSettings([visa, mastercard]);
    const section = await paymentMethods();

    const first = await waitFor(() => entryOf(section, 'Visa ending in 4242'));
    expect(first.getByText('Default')).toBeTruthy();
    expect(first.getByText('Expires 04/2031')).toBeTruthy();
    expect(first.getByText('Camille Tremblay')).toBeTruthy();
    expect(first.queryByRole('button', { name: /default card/ })).toBeNull();

    const second = entryOf(section, 'Mastercard ending in 4444');
    expect(second.queryByText('Default')).toBeNull();
    expect(second.getByText('Expires 11/2029')).toBeTruthy();
    expect(
      second.getByRole('button', { name: 'Make Mastercard ending in 4444 the default card' }),
    ).toBeTruthy();
  });

  it('makes another card the default, with the notice', async () => {
    const api = openSettings([visa, mastercard]);
    const section = await paymentMethods();

    fireEvent.click(
      await within(section).findByRole('button', {
        name: 'Make Mastercard ending in 4444 the default card',
      }),
    );

    expect(await screen.findByText('Updated the payment method successfully')).toBeTruthy();
    expect(api.requestsTo('PUT', '/api/users/payments/pm_mastercard')[0]?.body).toEqual({
      isDefault: true,
    });
    expect(entryOf(section, 'Mastercard ending in 4444').getByText('Default')).toBeTruthy();
    expect(entryOf(section, 'Visa ending in 4242').queryByText('Default')).toBeNull();
    expect(
      within(section).getByRole('button', { name: 'Make Visa ending in 4242 the default card' }),
    ).toBeTruthy();
  });

  it('removes a card only once the shopper confirms, with the notice', async () => {
    const api = openSettings([visa, mastercard]);
    const section = await paymentMethods();

    fireEvent.click(
      await within(section).findByRole('button', { name: 'Remove Visa ending in 4242' }),
    );
    const asked = await screen.findByRole('dialog', { name: 'Remove this card?' });
    expect(
      within(asked).getByText(
        'Visa ending in 4242 will no longer be offered when you pay. You can save it again at checkout.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(asked).getByRole('button', { name: 'Keep the card' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.requestsTo('DELETE', '/api/users/payments/pm_visa')).toEqual([]);

    fireEvent.click(within(section).getByRole('button', { name: 'Remove Visa ending in 4242' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove this card?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove the card' }));

    expect(await screen.findByText('Detached the payment method successfully')).toBeTruthy();
    expect(api.cards().map((card) => card.id)).toEqual(['pm_mastercard']);
    await waitFor(() => expect(within(section).queryByText('Visa ending in 4242')).toBeNull());
    expect(within(section).getByText('Mastercard ending in 4444')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says a card removed elsewhere is gone, and shows the cards left', async () => {
    const api = openSettings([visa, mastercard]);
    const section = await paymentMethods();
    const makeDefault = await within(section).findByRole('button', {
      name: 'Make Mastercard ending in 4444 the default card',
    });
    api.forget('pm_mastercard');

    fireEvent.click(makeDefault);

    expect((await within(section).findByRole('alert')).textContent).toBe(
      'This card is no longer saved. The list now shows the cards you have.',
    );
    await waitFor(() =>
      expect(within(section).queryByText('Mastercard ending in 4444')).toBeNull(),
    );
  });

  it('says where cards come from when none is saved', async () => {
    openSettings([]);
    const section = await paymentMethods();

    expect(await within(section).findByText('No saved card yet.')).toBeTruthy();
    expect(
      within(section).getByText("Cards are saved at checkout: tick 'Save this card' when you pay."),
    ).toBeTruthy();
    expect(within(section).queryByRole('list')).toBeNull();
  });

  it('says the cards could not be loaded, and reads them again on request', async () => {
    const api = openSettings([visa]);
    api.fail('/api/users/payment-methods');
    const section = await paymentMethods();

    const failure = await within(section).findByRole('alert');
    expect(failure.textContent).toContain('Your saved cards could not be loaded.');

    api.recover();
    fireEvent.click(within(failure).getByRole('button', { name: 'Try again' }));

    expect(await within(section).findByText('Visa ending in 4242')).toBeTruthy();
    expect(within(section).queryByRole('alert')).toBeNull();
  });

  it('speaks French', async () => {
    openSettings([visa, mastercard], 'fr-CA');
    const section = await screen.findByRole('region', { name: 'Modes de paiement' });

    expect(await within(section).findByText('Visa se terminant par 4242')).toBeTruthy();
    expect(within(section).getByText('Par défaut')).toBeTruthy();
    expect(within(section).getByText('Expire 11/2029')).toBeTruthy();
  });
});
