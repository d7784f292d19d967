import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate --config services/catalog/drizzle.config.ts`
// writes a new SQL migration after a change to src/store/schema.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './services/catalog/src/store/schema.ts',
  out: './services/catalog/drizzle',
  schemaFilter: ['catalog'],
});
