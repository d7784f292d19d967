import { appendToOutbox, auditStaffAction, type Database } from '@mise/platform';
import type { FastifyRequest } from 'fastify';
import { cityChangedEvent } from '../events/publish/city-events.js';
import { type CityChange, lockCity, updateCity } from '../store/cities.js';
import { type CityRow, outbox } from '../store/schema.js';

/**
 * Applies a staff change to a city: the change, its audit entry and the announcement of the
 * city as it now stands commit together. Undefined (and nothing written) for an unknown id;
 * the city as it is (and nothing written) for a change that changes nothing.
 */
export function changeCity(
  db: Database,
  request: FastifyRequest,
  id: string,
  change: CityChange,
): Promise<CityRow | undefined> {
  return db.transaction(async (tx) => {
    const before = await lockCity(tx, id);
    if (!before) return undefined;
    // A change that changes nothing writes nothing: no audit entry, no announcement.
    const fields = staffFieldsOf(before);
    const keys = Object.keys(fields) as (keyof typeof fields)[];
    if (keys.every((key) => change[key] === undefined || change[key] === fields[key])) {
      return before;
    }
    const changed = await updateCity(tx, id, change);
    await appendToOutbox(tx, outbox, [cityChangedEvent(changed)]);
    await auditStaffAction(tx, outbox, request, 'delivery-slots', {
      action: 'cities.update',
      record: { type: 'city', id },
      before: staffFieldsOf(before),
      after: staffFieldsOf(changed),
    });
    return changed;
  });
}

const staffFieldsOf = ({ deliveryFeeCents, slotCapacity, active }: CityRow) => ({
  deliveryFeeCents,
  slotCapacity,
  active,
});
