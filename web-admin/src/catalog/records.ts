import {
  adminContentPage,
  adminCuratedBox,
  adminExtraProduct,
  adminFeatureFlag,
  adminInfluencer,
  adminNutritionProgram,
  adminProduct,
  adminRecipe,
} from '@mise/contracts';
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

export const extraProductRecord = adminExtraProduct;
export type ExtraProductRecord = z.infer<typeof adminExtraProduct>;
export const curatedBoxRecord = adminCuratedBox;
export type CuratedBoxRecord = z.infer<typeof adminCuratedBox>;
export const nutritionProgramRecord = adminNutritionProgram;
export type NutritionProgramRecord = z.infer<typeof adminNutritionProgram>;
export const influencerRecord = adminInfluencer;
export type InfluencerRecord = z.infer<typeof adminInfluencer>;
