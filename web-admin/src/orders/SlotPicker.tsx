import { daysAnswer, type OrderAnswer, type TimeSlot } from '@mise/contracts';
import { MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { parseAnswer } from '../api/parseAnswer';
import { requestJson } from '../api/requestJson';

/** The slots of one day in the order's city, as the shop offers them, with places left. */
function useDaySlots(order: OrderAnswer, date: string) {
  return useQuery({
    queryKey: ['days', order.delivery.cityId, order.deliveryType, date],
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(date),
    queryFn: async () => {
      // Noon UTC falls on the same calendar day in every Canadian zone.
      const day = Date.parse(`${date}T12:00:00Z`);
      const path = [day, order.delivery.cityId, order.deliveryType].map(encodeURIComponent);
      const { json } = await requestJson(`/api/days/${path.join('/')}`);
      return parseAnswer(daysAnswer, json).data.timeSlots;
    },
  });
}

export interface SlotChoice {
  date: string;
  timeSlot: string;
}

/** A day, then one of its slots that still has a place. */
export function SlotPicker({
  order,
  choice,
  onChange,
}: {
  order: OrderAnswer;
  choice: SlotChoice;
  onChange(choice: SlotChoice): void;
}) {
  const slots = useDaySlots(order, choice.date);
  const open = (slot: TimeSlot) => slot.available || slot.start === order.delivery.slotStart;
  return (
    <>
      <TextField
        label="Day"
        type="date"
        value={choice.date}
        onChange={(event) => onChange({ date: event.target.value, timeSlot: '' })}
        fullWidth
        variant="outlined"
        margin="dense"
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        select
        label={slots.isFetching ? 'Slot (loading…)' : 'Slot'}
        value={choice.timeSlot}
        onChange={(event) => onChange({ ...choice, timeSlot: event.target.value })}
        fullWidth
        variant="outlined"
        margin="dense"
        helperText={slots.isError ? slots.error.message : undefined}
        error={slots.isError}
      >
        {(slots.data ?? []).map((slot) => (
          <MenuItem key={slot.start} value={slot.start} disabled={!open(slot)}>
            {slot.label} · {slot.remaining} left
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}
