import { accountQueryRoot } from '@/shared/session/session-changes';

/**
 * Where an order is kept in the query cache: the checkout puts the order it just placed there,
 * so its page shows it at once; under the account root, so it goes with a change of account.
 */
export const orderQueryKey = (orderId: string) => [accountQueryRoot, 'orders', orderId] as const;
