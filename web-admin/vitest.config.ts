import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { workspaceAliases } from '../vitest.workspace-aliases.ts';

// react-admin reaches react-router through react-router-dom, which Node loads and resolves to
// react-router's ES build, while Vite would hand the console's own imports its CommonJS build:
// two routers, neither knowing the other's <Route>. The console gets the file Node picks.
const oneReactRouter = {
  find: /^react-router$/,
  replacement: fileURLToPath(import.meta.resolve('react-router')),
};

export default defineProject({
  resolve: { alias: [...workspaceAliases, oneReactRouter] },
  test: {
    name: 'web-admin',
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
