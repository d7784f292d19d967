import { defineConfig } from 'vitest/config';

// Browser and whole-process tests: they start the built shop (`npm run build`
// first) and drive Debian's Chromium. scripts/test.mjs runs them after the build.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/tests/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    // expect.poll gives up after 1 s by default; a page on a busy CI machine may take longer.
    expect: { poll: { timeout: 10_000 } },
    // In CI a failed journey runs once more, as Playwright's own CI setting does: a whole shop and
    // a Chromium on two cores can miss a wait now and then. The report marks such a test
    // '(retry x1)', so a flaky one is seen and mended, not hidden; one failing twice fails the run.
    retry: process.env.CI === 'true' ? 1 : 0,
  },
});
