import { defineSettings } from '@mise/platform/config';
import { z } from 'zod';

/** The fault hook of the pantry's crash test. */
export const pantrySettings = defineSettings(
  z.object({
    // Proves that a delivered order whose handling dies half done is stocked once, on redelivery.
    FAULT_EXIT_IN_DELIVERED_ORDER: z
      .enum(['true', 'false'], { error: 'must be true or false' })
      .transform((value) => value === 'true')
      .default(false)
      .describe(
        "tests only (refused in production): the process exits while it stocks a delivered order's leftovers, after writing the lots and before they commit",
      ),
  }),
  (values, inProduction) =>
    inProduction && values.FAULT_EXIT_IN_DELIVERED_ORDER
      ? ['FAULT_EXIT_IN_DELIVERED_ORDER: is for tests and refused in production']
      : [],
);
