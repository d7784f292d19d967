import { configDefaults, defineProject } from 'vitest/config';
import { workspaceAliases } from '../../vitest.workspace-aliases.ts';

export default defineProject({
  resolve: { alias: workspaceAliases },
  test: {
    name: 'cart-pricing',
    environment: 'node',
    // Fault tests stop shared servers: they run alone, from vitest.faults.config.ts.
    exclude: [...configDefaults.exclude, '**/*.fault.test.ts'],
  },
});
