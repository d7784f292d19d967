export { miniCatalog, miniCatalogFolder, readMiniCatalog } from './mini-catalog.js';
