import type {
  OnboardingBody,
  ShopperInfo,
  UpdateUserBody,
  UserContactChanged,
} from '@mise/contracts';

export type ShopperInfoChange = NonNullable<UpdateUserBody['shopperInfo']>;

/**
 * A partial shopper-info change applied to the stored one: what is sent replaces, what is
 * left out stays (the settings page sends only the section it edits).
 */
export function mergeShopperInfo(current: ShopperInfo, change: ShopperInfoChange): ShopperInfo {
  return {
    allergies: change.allergies ?? current.allergies,
    preferences: {
      noOfServingsPerRecipe:
        change.preferences?.noOfServingsPerRecipe ?? current.preferences.noOfServingsPerRecipe,
      diet: change.preferences?.diet ?? current.preferences.diet,
    },
  };
}

/** Onboarding's choices of diet, allergies and servings, as the profile keeps them. */
export function onboardedShopperInfo(
  current: ShopperInfo,
  { diet, allergies, servings }: Pick<OnboardingBody, 'diet' | 'allergies' | 'servings'>,
): ShopperInfo {
  return mergeShopperInfo(current, {
    allergies,
    preferences: { diet, noOfServingsPerRecipe: servings },
  });
}

/** What other services keep of a shopper to write to them: where, by which name, in which language. */
export type ShopperContact = Pick<UserContactChanged, 'emailAddress' | 'firstName' | 'language'>;

/** Whether a profile change touched the contact, which the copies elsewhere are then told of. */
export function contactChanged(before: ShopperContact, after: ShopperContact): boolean {
  return (
    before.emailAddress !== after.emailAddress ||
    before.firstName !== after.firstName ||
    before.language !== after.language
  );
}
