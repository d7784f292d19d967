import { defineSettings } from '@mise/platform/config';
import { z } from 'zod';

const stripeKeys = [
  'STRIPE_SECRET_KEY',
  'STRIPE_PUBLISHABLE_KEY',
  'STRIPE_WEBHOOK_SECRET',
] as const;

/**
 * Card payments through Stripe, and the fault hook of the crash tests. Without Stripe's keys
 * payments go to the sandbox, which honours Stripe's test cards and never charges anyone.
 */
export const ordersPaymentsSettings = defineSettings(
  z.object({
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_/, { error: 'must be a Stripe secret key (sk_...)' })
      .optional()
      .describe(
        'card payments through Stripe (with the two below, all three together): the secret key. Unset: the sandbox, which never charges anyone',
      ),
    STRIPE_PUBLISHABLE_KEY: z
      .string()
      .regex(/^pk_/, { error: 'must be a Stripe publishable key (pk_...)' })
      .optional()
      .describe("the publishable key the shop's card form uses"),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_/, { error: 'must be a webhook signing secret (whsec_...)' })
      .optional()
      .describe(
        'the signing secret of the webhook endpoint `/api/payments/webhook` (events `payment_intent.succeeded` and `payment_intent.payment_failed`)',
      ),
    STRIPE_API_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
      .optional()
      .describe('another Stripe API server, e.g. stripe-mock at `http://127.0.0.1:12111`'),
    // Proves that nothing is lost when the process dies between the charge and the order's update.
    FAULT_EXIT_AFTER_PAYMENT: z
      .enum(['true', 'false'], { error: 'must be true or false' })
      .transform((value) => value === 'true')
      .default(false)
      .describe(
        'tests only (refused in production): the process exits right after a payment succeeds, before the order is marked paid',
      ),
  }),
  (values, inProduction) => {
    const problems: string[] = [];
    const stripe = stripeKeys.map((key) => values[key]);
    if (stripe.some(Boolean) && !stripe.every(Boolean)) {
      problems.push(`${stripeKeys.join(', ')}: must be set together`);
    }
    if (inProduction && values.FAULT_EXIT_AFTER_PAYMENT) {
      problems.push('FAULT_EXIT_AFTER_PAYMENT: is for tests and refused in production');
    }
    return problems;
  },
);
