/*
 * The cart contract's limits (packages/contracts cart/http.ts), repeated here because a value
 * import from the contracts would bring zod into the shop's bundle; limits.test.ts keeps the
 * two equal.
 */
export const maxCartRecipes = 100;
export const maxExtraQuantity = 99;
export const maxRecipeServings = 200;

/** Spec §9: the cart is saved at most once a second. */
export const saveThrottleMs = 1000;
