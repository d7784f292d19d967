import { INFRASTRUCTURE_PLUGIN, type ServiceDefinition } from '@mise/platform';
import fp from 'fastify-plugin';

export const deliverySlotsService = fp(async () => {}, {
  name: 'delivery-slots',
  dependencies: [INFRASTRUCTURE_PLUGIN],
  encapsulate: true,
});

export const deliverySlots: ServiceDefinition = {
  name: 'delivery-slots',
  plugin: deliverySlotsService,
  paths: [
    '/api/cities',
    '/api/locations',
    '/api/days',
    '/api/delivery',
    '/api/internal/delivery',
    '/api/admin/delivery',
  ],
};
