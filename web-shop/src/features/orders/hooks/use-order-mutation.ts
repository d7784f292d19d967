import type { OrderAnswer } from '@mise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderQueryKey } from '@/shared/orders/order-query-key';
import { orderHistoryKey } from '../api/order-calls';

/**
 * A change to an order that the server answers with the order as it now is: the page shows that
 * answer at once, and the history is refreshed for its new status or slot.
 */
export function useOrderMutation<Variables>(
  orderId: string,
  call: (variables: Variables) => Promise<OrderAnswer>,
  onDone: (order: OrderAnswer) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (order) => {
      queryClient.setQueryData(orderQueryKey(orderId), order);
      void queryClient.invalidateQueries({ queryKey: orderHistoryKey });
      onDone(order);
    },
  });
}
