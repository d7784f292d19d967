import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate --config services/cart-pricing/drizzle.config.ts`
// writes a new SQL migration after a change to src/store/schema.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './services/cart-pricing/src/store/schema.ts',
  out: './services/cart-pricing/drizzle',
  schemaFilter: ['cart_pricing'],
});
