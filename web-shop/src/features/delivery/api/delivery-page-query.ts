import type { DeliveryPageAnswer } from '@mise/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/shared/api/http';

export const deliveryPageQuery = queryOptions({
  queryKey: ['delivery-page'],
  queryFn: () => apiFetch<DeliveryPageAnswer>('/delivery'),
  // Cities and fees change a few times a year.
  staleTime: 10 * 60_000,
});
