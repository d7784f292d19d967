import type { CartStore } from './cart-store';
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
  isFullFor,
  mergeSelections,
  type RecipeToAdd,
  removeSelection,
  type ServingsRule,
  unknownRule,
} from './selections';

/** The choices clearing the cart leaves: no recipes, the lowest brand tier, no extras. */
const clearedChoices = {
  selections: [],
  brandType: 'LOW_COST',
  extraGroceries: {},
  nonRequiredProductsToCost: [],
  removedIngredientList: [],
  ingredientSubstitutes: [],
} satisfies Partial<CartDraft>;

const isCleared = (draft: CartDraft) =>
  draft.selections.length === 0 &&
  draft.brandType === clearedChoices.brandType &&
  Object.keys(draft.extraGroceries).length === 0 &&
  draft.nonRequiredProductsToCost.length === 0 &&
  draft.removedIngredientList.length === 0 &&
  draft.ingredientSubstitutes.length === 0;

/** A recipe as the lists and pages have it; name and image let the cart show it at once. */
export type AddableRecipe = RecipeToAdd & {
  name: string;
  image?: string;
  images?: { url: string };
};

export type CartActions = ReturnType<typeof makeCartActions>;

/** Every change the shop makes to the cart, as edits of the store's draft. */
function makeCartActions(store: CartStore) {
  const ruleOf = (draft: CartDraft, id: string): ServingsRule => draft.recipes[id] ?? unknownRule;
  const selectionsChange = (edit: (draft: CartDraft) => CartSelection[]) =>
    store.change((draft) => ({ ...draft, selections: edit(draft) }));
  return {
    /**
     * Spec "Adding a recipe"; `servings` when the shopper chose them on the recipe page. A
     * full cart takes nothing new, and the shopper is told so.
     */
    addRecipe(recipe: AddableRecipe, mealTypeId?: string, servings?: number) {
      if (isFullFor(store.getSnapshot().draft.selections, recipe._id, mealTypeId)) {
        store.notify({ kind: 'cartFull' });
        return;
      }
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
    /** A shared link's recipes, added to what the cart already holds. */
    addLinkedSelections(selections: readonly CartSelection[]) {
      selectionsChange((d) => mergeSelections(d.selections, selections, (id) => d.recipes[id]));
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
        ingredientSubstitutes: withSubstitute(d.ingredientSubstitutes, ingredientId, substituteId),
      }));
    },
    setSubstitutionOn(on: boolean) {
      store.change((draft) => ({ ...draft, isIngredientSubstitutionOn: on }));
    },
    /**
     * Spec "Clearing state": recipes, brand tier and extras go; the version keeps growing. A
     * cart with nothing to clear is not saved: for a guest with no cart, that save would make one.
     */
    clear() {
      const { draft, awaitsServerCart } = store.getSnapshot();
      // Until a returning shopper's cart arrives, an empty draft says nothing of it.
      if (!awaitsServerCart && isCleared(draft)) return;
      store.change((current) => ({ ...current, ...clearedChoices }));
    },
    retry: () => store.retry(),
    /**
     * Reads the server's cart again and shows it, for a change made elsewhere that it prices
     * (the pantry); resolves with the cart then shown.
     */
    async readAgain() {
      await store.reload();
      return store.getSnapshot().answer;
    },
    dismissNotice: () => store.dismissNotice(),
  };
}

const actionsByStore = new WeakMap<CartStore, CartActions>();

/** The actions of a store, made once: components taking them re-render for nothing. */
export function cartActionsOf(store: CartStore): CartActions {
  let actions = actionsByStore.get(store);
  if (!actions) {
    actions = makeCartActions(store);
    actionsByStore.set(store, actions);
  }
  return actions;
}
