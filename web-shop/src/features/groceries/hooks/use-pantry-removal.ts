import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCartActions } from '@/shared/cart';
import {
  lotIdsOf,
  pantryQuery,
  pantryQueryKey,
  removeFromPantry,
} from '@/shared/pantry/pantry-calls';
import { untilRepriced } from '../api/repricing';

/**
 * 'Don't have anymore' (document 2, "Pantry"): every lot the pantry holds of the ingredient goes,
 * then the cart is read until it is priced without them, so the line buys what the pantry no
 * longer has. Pending for the whole of it: the card shows it as busy meanwhile.
 */
export function usePantryRemoval() {
  const queryClient = useQueryClient();
  const { readAgain } = useCartActions();
  return useMutation({
    mutationFn: async (ingredientId: string) => {
      // The lots as they are now: the pantry may have changed since it was last read.
      const pantry = await queryClient.fetchQuery({ ...pantryQuery, staleTime: 0 });
      const lots = lotIdsOf(pantry, ingredientId);
      if (lots.length > 0) await removeFromPantry(lots);
      await untilRepriced(readAgain, ingredientId);
    },
    // The pantry and the recipes that use it are read again, whatever went through.
    onSettled: () => queryClient.invalidateQueries({ queryKey: pantryQueryKey }),
  });
}
