import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate --config services/identity/drizzle.config.ts`
// writes a new SQL migration after a change to src/store/schema.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './services/identity/src/store/schema.ts',
  out: './services/identity/drizzle',
  schemaFilter: ['identity'],
});
