import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { workspaceAliases } from '../vitest.workspace-aliases.ts';
import { srcAlias } from './vite.config.ts';

export default defineProject({
  plugins: [react()],
  resolve: { alias: [srcAlias, ...workspaceAliases] },
  test: {
    name: 'web-shop',
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
