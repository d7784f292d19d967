import { useTranslation } from 'react-i18next';
import { Navigate, useNavigation } from 'react-router';
import { useCart } from '@/shared/cart';
import { SignedInOnly, type SignedInUser } from '@/shared/session/signed-in-only';
import { MessagePanel } from '@/shared/ui/message-panel/message-panel';
import { Spinner } from '@/shared/ui/spinner';
import { isWorthCheckingOut } from '../api/checkout-entry';
import styles from './checkout-page.module.css';
import { CheckoutView } from './checkout-view';

/**
 * /checkout (step 2). A guest signs in first (the login popup's e-mail step, spec §4); a cart
 * with nothing to order, or under the minimum, goes back to the grocery list.
 */
export function CheckoutPage() {
  const { t } = useTranslation();
  return (
    <SignedInOnly
      signedOutTitle={t('checkout.signIn.title')}
      signedOutBody={t('checkout.signIn.body')}
    >
      {(user) => <CartCheckout user={user} />}
    </SignedInOnly>
  );
}

function CartCheckout({ user }: { user: SignedInUser }) {
  const { t } = useTranslation();
  const state = useCart();
  // On the way to the placed order's page, whose code may still be loading, the emptied cart
  // must not send the shopper back to the groceries.
  const leaving = useNavigation().state !== 'idle';

  const cart = state.cart;
  if (!cart) {
    const isEmpty = state.draft.selections.length === 0;
    if (state.error) {
      return (
        <div className={styles.page}>
          <MessagePanel title={t('checkout.cartError.title')} titleAs="h1" role="alert">
            <p>{t('checkout.cartError.body')}</p>
            <button type="button" className={styles.retry} onClick={state.retry}>
              {t('checkout.cartError.retry')}
            </button>
          </MessagePanel>
        </div>
      );
    }
    if (isEmpty && !state.isLoading && !state.isSaving && !leaving) {
      return <Navigate to="/groceries" replace />;
    }
    return <Waiting />;
  }
  if (!isWorthCheckingOut(cart))
    return leaving ? <Waiting /> : <Navigate to="/groceries" replace />;
  return <CheckoutView state={state} cart={cart} user={user} />;
}

function Waiting() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('title.checkout')}</h1>
      <Spinner />
    </div>
  );
}
