import type { CartAnswer } from '@mise/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/shared/api/http';
import { problemText } from '@/shared/api/problem-text';
import { postCartCall } from './cart-calls';
import { useCart, useCartStore } from './use-cart';

type CheckPromoAnswer = { applied: boolean; error: string | null; cart: CartAnswer };

/** Spec "Promo": the code is upper-cased and checked; the answer carries the re-priced cart. */
export function usePromo() {
  const { t } = useTranslation();
  const store = useCartStore();
  const { cart } = useCart();
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const check = useMutation({
    mutationFn: ({ code, isRemove }: { code: string; isRemove: boolean }) =>
      postCartCall<CheckPromoAnswer>('check-promo', { promoCode: code, isRemove }),
    onSuccess: (answer, { isRemove }) => {
      store.acceptOther(answer.cart);
      if (isRemove) return;
      if (answer.applied) setNotice(t('cart.promo.applied'));
      else setError(t('cart.promo.incorrect'));
    },
    // A code the server refused as input is still an incorrect code; a failed call is not.
    onError: (failure) =>
      setError(
        failure instanceof ApiError && failure.status === 400
          ? t('cart.promo.incorrect')
          : failure instanceof ApiError && failure.status === 429
            ? problemText(failure, t('cart.promo.failed'), t)
            : t('cart.promo.failed'),
      ),
  });

  return {
    promo: cart?.promo ?? null,
    isChecking: check.isPending,
    error,
    /** 'Promo code has been applied successfully' after an apply that worked. */
    notice,
    apply(code: string) {
      const promoCode = code.trim().toUpperCase();
      setNotice(null);
      setError(promoCode ? null : t('cart.promo.required'));
      if (promoCode) check.mutate({ code: promoCode, isRemove: false });
    },
    remove() {
      setNotice(null);
      setError(null);
      check.mutate({ code: cart?.promo?.code ?? '', isRemove: true });
    },
  };
}
