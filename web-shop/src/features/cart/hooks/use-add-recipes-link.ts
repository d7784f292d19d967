import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { addRecipesParam, parseAddRecipes, useCartActions } from '@/shared/cart';

/**
 * A shared-cart link (`/recipes?addRecipes=…`, spec §2) adds its recipes to the cart, each as
 * "Adding a recipe" does (same recipe and meal type replaced); the query is then taken out of
 * the address so a reload does not add them again.
 */
export function useAddRecipesLink(): void {
  const [params, setParams] = useSearchParams();
  const { addLinkedSelections } = useCartActions();
  const shared = params.get(addRecipesParam);

  useEffect(() => {
    if (shared === null) return;
    const selections = parseAddRecipes(shared);
    if (selections.length > 0) addLinkedSelections(selections);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(addRecipesParam);
        return next;
      },
      { replace: true },
    );
  }, [shared, addLinkedSelections, setParams]);
}
