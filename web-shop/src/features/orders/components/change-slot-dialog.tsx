import type { DaysAnswer, OrderAnswer } from '@mise/contracts';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { problemText } from '@/shared/api/problem-text';
import { notify } from '@/shared/notices/notices';
import { Dialog, DialogActions, DialogBody } from '@/shared/ui/dialog/dialog';
import actions from '@/shared/ui/dialog/dialog-actions.module.css';
import { Spinner } from '@/shared/ui/spinner';
import { type ChangeOrderBody, changeOrder, daysQuery } from '../api/order-calls';
import { formatSlot, todayIn } from '../api/order-dates';
import { useOrderMutation } from '../hooks/use-order-mutation';
import styles from './order-dialogs.module.css';

type ChangeSlotDialogProps = { order: OrderAnswer; open: boolean; onClose: () => void };

/** Moves the delivery to another day or 2-hour slot (GET /days for the choices, then PUT). */
export function ChangeSlotDialog({ order, open, onClose }: ChangeSlotDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t('orderDetail.changeSlotTitle')}>
      {/* Mounted while open: each opening starts from the order's own slot. */}
      <ChangeSlotForm order={order} onClose={onClose} />
    </Dialog>
  );
}

const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

function ChangeSlotForm({ order, onClose }: Omit<ChangeSlotDialogProps, 'open'>) {
  const { t } = useTranslation();
  const dateId = useId();
  const { delivery } = order;
  const [date, setDate] = useState(delivery.date);
  const [choice, setChoice] = useState({ date: delivery.date, start: delivery.slotStart });
  const chosen = choice.date === date ? choice.start : null;
  const days = useQuery({
    ...daysQuery(date, delivery.cityId, order.deliveryType),
    enabled: isDate(date),
  });
  const change = useOrderMutation(
    order._id,
    (body: ChangeOrderBody) => changeOrder(order._id, body),
    () => {
      notify('success', t('orderDetail.slotChanged'));
      onClose();
    },
  );
  const isCurrent = chosen === delivery.slotStart;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!chosen || isCurrent) return;
    change.mutate(
      { date, timeSlot: chosen },
      // Someone may have taken the last place meanwhile: show the day as it is now.
      { onError: () => void days.refetch() },
    );
  }

  return (
    <form onSubmit={submit}>
      <DialogBody>
        <div className={styles.body}>
          <div className={styles.field}>
            <label htmlFor={dateId} className={styles.label}>
              {t('orderDetail.newDate')}
            </label>
            <input
              id={dateId}
              type="date"
              className={styles.date}
              value={date}
              min={todayIn(delivery.timeZone)}
              onChange={(event) => setDate(event.target.value)}
              required
            />
          </div>
          <SlotChoices
            days={days}
            chosen={chosen}
            current={delivery.slotStart}
            onChoose={(start) => setChoice({ date, start })}
          />
          {change.isError && (
            <p role="alert" className={styles.problem}>
              {problemText(change.error, t('orderDetail.changeFailed'), t)}
            </p>
          )}
        </div>
      </DialogBody>
      <DialogActions>
        <button type="button" className={actions.secondary} onClick={onClose}>
          {t('orderDetail.keepSlot')}
        </button>
        <button
          type="submit"
          className={actions.primary}
          disabled={!chosen || isCurrent || change.isPending}
        >
          {change.isPending ? t('orderDetail.savingSlot') : t('orderDetail.saveSlot')}
        </button>
      </DialogActions>
    </form>
  );
}

type SlotChoicesProps = {
  days: UseQueryResult<DaysAnswer>;
  chosen: string | null;
  current: string;
  onChoose: (start: string) => void;
};

/** The day's 2-hour slots as radio buttons; full or past ones cannot be picked. */
function SlotChoices({ days, chosen, current, onChoose }: SlotChoicesProps) {
  const { t, i18n } = useTranslation();
  const name = useId();
  if (days.fetchStatus === 'idle' && days.isPending) {
    return <p className={styles.muted}>{t('orderDetail.pickDate')}</p>;
  }
  if (days.isPending) return <Spinner />;
  if (days.isError) {
    return (
      <p role="alert" className={styles.problem}>
        {t('orderDetail.slotsFailed')}{' '}
        <button type="button" className={styles.inlineButton} onClick={() => void days.refetch()}>
          {t('orderDetail.retry')}
        </button>
      </p>
    );
  }
  const { timeSlots, city } = days.data.data;
  if (!timeSlots.some((slot) => slot.available || slot.start === current)) {
    return <p className={styles.muted}>{t('orderDetail.noSlots')}</p>;
  }
  return (
    <fieldset className={styles.slots}>
      <legend className={styles.label}>{t('orderDetail.timeSlot')}</legend>
      {timeSlots.map((slot) => {
        const isCurrent = slot.start === current;
        const hours = formatSlot(
          { slotStart: slot.start, slotEnd: slot.end, timeZone: city.timeZone },
          i18n.language,
        ).hours;
        return (
          <label key={slot.start} className={styles.slot}>
            <input
              type="radio"
              name={name}
              value={slot.start}
              checked={chosen === slot.start}
              // The order's own slot stays pickable: its place is the order's already.
              disabled={!slot.available && !isCurrent}
              onChange={() => onChoose(slot.start)}
            />
            <span>{hours}</span>
            {isCurrent ? (
              <span className={styles.note}>{t('orderDetail.currentSlot')}</span>
            ) : (
              !slot.available && (
                <span className={styles.note}>{t('orderDetail.slotUnavailable')}</span>
              )
            )}
          </label>
        );
      })}
    </fieldset>
  );
}
