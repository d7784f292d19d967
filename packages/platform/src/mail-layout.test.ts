import { describe, expect, it } from 'vitest';
import { BRAND, layOut, type MailContent, type MailReader } from './mail-layout.js';

const reader: MailReader = { language: 'en-CA', firstName: 'Ana', shopUrl: 'https://mise.ca' };
const content: MailContent = {
  subject: 'Your order',
  intro: ['Thank you.'],
  action: { label: 'View my order', url: 'https://mise.ca/orders/1?from=mail&step=2' },
  outro: ['See you soon.'],
};

describe('the shop mail layout', () => {
  it('says the same in both parts: greeting, intro, button, outro and sign-off', () => {
    const mail = layOut(reader, content);

    expect(mail.subject).toBe('Your order');
    expect(mail.text).toMatch(/^Hi Ana,\n\nThank you\.\n\nView my order:\nhttps:\/\/mise\.ca/);
    expect(mail.text).toContain('See you soon.\n\nThe Mise team');
    expect(mail.html).toContain('<html lang="en-CA">');
    expect(mail.html).toContain('href="https://mise.ca/orders/1?from=mail&amp;step=2"');
    expect(mail.html).toContain('>View my order</a>');
    expect(mail.html).toContain('The Mise team');
  });

  it('greets without a name when there is none', () => {
    expect(layOut({ ...reader, firstName: ' ' }, content).text).toMatch(/^Hi,\n/);
    expect(layOut({ ...reader, language: 'fr-CA', firstName: '' }, content).text).toMatch(
      /^Bonjour,\n/,
    );
  });

  it('wears the brand: name, tagline and colours', () => {
    const mail = layOut({ ...reader, language: 'fr-CA' }, content);

    expect(mail.text).toContain('Mise · Meals & Groceries, Solved\nhttps://mise.ca');
    expect(mail.text).toContain("L'équipe Mise");
    expect(mail.html).toContain('Meals &amp; Groceries, Solved');
    expect(mail.html).toContain(`background:${BRAND.primary}`);
    expect(mail.html).toContain(`border-bottom:4px solid ${BRAND.secondary}`);
  });

  it('escapes what a shopper typed in the HTML part only', () => {
    const firstName = '<img src=x onerror="alert(1)">Ana & Bo\'s';
    const mail = layOut({ ...reader, firstName }, content);

    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain(
      'Hi &lt;img src=x onerror=&quot;alert(1)&quot;&gt;Ana &amp; Bo&#39;s,',
    );
    expect(mail.text).toContain(`Hi ${firstName},`);
  });

  it('lists a section’s lines and links under its heading, and leaves out an empty one', () => {
    const mail = layOut(
      { ...reader, language: 'fr-CA' },
      {
        ...content,
        sections: [
          { heading: 'Expirent bientôt', lines: ['Lait', 'Chou <frisé>'] },
          { heading: 'Recettes', links: [{ label: 'Soupe', url: 'https://mise.ca/recipes/1' }] },
          { heading: 'Rien', lines: [], links: [] },
        ],
      },
    );

    expect(mail.text).toContain(
      'Expirent bientôt :\nLait\nChou <frisé>\n\nRecettes :\nSoupe\nhttps://mise.ca/recipes/1',
    );
    expect(mail.html).toContain('Lait<br>Chou &lt;frisé&gt;</p>');
    expect(mail.html).toMatch(/<a href="https:\/\/mise\.ca\/recipes\/1" [^>]*>Soupe<\/a>/);
    expect(mail.text).not.toContain('Rien');
    expect(mail.html).not.toContain('Rien');
  });
});
