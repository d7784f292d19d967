/**
 * Which mail each event calls for. A new kind of mail (an order confirmation) is one more entry:
 * the consumer subscribes to every type listed here and the send-mail job renders by type.
 */
import {
  type EventEnvelope,
  emailVerificationRequested,
  passwordResetRequested,
  type ShopLanguage,
  userRegistered,
} from '@mise/contracts';
import type { z } from 'zod';
import type { RenderedMail } from './layout.js';
import { passwordLinkMail } from './password-link.js';
import { verifyEmailMail } from './verify-email.js';
import { welcomeMail } from './welcome.js';

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

function mailTemplate<Data>(
  definition: { type: string; data: z.ZodType<Data> },
  render: (data: Data, context: MailContext) => AddressedMail,
): MailTemplate {
  return {
    type: definition.type,
    render: (event, context) => render(definition.data.parse(event.data), context),
  };
}

const templates: readonly MailTemplate[] = [
  mailTemplate(userRegistered, (data, { shopUrl }) => ({
    to: data.emailAddress,
    language: data.language,
    ...welcomeMail({ language: data.language, firstName: data.firstName, shopUrl }),
  })),
  mailTemplate(emailVerificationRequested, (data, { shopUrl }) => ({
    to: data.emailAddress,
    language: data.language,
    ...verifyEmailMail({ ...data, shopUrl }),
  })),
  mailTemplate(passwordResetRequested, (data, { shopUrl }) => ({
    to: data.emailAddress,
    language: data.language,
    ...passwordLinkMail({ ...data, shopUrl }),
  })),
];

const byType = new Map(templates.map((template) => [template.type, template]));

export const mailEventTypes: readonly string[] = [...byType.keys()];

export function mailTemplateFor(type: string): MailTemplate {
  const template = byType.get(type);
  if (!template) throw new Error(`no mail template for events of type ${type}`);
  return template;
}
