import { z } from 'zod';
import { shopLanguages } from './http.js';

/**
 * What identity tells the other services. Mails are sent by notifications from these events;
 * a link in an event holds a one-time code that expires (verification 48 h, reset 1 h) and is
 * stored hashed by identity.
 */
const recipient = {
  userId: z.string(),
  emailAddress: z.string(),
  firstName: z.string(),
  language: z.enum(shopLanguages),
};

export const userRegistered = {
  type: 'identity.user.registered',
  version: 1,
  data: z.object({
    ...recipient,
    method: z.enum(['password', 'google', 'facebook']),
    influencerId: z.string().nullable(),
  }),
} as const;
export type UserRegistered = z.infer<typeof userRegistered.data>;

/**
 * A shopper's name or language changed (PUT /api/users/:id), so services that keep a copy of
 * whom to write to, and how, keep it current. It carries the whole contact as it is now; the
 * e-mail address cannot change today but is sent so a copy never has to piece one together.
 * Written only when something in it changed.
 */
export const userContactChanged = {
  type: 'identity.user.contact-changed',
  version: 1,
  data: z.object(recipient),
} as const;
export type UserContactChanged = z.infer<typeof userContactChanged.data>;

export const emailVerificationRequested = {
  type: 'identity.email-verification.requested',
  version: 1,
  data: z.object({ ...recipient, link: z.string(), expiresAt: z.string() }),
} as const;
export type EmailVerificationRequested = z.infer<typeof emailVerificationRequested.data>;

export const passwordResetRequested = {
  type: 'identity.password-reset.requested',
  version: 1,
  data: z.object({
    ...recipient,
    /** `set`: a social-only account asked for a first password; `reset`: a forgotten one. */
    purpose: z.enum(['reset', 'set']),
    link: z.string(),
    expiresAt: z.string(),
  }),
} as const;
export type PasswordResetRequested = z.infer<typeof passwordResetRequested.data>;

export const userOnboarded = {
  type: 'identity.user.onboarded',
  version: 1,
  data: z.object({
    userId: z.string(),
    diet: z.string(),
    allergies: z.array(z.string()),
    servings: z.number().int(),
    /** For the pantry: what the shopper already holds. */
    groceries: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        quantity: z.number(),
        units: z.string(),
        expiryDate: z.number().nullable(),
      }),
    ),
  }),
} as const;
export type UserOnboarded = z.infer<typeof userOnboarded.data>;

export const userSignedIn = {
  type: 'identity.user.signed-in',
  version: 1,
  data: z.object({
    userId: z.string(),
    method: z.enum(['password', 'google', 'facebook', 'register', 'reset-password']),
    /** The guest this browser was before: their cart follows the shopper. */
    guestUserId: z.string().nullable(),
  }),
} as const;
export type UserSignedIn = z.infer<typeof userSignedIn.data>;

/**
 * A staff member opened a customer's account, saying why: the customer is told by e-mail, with
 * the reason and when the access ends.
 */
export const customerAccountAccessed = {
  type: 'identity.customer-account.accessed',
  version: 1,
  data: z.object({
    ...recipient,
    staffId: z.string(),
    customerId: z.string(),
    auditId: z.string(),
    reason: z.string(),
    endsAt: z.string(),
  }),
} as const;
export type CustomerAccountAccessed = z.infer<typeof customerAccountAccessed.data>;
