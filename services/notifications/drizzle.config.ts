import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate --config services/notifications/drizzle.config.ts`
// writes a new SQL migration after a change to src/store/schema.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './services/notifications/src/store/schema.ts',
  out: './services/notifications/drizzle',
  schemaFilter: ['notifications'],
});
