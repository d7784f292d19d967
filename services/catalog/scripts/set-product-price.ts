// Sets one product's price, as staff will from the console, and announces it
// (catalog.product.price-changed through the catalog's outbox).
// `npx tsx services/catalog/scripts/set-product-price.ts <productId> <cents>`
//
// Uses DATABASE_URL_CATALOG or DATABASE_URL when set (the distributed runtime: the running
// catalog relays the event to Kafka within a second). Without them it opens the embedded
// database in DATA_DIR, which only one process may hold: stop `npm start` first; the event
// leaves when the catalog starts again.
import { loadConfigOrExit, openDatabase } from '@mise/platform';
import { changeProductPrice, UnknownProductError } from '../src/store/product-prices.js';

const [productId, cents] = process.argv.slice(2);
const priceCents = Number(cents);
if (!productId || !Number.isInteger(priceCents) || priceCents <= 0) {
  console.error('usage: set-product-price.ts <productId> <price in cents, a whole number above 0>');
  process.exit(64);
}

const config = loadConfigOrExit();
const url = config.SERVICE_DATABASE_URLS.catalog ?? config.DATABASE_URL;
const database = await openDatabase(url ? { url } : { dataDir: config.DATA_DIR });
try {
  const change = await changeProductPrice(database.db, productId, priceCents);
  console.log(
    change
      ? `${productId}: ${change.previousPriceCents} -> ${change.priceCents} cents, event queued`
      : `${productId} already costs ${priceCents} cents: nothing changed`,
  );
} catch (error) {
  if (!(error instanceof UnknownProductError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
