import { defineSettings } from '@mise/platform/config';
import { z } from 'zod';

const milliseconds = (max: number) =>
  z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int({ error: 'must be a whole number of milliseconds' })
    .min(100, { error: 'must be at least 100' })
    .max(max, { error: `must be at most ${max}` });

/** The build-menu planner's limits. */
export const cartPricingSettings = defineSettings(
  z.object({
    PLANNER_TIME_LIMIT_MS: milliseconds(30_000)
      .default(1_200)
      .describe(
        "the solver's time limit for one plan; it answers the best plan found by then, with its gap",
      ),
    PLANNER_QUEUE_LIMIT: z.coerce
      .number({ error: 'must be a number' })
      .int({ error: 'must be a whole number' })
      .min(0, { error: 'must be 0 or more' })
      .max(100, { error: 'must be at most 100' })
      .default(4)
      .describe('plans that may wait for the solver; one more is answered 429'),
    PLANNER_SHORTLIST: z.coerce
      .number({ error: 'must be a number' })
      .int({ error: 'must be a whole number' })
      .min(5, { error: 'must be at least 5' })
      .max(500, { error: 'must be at most 500' })
      .default(40)
      .describe('recipes per meal type the plan chooses among, the cheapest of each protein level'),
  }),
);
