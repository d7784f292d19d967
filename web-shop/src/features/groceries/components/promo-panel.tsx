import type { CartAnswer } from '@mise/contracts';
import { usePromo } from '@/shared/cart';
import { useSession } from '@/shared/session/use-session';
import { suggestedPromoCode } from '../api/promo-code';
import { PromoField } from './promo-field';

/** The promo field wired to the cart's promo check. */
export function PromoPanel({ answer }: { answer: CartAnswer }) {
  const promo = usePromo();
  const { user } = useSession();
  // Spec §6: new or not logged-in shoppers get the welcome code prefilled.
  const isNewShopper = answer.guestUserId !== null || (user?.isFirstOrder ?? false);
  return (
    <PromoField
      promo={promo.promo}
      suggestedCode={suggestedPromoCode(isNewShopper)}
      isChecking={promo.isChecking}
      notice={promo.notice}
      error={promo.error}
      onApply={promo.apply}
      onRemove={promo.remove}
    />
  );
}
