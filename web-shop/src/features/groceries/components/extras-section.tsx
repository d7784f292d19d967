import type { CartAnswer } from '@mise/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/shared/format/use-money';
import { ExtraQuantity } from './extra-quantity';
import styles from './extras-section.module.css';

type ExtrasSectionProps = {
  lines: CartAnswer['extraGroceries'];
  quantities: Record<string, number>;
  onAdd: (productId: string) => void;
  onRemove: (productId: string) => void;
  onOpen: () => void;
};

/** The extra products in the cart, and the way into the 'Add extra groceries' popup. */
export function ExtrasSection({ lines, quantities, onAdd, onRemove, onOpen }: ExtrasSectionProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const titleId = useId();

  return (
    <section aria-labelledby={titleId} className={styles.extras}>
      <h2 id={titleId} className={styles.title}>
        {t('extras.title')}
      </h2>
      {lines.length === 0 ? (
        <p className={styles.none}>{t('extras.none')}</p>
      ) : (
        <ul className={styles.lines}>
          {lines.map((line) => (
            <li key={line._id} className={styles.line}>
              <img src={line.image} alt="" className={styles.image} width={48} height={48} />
              <div className={styles.text}>
                <p className={styles.name}>{line.name}</p>
                <p className={styles.price}>{t('extras.each', { price: money(line.price) })}</p>
              </div>
              <div className={styles.quantity}>
                <ExtraQuantity
                  name={line.name}
                  quantity={quantities[line._id] ?? 0}
                  onAdd={() => onAdd(line._id)}
                  onRemove={() => onRemove(line._id)}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className={styles.open} onClick={onOpen}>
        {t('extras.open')}
      </button>
    </section>
  );
}
