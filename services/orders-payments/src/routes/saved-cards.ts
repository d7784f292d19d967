import {
  type PaymentMethodAnswer,
  paymentMethodParams,
  type paymentMethodsAnswer,
  updatePaymentMethodBody,
} from '@mise/contracts';
import {
  badRequest,
  type Database,
  parseInput,
  requireSession,
  unprocessable,
} from '@mise/platform';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { defaultIfFirstCard } from '../app/payments/first-card-default.js';
import { customerFor, type Shopper } from '../app/payments/shopper-customer.js';
import { PaymentMethodNotFound } from '../domain/payments/card-problems.js';
import type { CardOwner, PaymentProvider } from '../domain/payments/port.js';
import { hasExpired } from '../domain/payments/test-cards.js';
import { findCustomerId } from '../store/payment-customers.js';
import { answeringPaymentProblems } from './payment-problems.js';

type PaymentMethodsAnswer = z.infer<typeof paymentMethodsAnswer>;

export interface SavedCardRoutesOptions {
  provider: PaymentProvider;
  now?: () => Date;
}

/**
 * The shopper's saved cards (document 2, "User" payment methods): kept on their customer at the
 * provider, made on first use. A shopper only ever sees and touches their own customer's cards:
 * another's card is answered as unknown (404).
 */
export const savedCardRoutes: FastifyPluginAsync<SavedCardRoutesOptions> = async (app, options) => {
  const { provider, now = () => new Date() } = options;
  const { db } = app.infra.database;

  app.get('/api/users/payment-methods', async (request): Promise<PaymentMethodsAnswer> => {
    const session = requireSession(request);
    // Looking makes no customer: one is made when a first card is saved.
    const customerId = await findCustomerId(db, provider.name, session.userId);
    if (!customerId) return { paymentMethods: [] };
    return answeringPaymentProblems(async () => ({
      paymentMethods: await provider.listPaymentMethods(customerId),
    }));
  });

  /** Saves a card the card form made (Stripe.js or the sandbox's) on the shopper's customer. */
  app.post('/api/users/payments/:id', async (request): Promise<PaymentMethodAnswer> => {
    const session = requireSession(request);
    const { id } = parseInput(paymentMethodParams, request.params, 'params');
    return answeringPaymentProblems(async () => {
      // The shopper's customer is made only for a card that is theirs to save.
      await provider.ensureMayPayWith(id, {
        shopperId: session.userId,
        customerId: await findCustomerId(db, provider.name, session.userId),
      });
      const customerId = await customerFor(db, provider, session);
      const card = await provider.attachPaymentMethod(
        { shopperId: session.userId, customerId },
        id,
      );
      if (card.isDefault) return card;
      return { ...card, isDefault: await defaultIfFirstCard(provider, customerId, id) };
    });
  });

  app.put('/api/users/payments/:id', async (request): Promise<PaymentMethodAnswer> => {
    const session = requireSession(request);
    const { id } = parseInput(paymentMethodParams, request.params, 'params');
    const { isDefault, ...change } = parseInput(updatePaymentMethodBody, request.body, 'body');
    return answeringPaymentProblems(async () => {
      const { owner, card } = await ownCard(db, provider, session, id);
      const expiry = {
        expMonth: change.expMonth ?? card.expMonth,
        expYear: change.expYear ?? card.expYear,
      };
      if (hasExpired(expiry, now())) {
        const field = change.expYear !== undefined ? 'expYear' : 'expMonth';
        throw badRequest('The card would have expired already.', [
          { field, rule: 'expiry', message: `${field} must not put the expiry in the past` },
        ]);
      }
      if (isDefault === false && card.isDefault) {
        throw unprocessable('A card stays the default until another card is made the default.', [
          {
            field: 'isDefault',
            rule: 'default',
            message: 'isDefault can only be set to true on another card',
          },
        ]);
      }
      const changed =
        Object.keys(change).length > 0
          ? await provider.updatePaymentMethod(owner, id, change)
          : card;
      if (!isDefault || card.isDefault) return changed;
      await provider.setDefaultPaymentMethod(owner.customerId, id);
      return { ...changed, isDefault: true };
    });
  });

  app.delete('/api/users/payments/:id', async (request): Promise<PaymentMethodsAnswer> => {
    const session = requireSession(request);
    const { id } = parseInput(paymentMethodParams, request.params, 'params');
    return answeringPaymentProblems(async () => {
      const { owner } = await ownCard(db, provider, session, id);
      await provider.detachPaymentMethod(owner, id);
      return { paymentMethods: await provider.listPaymentMethods(owner.customerId) };
    });
  });
};

/**
 * One of the shopper's own saved cards, as the account page shows it, else PaymentMethodNotFound
 * (404): another's card is not theirs to know of. The provider checks the card again on use.
 */
async function ownCard(
  db: Database,
  provider: PaymentProvider,
  shopper: Shopper,
  paymentMethodId: string,
): Promise<{ owner: CardOwner; card: PaymentMethodAnswer }> {
  const customerId = await findCustomerId(db, provider.name, shopper.userId);
  const cards = customerId ? await provider.listPaymentMethods(customerId) : [];
  const card = cards.find((saved) => saved.id === paymentMethodId);
  if (!customerId || !card) throw new PaymentMethodNotFound(paymentMethodId);
  return { owner: { shopperId: shopper.userId, customerId }, card };
}
