// For other services' tests: staff's promo codes live in cart-pricing, which has no admin route
// for them yet, so a test that needs a code writes it into this table.
export { promoCodes } from '../store/schema.js';
