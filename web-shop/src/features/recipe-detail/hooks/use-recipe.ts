import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { useSession } from '@/shared/session/use-session';
import { recipeQuery } from '../api/recipe-query';

/**
 * The recipe named by the :id of the address, as the order in ?orderId bought it when the
 * signed-in shopper placed that order. The menu page shared with friends links its recipes with
 * the order's id: a visitor, or a shopper whose order it is not, sees the recipe itself.
 */
export function useRecipe() {
  const id = useParams().id ?? '';
  const orderId = useSearchParams()[0].get('orderId');
  const session = useSession();
  const asOrdered = useQuery({
    ...recipeQuery(id, orderId),
    enabled: orderId !== null && session.isSignedIn,
  });
  const itself =
    orderId === null || (!session.isLoading && !session.isSignedIn) || asOrdered.isError;
  const recipe = useQuery({ ...recipeQuery(id), enabled: itself });
  return itself ? recipe : asOrdered;
}
