import type { CartAnswer } from '@mise/contracts';
import { usePromo } from '@/shared/cart';
import { suggestedPromoCode } from '../api/promo-code';
import { PromoField } from './promo-field';

/** The promo field wired to the cart's promo check. */
export function PromoPanel({ answer }: { answer: CartAnswer }) {
  const promo = usePromo();
  return (
    <PromoField
      promo={promo.promo}
      suggestedCode={suggestedPromoCode(answer.guestUserId !== null)}
      isChecking={promo.isChecking}
      notice={promo.notice}
      error={promo.error}
      onApply={promo.apply}
      onRemove={promo.remove}
    />
  );
}
