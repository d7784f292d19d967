import type { CartAnswer } from '@mise/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useSyncExternalStore } from 'react';
import { cartQueryKey, cartStoreFor } from './cart-store';
import {
  addExtra,
  type BrandType,
  type CartDraft,
  removeExtra,
  toggled,
  withId,
  withoutId,
  withSubstitute,
} from './draft';
import {
  addSelection,
  type CartSelection,
  decreaseSelection,
  increaseSelection,
  type RecipeToAdd,
  removeSelection,
  type ServingsRule,
  servingsIn,
  unknownRule,
} from './selections';

/** A recipe as the lists and pages have it; name and image let the cart show it at once. */
export type AddableRecipe = RecipeToAdd & {
  name: string;
  image?: string;
  images?: { url: string };
};

export function useCartStore() {
  return cartStoreFor(useQueryClient());
}

/** What `useCart` gives: the cart's state and every change the shop can make to it. */
export type CartState = ReturnType<typeof useCart>;

/** The cart: the shopper's draft, the latest priced answer, and every change the shop makes. */
export function useCart() {
  const store = useCartStore();
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot);
  // The first load goes through the query cache, so every component asking shares one call.
  const loaded = useQuery({
    queryKey: cartQueryKey,
    queryFn: store.load,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

  const actions = useMemo(() => {
    const ruleOf = (draft: CartDraft, id: string): ServingsRule => draft.recipes[id] ?? unknownRule;
    const selectionsChange = (edit: (draft: CartDraft) => CartSelection[]) =>
      store.change((draft) => ({ ...draft, selections: edit(draft) }));
    return {
      /** Spec "Adding a recipe"; `servings` when the shopper chose them on the recipe page. */
      addRecipe(recipe: AddableRecipe, mealTypeId?: string, servings?: number) {
        store.change((draft) => ({
          ...draft,
          selections: addSelection(draft.selections, recipe, mealTypeId, servings),
          recipes: {
            ...draft.recipes,
            [recipe._id]: {
              name: recipe.name,
              image: recipe.image ?? recipe.images?.url ?? '',
              defaultServings: recipe.defaultServings,
              minServings: recipe.minServings,
              incrServings: recipe.incrServings,
            },
          },
        }));
      },
      increaseServings(id: string, mealTypeId?: string) {
        selectionsChange((d) => increaseSelection(d.selections, ruleOf(d, id), id, mealTypeId));
      },
      decreaseServings(id: string, mealTypeId?: string) {
        selectionsChange((d) => decreaseSelection(d.selections, ruleOf(d, id), id, mealTypeId));
      },
      removeRecipe(id: string, mealTypeId?: string) {
        selectionsChange((d) => removeSelection(d.selections, id, mealTypeId));
      },
      replaceSelections(selections: CartSelection[]) {
        selectionsChange(() => selections);
      },
      setBrandType(brandType: BrandType) {
        store.change((draft) => ({ ...draft, brandType }));
      },
      addExtra(productId: string) {
        store.change((d) => ({ ...d, extraGroceries: addExtra(d.extraGroceries, productId) }));
      },
      removeExtra(productId: string) {
        store.change((d) => ({ ...d, extraGroceries: removeExtra(d.extraGroceries, productId) }));
      },
      toggleNonRequired(ingredientId: string) {
        store.change((d) => ({
          ...d,
          nonRequiredProductsToCost: toggled(d.nonRequiredProductsToCost, ingredientId),
        }));
      },
      removeIngredient(ingredientId: string) {
        store.change((d) => ({
          ...d,
          removedIngredientList: withId(d.removedIngredientList, ingredientId),
        }));
      },
      restoreIngredient(ingredientId: string) {
        store.change((d) => ({
          ...d,
          removedIngredientList: withoutId(d.removedIngredientList, ingredientId),
        }));
      },
      setSubstitute(ingredientId: string, substituteId: string | null) {
        store.change((d) => ({
          ...d,
          ingredientSubstitutes: withSubstitute(
            d.ingredientSubstitutes,
            ingredientId,
            substituteId,
          ),
        }));
      },
      setSubstitutionOn(on: boolean) {
        store.change((draft) => ({ ...draft, isIngredientSubstitutionOn: on }));
      },
      /** Spec "Clearing state": recipes, brand tier and extras go; the version keeps growing. */
      clear() {
        store.change((draft) => ({
          ...draft,
          selections: [],
          brandType: 'LOW_COST',
          extraGroceries: {},
          nonRequiredProductsToCost: [],
          removedIngredientList: [],
          ingredientSubstitutes: [],
        }));
      },
      retry: () => store.retry(),
    };
  }, [store]);

  const { draft } = snapshot;
  return {
    cart: snapshot.answer as CartAnswer | undefined,
    draft,
    isSaving: snapshot.isSaving,
    isStale: snapshot.isStale,
    /** A returning guest's cart is on its way from the server: show neither it nor 'empty' yet. */
    isLoading: snapshot.awaitsServerCart && loaded.isPending,
    error: snapshot.error ?? loaded.error,
    servingsOf: (id: string, mealTypeId?: string) => servingsIn(draft.selections, id, mealTypeId),
    ...actions,
  };
}
