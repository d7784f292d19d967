import { z } from 'zod';
import type { MailMessage } from './port.js';

const address = z.email();

/** A message no adapter may send; the error says which field is wrong and why. */
export class MailMessageError extends Error {
  constructor(
    readonly field: keyof MailMessage,
    message: string,
  ) {
    super(message);
    this.name = 'MailMessageError';
  }
}

/**
 * Checked before any adapter sends, so that both refuse the same messages: a bad
 * recipient fails at once with its reason instead of bouncing later, and a line
 * break in the subject cannot smuggle in extra headers (Bcc:).
 */
export function checkMailMessage(message: MailMessage): void {
  if (!address.safeParse(message.to).success) {
    throw new MailMessageError('to', `"${message.to}" is not an e-mail address`);
  }
  if (message.subject.trim() === '') {
    throw new MailMessageError('subject', 'the subject is empty');
  }
  if (/[\r\n]/.test(message.subject)) {
    throw new MailMessageError('subject', 'the subject must be one line');
  }
}
