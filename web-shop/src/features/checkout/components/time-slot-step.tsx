import type { CityAnswer, DaysAnswer, TimeSlot } from '@mise/contracts';
import { type Ref, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLongDay } from '../api/delivery-dates';
import { CheckoutStep } from './checkout-step';
import styles from './choices.module.css';

/** Spec README: a slot holds 20 orders; from this few places left, the tile says how many. */
const fewPlacesLeft = 3;

type TimeSlotStepProps = {
  city: CityAnswer | undefined;
  date: string;
  /** The day's answer; undefined while it loads or when no city is chosen. */
  day: DaysAnswer | undefined;
  isLoading: boolean;
  failed: boolean;
  onRetry: () => void;
  selected: string | null;
  onChoose: (start: string) => void;
  /** Why the step needs the shopper: nothing chosen, or the server's words (a slot just taken). */
  problem: string | null;
  ref?: Ref<HTMLElement>;
};

/** Step 2 (spec §2, §7 /days): the day's 2-hour slots; full or past ones cannot be chosen. */
export function TimeSlotStep({
  city,
  date,
  day,
  isLoading,
  failed,
  onRetry,
  selected,
  onChoose,
  problem,
  ref,
}: TimeSlotStepProps) {
  const { t, i18n } = useTranslation();
  const name = useId();
  const problemId = useId();
  const slots = day?.data.timeSlots ?? [];
  const chosen = slots.find((slot) => slot.start === selected && slot.available);

  return (
    <CheckoutStep ref={ref} number={2} title={t('checkout.slot.title')} complete={Boolean(chosen)}>
      {!city ? (
        <p className={styles.message}>{t('checkout.slot.needsCity')}</p>
      ) : failed ? (
        <div role="alert" className={styles.picker}>
          <p className={styles.problem}>{t('checkout.slot.error')}</p>
          <button type="button" className={styles.retry} onClick={onRetry}>
            {t('checkout.slot.retry')}
          </button>
        </div>
      ) : !day && !isLoading ? (
        <p className={styles.message}>{t('checkout.slot.needsDate')}</p>
      ) : !day ? (
        <p role="status" className={styles.message}>
          {t('checkout.slot.loading')}
        </p>
      ) : (
        <fieldset
          className={styles.group}
          aria-describedby={problem ? problemId : undefined}
          aria-invalid={problem ? true : undefined}
        >
          <legend className={styles.legend}>
            {t('checkout.slot.legend', {
              date: formatLongDay(date, i18n.language),
              city: day.data.city.name,
            })}
          </legend>
          {!day.data.available && <p className={styles.message}>{t('checkout.slot.none')}</p>}
          <div className={styles.tiles}>
            {slots.map((slot) => (
              <label key={slot.start} className={styles.tile}>
                <input
                  type="radio"
                  className={styles.radio}
                  name={name}
                  value={slot.start}
                  checked={slot.start === selected}
                  disabled={!slot.available}
                  onChange={() => onChoose(slot.start)}
                />
                <span className={styles.main}>{slot.label}</span> <SlotNote slot={slot} />
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {problem && city && !failed && day && (
        <p id={problemId} role="alert" className={styles.problem}>
          {problem}
        </p>
      )}
    </CheckoutStep>
  );
}

function SlotNote({ slot }: { slot: TimeSlot }) {
  const { t } = useTranslation();
  if (!slot.available) {
    return (
      <span className={styles.note}>
        {slot.remaining <= 0 ? t('checkout.slot.full') : t('checkout.slot.unavailable')}
      </span>
    );
  }
  if (slot.remaining <= fewPlacesLeft) {
    return (
      <span className={styles.few}>{t('checkout.slot.remaining', { count: slot.remaining })}</span>
    );
  }
  return null;
}
