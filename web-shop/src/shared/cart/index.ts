/** The cart, shared by every page that adds recipes or shows the groceries. */
export { addRecipesParam, addRecipesQuery, parseAddRecipes } from './add-recipes-query';
export type { AddableRecipe, CartActions } from './cart-actions';
export { postCartCall, useSharedMenu } from './cart-calls';
export type { CartNotice, CartSnapshot } from './cart-store';
export type { BrandType, CartDraft, CartRecipeInfo } from './draft';
export type { CartSelection, RecipeToAdd, ServingsGrid, ServingsRule } from './selections';
export { clampServings, servingsGrid } from './selections';
export type { CartState } from './use-cart';
export {
  useCart,
  useCartActions,
  useCartEntry,
  useCartNotice,
  useCartServings,
} from './use-cart';
export { usePromo } from './use-promo';
