import { createTransport } from 'nodemailer';
import { inSendSpan } from './mail-tracing.js';
import { checkMailMessage } from './message-rules.js';
import type { Mailer } from './port.js';

export interface SmtpMailerOptions {
  /** smtp:// or smtps:// URL, credentials included if the server wants them. */
  url: string;
  /** The From header, e.g. `Mise <hello@mise.ca>`. */
  from: string;
}

/**
 * The distributed runtime's mail: handed to an SMTP server over pooled
 * connections. A send resolves once the server has accepted the message.
 */
export function createSmtpMailer({ url, from }: SmtpMailerOptions): Mailer {
  const transport = createTransport(
    {
      url,
      pool: true,
      // A stalled server fails the send within seconds, so the job retries it,
      // instead of holding a worker for the library's default of minutes.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    },
    { from },
  );
  return {
    kind: 'smtp',
    async send(message) {
      checkMailMessage(message);
      return inSendSpan('smtp', async () => {
        const info = await transport.sendMail({
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          ...(message.id ? { messageId: `<${message.id}@mise.ca>` } : {}),
        });
        return info.messageId;
      });
    },
    async close() {
      transport.close();
    },
  };
}
