import { appendToOutbox, auditStaffAction, type Database } from '@mise/platform';
import type { FastifyRequest } from 'fastify';
import { cityChangedEvent } from '../events/publish/city-events.js';
import { type CityChange, lockCity, updateCity } from '../store/cities.js';
import { type CityRow, outbox } from '../store/schema.js';

/**
 * Applies a staff change to a city: the change, its audit entry and the announcement of the
 * city as it now stands commit together. Undefined (and nothing written) for an unknown id.
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
