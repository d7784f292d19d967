import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate --config services/orders-payments/drizzle.config.ts`
// writes a new SQL migration after a change to src/store/schema.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './services/orders-payments/src/store/schema.ts',
  out: './services/orders-payments/drizzle',
  schemaFilter: ['orders_payments'],
});
