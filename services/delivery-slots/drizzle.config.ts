import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate --config services/delivery-slots/drizzle.config.ts`
// writes a new SQL migration after a change to src/store/schema.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './services/delivery-slots/src/store/schema.ts',
  out: './services/delivery-slots/drizzle',
  schemaFilter: ['delivery_slots'],
});
