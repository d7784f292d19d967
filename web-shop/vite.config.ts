import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { compression } from 'vite-plugin-compression2';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export const srcAlias = { find: /^@\//, replacement: `${here('./src')}/` };
// The shop builds against the contracts' sources, like the tests do, so no prior build is needed.
const contractsAlias = {
  find: /^@mise\/contracts$/,
  replacement: here('../packages/contracts/src/index.ts'),
};

const server = 'http://localhost:3000';
// `^/s/` is a regex key: a bare '/s' prefix would also swallow /src, /summary and /signin.
const proxy: Record<string, string | ProxyOptions> = {
  '/api': server,
  '^/s/': server,
};

export default defineConfig({
  // .br and .gz copies beside the built files, sent as they are by the gateway
  // (@fastify/static `preCompressed`): no compressing on each request.
  plugins: [react(), compression({ algorithms: ['gzip', 'brotliCompress'], threshold: 1024 })],
  resolve: { alias: [srcAlias, contractsAlias] },
  build: { outDir: 'dist', emptyOutDir: true },
  server: { proxy },
  preview: { proxy },
});
