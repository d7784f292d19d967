import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogAndCartArb } from '../testing/arbitraries.js';
import { catalogAndCartWithRepeatsArb } from '../testing/repeated-recipes.js';
import { type CartInput, indexCatalog, type PricedCart, priceCart } from './pricing-engine.js';

interface Grid {
  minServings: number;
  incrServings: number;
}
type FreeEntry = PricedCart['list']['freeServingsList'][number];

const onGrid = (grid: Grid, servings: number) =>
  servings >= grid.minServings && (servings - grid.minServings) % grid.incrServings === 0;

/** Free servings a selection may list: a portion on the grid, leaving nothing or a portion on the grid. */
const takeable = (grid: Grid, servings: number, free: number) =>
  free > 0 &&
  free <= servings &&
  onGrid(grid, free) &&
  (free === servings || onGrid(grid, servings - free));

const gridsOf = (copy: { recipes: readonly (Grid & { _id: string })[] }) =>
  new Map(copy.recipes.map((r) => [r._id, r]));

/** The cart with each selection at the given servings, those at 0 left out. */
const withServings = (cart: CartInput, servings: readonly number[]): CartInput => ({
  ...cart,
  recipes: cart.recipes.flatMap((selection, i) => {
    const left = servings[i] ?? 0;
    return left > 0 ? [{ ...selection, servings: left }] : [];
  }),
});

/**
 * Every way to take the listed free servings off the cart: each entry off a different selection
 * of its recipe, in the cart's order (the list keeps it), each selection left at 0 or on its
 * grid. Servings of one recipe price the same whichever of its selections they come off, so
 * every way must keep the product cost.
 */
function reductions(
  cart: CartInput,
  list: readonly FreeEntry[],
  grids: ReadonlyMap<string, Grid>,
): number[][] {
  const found: number[][] = [];
  const walk = (entry: number, from: number, servings: number[]) => {
    const wanted = list[entry];
    if (!wanted) {
      found.push(servings);
      return;
    }
    const grid = grids.get(wanted.recipeId);
    for (let i = from; i < cart.recipes.length; i++) {
      const selection = cart.recipes[i];
      if (selection?.id !== wanted.recipeId || !grid) continue;
      if (!takeable(grid, selection.servings, wanted.servings)) continue;
      walk(
        entry + 1,
        i + 1,
        servings.map((s, k) => (k === i ? s - wanted.servings : s)),
      );
    }
  };
  walk(
    0,
    0,
    cart.recipes.map((selection) => selection.servings),
  );
  return found;
}

describe('free servings properties', () => {
  it('are free together: taking them all off the cart keeps the product cost', () => {
    fc.assert(
      fc.property(catalogAndCartWithRepeatsArb, ({ copy, cart }) => {
        const catalog = indexCatalog(copy);
        const priced = priceCart(cart, catalog);
        const { freeServingsList, totalAmountOfFreeServings } = priced.list;
        expect(totalAmountOfFreeServings).toBe(
          freeServingsList.reduce((sum, entry) => sum + entry.servings, 0),
        );
        const ways = reductions(cart, freeServingsList, gridsOf(copy));
        expect(ways.length).toBeGreaterThan(0);
        for (const servings of ways) {
          expect(
            priceCart(withServings(cart, servings), catalog).cost.priceOfRequiredProducts,
          ).toBe(priced.cost.priceOfRequiredProducts);
        }
      }),
    );
  });

  it('leave no selection able to give up more servings for free', () => {
    fc.assert(
      fc.property(catalogAndCartArb, ({ copy, cart }) => {
        const catalog = indexCatalog(copy);
        const grids = gridsOf(copy);
        const priced = priceCart(cart, catalog);
        // Each recipe is chosen once here, so the list names its selection.
        const listed = new Map(priced.list.freeServingsList.map((e) => [e.recipeId, e.servings]));
        const reduced = cart.recipes.map((s) => s.servings - (listed.get(s.id) ?? 0));
        cart.recipes.forEach((selection, i) => {
          const grid = grids.get(selection.id);
          if (!grid) throw new Error(`generated cart lost its recipe ${selection.id}`);
          const free = listed.get(selection.id) ?? 0;
          const more = Array.from({ length: selection.servings }, (_, k) => k + 1).find(
            (f) => f > free && takeable(grid, selection.servings, f),
          );
          if (more === undefined) return;
          const servings = reduced.map((s, k) => (k === i ? selection.servings - more : s));
          expect(
            priceCart(withServings(cart, servings), catalog).cost.priceOfRequiredProducts,
          ).toBeLessThan(priced.cost.priceOfRequiredProducts);
        });
      }),
    );
  });
});
