/**
 * Which mail each event calls for. A new kind of mail is one more entry: the consumer
 * subscribes to every type listed here and the send-mail job renders by type.
 */
import {
  customerAccountAccessed,
  type EventEnvelope,
  emailVerificationRequested,
  orderCancelled,
  orderPaid,
  passwordResetRequested,
  type ShopLanguage,
  userRegistered,
} from '@mise/contracts';
import { eventData } from '@mise/platform';
import type { RenderedMail } from '@mise/platform/mail-format';
import type { z } from 'zod';
import { accountAccessedMail } from '../domain/account-accessed.js';
import { orderCancellationMail } from '../domain/order-cancellation.js';
import { orderConfirmationMail } from '../domain/order-confirmation.js';
import { passwordLinkMail } from '../domain/password-link.js';
import { verifyEmailMail } from '../domain/verify-email.js';
import { welcomeMail } from '../domain/welcome.js';

/** What every mail can draw on besides its event. */
export interface MailContext {
  /** The shop's origin, for links the event does not carry. */
  shopUrl: string;
}

export interface AddressedMail extends RenderedMail {
  to: string;
  language: ShopLanguage;
}

export interface MailTemplate {
  type: string;
  /** Throws when the event's data does not match its contract. */
  render(event: EventEnvelope, context: MailContext): AddressedMail;
}

/** Every mail goes to the event's shopper, in their language. */
function mailTemplate<Data extends { emailAddress: string; language: ShopLanguage }>(
  definition: { type: string; data: z.ZodType<Data> },
  render: (input: Data & MailContext) => RenderedMail,
): MailTemplate {
  return {
    type: definition.type,
    render: (event, context) => {
      const data = eventData(definition, event);
      return { to: data.emailAddress, language: data.language, ...render({ ...data, ...context }) };
    },
  };
}

const templates: readonly MailTemplate[] = [
  mailTemplate(userRegistered, welcomeMail),
  mailTemplate(emailVerificationRequested, verifyEmailMail),
  mailTemplate(passwordResetRequested, passwordLinkMail),
  mailTemplate(orderPaid, orderConfirmationMail),
  mailTemplate(orderCancelled, orderCancellationMail),
  mailTemplate(customerAccountAccessed, accountAccessedMail),
];

const byType = new Map(templates.map((template) => [template.type, template]));

export const mailEventTypes: readonly string[] = [...byType.keys()];

export function mailTemplateFor(type: string): MailTemplate {
  const template = byType.get(type);
  if (!template) throw new Error(`no mail template for events of type ${type}`);
  return template;
}
