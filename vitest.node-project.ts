import { configDefaults, defineProject } from 'vitest/config';
import { workspaceAliases } from './vitest.workspace-aliases.ts';

/**
 * A workspace whose tests run in Node: services, packages, the gateway. Their hooks
 * start servers, databases and broker clients, which on a busy CI machine takes far
 * longer than Vitest's 10 s default: a slow start or close must not fail the run.
 */
export function nodeProject(name: string) {
  return defineProject({
    resolve: { alias: workspaceAliases },
    test: {
      name,
      environment: 'node',
      testTimeout: 30_000,
      hookTimeout: 60_000,
      // Fault tests stop shared servers: they run alone, from vitest.faults.config.ts.
      exclude: [...configDefaults.exclude, '**/*.fault.test.ts'],
    },
  });
}
