import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { recipeQuery } from '../api/recipe-query';

/** The recipe named by the :id of the address, as the order in ?orderId bought it if any. */
export function useRecipe() {
  const id = useParams().id ?? '';
  const orderId = useSearchParams()[0].get('orderId');
  return useQuery(recipeQuery(id, orderId));
}
