import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { type CartNotice as Notice, useCartActions, useCartNotice } from '@/shared/cart';
import styles from './cart-notice.module.css';

/**
 * A change of the shopper's that the cart could not make as asked (a recipe refused by the
 * server, a full cart), said once until dismissed. The live region stays in the page so the
 * message is announced when it appears.
 */
export function CartNotice() {
  const { t } = useTranslation();
  const notice = useCartNotice();
  const { dismissNotice } = useCartActions();
  return (
    <div aria-live="polite" className={notice ? styles.notice : undefined}>
      {notice && (
        <>
          <p className={styles.text}>{noticeText(notice, t)}</p>
          <button type="button" className={styles.dismiss} onClick={dismissNotice}>
            {t('cart.notice.dismiss')}
          </button>
        </>
      )}
    </div>
  );
}

// Typed as i18next's TFunction: the hook's own type is instantiated too deeply for TypeScript
// once the catalogues hold a few hundred keys.
function noticeText(notice: Notice, t: TFunction): string {
  return notice.kind === 'cartFull'
    ? t('cart.notice.cartFull')
    : t('cart.notice.recipesRefused', { count: notice.count });
}
