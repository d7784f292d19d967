import {
  type CatalogLoaded,
  catalogLoaded,
  type EventEnvelope,
  type ProductPriceChanged,
  productPriceChanged,
} from '@mise/contracts';
import { newEvent } from '@mise/platform';

const source = 'catalog';

/** Tells copies of the catalog (cart-pricing's) to fetch it again. */
export function catalogLoadedEvent(loaded: CatalogLoaded): EventEnvelope<CatalogLoaded> {
  return newEvent(catalogLoaded, {
    source,
    subject: 'catalog',
    data: catalogLoaded.data.parse(loaded),
  });
}

export function productPriceChangedEvent(
  change: ProductPriceChanged,
): EventEnvelope<ProductPriceChanged> {
  return newEvent(productPriceChanged, {
    source,
    subject: change.productId,
    data: productPriceChanged.data.parse(change),
  });
}
