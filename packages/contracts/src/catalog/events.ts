import { z } from 'zod';

/**
 * What the catalog tells services that keep a copy of it (cart-pricing prices against an
 * in-memory copy). A `loaded` event says "fetch the whole catalog again"; the others are
 * changes small enough to apply in place.
 */
export const catalogLoaded = {
  type: 'catalog.catalog.loaded',
  version: 1,
  data: z.object({
    /** Digest of the catalog's content: equal digests, equal catalogs. */
    catalogVersion: z.string(),
    recipes: z.number().int(),
    ingredients: z.number().int(),
    products: z.number().int(),
  }),
} as const;
export type CatalogLoaded = z.infer<typeof catalogLoaded.data>;

export const recipePublished = {
  type: 'catalog.recipe.published',
  version: 1,
  data: z.object({
    recipeId: z.string(),
    name: z.string(),
    ingredientIds: z.array(z.string()),
  }),
} as const;
export type RecipePublished = z.infer<typeof recipePublished.data>;

export const productPriceChanged = {
  type: 'catalog.product.price-changed',
  version: 1,
  data: z.object({
    productId: z.string(),
    ingredientId: z.string().nullable(),
    previousPriceCents: z.number().int(),
    priceCents: z.number().int(),
  }),
} as const;
export type ProductPriceChanged = z.infer<typeof productPriceChanged.data>;
