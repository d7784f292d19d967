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
  /**
   * Spec §2, §5: the button waits until the payment step is closed on a card. `cardHint` says
   * so beside it; null when the payment step already says why (a declined card).
   */
  cardReady: boolean;
  cardHint: string | null;
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
  cardReady,
  cardHint,
  problem,
  onRetrySave,
  onPlace,
}: PlaceOrderBarProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const problemId = useId();
  const statusId = useId();
  const disabled = busy || pending || !cardReady;
  const status = pending && !onRetrySave ? t('checkout.place.updating') : cardReady ? '' : cardHint;

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
        <p id={statusId} role="status" className={styles.status}>
          {status}
        </p>
        <button
          type="button"
          className={styles.place}
          onClick={onPlace}
          disabled={disabled}
          aria-busy={busy}
          aria-describedby={problem ? problemId : status ? statusId : undefined}
        >
          {t('checkout.place.button', { total: money(total) })}
        </button>
      </div>
    </section>
  );
}
