// The part of mail a service's domain may use to render its mails: a message's shape and HTML
// escaping, with no transport and no I/O behind them.
export { escapeHtml } from './mail/escape-html.js';
export type { MailMessage } from './mail/port.js';
