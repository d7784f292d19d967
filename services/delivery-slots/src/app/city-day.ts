import type { AdminCityDay } from '@mise/contracts';
import type { Database } from '@mise/platform';
import { offerSlots } from '../domain/availability.js';
import { slotsOfDay } from '../domain/slots.js';
import { findCity } from '../store/cities.js';
import { holdCountsBySlot } from '../store/holds.js';
import { placesTaken } from '../store/slot-loads.js';

/**
 * A day of a city's slots as staff see it: each slot's capacity, the places booked by paid
 * orders and held for orders being paid (from the holds), and what is left to sell, counted as
 * shoppers' /days counts it (from the slot's load). Undefined for an unknown city.
 */
export async function cityDay(
  db: Database,
  cityId: string,
  date: string,
  now: Date,
): Promise<AdminCityDay | undefined> {
  const city = await findCity(db, cityId);
  if (!city) return undefined;
  const slots = slotsOfDay(date, city.timeZone);
  const starts = slots.map((slot) => slot.start);
  const [taken, holds] = await Promise.all([
    placesTaken(db, city.id, starts),
    holdCountsBySlot(db, city.id, starts),
  ]);
  return {
    id: `${city.id}:${date}`,
    cityId: city.id,
    cityName: city.name,
    timeZone: city.timeZone,
    date,
    slots: offerSlots(slots, city.slotCapacity, taken, now).map((slot) => {
      const counted = holds.get(slot.start.getTime()) ?? { held: 0, booked: 0 };
      return {
        label: slot.label,
        start: slot.start.toISOString(),
        end: slot.end.toISOString(),
        capacity: city.slotCapacity,
        booked: counted.booked,
        held: counted.held,
        remaining: slot.remaining,
        open: slot.available && city.active,
      };
    }),
  };
}
