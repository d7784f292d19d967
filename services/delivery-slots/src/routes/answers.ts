import type { AdminCityAnswer, CityAnswer, HoldAnswer, LocationAnswer } from '@mise/contracts';
import { slotLabel } from '../domain/slots.js';
import type { ServedLocation } from '../store/locations.js';
import type { CityRow, HoldRow } from '../store/schema.js';

export function cityAnswerOf(city: CityRow): CityAnswer {
  return {
    _id: city.id,
    name: city.name,
    province: city.province,
    countryCode: city.countryCode,
    timeZone: city.timeZone,
    postalCodePrefixes: city.postalCodePrefixes,
    deliveryFee: city.deliveryFeeCents,
    slotCapacity: city.slotCapacity,
  };
}

export function adminCityAnswerOf(city: CityRow): AdminCityAnswer {
  return { ...cityAnswerOf(city), active: city.active };
}

export function locationAnswerOf(location: ServedLocation): LocationAnswer {
  return {
    _id: location.id,
    name: location.name,
    cityId: location.cityId,
    lineOne: location.lineOne,
    city: location.cityName,
    province: location.province,
    postalCode: location.postalCode,
    hours: location.hours,
  };
}

export function holdAnswerOf(hold: HoldRow, city: CityRow): HoldAnswer {
  return {
    orderId: hold.orderId,
    city: cityAnswerOf(city),
    slotStart: hold.slotStart.toISOString(),
    slotEnd: hold.slotEnd.toISOString(),
    label: slotLabel(hold.slotStart, hold.slotEnd, city.timeZone),
    expiresAt: hold.expiresAt.toISOString(),
  };
}
