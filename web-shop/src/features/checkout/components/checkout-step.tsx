import { type ReactNode, type Ref, useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './checkout-step.module.css';

type CheckoutStepProps = {
  number: number;
  title: string;
  /** Its information is complete: the number becomes a tick. */
  complete: boolean;
  /** On the heading's line: what a closed step holds, or its Change button. */
  aside?: ReactNode;
  children: ReactNode;
  ref?: Ref<HTMLElement>;
};

/**
 * One numbered checkout step (spec §2: "Checkout steps are numbered"). The section takes the
 * focus when Place Order finds it incomplete, so the shopper lands where the fix is.
 */
export function CheckoutStep({ number, title, complete, aside, children, ref }: CheckoutStepProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section ref={ref} className={styles.step} aria-labelledby={headingId} tabIndex={-1}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          <span className={complete ? `${styles.number} ${styles.done}` : styles.number}>
            {complete ? (
              <svg viewBox="0 0 24 24" aria-hidden="true">
                <path d="M5 12.5l4.5 4.5L19 7.5" />
              </svg>
            ) : (
              <span aria-hidden="true">{number}</span>
            )}
          </span>
          <span className="visually-hidden">
            {t('checkout.step', { number })}
            {complete && ` (${t('checkout.stepDone')})`}:{' '}
          </span>
          {title}
        </h2>
        {aside}
      </div>
      <div className={styles.body}>{children}</div>
    </section>
  );
}
