import { z } from 'zod';
import { staffReason } from '../admin/audit.js';
import { staffRoles } from '../admin/staff-roles.js';
import { allergenIds, dietIds, handle as storefrontHandle } from '../catalog/http.js';
import { expiryTimestamp } from '../pantry/http.js';

/**
 * The identity service's HTTP bodies and answers (spec: document 2 §3 "Login account info",
 * "Sign-up payload", "User", "Address"; §5 validation; §7 "Auth" and "User").
 * Field names follow the spec so the shop reads them as the spec describes.
 */

/** The spec's password rule, with its exact message (document 2 §5). */
export const PASSWORD_RULE_MESSAGE =
  'Must Contain 8 Characters, One Uppercase, One Lowercase, One Number and one special case Character';
export const PASSWORD_MIN_LENGTH = 8;
// Long enough for any passphrase, short enough that hashing it stays cheap.
export const PASSWORD_MAX_LENGTH = 128;

/** True when a password meets the spec's rule; the shop and the server share it. */
export function meetsPasswordRule(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    /[A-Z]/.test(password) &&
    /[a-z]/.test(password) &&
    /[0-9]/.test(password) &&
    /[^A-Za-z0-9]/.test(password)
  );
}

export const newPassword = z
  .string({ error: 'Required' })
  .max(PASSWORD_MAX_LENGTH, { error: `must be at most ${PASSWORD_MAX_LENGTH} characters` })
  .refine(meetsPasswordRule, { error: PASSWORD_RULE_MESSAGE });

/** A password offered to sign in: any non-empty text, checked against the stored hash. */
export const offeredPassword = z
  .string({ error: 'Required' })
  .min(1, { error: 'Required' })
  .max(PASSWORD_MAX_LENGTH, { error: `must be at most ${PASSWORD_MAX_LENGTH} characters` });

/** E-mail addresses are compared lower-cased (spec: "E-mail lower-cased before sending"). */
export const emailAddress = z
  .string({ error: 'Required' })
  .trim()
  .toLowerCase()
  .max(254, { error: 'must be at most 254 characters' })
  .pipe(z.email({ error: 'Invalid email' }));

const personName = z
  .string({ error: 'Required' })
  .trim()
  .min(1, { error: 'Required' })
  .max(100, { error: 'must be at most 100 characters' });
const phoneNumber = z
  .string()
  .trim()
  .max(30, { error: 'must be at most 30 characters' })
  .regex(/^[0-9+().\s-]*$/, { error: 'must be a phone number' });

export const shopLanguages = ['en-CA', 'fr-CA'] as const;
export type ShopLanguage = (typeof shopLanguages)[number];
const language = z.enum(shopLanguages, { error: 'must be en-CA or fr-CA' });

/** POST /api/auth/register: the sign-up payload plus the storefront's influencer id. */
export const registerBody = z.strictObject({
  firstName: personName,
  lastName: personName,
  emailAddress,
  /** The spec sends the e-mail again as the username; when present it must be the same. */
  username: z.string().trim().toLowerCase().optional(),
  phoneNumber: phoneNumber.optional(),
  password: newPassword,
  influencerId: z.string().trim().max(100).optional(),
  language: language.default('en-CA'),
  /** The guest whose cart the new account takes over. */
  guestUserId: z.uuid({ error: 'must be a guest id issued by the shop' }).optional(),
});
export type RegisterBody = z.infer<typeof registerBody>;

/** POST /api/auth/login: the login call body uses username (the e-mail) and password. */
export const loginBody = z.strictObject({
  username: emailAddress,
  password: offeredPassword,
  guestUserId: z.uuid({ error: 'must be a guest id issued by the shop' }).optional(),
});

/** POST /api/auth/login/access-customer-account: a staff member opens a customer's account. */
export const accessCustomerAccountBody = z.strictObject({
  emailAddress,
  password: offeredPassword,
  userEmail: emailAddress,
  /** Why: kept in the audit log and told to the customer by e-mail. */
  reason: staffReason,
});
/** How long a staff member's access to a customer's account lasts; they sign in again after. */
export const STAFF_ACCESS_MINUTES = 30;

/** POST /api/auth/find-email-accounts */
export const findEmailAccountsBody = z.strictObject({ emailAddress });
export const loginAccountInfo = z.object({
  hasAccount: z.boolean(),
  hasNormalLogin: z.boolean(),
  hasGoogleLogin: z.boolean(),
  hasFacebookLogin: z.boolean(),
});
export type LoginAccountInfo = z.infer<typeof loginAccountInfo>;
export const findEmailAccountsAnswer = z.object({ data: loginAccountInfo });

/** POST /api/auth/sendResetPasswordLink */
export const sendResetPasswordLinkBody = z.strictObject({ emailAddress });
/** Answers that only carry the server's sentence for the shopper (forgot-password shows it). */
export const messageAnswer = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof messageAnswer>;

/** POST /api/auth/resetPassword: the code from the mailed link and the new password. */
export const resetPasswordBody = z.strictObject({
  code: z.string().trim().min(20, { error: 'must be the code from the e-mail' }).max(200),
  password: newPassword,
});

/** PUT /api/auth/verify: the token from the mailed verification link. */
export const verifyEmailBody = z.strictObject({
  token: z.string().trim().min(20, { error: 'must be the token from the e-mail' }).max(200),
});

/**
 * PUT /api/auth/setPassword. Without a session: the e-mail of an account that has no password
 * yet, which is mailed a link to set one. With a session: the password itself.
 */
export const setPasswordBody = z.union([
  z.strictObject({ emailAddress }),
  z.strictObject({ password: newPassword }),
]);

/** PUT /api/auth/changePassword */
export const changePasswordBody = z.strictObject({
  currentPassword: offeredPassword,
  newPassword,
});

export const provinceCodes = [
  'AB',
  'BC',
  'MB',
  'NB',
  'NL',
  'NS',
  'NT',
  'NU',
  'ON',
  'PE',
  'QC',
  'SK',
  'YT',
] as const;

/** Canadian postal codes (A1A 1A1), answered upper-cased with the space. */
export const canadianPostalCode = z
  .string({ error: 'Required' })
  .trim()
  .toUpperCase()
  .regex(/^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/, {
    error: 'must be a Canadian postal code like K1A 0B1',
  })
  .transform((code) => `${code.slice(0, 3)} ${code.slice(-3)}`);

/** A delivery address (document 2 §3 "Address"). */
export const address = z.strictObject({
  lineOne: z.string().trim().min(1, { error: 'Required' }).max(200),
  lineTwo: z.string().trim().max(200).default(''),
  city: z.string().trim().min(1, { error: 'Required' }).max(100),
  province: z.enum(provinceCodes, { error: 'must be a Canadian province or territory code' }),
  postalCode: canadianPostalCode,
  deliveryInstructions: z.string().trim().max(500).default(''),
  country: z.literal('CA', { error: 'must be CA' }).default('CA'),
  primary: z.boolean().default(false),
});
export type Address = z.output<typeof address>;

export const MAX_ADDRESSES = 10;
export const MAX_SERVINGS_PER_RECIPE = 12;

export const shopperPreferences = z.strictObject({
  noOfServingsPerRecipe: z
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be at least 1' })
    .max(MAX_SERVINGS_PER_RECIPE, { error: `must be at most ${MAX_SERVINGS_PER_RECIPE}` })
    .default(2),
  diet: z.enum(dietIds, { error: `must be one of ${dietIds.join(', ')}` }).default('everything'),
});

export const shopperInfo = z.strictObject({
  allergies: z
    .array(z.enum(allergenIds, { error: `must be one of ${allergenIds.join(', ')}` }))
    .max(allergenIds.length)
    .default([]),
  preferences: shopperPreferences.default({ noOfServingsPerRecipe: 2, diet: 'everything' }),
});
export type ShopperInfo = z.output<typeof shopperInfo>;

/** PUT /api/users/:id: the user's own id; another's is refused whether or not it exists. */
export const ownUserParams = z.object({ id: z.string() });

/** PUT /api/users/:id: every field optional; an absent one is left as it is. */
export const updateUserBody = z.strictObject({
  firstName: personName.optional(),
  lastName: personName.optional(),
  phoneNumber: phoneNumber.optional(),
  language: language.optional(),
  addresses: z
    .array(address)
    .max(MAX_ADDRESSES, { error: `must hold at most ${MAX_ADDRESSES} addresses` })
    .refine((list) => list.filter((entry) => entry.primary).length <= 1, {
      error: 'must have at most one primary address',
    })
    .optional(),
  shopperInfo: z
    .strictObject({
      // unwrap(): without their defaults, so a field left out stays out and changes nothing.
      allergies: shopperInfo.shape.allergies.unwrap().optional(),
      preferences: z
        .strictObject({
          noOfServingsPerRecipe: shopperPreferences.shape.noOfServingsPerRecipe.unwrap().optional(),
          diet: shopperPreferences.shape.diet.unwrap().optional(),
        })
        .optional(),
    })
    .optional(),
});
export type UpdateUserBody = z.infer<typeof updateUserBody>;

/** One grocery a shopper already holds, chosen during onboarding for the pantry. */
export const onboardingGrocery = z.strictObject({
  id: z.string().trim().min(1).max(100),
  name: z.string().trim().min(1).max(200),
  quantity: z.number().positive({ error: 'must be above 0' }).max(100_000),
  units: z.string().trim().min(1).max(20),
  expiryDate: expiryTimestamp.nullable().default(null),
});

/**
 * POST /api/users/onboarding (document 2 §4 "Onboarding completion"): the chosen diet,
 * allergies and servings merge into the profile; the groceries go to the pantry by event.
 */
export const onboardingBody = z.strictObject({
  diet: shopperPreferences.shape.diet.unwrap(),
  allergies: shopperInfo.shape.allergies.unwrap(),
  servings: shopperPreferences.shape.noOfServingsPerRecipe.unwrap(),
  groceries: z.array(onboardingGrocery).max(200, { error: 'must hold at most 200 groceries' }),
});
export type OnboardingBody = z.infer<typeof onboardingBody>;

export const userRoles = ['customer', 'staff'] as const;
export type UserRole = (typeof userRoles)[number];

export const recipeFavorite = z.object({ _id: z.string(), recipeId: z.string() });

/** The user as the shop sees it (document 2 §3 "User"). */
export const userAnswer = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  emailAddress: z.string(),
  username: z.string(),
  phoneNumber: z.string(),
  role: z.enum(userRoles),
  /** What a staff member may do in the console; null for customers. */
  staffRole: z.enum(staffRoles).nullable(),
  language: language,
  isPasswordSet: z.boolean(),
  isEmailVerified: z.boolean(),
  isFirstOrder: z.boolean(),
  hasGoogleLogin: z.boolean(),
  hasFacebookLogin: z.boolean(),
  addresses: z.array(address),
  shopperInfo,
  recipeFavorites: z.array(recipeFavorite),
  onboardedAt: z.string().nullable(),
});
export type UserAnswer = z.infer<typeof userAnswer>;

/** GET /api/auth/me and GET /api/users/me: the user, and who is really at the keyboard. */
export const meAnswer = z.object({
  user: userAnswer,
  /** Set when a staff member opened this customer's account (the orange header). */
  accessedBy: z.object({ staffId: z.string(), emailAddress: z.string() }).nullable(),
});
export type MeAnswer = z.infer<typeof meAnswer>;

/** What login, register, set-password and reset answer: the session is also in the cookie. */
export const sessionAnswer = meAnswer.extend({ token: z.string() });
export type SessionAnswer = z.infer<typeof sessionAnswer>;

/** GET /api/auth/providers: which social logins are configured on this server. */
export const socialProvidersAnswer = z.object({ google: z.boolean(), facebook: z.boolean() });
export type SocialProvidersAnswer = z.infer<typeof socialProvidersAnswer>;
export const socialProviders = ['google', 'facebook'] as const;
export type SocialProvider = (typeof socialProviders)[number];

/** GET /api/auth/login-google and /login-facebook: where to come back to, and whose cart. */
export const socialLoginQuery = z.strictObject({
  handle: storefrontHandle.optional(),
  guestUserId: z.uuid({ error: 'must be a guest id issued by the shop' }).optional(),
});

/** GET /api/recipe-favorites */
export const favouritesAnswer = z.object({ recipeFavorites: z.array(recipeFavorite) });
export const recipeIdParams = z.strictObject({
  recipeId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,100}$/, { error: 'must be a recipe id' }),
});

/** POST /api/admin/identity/users/:userId/revoke-sessions: staff end a customer's sessions. */
export const revokeSessionsBody = z.strictObject({
  reason: z
    .string({ error: 'must say why' })
    .trim()
    .min(1, { error: 'must say why' })
    .max(500, { error: 'must be at most 500 characters' }),
});
export const revokeSessionsAnswer = z.object({ endedSessions: z.number().int() });
export const userIdParams = z.strictObject({
  userId: z.string().trim().min(1, { error: 'must be a user id' }).max(100, {
    error: 'must be a user id',
  }),
});

/** GET /api/internal/identity/sessions/:sessionId?userId=: for services' session checks only. */
export const sessionLivenessParams = z.strictObject({
  sessionId: z.string().min(1).max(100),
});
export const sessionLivenessQuery = z.strictObject({ userId: z.string().min(1).max(100) });
export const sessionLivenessAnswer = z.object({ live: z.boolean() });
export type SessionLivenessAnswer = z.infer<typeof sessionLivenessAnswer>;
