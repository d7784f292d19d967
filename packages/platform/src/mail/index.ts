export { escapeHtml } from './escape-html.js';
export {
  createFileMailbox,
  type FileMailbox,
  isFileMailbox,
  type StoredMail,
} from './file-mailbox.js';
export { MailMessageError } from './message-rules.js';
export type { Mailer, MailMessage } from './port.js';
export { createSmtpMailer, type SmtpMailerOptions } from './smtp-mailer.js';
