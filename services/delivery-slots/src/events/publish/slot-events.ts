import { type EventEnvelope, type SlotReleased, slotBooked, slotReleased } from '@mise/contracts';
import { causedBy, newEvent } from '@mise/platform';

const SOURCE = 'delivery-slots';

/** An order's place: what the slot events tell of it. */
export interface Place {
  orderId: string;
  cityId: string;
  slotStart: Date;
  slotEnd: Date;
}

// Subject: the order, so that one order's booking and release reach consumers in order.
const fieldsOf = (place: Place, cause: EventEnvelope | undefined) => ({
  source: SOURCE,
  subject: place.orderId,
  ...(cause ? causedBy(cause) : {}),
});

const factsOf = (place: Place) => ({
  orderId: place.orderId,
  cityId: place.cityId,
  slotStart: place.slotStart.toISOString(),
  slotEnd: place.slotEnd.toISOString(),
});

export function slotBookedEvent(place: Place, cause?: EventEnvelope) {
  return newEvent(slotBooked, { ...fieldsOf(place, cause), data: factsOf(place) });
}

export function slotReleasedEvent(
  place: Place,
  reason: SlotReleased['reason'],
  cause?: EventEnvelope,
) {
  return newEvent(slotReleased, { ...fieldsOf(place, cause), data: { ...factsOf(place), reason } });
}
