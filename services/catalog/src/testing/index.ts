// For tests of the catalog's copies: change a price as staff do, edit a product behind the
// catalog's back, and read the events it published.
export { changeProductPrice } from '../store/product-prices.js';
export { outbox, products } from '../store/schema.js';
export { miniCatalog, miniCatalogFolder, readMiniCatalog } from './mini-catalog.js';
