import { useTranslation } from 'react-i18next';
import styles from './plan.module.css';

type PlanBarProps = {
  mealTypes: ReadonlyArray<{ id: string; name: string }>;
  current: number;
  /** The current meal type's servings: still selected, and suggested by the plan. */
  progress: { selected: number; suggested: number };
  /** The plan is being changed: nothing here can act on it yet. */
  isBusy: boolean;
  isCheckingOut: boolean;
  onView: (index: number) => void;
  onPick: () => void;
  onNext: () => void;
  onCheckout: () => void;
};

/**
 * The plan's bar (document 2 §2.11, §4): 'View {meal type}' for each planned meal type, "Let's
 * pick {meal type}" while removed meals leave it short, and 'Next >', dimmed until the suggested
 * servings are met, which becomes 'Checkout >' on the last meal type.
 */
export function PlanBar(props: PlanBarProps) {
  const { t } = useTranslation();
  const { mealTypes, current, progress, isBusy } = props;
  const name = mealTypes[current]?.name ?? '';
  const isMet = progress.selected >= progress.suggested;
  const isLast = current === mealTypes.length - 1;
  const canGoOn = isMet && !isBusy && !props.isCheckingOut;

  return (
    <section className={styles.bar} aria-label={t('buildMenu.bar.label')}>
      <div className={styles.barInner}>
        {mealTypes.length > 1 && (
          <div className={styles.views}>
            {mealTypes.map((type, index) => (
              <button
                key={type.id}
                type="button"
                className={styles.view}
                aria-pressed={index === current}
                onClick={() => props.onView(index)}
              >
                {t('buildMenu.bar.view', { name: type.name })}
              </button>
            ))}
          </div>
        )}
        <p className={styles.servings}>
          {t('buildMenu.bar.servings', {
            name,
            selected: progress.selected,
            suggested: progress.suggested,
          })}
        </p>
        {!isMet && (
          <button type="button" className={styles.pick} disabled={isBusy} onClick={props.onPick}>
            {t('buildMenu.bar.pick', { name })}
          </button>
        )}
        <button
          type="button"
          className={styles.next}
          aria-disabled={!canGoOn}
          onClick={() => {
            if (!canGoOn) return;
            if (isLast) props.onCheckout();
            else props.onNext();
          }}
        >
          {isLast
            ? props.isCheckingOut
              ? t('buildMenu.bar.checkingOut')
              : t('buildMenu.bar.checkout')
            : t('buildMenu.bar.next')}
        </button>
      </div>
    </section>
  );
}
