import type { BuildMenuAnswer, CartAnswer } from '@mise/contracts';
import { useMutation } from '@tanstack/react-query';
import { postCartCall, useCartActions } from '@/shared/cart';
import { useCartStore } from '@/shared/cart/use-cart';
import { useGoToGroceries } from '@/shared/session/use-go-to-groceries';

/**
 * 'Checkout >': the plan becomes the cart in one action. Its recipes, each with its meal type
 * and servings, replace the cart's at the plan's brand tier, through the cart's own save; once
 * the server has that cart, the plan's calorie info goes with it, and the shopper goes on as the
 * cart's own checkout button takes them (a guest logs in first).
 */
export function useCheckoutPlan() {
  const store = useCartStore();
  const cart = useCartActions();
  const goToGroceries = useGoToGroceries();
  return useMutation({
    mutationFn: async (plan: BuildMenuAnswer) => {
      store.change((draft) => ({
        ...draft,
        selections: plan.cart.recipes,
        brandType: plan.cart.brandType,
      }));
      // Waits for the save (a new guest's cart is made by it) before the calorie info is set.
      await cart.readAgain();
      const { error } = store.getSnapshot();
      if (error) throw error;
      const answer = await postCartCall<CartAnswer>('set-calorie-info', {
        calorieInfo: plan.calorieInfo,
      });
      store.acceptOther(answer);
    },
    onSuccess: goToGroceries,
  });
}
