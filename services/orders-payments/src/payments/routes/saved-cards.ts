import {
  type PaymentMethodAnswer,
  paymentMethodParams,
  type paymentMethodsAnswer,
  updatePaymentMethodBody,
} from '@mise/contracts';
import {
  badRequest,
  type Database,
  notFound,
  parseInput,
  requireSession,
  unprocessable,
} from '@mise/platform';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { hasExpired } from '../domain/test-cards.js';
import { defaultIfFirstCard } from '../first-card-default.js';
import type { PaymentProvider } from '../port.js';
import { customerFor, findCustomerId, type Shopper } from '../store/payment-customers.js';
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
      const customerId = await customerFor(db, provider, session);
      const card = await provider.attachPaymentMethod(customerId, id);
      if (card.isDefault) return card;
      return { ...card, isDefault: await defaultIfFirstCard(provider, customerId, id) };
    });
  });

  app.put('/api/users/payments/:id', async (request): Promise<PaymentMethodAnswer> => {
    const session = requireSession(request);
    const { id } = parseInput(paymentMethodParams, request.params, 'params');
    const { isDefault, ...change } = parseInput(updatePaymentMethodBody, request.body, 'body');
    return answeringPaymentProblems(async () => {
      const { customerId, card } = await ownCard(db, provider, session, id);
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
        Object.keys(change).length > 0 ? await provider.updatePaymentMethod(id, change) : card;
      if (!isDefault || card.isDefault) return changed;
      await provider.setDefaultPaymentMethod(customerId, id);
      return { ...changed, isDefault: true };
    });
  });

  app.delete('/api/users/payments/:id', async (request): Promise<PaymentMethodsAnswer> => {
    const session = requireSession(request);
    const { id } = parseInput(paymentMethodParams, request.params, 'params');
    return answeringPaymentProblems(async () => {
      const { customerId } = await ownCard(db, provider, session, id);
      await provider.detachPaymentMethod(id);
      return { paymentMethods: await provider.listPaymentMethods(customerId) };
    });
  });
};

/** One of the shopper's own saved cards, else 404: another's card is not theirs to know of. */
async function ownCard(
  db: Database,
  provider: PaymentProvider,
  shopper: Shopper,
  paymentMethodId: string,
): Promise<{ customerId: string; card: PaymentMethodAnswer }> {
  const customerId = await findCustomerId(db, provider.name, shopper.userId);
  const cards = customerId ? await provider.listPaymentMethods(customerId) : [];
  const card = cards.find((saved) => saved.id === paymentMethodId);
  if (!customerId || !card) throw notFound(`No saved card has the id ${paymentMethodId}.`);
  return { customerId, card };
}
