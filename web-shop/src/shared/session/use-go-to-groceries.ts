import { useLocation, useNavigate } from 'react-router';
import { searchWithLoginMode } from './login-mode';
import { useSession } from './use-session';

/**
 * The way on from the recipes to the grocery list (spec §4 "Header/popups", §5 "Guests"): a
 * signed-in shopper goes to /groceries; a guest logs in first, in the popup's e-mail step,
 * which goes on to /groceries once signed in.
 */
export function useGoToGroceries(): () => void {
  const navigate = useNavigate();
  const { search } = useLocation();
  const { isSignedIn } = useSession();
  return () => {
    if (isSignedIn) void navigate('/groceries');
    else void navigate({ search: searchWithLoginMode(search, 'email') });
  };
}
