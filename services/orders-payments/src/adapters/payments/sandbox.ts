import { randomBytes } from 'node:crypto';
import type { PaymentMethodAnswer } from '@mise/contracts';
import type { Database, Logger, Queryable } from '@mise/platform';
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  type CardHolding,
  type CardUser,
  mayManage,
  mayPayWith,
} from '../../domain/payments/card-ownership.js';
import {
  CardRefused,
  noSuchCardOutcome,
  PaymentMethodNotFound,
} from '../../domain/payments/card-problems.js';
import {
  type CardOwner,
  type ChargeRequest,
  type PaymentOutcome,
  type PaymentProvider,
  type PaymentWebhookEvent,
  WebhookSignatureError,
} from '../../domain/payments/port.js';
import {
  cardRefusals,
  decideCharge,
  hasExpired,
  readCardNumber,
} from '../../domain/payments/test-cards.js';
import {
  sandboxCustomers,
  sandboxPaymentMethods,
  sandboxPayments,
  sandboxRefunds,
} from './sandbox-schema.js';

type SandboxPayment = typeof sandboxPayments.$inferSelect;
type SandboxPaymentMethod = typeof sandboxPaymentMethods.$inferSelect;

/** What the sandbox card form sends: the stand-in for Stripe.js reading a card. */
export interface SandboxCard {
  number: string;
  expMonth: number;
  expYear: number;
  name?: string | undefined;
}

/** A payment after the sandbox's 3-D Secure page, with the order it pays for. */
export interface AuthenticatedSandboxPayment {
  orderId: string;
  outcome: PaymentOutcome;
}

const newId = (prefix: string) => `${prefix}_sandbox_${randomBytes(12).toString('hex')}`;

/**
 * The embedded runtime's card provider: Stripe's test mode, played in our own database. It
 * honours Stripe's documented test cards and never charges anyone: no card network is ever
 * reached. Everything it knows is in tables, so idempotency and 3-D Secure survive a restart.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  readonly publishableKey = null;

  constructor(
    private readonly db: Database,
    private readonly logger: Logger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async charge(request: ChargeRequest): Promise<PaymentOutcome> {
    const earlier = await paymentByKey(this.db, request.idempotencyKey);
    if (earlier) return outcomeOf(earlier);
    if (request.saveCard && !request.customerId) {
      throw new Error('A card is saved on a customer: saveCard needs a customerId.');
    }
    const method = await paymentMethodById(this.db, request.paymentMethodId);
    // Stripe answers the same for a card it does not know and for another customer's card.
    if (!method || !mayPayWith(holdingOf(method), payerOf(request))) {
      return noSuchCardOutcome(request.paymentMethodId);
    }
    const decision = decideCharge(method, this.now());
    const inserted = await this.db.transaction(async (tx) => {
      const [payment] = await tx
        .insert(sandboxPayments)
        .values({
          id: newId('pi'),
          idempotencyKey: request.idempotencyKey,
          amountCents: request.amountCents,
          currency: request.currency,
          status: decision.status,
          paymentMethodId: method.id,
          customerId: request.customerId,
          saveCard: request.saveCard,
          orderId: request.orderId,
          description: request.description,
          brand: method.brand,
          last4: method.last4,
          failureCode: decision.status === 'failed' ? decision.refusal.code : null,
          failureMessage: decision.status === 'failed' ? decision.refusal.message : null,
        })
        .onConflictDoNothing({ target: sandboxPayments.idempotencyKey })
        .returning();
      if (payment?.status === 'succeeded') await keepCardIfAsked(tx, payment);
      return payment;
    });
    // Nothing inserted: the same key won a race a moment ago, and its payment is the answer.
    const payment = inserted ?? (await paymentByKey(this.db, request.idempotencyKey));
    if (!payment) throw new Error(`The sandbox payment for ${request.idempotencyKey} vanished.`);
    this.logger.info(
      { paymentId: payment.id, orderId: payment.orderId, status: payment.status },
      'sandbox payment recorded: test mode, no card was charged',
    );
    return outcomeOf(payment);
  }

  async retrieve(paymentId: string): Promise<PaymentOutcome> {
    const [payment] = await this.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, paymentId));
    if (!payment) throw new Error(`No sandbox payment has the id ${paymentId}.`);
    return outcomeOf(payment);
  }

  async refund(request: {
    paymentId: string;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<{ refundId: string; amountCents: number }> {
    if (!Number.isInteger(request.amountCents) || request.amountCents < 1) {
      throw new Error(`A refund is a whole number of cents above 0, not ${request.amountCents}.`);
    }
    return this.db.transaction(async (tx) => {
      // Locked first: refunds of one payment take turns, so they never add up past it.
      const [payment] = await tx
        .select()
        .from(sandboxPayments)
        .where(eq(sandboxPayments.id, request.paymentId))
        .for('update');
      if (!payment) throw new Error(`No sandbox payment has the id ${request.paymentId}.`);
      const earlier = await refundByKey(tx, request.idempotencyKey);
      if (earlier) return earlier;
      if (payment.status !== 'succeeded') {
        throw new Error(`Sandbox payment ${payment.id} is ${payment.status}: nothing to refund.`);
      }
      const [sums] = await tx
        .select({ refunded: sql`coalesce(sum(${sandboxRefunds.amountCents}), 0)`.mapWith(Number) })
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.paymentId, payment.id));
      const left = payment.amountCents - (sums?.refunded ?? 0);
      if (request.amountCents > left) {
        throw new Error(
          `A refund of ${request.amountCents} cents is more than the ${left} cents left of ${payment.id}.`,
        );
      }
      const [refund] = await tx
        .insert(sandboxRefunds)
        .values({
          id: newId('re'),
          idempotencyKey: request.idempotencyKey,
          paymentId: payment.id,
          amountCents: request.amountCents,
        })
        .returning();
      this.logger.info(
        { paymentId: payment.id, refundId: refund?.id, amountCents: request.amountCents },
        'sandbox refund recorded: test mode, no money moved',
      );
      return { refundId: refund?.id as string, amountCents: request.amountCents };
    });
  }

  async createCustomer(request: {
    userId: string;
    emailAddress: string;
    name: string;
  }): Promise<string> {
    const [created] = await this.db
      .insert(sandboxCustomers)
      .values({ id: newId('cus'), ...request })
      .onConflictDoNothing({ target: sandboxCustomers.userId })
      .returning({ id: sandboxCustomers.id });
    if (created) return created.id;
    const [existing] = await this.db
      .select({ id: sandboxCustomers.id })
      .from(sandboxCustomers)
      .where(eq(sandboxCustomers.userId, request.userId));
    if (!existing) throw new Error(`The sandbox customer of ${request.userId} vanished.`);
    return existing.id;
  }

  async ensureMayPayWith(paymentMethodId: string, user: CardUser): Promise<void> {
    const method = await paymentMethodById(this.db, paymentMethodId);
    if (!method || !mayPayWith(holdingOf(method), user)) {
      throw new PaymentMethodNotFound(paymentMethodId);
    }
  }

  async attachPaymentMethod(
    owner: CardOwner,
    paymentMethodId: string,
  ): Promise<PaymentMethodAnswer> {
    const method = await paymentMethodById(this.db, paymentMethodId);
    if (!method || !mayPayWith(holdingOf(method), owner)) {
      throw new PaymentMethodNotFound(paymentMethodId);
    }
    // Only if nobody saved or removed it since it was read: two shoppers never both win it.
    const [attached] = await this.db
      .update(sandboxPaymentMethods)
      .set({ customerId: owner.customerId })
      .where(
        and(
          eq(sandboxPaymentMethods.id, paymentMethodId),
          method.customerId === null
            ? isNull(sandboxPaymentMethods.customerId)
            : eq(sandboxPaymentMethods.customerId, method.customerId),
          isNull(sandboxPaymentMethods.detachedAt),
        ),
      )
      .returning();
    if (!attached) throw new PaymentMethodNotFound(paymentMethodId);
    return answerFor(attached, await defaultOf(this.db, owner.customerId));
  }

  async listPaymentMethods(customerId: string): Promise<PaymentMethodAnswer[]> {
    const methods = await this.db
      .select()
      .from(sandboxPaymentMethods)
      .where(eq(sandboxPaymentMethods.customerId, customerId))
      .orderBy(sandboxPaymentMethods.createdAt, sandboxPaymentMethods.id);
    const defaultId = await defaultOf(this.db, customerId);
    return methods.map((method) => answerFor(method, defaultId));
  }

  async updatePaymentMethod(
    { customerId }: CardOwner,
    paymentMethodId: string,
    change: { billingName?: string; expMonth?: number; expYear?: number },
  ): Promise<PaymentMethodAnswer> {
    const method = await this.managedCard(customerId, paymentMethodId);
    const expiry = {
      expMonth: change.expMonth ?? method.expMonth,
      expYear: change.expYear ?? method.expYear,
    };
    if (hasExpired(expiry, this.now())) throw expiredCard(expiry, this.now());
    const [updated] = await this.db
      .update(sandboxPaymentMethods)
      .set({ ...expiry, billingName: change.billingName ?? method.billingName })
      .where(savedOnWhere(customerId, paymentMethodId))
      .returning();
    if (!updated) throw new PaymentMethodNotFound(paymentMethodId);
    return answerFor(updated, await defaultOf(this.db, customerId));
  }

  async detachPaymentMethod({ customerId }: CardOwner, paymentMethodId: string): Promise<void> {
    await this.managedCard(customerId, paymentMethodId);
    await this.db.transaction(async (tx) => {
      const [detached] = await tx
        .update(sandboxPaymentMethods)
        .set({ customerId: null, detachedAt: this.now() })
        .where(savedOnWhere(customerId, paymentMethodId))
        .returning();
      if (!detached) throw new PaymentMethodNotFound(paymentMethodId);
      // As in Stripe, a detached card stops being anyone's default.
      await tx
        .update(sandboxCustomers)
        .set({ defaultPaymentMethodId: null })
        .where(eq(sandboxCustomers.defaultPaymentMethodId, paymentMethodId));
    });
  }

  async setDefaultPaymentMethod(customerId: string, paymentMethodId: string): Promise<void> {
    await this.managedCard(customerId, paymentMethodId);
    await this.db
      .update(sandboxCustomers)
      .set({ defaultPaymentMethodId: paymentMethodId })
      .where(eq(sandboxCustomers.id, customerId));
  }

  /** A card saved on `customerId`, else PaymentMethodNotFound. */
  private async managedCard(
    customerId: string,
    paymentMethodId: string,
  ): Promise<SandboxPaymentMethod> {
    const method = await paymentMethodById(this.db, paymentMethodId);
    if (!method || !mayManage(holdingOf(method), customerId)) {
      throw new PaymentMethodNotFound(paymentMethodId);
    }
    return method;
  }

  parseWebhook(): PaymentWebhookEvent {
    throw new WebhookSignatureError('The sandbox sends no webhooks.');
  }

  /**
   * Stands in for Stripe.js turning the card form into a payment method: a number failing the
   * Luhn check or an expiry in the past is refused here, as Stripe.js refuses it.
   */
  async createCardPaymentMethod(
    card: SandboxCard,
    shopperId: string,
  ): Promise<{ id: string; brand: string; last4: string }> {
    const read = readCardNumber(card.number);
    if (!read.ok) throw new CardRefused(read.refusal.code, read.refusal.message, 'number');
    if (hasExpired(card, this.now())) throw expiredCard(card, this.now());
    const [created] = await this.db
      .insert(sandboxPaymentMethods)
      .values({
        id: newId('pm'),
        ...read.card,
        expMonth: card.expMonth,
        expYear: card.expYear,
        billingName: card.name?.trim() || null,
        createdBy: shopperId,
      })
      .returning();
    if (!created) throw new Error('The sandbox payment method was not stored.');
    return { id: created.id, brand: created.brand, last4: created.last4 };
  }

  /**
   * The sandbox's 3-D Secure page: the shopper whose card it is approves or fails a payment
   * waiting for authentication. Asked again, it answers how the payment ended. Null when the
   * payment is unknown or another shopper's.
   */
  async authenticate(
    paymentId: string,
    outcome: 'approve' | 'fail',
    shopperId: string,
  ): Promise<AuthenticatedSandboxPayment | null> {
    const [found] = await this.db
      .select({ createdBy: sandboxPaymentMethods.createdBy })
      .from(sandboxPayments)
      .innerJoin(
        sandboxPaymentMethods,
        eq(sandboxPaymentMethods.id, sandboxPayments.paymentMethodId),
      )
      .where(eq(sandboxPayments.id, paymentId));
    if (found?.createdBy !== shopperId) return null;
    const refusal = outcome === 'fail' ? cardRefusals.authenticationFailed : null;
    await this.db.transaction(async (tx) => {
      const [settled] = await tx
        .update(sandboxPayments)
        .set({
          status: refusal ? 'failed' : 'succeeded',
          failureCode: refusal?.code ?? null,
          failureMessage: refusal?.message ?? null,
          updatedAt: this.now(),
        })
        .where(
          and(eq(sandboxPayments.id, paymentId), eq(sandboxPayments.status, 'requires_action')),
        )
        .returning();
      if (settled?.status === 'succeeded') await keepCardIfAsked(tx, settled);
    });
    const [payment] = await this.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, paymentId));
    if (!payment) return null;
    return { orderId: payment.orderId, outcome: outcomeOf(payment) };
  }
}

function holdingOf(method: SandboxPaymentMethod): CardHolding {
  return {
    madeBy: method.createdBy,
    savedOn: method.customerId,
    removed: method.detachedAt !== null,
  };
}

const payerOf = (request: ChargeRequest): CardUser => ({
  shopperId: request.shopperId,
  customerId: request.customerId,
});

/** The card, while it is still saved on the customer (not removed meanwhile). */
const savedOnWhere = (customerId: string, paymentMethodId: string) =>
  and(
    eq(sandboxPaymentMethods.id, paymentMethodId),
    eq(sandboxPaymentMethods.customerId, customerId),
  );

function outcomeOf(payment: SandboxPayment): PaymentOutcome {
  const card = { brand: payment.brand, last4: payment.last4 };
  switch (payment.status) {
    case 'succeeded':
      return { status: 'succeeded', paymentId: payment.id, card };
    case 'requires_action':
      return { status: 'requires_action', paymentId: payment.id, clientSecret: null, card };
    case 'failed':
      return {
        status: 'failed',
        paymentId: payment.id,
        code: payment.failureCode ?? cardRefusals.declined.code,
        message: payment.failureMessage ?? cardRefusals.declined.message,
        card,
      };
  }
}

function expiredCard(expiry: { expYear: number }, now: Date): CardRefused {
  const field = expiry.expYear < now.getUTCFullYear() ? 'expYear' : 'expMonth';
  return new CardRefused(cardRefusals.expired.code, cardRefusals.expired.message, field);
}

function answerFor(method: SandboxPaymentMethod, defaultId: string | null): PaymentMethodAnswer {
  return {
    id: method.id,
    brand: method.brand,
    last4: method.last4,
    expMonth: method.expMonth,
    expYear: method.expYear,
    billingName: method.billingName,
    isDefault: method.id === defaultId,
  };
}

/** A payment asked to save its card (setup_future_usage) keeps it on its customer once paid. */
async function keepCardIfAsked(tx: Queryable, payment: SandboxPayment): Promise<void> {
  if (!payment.saveCard || !payment.customerId) return;
  await tx
    .update(sandboxPaymentMethods)
    .set({ customerId: payment.customerId })
    .where(
      and(
        eq(sandboxPaymentMethods.id, payment.paymentMethodId),
        isNull(sandboxPaymentMethods.customerId),
        isNull(sandboxPaymentMethods.detachedAt),
      ),
    );
}

async function paymentByKey(db: Queryable, key: string): Promise<SandboxPayment | undefined> {
  const [payment] = await db
    .select()
    .from(sandboxPayments)
    .where(eq(sandboxPayments.idempotencyKey, key));
  return payment;
}

async function refundByKey(db: Queryable, key: string) {
  const [refund] = await db
    .select({ refundId: sandboxRefunds.id, amountCents: sandboxRefunds.amountCents })
    .from(sandboxRefunds)
    .where(eq(sandboxRefunds.idempotencyKey, key));
  return refund;
}

async function paymentMethodById(
  db: Queryable,
  id: string,
): Promise<SandboxPaymentMethod | undefined> {
  const [method] = await db
    .select()
    .from(sandboxPaymentMethods)
    .where(eq(sandboxPaymentMethods.id, id));
  return method;
}

async function defaultOf(db: Queryable, customerId: string): Promise<string | null> {
  const [customer] = await db
    .select({ defaultId: sandboxCustomers.defaultPaymentMethodId })
    .from(sandboxCustomers)
    .where(eq(sandboxCustomers.id, customerId));
  return customer?.defaultId ?? null;
}
