// The part of mail a service's domain may use to render its mails: a message's shape, HTML
// escaping and the shop's one layout, with no transport and no I/O behind them.
export { escapeHtml } from './mail/escape-html.js';
export type { MailMessage } from './mail/port.js';
export {
  BRAND,
  layOut,
  type MailContent,
  type MailLink,
  type MailReader,
  type MailSection,
  type RenderedMail,
} from './mail-layout.js';
