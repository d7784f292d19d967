import { defineConfig } from 'vitest/config';

// Each workspace with tests has its own vitest.config.ts; `npm test` runs them all.
// The browser tests (e2e/) run separately, after the build, from scripts/test.mjs.
export default defineConfig({
  test: {
    projects: ['packages/*', 'services/*', 'gateway', 'web-shop', 'web-admin', 'deploy'],
  },
});
