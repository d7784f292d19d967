import type { OrderCancelled, ShopLanguage } from '@mise/contracts';
import { layOut, type MailReader, type RenderedMail } from '@mise/platform/mail-format';
import { formatCents } from './money.js';
import { viewOrderAction } from './order-pages.js';

export type OrderCancellationInput = OrderCancelled & MailReader;

const copy: Record<
  ShopLanguage,
  {
    subject: (number: string) => string;
    /** Whoever cancelled: the shopper themself, or the shop's staff. */
    intro: Record<OrderCancelled['by'], (number: string, slotLabel: string) => string>;
    refund: (amount: string) => string;
  }
> = {
  'en-CA': {
    subject: (number) => `Your Mise order ${number} is cancelled`,
    intro: {
      customer: (number, slotLabel) =>
        `As you asked, your order ${number} planned for ${slotLabel} is cancelled.`,
      staff: (number, slotLabel) =>
        `We had to cancel your order ${number} planned for ${slotLabel}. We are sorry for the trouble.`,
    },
    refund: (amount) =>
      `We refunded ${amount} to your card. Your bank may take a few business days to show it.`,
  },
  'fr-CA': {
    subject: (number) => `Votre commande Mise ${number} est annulée`,
    intro: {
      customer: (number, slotLabel) =>
        `Comme vous l'avez demandé, votre commande ${number} prévue le ${slotLabel} est annulée.`,
      staff: (number, slotLabel) =>
        `Nous avons dû annuler votre commande ${number} prévue le ${slotLabel}. Nous sommes désolés de ce contretemps.`,
    },
    refund: (amount) =>
      `Nous avons remboursé ${amount} sur votre carte. Votre banque peut prendre quelques jours ouvrables pour l'afficher.`,
  },
};

/** Sent once an order is cancelled, by the shopper or by staff, with what went back to the card. */
export function orderCancellationMail(input: OrderCancellationInput): RenderedMail {
  const words = copy[input.language];
  const refund =
    input.refundedCents > 0 ? [words.refund(formatCents(input.refundedCents, input.language))] : [];
  return layOut(input, {
    subject: words.subject(input.number),
    intro: [words.intro[input.by](input.number, input.slotLabel), ...refund],
    action: viewOrderAction(input.language, input.shopUrl, input.orderId),
    outro: [],
  });
}
