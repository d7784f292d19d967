import type { CartAnswer } from '@mise/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/shared/api/http';
import { guestHeaders } from './browser-storage';
import { useCartStore } from './use-cart';

/** POST to one of the cart's own calls (/api/cart/…) as this browser's guest. */
export function postCartCall<Answer>(path: string, body: unknown): Promise<Answer> {
  return apiFetch<Answer>(`/cart/${path}`, {
    method: 'POST',
    headers: guestHeaders(localStorage),
    body,
  });
}

/**
 * Tells the server the menu was shared with this link: delivery becomes free (spec: 'Share
 * menu with your friends to get FREE DELIVERY'); the re-priced cart replaces the shown one.
 * `error` is the last call's failure (delivery is then not free), cleared by the next call.
 */
export function useSharedMenu() {
  const store = useCartStore();
  const shared = useMutation({
    mutationFn: (sharedCartUrl: string) =>
      postCartCall<CartAnswer>('shared-menu', { sharedCartUrl }),
    onSuccess: (answer) => store.acceptOther(answer),
  });
  return { markShared: (url: string) => shared.mutate(url), error: shared.error };
}
