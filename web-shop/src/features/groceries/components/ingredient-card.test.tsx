import type { GroceryIngredient } from '@mise/contracts';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cartAnswer,
  groceryLine,
  oliveOil,
  onion,
  tomato,
} from '@/shared/cart/testing/cart-answers';
import { createI18n } from '@/shared/i18n/create-i18n';
import { swapOptions } from '../api/ingredient-lines';
import { IngredientCard } from './ingredient-card';

const { substitutes } = cartAnswer().groceries;

function renderCard(
  line: GroceryIngredient,
  props: Partial<ComponentProps<typeof IngredientCard>> = {},
  language: 'en-CA' | 'fr-CA' = 'en-CA',
) {
  const handlers = { onToggleIncluded: vi.fn(), onSwap: vi.fn() };
  render(
    <I18nextProvider i18n={createI18n(language)}>
      <IngredientCard
        line={line}
        included
        brandType="LOW_COST"
        swapOptions={swapOptions(line, substitutes)}
        {...handlers}
        {...props}
      />
    </I18nextProvider>,
  );
  return handlers;
}

afterEach(cleanup);

describe('the ingredient card', () => {
  it('shows the line, how much of it is used and what its products cost', () => {
    renderCard(onion);
    const card = screen.getByRole('article', { name: 'Yellow onion' });
    expect(within(card).getByText('60% used')).toBeTruthy();
    expect(within(card).getByRole('progressbar').getAttribute('value')).toBe('60');
    expect(card.textContent).toContain('$2.99');
  });

  it('opens the details with what you have, need and get, in the base unit', () => {
    renderCard(onion);
    const info = screen.getByRole('button', { name: 'Info' });
    expect(info.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(info);

    const details = screen.getByRole('region', { name: 'Details' });
    const rows = within(details)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(rows).toEqual(['You have: 150 g', 'You need: 450 g', "You'll get: 500 g"]);
    expect(info.getAttribute('aria-expanded')).toBe('true');
  });

  it('counts whole units in the details', () => {
    renderCard(
      groceryLine({
        _id: 'lime',
        name: 'Lime',
        baseMeasurableUnits: 'unit',
        youHave: 1,
        youNeed: 3,
        quantity: 4,
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Info' }));
    expect(screen.getByText('1 unit')).toBeTruthy();
    expect(screen.getByText('4 units')).toBeTruthy();
  });

  it('swaps to a substitute, and back through Original', () => {
    const { onSwap } = renderCard(tomato);
    fireEvent.click(screen.getByRole('button', { name: 'Swap' }));
    const choice = screen.getByRole('combobox', { name: 'Swap Crushed tomatoes for' });
    expect(
      within(choice)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Original: Crushed tomatoes', 'Tomato passata']);
    fireEvent.change(choice, { target: { value: 'passata' } });
    // Moving through the list (arrow keys on Windows) only picks; the Swap button applies.
    expect(onSwap).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Swap to this' }));
    expect(onSwap).toHaveBeenLastCalledWith('tomato', 'passata');
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Swap' }));

    cleanup();
    const swapped = groceryLine({
      _id: 'passata',
      name: 'Tomato passata',
      isSubstitute: true,
      originalIngredient: 'tomato',
    });
    const again = renderCard(swapped);
    fireEvent.click(screen.getByRole('button', { name: 'Swapped' }));
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'tomato' } });
    fireEvent.click(screen.getByRole('button', { name: 'Swap to this' }));
    expect(again.onSwap).toHaveBeenLastCalledWith('tomato', null);
  });

  it('keeps the ingredient when the swap is cancelled, focus back on Swap', () => {
    const { onSwap } = renderCard(tomato);
    fireEvent.click(screen.getByRole('button', { name: 'Swap' }));
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'passata' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onSwap).not.toHaveBeenCalled();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Swap' }));
  });

  it('has no Swap when there is nothing to swap to', () => {
    renderCard(onion);
    expect(screen.queryByRole('button', { name: 'Swap' })).toBeNull();
  });

  it('toggles a staple onto the list', () => {
    const { onToggleIncluded } = renderCard(oliveOil, { included: false });
    const include = screen.getByRole('checkbox', { name: 'Add Olive oil to my list' });
    expect((include as HTMLInputElement).checked).toBe(false);
    fireEvent.click(include);
    expect(onToggleIncluded).toHaveBeenCalledOnce();
  });

  it("offers 'Don't have anymore' only when asked to", () => {
    const onMark = vi.fn();
    renderCard(onion, { usedUp: { onMark, busy: false, removing: false, failed: false } });
    fireEvent.click(screen.getByRole('button', { name: "Don't have anymore" }));
    expect(onMark).toHaveBeenCalledOnce();
    cleanup();
    renderCard(onion);
    expect(screen.queryByRole('button', { name: "Don't have anymore" })).toBeNull();
  });

  it("waits while 'Don't have anymore' is sent, and says when it failed", () => {
    renderCard(onion, { usedUp: { onMark: vi.fn(), busy: true, removing: true, failed: false } });
    expect(screen.getByRole('button', { name: "Don't have anymore" })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByRole('article', { name: 'Yellow onion' }).getAttribute('aria-busy')).toBe(
      'true',
    );
    cleanup();
    renderCard(onion, { usedUp: { onMark: vi.fn(), busy: false, removing: false, failed: true } });
    expect(screen.getByRole('alert').textContent).toBe(
      'Your pantry could not be updated. Please try again.',
    );
  });

  it('says when the tier had no product: the low-cost one at its price plus the markup', () => {
    renderCard(tomato, { brandType: 'ORGANIC' });
    expect(
      screen.getByText(
        'No Organic product for this: you get the low-cost one, at its price + 12%.',
      ),
    ).toBeTruthy();
    cleanup();
    renderCard(tomato, { brandType: 'LOW_COST' });
    expect(screen.queryByText(/you get the low-cost one/)).toBeNull();
  });

  it('speaks French', () => {
    renderCard(onion, {}, 'fr-CA');
    expect(screen.getByText('60 % utilisé')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Info' }));
    expect(screen.getByText('Vous avez')).toBeTruthy();
  });

  it('keeps the French space before the colon of the original', () => {
    renderCard(tomato, {}, 'fr-CA');
    fireEvent.click(screen.getByRole('button', { name: 'Remplacer' }));
    expect(screen.getAllByRole('option')[0]?.textContent).toBe('Original : Crushed tomatoes');
  });
});
