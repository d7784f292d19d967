import { defineProject } from 'vitest/config';
import { workspaceAliases } from '../vitest.workspace-aliases.ts';

export default defineProject({
  resolve: { alias: workspaceAliases },
  test: { name: 'web-admin', environment: 'jsdom', testTimeout: 30_000, hookTimeout: 60_000 },
});
