import { defineConfig } from 'vitest/config';
import { workspaceAliases } from './vitest.workspace-aliases.ts';

// Fault tests stop and start the shared PostgreSQL, Kafka and Redis (scripts/infra), so
// they run on their own, one file at a time, after every other suite has finished. Those
// in e2e/faults start the built runtime: scripts/test.mjs builds before running them.
export default defineConfig({
  resolve: { alias: workspaceAliases },
  test: {
    name: 'faults',
    include: [
      'packages/**/*.fault.test.ts',
      'services/**/*.fault.test.ts',
      'e2e/faults/**/*.fault.test.ts',
    ],
    exclude: ['**/node_modules/**', '**/dist/**'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
