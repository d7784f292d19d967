import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  // The gateway serves the built console under /admin/, so every asset URL carries that prefix.
  base: '/admin/',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true },
  // In development the API is the real server; `vite preview` reuses this proxy.
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
