import type { OrderCancelled, OrderPaid, ShopLanguage } from '@mise/contracts';
import { describe, expect, it } from 'vitest';
import { formatCents } from './money.js';
import { orderCancellationMail } from './order-cancellation.js';
import { orderConfirmationMail } from './order-confirmation.js';

const shopUrl = 'https://mise.ca';
// ICU puts a no-break space in French amounts; the tests read every space as a plain one.
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

// As orders-payments writes them, in the shopper's language.
const slotLabels: Record<ShopLanguage, string> = {
  'en-CA': 'Sunday, November 22, 9:00 AM - 11:00 AM',
  'fr-CA': 'dimanche 22 novembre, 9 h - 11 h',
};

const slot = {
  cityId: 'toronto',
  slotStart: '2026-11-22T14:00:00.000Z',
  slotEnd: '2026-11-22T16:00:00.000Z',
  timeZone: 'America/Toronto',
};

function paid(overrides: Partial<OrderPaid> = {}): OrderPaid & { shopUrl: string } {
  return {
    orderId: 'ord-1',
    number: 'M-7K2P9Q',
    userId: 'u1',
    emailAddress: 'ana@example.com',
    firstName: 'Ana',
    language: 'en-CA',
    ...slot,
    slotLabel: slotLabels['en-CA'],
    totalCents: 123_456,
    currency: 'CAD',
    promoCode: null,
    cartVersion: 3,
    deliveryAddress: {
      lineOne: '12 Main St',
      lineTwo: 'Unit 4',
      city: 'Toronto',
      province: 'ON',
      postalCode: 'M5V 2T6',
    },
    recipes: [
      { name: 'Chicken curry', servings: 4 },
      { name: 'Lentil soup', servings: 1 },
    ],
    extraProducts: [{ name: 'Sparkling water', quantity: 2 }],
    shopUrl,
    ...overrides,
  };
}

function cancelled(overrides: Partial<OrderCancelled> = {}): OrderCancelled & { shopUrl: string } {
  return {
    orderId: 'ord-1',
    number: 'M-7K2P9Q',
    userId: 'u1',
    emailAddress: 'ana@example.com',
    firstName: 'Ana',
    language: 'en-CA',
    ...slot,
    slotLabel: slotLabels['en-CA'],
    by: 'customer',
    refundedCents: 4_250,
    shopUrl,
    ...overrides,
  };
}

describe('amounts in mails', () => {
  it.each([
    ['en-CA', 1_234, '$12.34'],
    ['fr-CA', 1_234, '12,34 $'],
    ['en-CA', 123_405, '$1,234.05'],
    ['fr-CA', 123_405, '1 234,05 $'],
    ['en-CA', 0, '$0.00'],
  ] as const)('in %s reads %i cents as %s', (language, cents, shown) => {
    expect(spaced(formatCents(cents, language))).toBe(shown);
  });

  it('keeps a French amount on one line', () => {
    expect(formatCents(1_234, 'fr-CA')).not.toContain(' ');
  });
});

describe('the order confirmation mail', () => {
  const cases: [ShopLanguage, Record<string, string>][] = [
    [
      'en-CA',
      {
        subject: 'Your Mise order M-7K2P9Q is confirmed',
        greeting: 'Hi Ana,',
        delivery:
          'Delivery:\nSunday, November 22, 9:00 AM - 11:00 AM\n12 Main St, Unit 4\nToronto, ON M5V 2T6',
        recipes: 'Recipes:\nChicken curry · 4 servings\nLentil soup · 1 serving',
        extras: 'Extra products:\nSparkling water × 2',
        total: 'Total paid:\n$1,234.56',
        order: 'View my order:\nhttps://mise.ca/orders/ord-1',
        menu: 'See your menu:\nhttps://mise.ca/menu/ord-1',
        rule: 'You can change or cancel your order until 24 hours before delivery.',
      },
    ],
    [
      'fr-CA',
      {
        subject: 'Votre commande Mise M-7K2P9Q est confirmée',
        greeting: 'Bonjour Ana,',
        delivery:
          'Livraison :\ndimanche 22 novembre, 9 h - 11 h\n12 Main St, Unit 4\nToronto, ON M5V 2T6',
        recipes: 'Recettes :\nChicken curry · 4 portions\nLentil soup · 1 portion',
        extras: 'Produits supplémentaires :\nSparkling water × 2',
        total: 'Total payé :\n1 234,56 $',
        order: 'Voir ma commande :\nhttps://mise.ca/orders/ord-1',
        menu: 'Voir votre menu :\nhttps://mise.ca/menu/ord-1',
        rule: "Vous pouvez modifier ou annuler votre commande jusqu'à 24 heures avant la livraison.",
      },
    ],
  ];

  it.each(cases)('in %s says what comes, when, where, for how much', (language, words) => {
    const mail = orderConfirmationMail(paid({ language, slotLabel: slotLabels[language] }));

    expect(mail.subject).toBe(words.subject);
    const text = spaced(mail.text);
    expect(text).toMatch(new RegExp(`^${words.greeting}\n`));
    for (const part of ['delivery', 'recipes', 'extras', 'total', 'order', 'menu', 'rule']) {
      expect(text).toContain(words[part]);
    }
    expect(mail.html).toContain(`<html lang="${language}">`);
    expect(mail.html).toContain('href="https://mise.ca/orders/ord-1"');
    expect(mail.html).toContain('href="https://mise.ca/menu/ord-1"');
    expect(spaced(mail.html)).toContain(words.total?.split('\n')[1]);
  });

  it('leaves out the extra products when there are none, and an empty second address line', () => {
    const mail = orderConfirmationMail(
      paid({
        extraProducts: [],
        deliveryAddress: { ...paid().deliveryAddress, lineTwo: '' },
      }),
    );

    expect(mail.text).not.toContain('Extra products');
    expect(mail.html).not.toContain('Extra products');
    expect(mail.text).toContain('\n12 Main St\nToronto, ON M5V 2T6');
  });

  it('escapes names and addresses in the HTML part only', () => {
    const recipe = 'Mac & <b>cheese</b>';
    const mail = orderConfirmationMail(
      paid({
        firstName: '<script>alert(1)</script>',
        recipes: [{ name: recipe, servings: 2 }],
        deliveryAddress: { ...paid().deliveryAddress, lineTwo: '"Back" door' },
      }),
    );

    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('Mac &amp; &lt;b&gt;cheese&lt;/b&gt; · 2 servings');
    expect(mail.html).toContain('12 Main St, &quot;Back&quot; door');
    expect(mail.html).toContain('Hi &lt;script&gt;alert(1)&lt;/script&gt;,');
    expect(mail.text).toContain(`${recipe} · 2 servings`);
  });

  it('keeps an order id that needs escaping inside its own path segment', () => {
    const mail = orderConfirmationMail(paid({ orderId: 'a/b?c' }));

    expect(mail.text).toContain('https://mise.ca/orders/a%2Fb%3Fc');
    expect(mail.text).toContain('https://mise.ca/menu/a%2Fb%3Fc');
  });
});

describe('the order cancellation mail', () => {
  it.each([
    [
      'en-CA',
      'Your Mise order M-7K2P9Q is cancelled',
      'As you asked, your order M-7K2P9Q planned for Sunday, November 22, 9:00 AM - 11:00 AM is cancelled.',
      'We refunded $42.50 to your card.',
    ],
    [
      'fr-CA',
      'Votre commande Mise M-7K2P9Q est annulée',
      "Comme vous l'avez demandé, votre commande M-7K2P9Q prévue le dimanche 22 novembre, 9 h - 11 h est annulée.",
      'Nous avons remboursé 42,50 $ sur votre carte.',
    ],
  ] as const)(
    'in %s says it is cancelled and what was refunded',
    (language, subject, intro, refund) => {
      const mail = orderCancellationMail(cancelled({ language, slotLabel: slotLabels[language] }));

      expect(mail.subject).toBe(subject);
      expect(mail.text).toContain(intro);
      expect(spaced(mail.text)).toContain(refund);
      expect(spaced(mail.html)).toContain(refund);
      expect(mail.html).toContain('href="https://mise.ca/orders/ord-1"');
    },
  );

  it('says nothing of a refund when nothing was charged back', () => {
    const mail = orderCancellationMail(cancelled({ refundedCents: 0 }));

    expect(mail.text).not.toMatch(/refund/i);
    expect(mail.text).not.toContain('$');
  });

  it('apologises when staff cancelled', () => {
    const mail = orderCancellationMail(cancelled({ by: 'staff' }));

    expect(mail.text).toContain(
      'We had to cancel your order M-7K2P9Q planned for Sunday, November 22, 9:00 AM - 11:00 AM. We are sorry for the trouble.',
    );
  });
});
