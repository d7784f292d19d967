import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate --config services/pantry/drizzle.config.ts`
// writes a new SQL migration after a change to src/store/schema.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './services/pantry/src/store/schema.ts',
  out: './services/pantry/drizzle',
  schemaFilter: ['pantry'],
});
