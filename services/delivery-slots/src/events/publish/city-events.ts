import { cityChanged } from '@mise/contracts';
import { newEvent } from '@mise/platform';
import type { CityRow } from '../../store/schema.js';

/** A city as staff left it. Subject: the city, so that its changes reach consumers in order. */
export function cityChangedEvent(city: CityRow) {
  return newEvent(cityChanged, {
    source: 'delivery-slots',
    subject: city.id,
    data: {
      cityId: city.id,
      name: city.name,
      province: city.province,
      deliveryFeeCents: city.deliveryFeeCents,
      active: city.active,
    },
  });
}
