import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate --config services/orders-payments/drizzle.config.ts --name <what>`
// writes a new SQL migration after a change to a schema of the service: the orders' and
// payments' own (src/store) and the sandbox provider's (src/adapters/payments), all in the
// orders_payments schema.
export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './services/orders-payments/src/store/schema.ts',
    './services/orders-payments/src/adapters/payments/sandbox-schema.ts',
  ],
  out: './services/orders-payments/drizzle',
  schemaFilter: ['orders_payments'],
});
