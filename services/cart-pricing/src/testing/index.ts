// For other services' tests: staff's promo codes live in cart-pricing; a test that needs one
// adds it through the staff API, as the console does.
export { addPromoCode } from './promotions.js';
