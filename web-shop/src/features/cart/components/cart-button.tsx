import { useTranslation } from 'react-i18next';
import { useCart } from '@/shared/cart';
import styles from './cart-button.module.css';

/** The header's cart: the number of recipes, opening the cart popup (spec §5: none, disabled). */
export function CartButton({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation();
  const count = useCart().draft.selections.length;
  return (
    <button
      type="button"
      className={styles.button}
      onClick={onOpen}
      disabled={count === 0}
      aria-label={t('cart.headerButton', { count })}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2" />
        <circle cx="10" cy="20" r="1.4" />
        <circle cx="17" cy="20" r="1.4" />
      </svg>
      <span className={styles.count} aria-hidden="true">
        {count}
      </span>
    </button>
  );
}
