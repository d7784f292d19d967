import { INFRASTRUCTURE_PLUGIN, type ServiceDefinition } from '@mise/platform';
import fp from 'fastify-plugin';

export const ordersPaymentsService = fp(async () => {}, {
  name: 'orders-payments',
  dependencies: [INFRASTRUCTURE_PLUGIN],
  encapsulate: true,
});

export const ordersPayments: ServiceDefinition = {
  name: 'orders-payments',
  plugin: ordersPaymentsService,
  paths: [
    '/api/orders',
    '/api/users/orders',
    '/api/users/payment-methods',
    '/api/users/payments',
    '/api/payments',
    '/api/admin/orders',
  ],
};
