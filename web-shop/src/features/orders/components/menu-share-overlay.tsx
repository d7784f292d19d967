import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { ShareMenuDialog } from '@/shared/ui/share-menu/share-menu-dialog';
import { orderMenuQuery } from '../api/order-calls';

/**
 * /menu/:orderId/share and /menu/:orderId/share/:recipeId (spec §2 overlay routes): the share
 * dialog over the menu. Shared is the menu page, or with a recipe id that one recipe's page.
 * Closing goes back to the menu itself.
 */
export function MenuShareOverlay() {
  const { orderId = '', recipeId } = useParams();
  const navigate = useNavigate();
  // The page behind asked for the menu already; until it has it, it shows the loading state.
  const { data: menu } = useQuery(orderMenuQuery(orderId));
  if (!menu) return null;

  const focused = menu.recipes.find((recipe) => recipe.recipeId === recipeId);
  // A recipe cooked for two meal types is one recipe to share.
  const recipes = [
    ...new Map(
      (focused ? [focused] : menu.recipes).map(({ recipeId: _id, name, image }) => [
        _id,
        { _id, name, image },
      ]),
    ).values(),
  ];
  const { origin } = window.location;
  const path = focused
    ? `/recipes/${encodeURIComponent(focused.recipeId)}`
    : `/menu/${encodeURIComponent(menu.orderId)}`;

  return (
    <ShareMenuDialog
      open
      onClose={() => void navigate(`/menu/${encodeURIComponent(orderId)}`, { replace: true })}
      recipes={recipes}
      longUrl={`${origin}${path}`}
      firstName={menu.firstName || null}
    />
  );
}
