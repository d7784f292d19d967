import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
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

/**
 * Writes the entry stylesheet into index.html instead of linking it. The page first shows the
 * loading screen, which needs none of it; a linked stylesheet would still hold that first paint
 * back for a round trip. It is small (about 3 KB compressed), and the pages' own CSS stays in
 * files loaded with their code.
 */
function inlineEntryStylesheet(): Plugin {
  return {
    name: 'mise:inline-entry-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        return html.replace(
          /<link rel="stylesheet"[^>]*? href="\/([^"]+\.css)">/g,
          (link, fileName: string) => {
            const asset = bundle?.[fileName];
            if (asset?.type !== 'asset') return link;
            return `<style>${String(asset.source)}</style>`;
          },
        );
      },
    },
  };
}

export default defineConfig({
  // .br and .gz copies beside the built files, sent as they are by the gateway
  // (@fastify/static `preCompressed`): no compressing on each request.
  plugins: [
    react(),
    inlineEntryStylesheet(),
    compression({ algorithms: ['gzip', 'brotliCompress'], threshold: 1024 }),
  ],
  resolve: { alias: [srcAlias, contractsAlias] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every browser the shop supports preloads modules itself: the polyfill would only add to
    // the first load (see bench/RESULTS.md, first-load JavaScript).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      treeshake: {
        // The contracts are schemas and constants only: a page that needs one schema (checkout's
        // e-mail and card rules) or one constant need not build all of them. /checkout's
        // contracts chunk went from 142 KB to about 100 KB, and evaluating it from 82 ms to
        // 48 ms in Node (more on a phone's slower CPU).
        moduleSideEffects: [
          { test: /[\\/]packages[\\/]contracts[\\/]src[\\/]/, sideEffects: false },
        ],
        manualPureFunctions: ['z'],
      },
      output: {
        codeSplitting: {
          // Everything the entry imports by itself in one chunk, rather than a small chunk per
          // module the lazy pages share with it: on a phone's network each of those ~27 files
          // was a request of its own before the first page's code could even be asked for.
          groups: [{ name: 'shell', tags: ['$initial'] }],
        },
      },
    },
  },
  server: { proxy },
  preview: { proxy },
});
