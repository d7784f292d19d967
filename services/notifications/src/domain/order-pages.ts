import type { ShopLanguage } from '@mise/contracts';
import type { MailLink } from '@mise/platform/mail-format';

/** The shop's pages about one order, which every order mail links to. */
export function orderPages(shopUrl: string, orderId: string) {
  const id = encodeURIComponent(orderId);
  return {
    order: new URL(`/orders/${id}`, shopUrl).href,
    menu: new URL(`/menu/${id}`, shopUrl).href,
  };
}

const viewOrder: Record<ShopLanguage, string> = {
  'en-CA': 'View my order',
  'fr-CA': 'Voir ma commande',
};

/** The button of an order mail: the order's own page, where its status is kept up to date. */
export function viewOrderAction(
  language: ShopLanguage,
  shopUrl: string,
  orderId: string,
): MailLink {
  return { label: viewOrder[language], url: orderPages(shopUrl, orderId).order };
}
