/** The cart, shared by every page that adds recipes or shows the groceries. */
export { addRecipesParam, addRecipesQuery, parseAddRecipes } from './add-recipes-query';
export { postCartCall, useSharedMenu } from './cart-calls';
export type { CartSnapshot } from './cart-store';
export { cartQueryKey } from './cart-store';
export type { BrandType, CartDraft, CartRecipeInfo } from './draft';
export type { CartSelection, RecipeToAdd, ServingsRule } from './selections';
export type { AddableRecipe, CartState } from './use-cart';
export { useCart } from './use-cart';
export { usePromo } from './use-promo';
