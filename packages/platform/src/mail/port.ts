/** One e-mail to one recipient, with a plain-text and an HTML version of the same content. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * The same id for the same message sent again (a job retried after its send): a mailbox keeps
   * one copy, and SMTP sends it as the Message-ID, by which mail clients tell a repeat.
   */
  id?: string;
}

/**
 * Outgoing mail (shopping lists, account e-mails): written to a folder in the
 * embedded runtime, handed to an SMTP server in the distributed one.
 */
export interface Mailer {
  readonly kind: string;
  /** Resolves with the message's id once it is delivered to the mailbox or the SMTP server. */
  send(message: MailMessage): Promise<string>;
  close(): Promise<void>;
}
