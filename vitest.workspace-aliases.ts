import { fileURLToPath } from 'node:url';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Tests run on the TypeScript sources of sibling workspaces, not on their
 * build output, so `npm test` needs no build before the unit and service tests.
 */
export const workspaceAliases = [
  { find: /^@mise\/contracts$/, replacement: here('./packages/contracts/src/index.ts') },
  { find: /^@mise\/platform$/, replacement: here('./packages/platform/src/index.ts') },
  {
    find: /^@mise\/platform\/testing$/,
    replacement: here('./packages/platform/src/testing/index.ts'),
  },
  { find: /^@mise\/catalog$/, replacement: here('./services/catalog/src/plugin.ts') },
  { find: /^@mise\/cart-pricing$/, replacement: here('./services/cart-pricing/src/plugin.ts') },
  { find: /^@mise\/share-url$/, replacement: here('./services/share-url/src/plugin.ts') },
  { find: /^@mise\/identity$/, replacement: here('./services/identity/src/plugin.ts') },
  {
    find: /^@mise\/notifications$/,
    replacement: here('./services/notifications/src/plugin.ts'),
  },
  {
    find: /^@mise\/delivery-slots$/,
    replacement: here('./services/delivery-slots/src/plugin.ts'),
  },
  {
    find: /^@mise\/orders-payments$/,
    replacement: here('./services/orders-payments/src/plugin.ts'),
  },
  { find: /^@mise\/gateway$/, replacement: here('./gateway/src/app.ts') },
];
