import { describe, expect, it } from 'vitest';
import { closedAfterEach } from '../testing/fixtures.js';
import { MailMessageError } from './message-rules.js';
import type { Mailer, MailMessage } from './port.js';

/** A message as the receiving end saw it. */
export interface DeliveredMail extends MailMessage {
  /** The id `send` answered for it. */
  id: string;
  from: string;
}

export interface MailerUnderTest {
  mailer: Mailer;
  /** Everything delivered so far, in any order. */
  delivered(): Promise<DeliveredMail[]>;
  close(): Promise<void>;
}

const FROM = 'Mise <hello@mise.local>';

/**
 * What every Mailer adapter must do, checked at the receiving end: the file
 * mailbox's folder, or a real SMTP server for the SMTP adapter.
 */
export function describeMailContract(
  name: string,
  open: (from: string) => Promise<MailerUnderTest>,
): void {
  describe(`${name} (mail contract)`, { timeout: 20_000 }, () => {
    const opened = closedAfterEach<MailerUnderTest>();
    const start = async () => opened.track(await open(FROM));

    it('delivers to, subject, text and html as sent, from the configured sender', async () => {
      const { mailer, delivered } = await start();
      const message = {
        to: 'ana@example.com',
        subject: 'Your Mise shopping list',
        text: 'Produce\n  Carrots: 2 x 1 kg bag, $4.58\nTotal: $4.58',
        html: '<h1>Your list</h1><p>Carrots &amp; leeks: <strong>$4.58</strong></p>',
      };

      const id = await mailer.send(message);

      const [mail] = await delivered();
      expect(mail).toEqual({ ...message, id, from: FROM });
      expect(await delivered()).toHaveLength(1);
    });

    it('keeps French accents intact in the subject, text and html', async () => {
      const { mailer, delivered } = await start();
      const message = {
        to: 'elodie@example.com',
        subject: "Votre liste d'épicerie : crème fraîche, pâtes, œufs — 12,34 $",
        text: 'Fruits et légumes\n  Échalotes françaises : 2 × 250 g\nÀ bientôt, l’équipe Mise',
        html: '<p lang="fr-CA">Épinards, maïs, cœurs de palmier — Noël à Montréal</p>',
      };

      const id = await mailer.send(message);

      expect(await delivered()).toEqual([{ ...message, id, from: FROM }]);
    });

    it('gives every message its own id', async () => {
      const { mailer, delivered } = await start();
      const base = { to: 'ana@example.com', text: 'list', html: '<p>list</p>' };

      const first = await mailer.send({ ...base, subject: 'first' });
      const second = await mailer.send({ ...base, subject: 'second' });

      expect(first).not.toBe(second);
      const bySubject = Object.fromEntries((await delivered()).map((m) => [m.subject, m.id]));
      expect(bySubject).toEqual({ first, second });
    });

    it('rejects an invalid address with an error naming it, and delivers nothing', async () => {
      const { mailer, delivered } = await start();

      const sending = mailer.send({
        to: 'ana.example.com',
        subject: 'Your Mise shopping list',
        text: 'list',
        html: '<p>list</p>',
      });

      await expect(sending).rejects.toThrow(MailMessageError);
      await expect(sending).rejects.toThrow('"ana.example.com" is not an e-mail address');
      expect(await delivered()).toEqual([]);
    });

    it('rejects a subject with a line break, which could add headers', async () => {
      const { mailer, delivered } = await start();

      const sending = mailer.send({
        to: 'ana@example.com',
        subject: 'Hello\r\nBcc: everyone@example.com',
        text: 'list',
        html: '<p>list</p>',
      });

      await expect(sending).rejects.toThrow('the subject must be one line');
      expect(await delivered()).toEqual([]);
    });
  });
}
