import type { PaymentMethodAnswer } from '@mise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isNotFound } from '@/shared/api/http';
import { notify } from '@/shared/notices/notices';
import { savedCardsQuery } from '@/shared/orders/saved-cards';
import { makeDefaultPaymentMethod, removePaymentMethod, withDefault } from '../api/payment-methods';
import { useSaveProblems } from './use-save-problems';

/**
 * A change to the saved cards: the list shown follows the server's answer, and the spec's notice
 * says it was done (§8). A refused change may mean the list shown is out of date (a card removed
 * in another tab), so it is read again.
 */
function useCardChange<Answer>(
  change: (id: string) => Promise<Answer>,
  shown: (cards: PaymentMethodAnswer[] | undefined, answer: Answer) => PaymentMethodAnswer[],
  notice: string,
  onDone?: () => void,
) {
  const client = useQueryClient();
  const { queryKey } = savedCardsQuery;
  return useMutation({
    mutationFn: change,
    onSuccess: (answer) => {
      client.setQueryData(queryKey, (cards) => shown(cards, answer));
      notify('success', notice);
      onDone?.();
    },
    onError: () => client.invalidateQueries({ queryKey }),
  });
}

/** PUT /api/users/payments/:id {isDefault: true}: the card becomes the one used when none is named. */
export function useMakeDefaultCard() {
  const { t } = useTranslation();
  return useCardChange(
    makeDefaultPaymentMethod,
    (cards, card) => withDefault(cards ?? [card], card),
    t('settings.paymentMethods.updated'),
  );
}

/** DELETE /api/users/payments/:id: the card is detached; the server answers the cards left. */
export function useRemoveCard(onRemoved: () => void) {
  const { t } = useTranslation();
  return useCardChange(
    removePaymentMethod,
    (_cards, left) => left,
    t('settings.paymentMethods.removed'),
    onRemoved,
  );
}

/** A refused card change in words: a card gone meanwhile, else the server's sentence or ours. */
export function useCardProblem(error: unknown): string | null {
  const { t } = useTranslation();
  const { general } = useSaveProblems(error, {});
  return isNotFound(error) ? t('settings.paymentMethods.gone') : general;
}
