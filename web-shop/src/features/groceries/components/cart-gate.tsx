import type { CartAnswer } from '@mise/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCart } from '@/shared/cart';
import { MessagePanel } from '@/shared/ui/message-panel/message-panel';
import { Spinner } from '@/shared/ui/spinner';
import { EmptyCart } from './empty-cart';
import styles from './groceries-page.module.css';

type CartState = ReturnType<typeof useCart>;

/** Renders `children` once the cart has been priced; the empty, loading and failed states otherwise. */
export function CartGate({
  children,
}: {
  children: (state: CartState, answer: CartAnswer) => ReactNode;
}) {
  const { t } = useTranslation();
  const state = useCart();

  if (state.draft.selections.length === 0 && !state.cart?.selectedRecipes.length) {
    return <EmptyCart />;
  }
  if (state.cart) return children(state, state.cart);
  return (
    <div className={styles.page}>
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
