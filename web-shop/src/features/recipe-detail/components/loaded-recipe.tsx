import type { RecipeDetail } from '@mise/contracts';
import type { ReactNode } from 'react';
import { isNotFound } from '@/shared/api/http';
import { Spinner } from '@/shared/ui/spinner';
import { useRecipe } from '../hooks/use-recipe';
import { RecipeProblem } from './recipe-not-found';

type LoadedRecipeProps = { children: (recipe: RecipeDetail) => ReactNode };

/**
 * What a page shows of the recipe named by the address: a spinner while it loads, then the
 * page itself, or why it is not there (with a retry unless the recipe does not exist).
 */
export function LoadedRecipe({ children }: LoadedRecipeProps) {
  const recipe = useRecipe();
  if (recipe.isPending) return <Spinner />;
  if (recipe.isError) {
    return (
      <RecipeProblem onRetry={isNotFound(recipe.error) ? undefined : () => void recipe.refetch()} />
    );
  }
  return children(recipe.data);
}
