import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { recipeQuery } from '../api/recipe-query';

/** The recipe named by the :id of the address. */
export function useRecipe() {
  const id = useParams().id ?? '';
  return useQuery(recipeQuery(id));
}
