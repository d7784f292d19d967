import { useTranslation } from 'react-i18next';
import styles from './extra-quantity.module.css';

type ExtraQuantityProps = {
  name: string;
  quantity: number;
  onAdd: () => void;
  onRemove: () => void;
};

/**
 * Spec §4 "Extra products": Inactive shows 'Add to Cart'; Active shows '{n} quantity' between
 * minus and plus, and minus at 1 takes the product out again.
 */
export function ExtraQuantity({ name, quantity, onAdd, onRemove }: ExtraQuantityProps) {
  const { t } = useTranslation();
  if (quantity === 0) {
    return (
      <button
        type="button"
        className={styles.add}
        onClick={onAdd}
        aria-label={`${t('extras.add')}: ${name}`}
      >
        {t('extras.add')}
      </button>
    );
  }
  return (
    <div className={styles.stepper}>
      <button
        type="button"
        className={styles.step}
        onClick={onRemove}
        aria-label={t('extras.less', { name })}
      >
        −
      </button>
      <span className={styles.count}>{t('extras.quantity', { count: quantity })}</span>
      <button
        type="button"
        className={styles.step}
        onClick={onAdd}
        aria-label={t('extras.more', { name })}
      >
        +
      </button>
    </div>
  );
}
