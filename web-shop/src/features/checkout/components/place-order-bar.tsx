import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/shared/format/use-money';
import styles from './place-order-bar.module.css';

type PlaceOrderBarProps = {
  /** Cents, the server's total. */
  total: number;
  /** The total is being priced again: it is not final yet. */
  pending: boolean;
  /** An order is on its way: a second one is not sent. */
  busy: boolean;
  /** Said above the button: what keeps the order from being placed. */
  problem: string | null;
  /** The last cart change could not be saved: the order waits for it, and this tries again. */
  onRetrySave: (() => void) | null;
  onPlace: () => void;
};

/** The step-2 bar at the foot of the screen (spec §2): 'Place Order $total'. */
export function PlaceOrderBar({
  total,
  pending,
  busy,
  problem,
  onRetrySave,
  onPlace,
}: PlaceOrderBarProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const problemId = useId();
  const disabled = busy || pending;

  return (
    <section className={styles.bar} aria-label={t('checkout.place.label')}>
      <div className={styles.inner}>
        {problem && (
          <p id={problemId} role="alert" className={styles.problem}>
            {problem}
          </p>
        )}
        {onRetrySave && (
          <p role="alert" className={styles.problem}>
            {t('cart.saveFailed')}
            <button type="button" className={styles.retry} onClick={onRetrySave}>
              {t('cart.retry')}
            </button>
          </p>
        )}
        <p role="status" className={styles.status}>
          {pending && !onRetrySave ? t('checkout.place.updating') : ''}
        </p>
        <button
          type="button"
          className={styles.place}
          onClick={onPlace}
          disabled={disabled}
          aria-busy={busy}
          aria-describedby={problem ? problemId : undefined}
        >
          {t('checkout.place.button', { total: money(total) })}
        </button>
      </div>
    </section>
  );
}
