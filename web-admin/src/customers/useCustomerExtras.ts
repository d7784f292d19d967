import { adminPantrySummaryAnswer, adminPaymentMethodsAnswer } from '@mise/contracts';
import { useQuery } from '@tanstack/react-query';
import { parseAnswer } from '../api/parseAnswer';
import { requestJson } from '../api/requestJson';

const forUser = (userId: string) => `userId=${encodeURIComponent(userId)}`;

/** The customer's saved cards (orders-payments): brand and last 4 digits only. */
export function useSavedCards(userId: string | undefined) {
  return useQuery({
    queryKey: ['customers', userId, 'payment-methods'],
    enabled: Boolean(userId),
    queryFn: async () => {
      const { json } = await requestJson(
        `/api/admin/payment-methods?${forUser(String(userId))}&perPage=100`,
      );
      return parseAnswer(adminPaymentMethodsAnswer, json);
    },
  });
}

/** What the customer's pantry holds, in short (pantry). */
export function usePantrySummary(userId: string | undefined) {
  return useQuery({
    queryKey: ['customers', userId, 'pantry-summary'],
    enabled: Boolean(userId),
    queryFn: async () => {
      const { json } = await requestJson(`/api/admin/pantry-summary?${forUser(String(userId))}`);
      return parseAnswer(adminPantrySummaryAnswer, json).data;
    },
  });
}
