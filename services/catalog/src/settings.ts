import { defineSettings } from '@mise/platform/config';
import { z } from 'zod';

/** Which catalog an empty database is loaded with, and where a visitor's country comes from. */
export const catalogSettings = defineSettings(
  z.object({
    CATALOG_SEED_DIR: z.string().min(1).optional().meta({
      description:
        'catalog folder loaded into an empty catalog database, e.g. one made by `npm run catalog:generate`; the service refuses to start if it has problems',
      whenUnset: '`services/catalog/seed-data`',
    }),
    // Never set it when clients can reach the shop without passing that proxy: they could send it.
    COUNTRY_HEADER: z
      .string()
      .regex(/^[A-Za-z0-9-]{1,60}$/, { error: 'must be an HTTP header name' })
      .transform((name) => name.toLowerCase())
      .optional()
      .describe(
        "header a trusted proxy sets to the visitor's country code (e.g. `cf-ipcountry`); without it every visitor is in CA. US counts only while the `isContentForUSEnabled` flag is on",
      ),
  }),
);
