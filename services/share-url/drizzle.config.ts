import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate --config services/share-url/drizzle.config.ts`
// writes a new SQL migration after a change to src/store/schema.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './services/share-url/src/store/schema.ts',
  out: './services/share-url/drizzle',
  schemaFilter: ['share_url'],
});
