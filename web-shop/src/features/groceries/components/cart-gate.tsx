import type { CartAnswer } from '@mise/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type CartState, useCart } from '@/shared/cart';
import { MessagePanel } from '@/shared/ui/message-panel/message-panel';
import { Spinner } from '@/shared/ui/spinner';
import { EmptyCart } from './empty-cart';
import styles from './groceries-page.module.css';
import frame from './page-frame.module.css';

/** Renders `children` once the cart has been priced; the empty, loading and failed states otherwise. */
export function CartGate({
  children,
}: {
  children: (state: CartState, answer: CartAnswer) => ReactNode;
}) {
  const { t } = useTranslation();
  const state = useCart();

  // A returning guest's cart is still on its way: 'empty' now would flash before it arrives.
  const isEmpty = state.draft.selections.length === 0 && !state.cart?.selectedRecipes.length;
  // A cart that could not be loaded is not known to be empty: the failure is said, with Retry.
  const failedToLoad = !state.cart && state.error !== null;
  if (isEmpty && !state.isLoading && !failedToLoad) {
    return <EmptyCart />;
  }
  if (state.cart) return children(state, state.cart);
  return (
    <div className={frame.page}>
      {state.error ? (
        <MessagePanel title={t('groceries.errorTitle')} titleAs="h1" role="alert">
          <p>{t('groceries.errorBody')}</p>
          <button type="button" className={styles.retry} onClick={state.retry}>
            {t('groceries.retry')}
          </button>
        </MessagePanel>
      ) : (
        <Spinner />
      )}
    </div>
  );
}
