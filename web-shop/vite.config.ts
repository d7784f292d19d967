import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';

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

/**
 * Writes .br and .gz copies beside the built text files, for the gateway to send as they are
 * (@fastify/static `preCompressed`): first-load JavaScript travels at about a third of its size,
 * with no compressing on each request.
 */
function precompress(): Plugin {
  const compressible = /\.(js|css|html|svg|json)$/;
  return {
    name: 'mise-precompress',
    apply: 'build',
    writeBundle({ dir }) {
      if (!dir) return;
      for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
        if (!compressible.test(file)) continue;
        const path = join(dir, file);
        const content = readFileSync(path);
        if (content.length < 1024) continue;
        writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: { alias: [srcAlias, contractsAlias] },
  build: { outDir: 'dist', emptyOutDir: true },
  server: { proxy },
  preview: { proxy },
});
