/**
 * The pricing engine's one public entry point: the rest of the service prices, checks and
 * indexes carts through this module only, so the engine's modules can be split or merged
 * without touching routes, jobs or the store.
 */
export type {
  CartInput,
  CartProblem,
  PricedCart,
  PricingCatalog,
  SubstitutionNote,
} from './cart.js';
export { choseNothing } from './cart-needs.js';
export { cartProblems } from './cart-problems.js';
export { indexCatalog, withProductPrice } from './catalog-index.js';
export { priceCart, UnpriceableCartError } from './price-cart.js';
export type { BrandTier } from './tier-prices.js';
