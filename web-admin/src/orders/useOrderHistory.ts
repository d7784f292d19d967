import { type OrderAnswer, orderHistoryAnswer } from '@mise/contracts';
import { useQuery } from '@tanstack/react-query';
import { parseAnswer } from '../api/parseAnswer';
import { requestJson } from '../api/requestJson';

export type OrderHistoryEntry = ReturnType<typeof orderHistoryAnswer.parse>['data'][number];

/** The order's timeline, read again whenever the order's status or payment changes. */
export function useOrderHistory(order: (OrderAnswer & { id: string }) | undefined) {
  return useQuery({
    queryKey: ['orders', order?.id, 'history', order?.status, order?.payment.refunded],
    enabled: Boolean(order),
    queryFn: async () => {
      const { json } = await requestJson(
        `/api/admin/orders/${encodeURIComponent(String(order?.id))}/history`,
      );
      return parseAnswer(orderHistoryAnswer, json).data;
    },
  });
}

/** The products whose line was refunded on its own: each is refunded once only. */
export const refundedProductIds = (history: readonly OrderHistoryEntry[]) =>
  new Set(
    history.flatMap((entry) =>
      entry.action === 'refund' && typeof entry.details.productId === 'string'
        ? [entry.details.productId]
        : [],
    ),
  );
