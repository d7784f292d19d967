import { CHANGE_NOTICE_HOURS, type OrderPaid, type ShopLanguage } from '@mise/contracts';
import { layOut, type MailReader, type RenderedMail } from '@mise/platform/mail-format';
import { formatCents } from './money.js';
import { orderPages, viewOrderAction } from './order-pages.js';

export type OrderConfirmationInput = OrderPaid & MailReader;

const copy: Record<
  ShopLanguage,
  {
    subject: (number: string) => string;
    intro: (number: string) => string;
    delivery: string;
    recipes: string;
    servings: (servings: number) => string;
    extraProducts: string;
    totalPaid: string;
    menu: string;
    changeRule: string;
  }
> = {
  'en-CA': {
    subject: (number) => `Your Mise order ${number} is confirmed`,
    intro: (number) =>
      `Thank you for your order. Your payment went through and order ${number} is booked for delivery.`,
    delivery: 'Delivery',
    recipes: 'Recipes',
    servings: (servings) => (servings === 1 ? '1 serving' : `${servings} servings`),
    extraProducts: 'Extra products',
    totalPaid: 'Total paid',
    menu: 'See your menu',
    changeRule: `You can change or cancel your order until ${CHANGE_NOTICE_HOURS} hours before delivery.`,
  },
  'fr-CA': {
    subject: (number) => `Votre commande Mise ${number} est confirmée`,
    intro: (number) =>
      `Merci pour votre commande. Votre paiement a été accepté et la commande ${number} est réservée pour la livraison.`,
    delivery: 'Livraison',
    recipes: 'Recettes',
    servings: (servings) => (servings <= 1 ? `${servings} portion` : `${servings} portions`),
    extraProducts: 'Produits supplémentaires',
    totalPaid: 'Total payé',
    menu: 'Voir votre menu',
    changeRule: `Vous pouvez modifier ou annuler votre commande jusqu'à ${CHANGE_NOTICE_HOURS} heures avant la livraison.`,
  },
};

/** "12 Main St, Unit 4" then "Toronto, ON M5V 2T6", as Canadian envelopes read. */
function addressLines({
  lineOne,
  lineTwo,
  city,
  province,
  postalCode,
}: OrderPaid['deliveryAddress']) {
  return [[lineOne, lineTwo].filter(Boolean).join(', '), `${city}, ${province} ${postalCode}`];
}

/** Sent once an order is paid: what comes, when, where, for how much, and until when it can change. */
export function orderConfirmationMail(input: OrderConfirmationInput): RenderedMail {
  const words = copy[input.language];
  return layOut(input, {
    subject: words.subject(input.number),
    intro: [words.intro(input.number)],
    sections: [
      { heading: words.delivery, lines: [input.slotLabel, ...addressLines(input.deliveryAddress)] },
      {
        heading: words.recipes,
        lines: input.recipes.map((recipe) => `${recipe.name} · ${words.servings(recipe.servings)}`),
      },
      {
        heading: words.extraProducts,
        lines: input.extraProducts.map((product) => `${product.name} × ${product.quantity}`),
      },
      {
        heading: words.totalPaid,
        lines: [formatCents(input.totalCents, input.language, input.currency)],
      },
    ],
    action: viewOrderAction(input.language, input.shopUrl, input.orderId),
    links: [{ label: words.menu, url: orderPages(input.shopUrl, input.orderId).menu }],
    outro: [words.changeRule],
  });
}
