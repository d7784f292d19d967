import { type AdminSlotLoad, adminCityDayAnswer } from '@mise/contracts';
import {
  Alert,
  Chip,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { parseAnswer } from '../api/parseAnswer';
import { requestJson } from '../api/requestJson';

const isDay = (date: string) => /^\d{4}-\d{2}-\d{2}$/.test(date);

/** Today (YYYY-MM-DD) on the city's clocks. */
export function todayIn(timeZone: string, now = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** A city's day of slots, as staff see it (GET /api/admin/delivery/cities/:id/days/:date). */
export function useCityDay(cityId: string, date: string) {
  return useQuery({
    queryKey: ['delivery', 'cities', cityId, 'days', date],
    enabled: isDay(date),
    queryFn: async () => {
      const path = [cityId, 'days', date].map(encodeURIComponent).join('/');
      const { json } = await requestJson(`/api/admin/delivery/cities/${path}`);
      return parseAnswer(adminCityDayAnswer, json).data;
    },
  });
}

function SlotRow({ slot }: { slot: AdminSlotLoad }) {
  const full = slot.remaining === 0;
  return (
    <TableRow>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{slot.label}</TableCell>
      <TableCell align="right">{slot.capacity}</TableCell>
      <TableCell align="right">{slot.booked}</TableCell>
      <TableCell align="right">{slot.held}</TableCell>
      <TableCell align="right" sx={{ fontWeight: full ? 600 : undefined }}>
        {slot.remaining}
      </TableCell>
      <TableCell>
        {slot.open ? (
          <Chip size="small" color="success" label="Open" />
        ) : (
          <Chip size="small" label={full ? 'Full' : 'Closed'} />
        )}
      </TableCell>
    </TableRow>
  );
}

/**
 * The slots of one day in a city: capacity, places booked by paid orders, places held for
 * orders being paid, and places left, with a date picker. Shown on the city's page.
 */
export function CityDay({ cityId, timeZone }: { cityId: string; timeZone: string }) {
  const [date, setDate] = useState(() => todayIn(timeZone));
  const day = useCityDay(cityId, date);
  const slots = day.data?.slots ?? [];
  const totals = slots.reduce(
    (sum, slot) => ({ booked: sum.booked + slot.booked, held: sum.held + slot.held }),
    { booked: 0, held: 0 },
  );
  return (
    <Stack spacing={1} sx={{ maxWidth: 760 }}>
      <Typography variant="h6">Slots of the day</Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <TextField
          label="Day"
          type="date"
          value={date}
          onChange={(event) => setDate(event.target.value)}
          variant="outlined"
          size="small"
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Typography variant="body2" color="text.secondary">
          Times in {timeZone}.
          {day.data && ` ${totals.booked} booked, ${totals.held} awaiting payment.`}
        </Typography>
      </Stack>
      {day.isFetching && <LinearProgress />}
      {!isDay(date) && <Alert severity="info">Choose a day to see its slots.</Alert>}
      {day.isError && <Alert severity="error">{day.error.message}</Alert>}
      {day.data && (
        <TableContainer>
          <Table size="small" aria-label={`Slots of ${date}`}>
            <TableHead>
              <TableRow>
                <TableCell>Slot</TableCell>
                <TableCell align="right">Capacity</TableCell>
                <TableCell align="right">Booked</TableCell>
                <TableCell align="right">Awaiting payment</TableCell>
                <TableCell align="right">Remaining</TableCell>
                <TableCell>Shoppers</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {slots.map((slot) => (
                <SlotRow key={slot.start} slot={slot} />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Stack>
  );
}
