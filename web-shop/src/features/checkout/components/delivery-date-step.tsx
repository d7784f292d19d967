import { type Ref, useId } from 'react';
import { useTranslation } from 'react-i18next';
import field from '@/shared/ui/text-field/text-field.module.css';
import {
  addDays,
  bookingWindowDays,
  type DateChoice,
  formatDay,
  formatLongDay,
  isBookable,
} from '../api/delivery-dates';
import { CheckoutStep } from './checkout-step';
import styles from './choices.module.css';

type DeliveryDateStepProps = {
  choice: DateChoice;
  /** The city's today (YYYY-MM-DD). */
  today: string;
  onChoose: (choice: DateChoice) => void;
  ref?: Ref<HTMLElement>;
};

/** Step 1 (spec §2): delivery today, tomorrow or on a date from the calendar. */
export function DeliveryDateStep({ choice, today, onChoose, ref }: DeliveryDateStepProps) {
  const { t, i18n } = useTranslation();
  const name = useId();
  const pickerId = useId();
  const problemId = useId();
  const last = addDays(today, bookingWindowDays);
  const custom = choice.kind === 'custom' ? choice.date : '';
  const customProblem =
    choice.kind === 'custom' && !isBookable(custom, today)
      ? t('checkout.date.outOfRange', {
          first: formatLongDay(today, i18n.language),
          last: formatLongDay(last, i18n.language),
        })
      : null;

  const options: Array<{ kind: DateChoice['kind']; label: string; note: string }> = [
    { kind: 'today', label: t('checkout.date.today'), note: formatDay(today, i18n.language) },
    {
      kind: 'tomorrow',
      label: t('checkout.date.tomorrow'),
      note: formatDay(addDays(today, 1), i18n.language),
    },
    {
      kind: 'custom',
      label: t('checkout.date.other'),
      note: custom && !customProblem ? formatDay(custom, i18n.language) : '',
    },
  ];

  return (
    <CheckoutStep ref={ref} number={1} title={t('checkout.date.title')} complete={!customProblem}>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('checkout.date.legend')}</legend>
        <div className={styles.tiles}>
          {options.map((option) => (
            <label key={option.kind} className={styles.tile}>
              <input
                type="radio"
                className={styles.radio}
                name={name}
                checked={choice.kind === option.kind}
                onChange={() =>
                  onChoose(
                    option.kind === 'custom'
                      ? { kind: 'custom', date: addDays(today, 2) }
                      : { kind: option.kind },
                  )
                }
              />
              <span className={styles.main}>{option.label}</span>{' '}
              {option.note && <span className={styles.note}>{option.note}</span>}
            </label>
          ))}
        </div>
      </fieldset>
      {choice.kind === 'custom' && (
        <div className={styles.picker}>
          <label htmlFor={pickerId} className={field.label}>
            {t('checkout.date.pick')}
          </label>
          <input
            id={pickerId}
            type="date"
            className={field.input}
            value={custom}
            min={today}
            max={last}
            required
            aria-invalid={customProblem ? true : undefined}
            aria-describedby={customProblem ? problemId : undefined}
            onChange={(event) => onChoose({ kind: 'custom', date: event.target.value })}
          />
          {customProblem && (
            <p id={problemId} className={styles.problem}>
              {customProblem}
            </p>
          )}
        </div>
      )}
    </CheckoutStep>
  );
}
