import { type FakeIdentityApi, shopper, stubIdentityApi } from '@mise/web-testing/identity';
import { useQueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionQuery } from '@/shared/session/use-session';
import { stubCatalogApi } from '@/shared/testing/fake-catalog';
import { readOnboarding } from '../api/onboarding-state';
import { dismissNotice, renderAccount } from '../testing/render-account';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  dismissNotice();
});

const stored = () => JSON.parse(localStorage.getItem('onboarding') ?? 'null');
const next = () => fireEvent.click(screen.getByRole('link', { name: 'Next' }));
const rice = { id: 'rice', name: 'Basmati rice', quantity: 2, units: 'kg', expiryDate: null };

function rememberOnboarding(steps: object, isUpdating = false) {
  localStorage.setItem(
    'onboarding',
    JSON.stringify({ currentStep: 'CHOOSE_GROCERIES', steps, isUpdating }),
  );
}

/** Stands in for the auth feature's form: a sign-up starts the session as followSignIn does. */
function signUpFormFor(api: FakeIdentityApi) {
  function SignUpForm() {
    const client = useQueryClient();
    return (
      <button
        type="button"
        onClick={() => {
          const user = shopper({ _id: 'new-user' });
          api.signIn(user);
          client.setQueryData(sessionQuery.queryKey, () => ({ user, accessedBy: null }));
        }}
      >
        Create my account
      </button>
    );
  }
  return { index: true, element: <SignUpForm /> };
}

describe('the onboarding steps', () => {
  it('walk a guest through diet, allergies, servings and groceries, storing each choice', async () => {
    stubCatalogApi();
    stubIdentityApi();
    const router = renderAccount('/onboarding/begin');

    fireEvent.click(await screen.findByRole('link', { name: 'Get started' }));

    expect(await screen.findByRole('heading', { name: 'Which diet do you follow?' })).toBeTruthy();
    const progress = screen.getByRole('navigation', { name: 'Onboarding steps' });
    expect(within(progress).getAllByRole('listitem')).toHaveLength(5);
    expect(progress.querySelector('[aria-current="step"]')?.textContent).toBe('1Step 1: Diet');
    expect(screen.getByRole('radio', { name: 'Everything' })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('radio', { name: 'Vegan' }));
    expect(stored()).toMatchObject({ currentStep: 'CHOOSE_DIETS', steps: { diets: 'vegan' } });
    next();

    expect(await screen.findByRole('heading', { name: 'Any allergies?' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'No allergies, next' })).toBeTruthy();
    const milk = screen.getByRole('checkbox', { name: 'Milk' });
    fireEvent.click(milk);
    fireEvent.click(milk);
    fireEvent.click(milk);
    expect(stored().steps.allergies).toEqual(['milk']);
    next();

    expect(
      await screen.findByRole('heading', { name: 'How many servings per recipe?' }),
    ).toBeTruthy();
    expect(screen.getByText('2 servings')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'More servings' }));
    expect(stored().steps.servings).toBe(3);
    next();

    expect(await screen.findByRole('heading', { name: 'What do you already have?' })).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Find an ingredient' }), {
      target: { value: 'rice' },
    });
    fireEvent.click(await screen.findByRole('button', { name: /Basmati rice/ }));
    const quantity = screen.getByRole('textbox', { name: 'Quantity' });
    fireEvent.change(quantity, { target: { value: 'two' } });
    expect(quantity).toHaveProperty('value', '1');
    fireEvent.change(quantity, { target: { value: '2' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Unit' }), { target: { value: 'kg' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Basmati rice' }));
    const chosen = screen.getByRole('list', { name: 'Groceries you have' });
    expect(within(chosen).getByText('2 kg')).toBeTruthy();
    expect(within(chosen).getByText('No expiry date set')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding/account'));
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeTruthy();
    expect(stored()).toEqual({
      currentStep: 'CHOOSE_GROCERIES',
      steps: { diets: 'vegan', allergies: ['milk'], servings: 3, groceries: [rice] },
      isUpdating: true,
    });
  });

  it('needs a quantity of at least 1 and keeps an expiry date from today on', async () => {
    stubCatalogApi();
    stubIdentityApi();
    renderAccount('/onboarding/groceries');

    fireEvent.change(await screen.findByRole('searchbox', { name: 'Find an ingredient' }), {
      target: { value: 'onion' },
    });
    fireEvent.click(await screen.findByRole('button', { name: /Yellow onion/ }));
    expect(screen.getByRole('combobox', { name: 'Unit' })).toHaveProperty('value', 'unit');
    fireEvent.change(screen.getByRole('textbox', { name: 'Quantity' }), {
      target: { value: '0.5' },
    });
    const add = screen.getByRole('button', { name: 'Add Yellow onion' });
    expect(add).toHaveProperty('disabled', true);

    fireEvent.change(screen.getByRole('textbox', { name: 'Quantity' }), { target: { value: '3' } });
    const expiry = screen.getByLabelText('Expiry date (optional)');
    expect(expiry.getAttribute('min')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    fireEvent.change(expiry, { target: { value: '2031-03-09' } });
    fireEvent.click(add);

    expect(screen.getByText('Expires 09-03-31')).toBeTruthy();
    expect(readOnboarding().steps.groceries[0]?.expiryDate).toBe(new Date(2031, 2, 9).getTime());
    fireEvent.click(screen.getByRole('button', { name: 'Remove Yellow onion' }));
    expect(readOnboarding().steps.groceries).toEqual([]);
  });

  it('come back to the stored choices after a reload, and Back leads to the step before', async () => {
    stubCatalogApi();
    stubIdentityApi();
    rememberOnboarding({ servings: 5 });
    const router = renderAccount('/onboarding/servings');

    expect(await screen.findByText('5 servings')).toBeTruthy();
    // The step is recorded by an effect after it renders: wait for the record itself.
    await waitFor(() => expect(stored().currentStep).toBe('CHOOSE_SERVINGS'));
    fireEvent.click(screen.getByRole('link', { name: 'Back' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding/allergies'));
  });
});

describe('completing the onboarding', () => {
  it('applies the choices once the guest has signed up, then resets them', async () => {
    stubCatalogApi();
    const api = stubIdentityApi();
    rememberOnboarding(
      { diets: 'vegan', allergies: ['milk'], servings: 4, groceries: [rice] },
      true,
    );
    const router = renderAccount('/onboarding/account', { signUpForm: signUpFormFor(api) });

    fireEvent.click(await screen.findByRole('button', { name: 'Create my account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/recipes'));
    expect(api.onboardings).toEqual([
      { diet: 'vegan', allergies: ['milk'], servings: 4, groceries: [rice] },
    ]);
    expect(api.user()?.shopperInfo).toEqual({
      allergies: ['milk'],
      preferences: { diet: 'vegan', noOfServingsPerRecipe: 4 },
    });
    expect(localStorage.getItem('onboarding')).toBeNull();
  });

  it('offers the login popup to a guest when no sign-up form is given', async () => {
    stubCatalogApi();
    stubIdentityApi();
    renderAccount('/onboarding/account');

    const create = await screen.findByRole('link', { name: 'Create my account' });
    expect(create.getAttribute('href')).toBe('/onboarding/account?loginmode=signup');
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/onboarding/account?loginmode=email',
    );
  });

  it('sends a shopper who signed up without the steps to the groceries, choices untouched', async () => {
    stubCatalogApi();
    const api = stubIdentityApi({ user: shopper() });
    rememberOnboarding({ diets: 'keto' }, false);
    const router = renderAccount('/onboarding/account');

    await waitFor(() => expect(router.state.location.pathname).toBe('/groceries'));
    expect(api.onboardings).toEqual([]);
    expect(stored().steps.diets).toBe('keto');
  });

  it('sends a signed-in shopper straight on, to the groceries when the cart has recipes', async () => {
    stubCatalogApi();
    const api = stubIdentityApi({ user: shopper() });
    localStorage.setItem(
      'cartDraft',
      JSON.stringify({ version: 2, selections: [{ id: 'chickpea-curry', servings: 2 }] }),
    );
    rememberOnboarding({ diets: 'vegetarian', allergies: [], servings: 2, groceries: [] });
    const router = renderAccount('/onboarding/groceries');

    const progress = await screen.findByRole('navigation', { name: 'Onboarding steps' });
    await waitFor(() => expect(within(progress).getAllByRole('listitem')).toHaveLength(4));
    api.hold();
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));

    expect(await screen.findByRole('button', { name: 'Saving your choices…' })).toHaveProperty(
      'disabled',
      true,
    );
    act(() => api.release());
    await waitFor(() => expect(router.state.location.pathname).toBe('/groceries'));
    expect(api.onboardings[0]).toMatchObject({ diet: 'vegetarian', servings: 2 });
    expect(localStorage.getItem('onboarding')).toBeNull();
  });

  it('tells why the server refused the choices, and stops trying them at every sign-in', async () => {
    stubCatalogApi();
    const api = stubIdentityApi();
    rememberOnboarding({ diets: 'carnivore', allergies: [], servings: 2, groceries: [] }, true);
    renderAccount('/onboarding/account', { signUpForm: signUpFormFor(api) });

    fireEvent.click(await screen.findByRole('button', { name: 'Create my account' }));

    expect(
      await screen.findByText(/Your onboarding choices could not be saved: .*diet/),
    ).toBeTruthy();
    expect(api.onboardings).toEqual([]);
    expect(stored()).toMatchObject({ isUpdating: false, steps: { diets: 'carnivore' } });
  });
});
