import type {
  Allergy,
  Diet,
  featureFlagNames,
  Influencer,
  InitializeAnswer,
  MealType,
  ShopConfig,
} from '@mise/contracts';

export type FeatureFlagName = (typeof featureFlagNames)[number];
export type CountryCode = ShopConfig['countryCode'];

/** What every page may read once the shop has started (document 2, "App start-up"). */
export type Startup = {
  flags: Record<FeatureFlagName, boolean>;
  diets: Diet[];
  allergies: Allergy[];
  mealTypes: MealType[];
  /** The influencer of the handle the visit started on; null when nobody owns that handle. */
  influencer: Influencer | null;
  config: ShopConfig;
};

// Spec §3 "Feature flags": what a flag means when the server does not mention it.
const defaultFlags: Record<FeatureFlagName, boolean> = {
  isFacebookLoginEnabled: true,
  isGoogleLoginEnabled: true,
  isContentForUSEnabled: false,
  isIngredientSubstituteEnabled: true,
  isCuratedBoxesEnabled: true,
};

export function toStartup(answer: InitializeAnswer): Startup {
  const flags = { ...defaultFlags };
  for (const { name, enabled } of answer.featureFlags ?? []) {
    if (name in flags) flags[name as FeatureFlagName] = enabled;
  }
  return {
    flags,
    diets: answer.diets ?? [],
    allergies: answer.allergies ?? [],
    mealTypes: [...(answer.mealTypes?.mealTypes ?? [])].sort((a, b) => a.order - b.order),
    influencer: answer.influencer ?? null,
    config: shopConfigFor(answer.config, answer.config.countryCode, flags.isContentForUSEnabled),
  };
}

/** Only CA and US exist, and US only while US content is enabled; otherwise CA with CAD. */
export function shopConfigFor(
  base: ShopConfig,
  countryCode: CountryCode,
  usEnabled: boolean,
): ShopConfig {
  if (countryCode === 'US' && usEnabled) return { ...base, countryCode: 'US', currency: 'USD' };
  return { ...base, countryCode: 'CA', currency: 'CAD' };
}
