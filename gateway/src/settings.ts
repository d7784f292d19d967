import { ordersPaymentsSettings } from '@mise/orders-payments';
import { defineSettings, type SettingsValues } from '@mise/platform';

/**
 * The gateway's own: the card form's Stripe key, which its content security policy lets
 * through whether orders-payments runs here or elsewhere.
 */
export const gatewaySettings = defineSettings(
  ordersPaymentsSettings.schema.pick({ STRIPE_PUBLISHABLE_KEY: true }),
);

export type GatewaySettings = SettingsValues<typeof gatewaySettings>;
