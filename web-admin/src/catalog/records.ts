import { adminContentPage, adminFeatureFlag, adminProduct, adminRecipe } from '@mise/contracts';
import { z } from 'zod';

// The records as the console holds them. A list answers less than a page does (no tiers, no
// steps), so the fields only a page has are optional here: one schema reads both.

export const productRecord = adminProduct.extend({ tiers: z.array(adminProduct).optional() });
export type ProductRecord = z.infer<typeof productRecord> & { id: string };

export const recipeRecord = adminRecipe.partial({ steps: true, ingredients: true });
export type RecipeRecord = z.infer<typeof recipeRecord> & { id: string };

export const flagRecord = adminFeatureFlag;
export type FlagRecord = z.infer<typeof flagRecord>;

export const contentPageRecord = adminContentPage;
export type ContentPageRecord = z.infer<typeof contentPageRecord>;
