import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './cart-stepper.module.css';

type CartStepperProps = {
  /** The recipe's name, for the buttons' labels. */
  name: string;
  servings: number;
  onMore: () => void;
  /** At the minimum this takes the recipe out of the cart (spec "Adding a recipe"). */
  onFewer: () => void;
  className?: string;
  /** The plus button, for a caller that moves focus onto the stepper when it appears. */
  moreRef?: Ref<HTMLButtonElement>;
};

/** Minus, the servings in the cart, plus: a recipe's Active add button. */
export function CartStepper({
  name,
  servings,
  onMore,
  onFewer,
  className,
  moreRef,
}: CartStepperProps) {
  const { t } = useTranslation();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would need a visible legend here.
    <div
      role="group"
      aria-label={t('cart.servingsOf', { name })}
      className={`${styles.stepper} ${className ?? ''}`}
    >
      <button
        type="button"
        className={styles.button}
        onClick={onFewer}
        aria-label={t('cart.fewer', { name })}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M5 12h14" />
        </svg>
      </button>
      <output className={styles.value} aria-live="polite">
        {t('cart.inCart', { count: servings })}
      </output>
      <button
        ref={moreRef}
        type="button"
        className={styles.button}
        onClick={onMore}
        aria-label={t('cart.more', { name })}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M12 5v14M5 12h14" />
        </svg>
      </button>
    </div>
  );
}
