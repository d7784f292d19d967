import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { addRecipesParam, parseAddRecipes, useCart } from '@/shared/cart';

/**
 * A shared-cart link (`/recipes?addRecipes=…`, spec §2) rebuilds the cart from its recipes;
 * the query is then taken out of the address so a reload does not rebuild it again.
 */
export function useAddRecipesLink(): void {
  const [params, setParams] = useSearchParams();
  const { replaceSelections } = useCart();
  const shared = params.get(addRecipesParam);

  useEffect(() => {
    if (shared === null) return;
    const selections = parseAddRecipes(shared);
    if (selections.length > 0) replaceSelections(selections);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(addRecipesParam);
        return next;
      },
      { replace: true },
    );
  }, [shared, replaceSelections, setParams]);
}
