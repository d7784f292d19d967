import { afterEach, describe, expect, it } from 'vitest';
import { runStorageMigrations, storageVersionKey } from './storage-migrations';

const onRecipes = { path: '/recipes', cookie: '' };
/** A browser that already had the migrations before `version`: only the later ones run. */
const appliedUpTo = (version: string) => localStorage.setItem(storageVersionKey, version);
const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null');

afterEach(() => localStorage.clear());

describe('v1.0', () => {
  it('clears a store that belongs to no guest, session, onboarding or menu', () => {
    localStorage.setItem('search', '"curry"');

    runStorageMigrations(localStorage, onRecipes);

    expect(localStorage.getItem('search')).toBeNull();
    expect(localStorage.getItem(storageVersionKey)).toBe('1.5');
  });

  it.each([
    ['a guest id', 'guestUserId', onRecipes],
    ['a stored token', 'token', onRecipes],
    ['a signed-in marker', 'user', onRecipes],
    ['an onboarding', 'onboarding', onRecipes],
  ])('keeps the store of a browser with %s', (_what, key, context) => {
    localStorage.setItem(key, '"kept"');
    localStorage.setItem('search', '"curry"');

    runStorageMigrations(localStorage, context);

    expect(localStorage.getItem('search')).toBe('"curry"');
  });

  it('keeps the store while a menu is being built or a token cookie exists', () => {
    localStorage.setItem('search', '"curry"');
    runStorageMigrations(localStorage, { path: '/greenkitchen/build-menu/diets', cookie: '' });
    expect(localStorage.getItem('search')).toBe('"curry"');

    localStorage.clear();
    localStorage.setItem('search', '"curry"');
    runStorageMigrations(localStorage, { path: '/', cookie: 'lang=fr; token=abc.def' });
    expect(localStorage.getItem('search')).toBe('"curry"');
  });
});

describe('v1.1', () => {
  it("renames the diet 'Meat & veggies' to everything wherever a diet is stored", () => {
    appliedUpTo('1.0');
    localStorage.setItem('dietPlan', JSON.stringify({ name: 'Meat & veggies' }));
    localStorage.setItem(
      'onboarding',
      JSON.stringify({ currentStep: 'CHOOSE_SERVINGS', steps: { diets: 'Meat & veggies' } }),
    );
    localStorage.setItem('buildMenu', JSON.stringify({ selectedDiet: 'vegan' }));

    runStorageMigrations(localStorage, onRecipes);

    expect(stored('dietPlan')).toEqual({ name: 'everything' });
    expect(stored('onboarding').steps.diets).toBe('everything');
    expect(stored('onboarding').currentStep).toBe('CHOOSE_SERVINGS');
    expect(stored('buildMenu')).toEqual({ selectedDiet: 'vegan' });
  });
});

describe('v1.2', () => {
  it('removes the stored cart and extra products, not the current draft', () => {
    appliedUpTo('1.1');
    localStorage.setItem('Cart', '{"recipes":[]}');
    localStorage.setItem('extraProducts', '[]');
    localStorage.setItem('cartDraft', '{"version":3}');

    runStorageMigrations(localStorage, onRecipes);

    expect(localStorage.getItem('Cart')).toBeNull();
    expect(localStorage.getItem('extraProducts')).toBeNull();
    expect(localStorage.getItem('cartDraft')).toBe('{"version":3}');
  });
});

describe('v1.3', () => {
  it('copies addressLine1 to lineOne, keeping an address that has one already', () => {
    appliedUpTo('1.2');
    localStorage.setItem(
      'deliveryAddress',
      JSON.stringify({ addressLine1: '12 Rue Principale', city: 'Gatineau' }),
    );

    runStorageMigrations(localStorage, onRecipes);

    expect(stored('deliveryAddress')).toEqual({
      addressLine1: '12 Rue Principale',
      lineOne: '12 Rue Principale',
      city: 'Gatineau',
    });

    localStorage.setItem(
      'deliveryAddress',
      JSON.stringify([{ addressLine1: 'old', lineOne: '5 King St' }]),
    );
    appliedUpTo('1.2');
    runStorageMigrations(localStorage, onRecipes);

    expect(stored('deliveryAddress')).toEqual([{ addressLine1: 'old', lineOne: '5 King St' }]);
  });
});

describe('v1.4 and v1.5', () => {
  it('removes the stored categories, then the stored current recipe', () => {
    appliedUpTo('1.3');
    localStorage.setItem('categories', '[]');
    localStorage.setItem('currentRecipe', '{"_id":"chickpea-curry"}');

    runStorageMigrations(localStorage, onRecipes);

    expect(localStorage.getItem('categories')).toBeNull();
    expect(localStorage.getItem('currentRecipe')).toBeNull();
  });

  it('runs only the migration a browser has not had', () => {
    appliedUpTo('1.4');
    localStorage.setItem('categories', '[]');
    localStorage.setItem('currentRecipe', '{}');

    runStorageMigrations(localStorage, onRecipes);

    expect(localStorage.getItem('categories')).toBe('[]');
    expect(localStorage.getItem('currentRecipe')).toBeNull();
  });
});

describe('the migrations as a whole', () => {
  it('run once: a second start changes nothing', () => {
    localStorage.setItem('guestUserId', 'guest-1');
    runStorageMigrations(localStorage, onRecipes);
    localStorage.setItem('categories', '["kept this time"]');

    runStorageMigrations(localStorage, onRecipes);

    expect(localStorage.getItem('categories')).toBe('["kept this time"]');
  });

  it('clear all local storage when one of them fails', () => {
    localStorage.setItem('guestUserId', 'guest-1');
    localStorage.setItem('language', 'fr-CA');
    localStorage.setItem('deliveryAddress', '{not json');

    runStorageMigrations(localStorage, onRecipes);

    expect(localStorage.getItem('guestUserId')).toBeNull();
    expect(localStorage.getItem('language')).toBeNull();
    // Cleared, then recorded as done: the failure does not repeat on every start.
    expect(localStorage.getItem(storageVersionKey)).toBe('1.5');
    expect(localStorage.length).toBe(1);
  });
});
