import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

// The console builds against the contracts' sources, like the tests do, so no prior build is needed.
const contractsAlias = {
  find: /^@mise\/contracts$/,
  replacement: fileURLToPath(new URL('../packages/contracts/src/index.ts', import.meta.url)),
};

export default defineConfig({
  // The gateway serves the built console under /admin/, so every asset URL carries that prefix.
  base: '/admin/',
  // Compressed copies for the gateway to send as they are (see web-shop/vite.config.ts).
  plugins: [react(), compression({ algorithms: ['gzip', 'brotliCompress'], threshold: 1024 })],
  resolve: { alias: [contractsAlias] },
  build: { outDir: 'dist', emptyOutDir: true },
  // In development the API is the real server; `vite preview` reuses this proxy.
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
