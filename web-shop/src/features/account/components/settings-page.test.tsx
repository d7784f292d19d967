import type { Address } from '@mise/contracts';
import { shopper, stubIdentityApi } from '@mise/web-testing/identity';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubOrdersPaymentsApi } from '@/shared/orders/testing/fake-orders-payments-api';
import { stubPantryApi } from '@/shared/pantry/testing/fake-pantry-api';
import { stubCatalogApi } from '@/shared/testing/fake-catalog';
import { dismissNotice, renderAccount } from '../testing/render-account';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  dismissNotice();
});

function openSettings(user = shopper()) {
  stubCatalogApi();
  const api = stubIdentityApi({ user });
  stubOrdersPaymentsApi();
  stubPantryApi();
  const router = renderAccount('/settings');
  return { api, router };
}

const section = (name: string) => screen.findByRole('region', { name });
const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

describe('the settings page', () => {
  it('asks a guest to log in, in the popup over the page', async () => {
    stubCatalogApi();
    stubIdentityApi();
    const router = renderAccount('/settings');

    expect(
      await screen.findByRole('heading', { name: 'Log in to see your settings' }),
    ).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe('?loginmode=email'));
  });

  it('saves the profile, showing progress and then the notice', async () => {
    const { api } = openSettings();
    const profile = await section('Profile');
    expect(within(profile).getByText('camille@example.ca')).toBeTruthy();

    type(within(profile).getByRole('textbox', { name: 'First name' }), ' Cami ');
    type(within(profile).getByRole('textbox', { name: 'Phone number' }), '613-555-0100');
    api.hold();
    fireEvent.click(within(profile).getByRole('button', { name: 'Save' }));

    expect(await within(profile).findByRole('button', { name: 'Saving…' })).toHaveProperty(
      'disabled',
      true,
    );
    act(() => api.release());
    expect(await screen.findByText('Updated user successfully')).toBeTruthy();
    expect(api.requestsTo('PUT', '/api/users/user-1')[0]?.body).toEqual({
      firstName: 'Cami',
      lastName: 'Tremblay',
      phoneNumber: '613-555-0100',
      language: 'en-CA',
    });
    expect(api.user()?.firstName).toBe('Cami');
  });

  it('says Required under an emptied name and sends nothing', async () => {
    const { api } = openSettings();
    const profile = await section('Profile');

    type(within(profile).getByRole('textbox', { name: 'Last name' }), '  ');
    fireEvent.click(within(profile).getByRole('button', { name: 'Save' }));

    const lastName = within(profile).getByRole('textbox', { name: 'Last name' });
    expect(lastName.getAttribute('aria-invalid')).toBe('true');
    expect(
      document.getElementById(lastName.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('Required');
    expect(api.requestsTo('PUT', '/api/users/user-1')).toEqual([]);
  });

  it("shows the server's refusal under the field it names", async () => {
    const { api } = openSettings();
    const profile = await section('Profile');

    type(within(profile).getByRole('textbox', { name: 'Phone number' }), 'call me maybe');
    fireEvent.click(within(profile).getByRole('button', { name: 'Save' }));

    expect(await within(profile).findByText('Phone number must be a phone number')).toBeTruthy();
    expect(api.user()?.phoneNumber).toBe('');
  });

  it('says a failed save in words when the server gives none', async () => {
    const { api } = openSettings();
    const profile = await section('Profile');
    api.fail('/api/users/user-1');

    fireEvent.click(within(profile).getByRole('button', { name: 'Save' }));

    expect((await within(profile).findByRole('alert')).textContent).toBe('Something went wrong.');
  });

  it('switches the shop to the language saved for the account', async () => {
    openSettings();
    const profile = await section('Profile');

    fireEvent.change(within(profile).getByRole('combobox', { name: 'Language' }), {
      target: { value: 'fr-CA' },
    });
    fireEvent.click(within(profile).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('heading', { name: 'Paramètres' })).toBeTruthy();
    expect(localStorage.getItem('language')).toBe('fr-CA');
  });

  it('saves the diet and allergies, allergies toggling by presence', async () => {
    const { api } = openSettings(
      shopper({
        shopperInfo: {
          allergies: ['milk'],
          preferences: { diet: 'everything', noOfServingsPerRecipe: 3 },
        },
      }),
    );
    const diet = await section('Diet and allergies');
    expect(within(diet).getByRole('checkbox', { name: 'Milk' })).toHaveProperty('checked', true);

    fireEvent.click(within(diet).getByRole('radio', { name: 'Vegetarian' }));
    fireEvent.click(within(diet).getByRole('checkbox', { name: 'Milk' }));
    fireEvent.click(within(diet).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Updated user successfully')).toBeTruthy();
    expect(api.requestsTo('PUT', '/api/users/user-1')[0]?.body).toEqual({
      shopperInfo: { allergies: [], preferences: { diet: 'vegetarian' } },
    });
    expect(api.user()?.shopperInfo).toEqual({
      allergies: [],
      preferences: { diet: 'vegetarian', noOfServingsPerRecipe: 3 },
    });
  });

  it('saves the servings per recipe alone', async () => {
    const { api } = openSettings();
    const servings = await section('Servings per recipe');

    fireEvent.click(within(servings).getByRole('button', { name: 'More servings' }));
    fireEvent.click(within(servings).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.user()?.shopperInfo.preferences.noOfServingsPerRecipe).toBe(3));
    expect(api.requestsTo('PUT', '/api/users/user-1')[0]?.body).toEqual({
      shopperInfo: { preferences: { noOfServingsPerRecipe: 3 } },
    });
  });
});

describe('the password section', () => {
  it("checks the new password against the spec's rule and the retyped one", async () => {
    const { api } = openSettings();
    const password = await section('Password');

    type(within(password).getByLabelText('Current password'), 'Current#Pass1');
    type(within(password).getByLabelText('New password'), 'weakpass');
    type(within(password).getByLabelText('Retype the new password'), 'weakpas');
    fireEvent.click(within(password).getByRole('button', { name: 'Change password' }));

    expect(
      within(password).getByText(
        'Must Contain 8 Characters, One Uppercase, One Lowercase, One Number and one special case Character',
      ),
    ).toBeTruthy();
    expect(within(password).getByText("Pass Don't match!")).toBeTruthy();
    expect(api.requestsTo('PUT', '/api/auth/changePassword')).toEqual([]);
  });

  it('names a wrong current password, then changes it with the notice', async () => {
    const { api } = openSettings();
    const password = await section('Password');
    const current = within(password).getByLabelText('Current password');

    type(current, 'Wrong#Pass1');
    type(within(password).getByLabelText('New password'), 'Fresh#Pass2');
    type(within(password).getByLabelText('Retype the new password'), 'Fresh#Pass2');
    fireEvent.click(within(password).getByRole('button', { name: 'Change password' }));

    expect(
      await within(password).findByText('Current password is not your current password'),
    ).toBeTruthy();

    type(current, 'Current#Pass1');
    fireEvent.click(within(password).getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('Password has been changed successfully')).toBeTruthy();
    expect(api.password()).toBe('Fresh#Pass2');
    expect(current).toHaveProperty('value', '');
  });

  it('lets an account with only a social login set a password', async () => {
    const { api } = openSettings(shopper({ isPasswordSet: false, hasGoogleLogin: true }));
    const password = await section('Password');
    expect(within(password).queryByLabelText('Current password')).toBeNull();

    type(within(password).getByLabelText('New password'), 'First#Pass1');
    type(within(password).getByLabelText('Retype the new password'), 'First#Pass1');
    fireEvent.click(within(password).getByRole('button', { name: 'Set password' }));

    expect(await screen.findByText('Your password has been set successfully')).toBeTruthy();
    expect(api.requestsTo('PUT', '/api/auth/setPassword')[0]?.body).toEqual({
      password: 'First#Pass1',
    });
    // The account has a password now: the section changes it from here on.
    expect(await within(password).findByLabelText('Current password')).toBeTruthy();
  });
});

describe('the addresses section', () => {
  const home: Address = {
    lineOne: '12 Rue Principale',
    lineTwo: '',
    city: 'Gatineau',
    province: 'QC',
    postalCode: 'J8X 1A1',
    deliveryInstructions: 'Side door',
    country: 'CA',
    primary: true,
  };

  it("adds an address, showing the server's words for a bad postal code", async () => {
    const { api } = openSettings(shopper({ addresses: [home] }));
    const addresses = await section('Delivery addresses');
    expect(within(addresses).getByText('Gatineau, QC J8X 1A1')).toBeTruthy();

    fireEvent.click(within(addresses).getByRole('button', { name: 'Add an address' }));
    const form = within(addresses).getByRole('form', { name: 'New address' });
    fireEvent.click(within(form).getByRole('button', { name: 'Save the address' }));
    expect(within(form).getAllByText('Required')).toHaveLength(4);
    expect(api.requestsTo('PUT', '/api/users/user-1')).toEqual([]);

    type(within(form).getByRole('textbox', { name: 'Address' }), '100 Queen St');
    type(within(form).getByRole('textbox', { name: 'City' }), 'Ottawa');
    fireEvent.change(within(form).getByRole('combobox', { name: 'Province or territory' }), {
      target: { value: 'ON' },
    });
    type(within(form).getByRole('textbox', { name: 'Postal code' }), 'K1A 0B');
    fireEvent.click(within(form).getByRole('button', { name: 'Save the address' }));

    const postalCode = within(form).getByRole('textbox', { name: 'Postal code' });
    expect(
      await within(form).findByText('Postal code must be a Canadian postal code like K1A 0B1'),
    ).toBeTruthy();
    expect(postalCode.getAttribute('aria-invalid')).toBe('true');
    expect(api.user()?.addresses).toEqual([home]);

    type(postalCode, 'k1a0b1');
    fireEvent.click(within(form).getByRole('button', { name: 'Save the address' }));

    expect(await within(addresses).findByText('Ottawa, ON K1A 0B1')).toBeTruthy();
    expect(within(addresses).queryByRole('form')).toBeNull();
    expect(api.user()?.addresses[1]).toMatchObject({ lineOne: '100 Queen St', primary: false });
  });

  it('edits an address, makes another one primary and removes one', async () => {
    const cottage: Address = { ...home, lineOne: '3 Lake Rd', city: 'Wakefield', primary: false };
    const { api } = openSettings(shopper({ addresses: [home, cottage] }));
    const addresses = await section('Delivery addresses');

    fireEvent.click(within(addresses).getByRole('button', { name: 'Edit 3 Lake Rd' }));
    const form = within(addresses).getByRole('form', { name: 'Edit the address' });
    expect(within(form).getByRole('textbox', { name: 'City' })).toHaveProperty(
      'value',
      'Wakefield',
    );
    type(within(form).getByRole('textbox', { name: 'Delivery instructions' }), 'Leave at the dock');
    fireEvent.click(within(form).getByRole('button', { name: 'Save the address' }));
    expect(await within(addresses).findByText('Leave at the dock')).toBeTruthy();

    fireEvent.click(
      within(addresses).getByRole('button', { name: 'Make 3 Lake Rd the primary address' }),
    );
    await waitFor(() =>
      expect(api.user()?.addresses.map((address) => address.primary)).toEqual([false, true]),
    );

    fireEvent.click(
      await within(addresses).findByRole('button', { name: 'Remove 12 Rue Principale' }),
    );
    await waitFor(() =>
      expect(api.user()?.addresses.map((address) => address.lineOne)).toEqual(['3 Lake Rd']),
    );
    expect(within(addresses).queryByText('12 Rue Principale')).toBeNull();
  });
});
