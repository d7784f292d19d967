import { useEffect, useRef } from 'react';
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
  const active = quantity > 0;
  const addButton = useRef<HTMLButtonElement>(null);
  const moreButton = useRef<HTMLButtonElement>(null);
  // Set by a click that switches the form: the control clicked is gone, so focus would fall to
  // the page; the new control takes it instead.
  const switching = useRef(false);

  useEffect(() => {
    if (!switching.current) return;
    switching.current = false;
    (active ? moreButton : addButton).current?.focus();
  }, [active]);

  function add() {
    switching.current = !active;
    onAdd();
  }

  function remove() {
    switching.current = quantity === 1;
    onRemove();
  }

  return (
    <fieldset aria-label={name} className={styles.control}>
      {active ? (
        <div className={styles.stepper}>
          <button
            type="button"
            className={styles.step}
            onClick={remove}
            aria-label={t('extras.less', { name })}
          >
            −
          </button>
          <span className={styles.count} aria-live="polite">
            {t('extras.quantity', { count: quantity })}
          </span>
          <button
            ref={moreButton}
            type="button"
            className={styles.step}
            onClick={add}
            aria-label={t('extras.more', { name })}
          >
            +
          </button>
        </div>
      ) : (
        <button
          ref={addButton}
          type="button"
          className={styles.add}
          onClick={add}
          aria-label={t('extras.addNamed', { name })}
        >
          {t('extras.add')}
        </button>
      )}
    </fieldset>
  );
}
