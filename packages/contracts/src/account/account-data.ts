import { z } from 'zod';

/**
 * A shopper's right to their data (privacy page, /settings): every service that keeps something
 * about a shopper answers its part of the export, and forgets it when the account is deleted.
 */

/**
 * Identity deleted an account: every service forgets what it keeps about the shopper, and
 * orders-payments anonymises the orders the law makes it keep. The e-mail address is carried
 * for the services that know the shopper only by it (notifications' mail log).
 */
export const userDeleted = {
  type: 'identity.user.deleted',
  version: 1,
  data: z.object({ userId: z.string(), emailAddress: z.string() }),
} as const;
export type UserDeleted = z.infer<typeof userDeleted.data>;

/**
 * DELETE /api/users/me: the shopper proves it is them with their password, or, for an account
 * that signs in only with Google or Facebook, by typing its e-mail address.
 */
export const deleteAccountBody = z.strictObject({
  password: z.string().min(1, { error: 'must not be empty' }).max(200).optional(),
  emailAddress: z.string().min(1, { error: 'must not be empty' }).max(320).optional(),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;

/** One service's part of the export: its own records, as it shows them to the shopper. */
export const accountDataPart = z.record(z.string(), z.unknown());
export type AccountDataPart = z.infer<typeof accountDataPart>;

/** GET /api/account-data: the whole export, one part per service that keeps shopper data. */
export const accountDataAnswer = z.object({
  exportedAt: z.string(),
  parts: z.record(z.string(), accountDataPart),
});
export type AccountDataAnswer = z.infer<typeof accountDataAnswer>;

/** The orders that keep an account from being deleted until they are delivered or cancelled. */
export const openOrdersAnswer = z.object({
  orders: z.array(z.object({ id: z.string(), number: z.string(), status: z.string() })),
});
export type OpenOrdersAnswer = z.infer<typeof openOrdersAnswer>;

/** What an anonymised order carries instead of its shopper's id and name. */
export const DELETED_CUSTOMER_NAME = 'Deleted customer';
export const deletedCustomerId = (tombstone: string) => `deleted:${tombstone}`;
