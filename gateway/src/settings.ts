import { ordersPaymentsSettings } from '@mise/orders-payments';
import { defineSettings, type SettingsValues, serviceUrlPairs } from '@mise/platform';
import { z } from 'zod';

const webAddress = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional();

/** `name=url` pairs, a name as often as it has further processes, as a list of URLs by name. */
function parseReplicaUrls(value: string | undefined, ctx: z.RefinementCtx) {
  const isWebUrl = (url: string) => URL.canParse(url) && /^https?:$/.test(new URL(url).protocol);
  const urls: Record<string, string[]> = {};
  for (const [name, url] of serviceUrlPairs(
    value,
    ctx,
    'cart-pricing=http://host:4011',
    isWebUrl,
  )) {
    urls[name] = [...(urls[name] ?? []), url];
  }
  return urls;
}

/**
 * The gateway's own: further processes of the services it proxies to (a Kubernetes Service
 * spreads the load itself; this is for several processes on one machine); the card form's
 * Stripe key, which its content security policy lets through whether orders-payments runs
 * here or elsewhere; where the shop's error reports go;
 * and the optional third-party slots (each off unless set, and only then let through the CSP).
 */
export const gatewaySettings = defineSettings(
  ordersPaymentsSettings.schema.pick({ STRIPE_PUBLISHABLE_KEY: true }).extend({
    SERVICE_REPLICA_URLS: z
      .string()
      .optional()
      .transform((value, ctx) => parseReplicaUrls(value, ctx))
      .describe(
        "`name=url` pairs, a name once per further process (`cart-pricing=http://127.0.0.1:4011`): more processes of a service `SERVICE_URLS` names; the gateway sends that service's requests to each of its processes in turn",
      ),
    ERROR_WEBHOOK_URL: webAddress.describe(
      "where the shop's error reports are posted as JSON, passwords scrubbed; unset: they are only logged",
    ),
    TAG_MANAGER_SCRIPT_URL: webAddress.describe(
      "the tag manager's script; unset: no tag manager and no data-layer pushes",
    ),
    SESSION_REPLAY_SCRIPT_URL: webAddress.describe('the session-replay script; unset: none'),
    CHAT_WIDGET_SCRIPT_URL: webAddress.describe(
      "the chat widget's script (never loaded on meal-plan pages); unset: none",
    ),
    MARKETING_TRACKER_URL: webAddress.describe(
      "where the e-mail marketing tracker's identify and track events are posted (with the key below); unset: none",
    ),
    MARKETING_TRACKER_KEY: z
      .string()
      .min(1)
      .optional()
      .describe("the marketing tracker's public site key"),
    MARKETING_TRACKER_SEND: z
      .enum(['true', 'false'], { error: 'must be true or false' })
      .transform((value) => value === 'true')
      .default(false)
      .describe('whether marketing events are sent at all (spec: only when a flag enables it)'),
  }),
  (values) =>
    Boolean(values.MARKETING_TRACKER_URL) === Boolean(values.MARKETING_TRACKER_KEY)
      ? []
      : ['MARKETING_TRACKER_URL, MARKETING_TRACKER_KEY: must be set together'],
);

export type GatewaySettings = SettingsValues<typeof gatewaySettings>;
