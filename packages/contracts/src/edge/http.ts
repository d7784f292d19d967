import { z } from 'zod';

/** The largest report the edge reads; a stack trace rarely needs a quarter of it. */
export const CLIENT_ERROR_MAX_BYTES = 16_384;

const text = (max: number) => z.string().max(max);

/**
 * What the shop sends when a call fails (spec document 2 §8, 401 excepted) or a page fails to
 * render: enough to find the fault, nothing the shopper typed on purpose (the edge scrubs
 * secrets anyway, since a URL or a message may carry one).
 */
export const clientErrorReport = z.strictObject({
  kind: z.enum(['call', 'render']),
  message: text(2_000).min(1),
  /** The page the shopper was on. */
  page: text(2_000),
  /** The failed call's method, path and status (kind `call`). */
  method: z.enum(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']).optional(),
  url: text(2_000).optional(),
  status: z.int().min(100).max(599).optional(),
  stack: text(8_000).optional(),
  /** The session's user id, or 'anonymous' (spec §8). */
  userId: text(100).min(1),
  /** What the call sent, when it helps to see it (a form's fields); secrets are scrubbed. */
  details: z.record(z.string().max(100), z.unknown()).optional(),
});
export type ClientErrorReport = z.infer<typeof clientErrorReport>;

/** The edge took the report (or set aside a search engine's): nothing for the shop to do. */
export const clientErrorAccepted = z.object({ accepted: z.literal(true) });

const scriptSlot = z.object({ scriptUrl: z.url() });

/**
 * The optional third-party slots (product decision: each off unless configured). A slot left
 * unset is null, and the shop then loads nothing for it.
 */
export const thirdPartySlots = z.object({
  tagManager: scriptSlot.nullable(),
  sessionReplay: scriptSlot.nullable(),
  chatWidget: scriptSlot.nullable(),
  marketingTracker: z
    .object({
      /** Where identify and track events are posted. */
      eventsUrl: z.url(),
      /** The tracker's public site key, sent with each event. */
      siteKey: z.string(),
      /** Spec §4 "Analytics": events are sent only when this flag is on. */
      sending: z.boolean(),
    })
    .nullable(),
});
export type ThirdPartySlots = z.infer<typeof thirdPartySlots>;
