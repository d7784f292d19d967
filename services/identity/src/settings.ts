import { defineSettings, type SettingsValues } from '@mise/platform/config';
import { z } from 'zod';

const issuer = z.url({ error: 'must be a URL' }).optional();
const client = z.string().min(1).optional();

/**
 * Social login through OpenID Connect (a provider's button shows only when all three of its
 * settings are set), and the first staff account of a new installation.
 */
export const identitySettings = defineSettings(
  z.object({
    GOOGLE_OIDC_ISSUER: issuer.describe(
      'Google sign-in (e.g. issuer `https://accounts.google.com`); the button shows when the three `GOOGLE_*` are set and the `isGoogleLoginEnabled` flag is on. Redirect URI: `<first PUBLIC_ORIGINS>/api/auth/callback/google`',
    ),
    GOOGLE_CLIENT_ID: client.describe("this shop's client id at Google"),
    GOOGLE_CLIENT_SECRET: client.describe("this shop's client secret at Google"),
    FACEBOOK_OIDC_ISSUER: issuer.describe(
      'the same for Facebook (issuer `https://www.facebook.com`), callback `/api/auth/callback/facebook`',
    ),
    FACEBOOK_CLIENT_ID: client.describe("this shop's client id at Facebook"),
    FACEBOOK_CLIENT_SECRET: client.describe("this shop's client secret at Facebook"),
    STAFF_EMAIL: z
      .email({ error: 'must be an e-mail address' })
      .optional()
      .describe(
        'a first staff account (with `STAFF_PASSWORD`), created at start when no account has that e-mail; an existing account is never changed',
      ),
    STAFF_PASSWORD: z
      .string()
      .min(12, { error: 'must be at least 12 characters' })
      .optional()
      .describe("the first staff account's password, 12 characters or more"),
  }),
  (values) =>
    Boolean(values.STAFF_EMAIL) !== Boolean(values.STAFF_PASSWORD)
      ? ['STAFF_EMAIL, STAFF_PASSWORD: must be set together']
      : [],
);

export type IdentitySettings = SettingsValues<typeof identitySettings>;
