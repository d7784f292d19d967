import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubGroceriesServices } from '../testing/groceries-services';
import { fixtureSelections, rememberDraft, renderGroceries } from '../testing/render-groceries';

beforeEach(() => {
  stubGroceriesServices();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the printable shopping list', () => {
  it('lists what is bought, by category, with the recipes and the total', async () => {
    rememberDraft(fixtureSelections);
    renderGroceries('/groceries/print');

    expect(await screen.findByRole('heading', { level: 1, name: 'Shopping list' })).toBeTruthy();
    const produce = screen.getByRole('region', { name: 'Produce' });
    expect(within(produce).getByText('Yellow onion')).toBeTruthy();
    expect(within(produce).getByText('1 × Crushed tomatoes pack')).toBeTruthy();
    // A staple the shopper did not add is not on the paper.
    expect(screen.queryByText('Olive oil')).toBeNull();
    expect(screen.getByText('Chickpea Curry · 4 servings')).toBeTruthy();
    expect(screen.getByText('2 × Sparkling water')).toBeTruthy();
    expect(screen.getByText('Total: $23.36')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to my groceries/ }).getAttribute('href')).toBe(
      '/groceries',
    );
  });

  it('says when the list could not be loaded, instead of loading for ever', async () => {
    cleanup();
    vi.unstubAllGlobals();
    stubGroceriesServices({ failing: ['/api/cart'] });
    rememberDraft(fixtureSelections);
    renderGroceries('/groceries/print');

    const problem = await screen.findByRole('alert');
    expect(problem.textContent).toContain('Your list could not be loaded.');
    expect(within(problem).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says when the list is empty', async () => {
    renderGroceries('/groceries/print');
    expect(await screen.findByText('Your list is empty.')).toBeTruthy();
  });
});
