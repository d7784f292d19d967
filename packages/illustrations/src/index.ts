/**
 * Generated food illustrations: pure, deterministic SVG strings built from catalog data,
 * so the shop needs no external image. The catalog image routes call these.
 */
export { boxIllustration, type IllustratedBox } from './box.js';
// For the catalog generator: the same seed must make the same recipes on any machine.
export { ingredientIllustration, productIllustration } from './product.js';
export { type IllustratedRecipe, recipeIllustration } from './recipe.js';
