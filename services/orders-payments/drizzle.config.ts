import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate --config services/orders-payments/drizzle.config.ts --name <what>`
// writes a new SQL migration after a change to any schema.ts of the service: the orders' own
// (src/store) and the payment adapters' (src/payments/**), all in the orders_payments schema.
export default defineConfig({
  dialect: 'postgresql',
  schema: './services/orders-payments/src/**/schema.ts',
  out: './services/orders-payments/drizzle',
  schemaFilter: ['orders_payments'],
});
