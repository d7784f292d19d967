import { type PaymentMethodAnswer, updatePaymentMethodBody } from '@mise/contracts';
import { vi } from 'vitest';
import {
  type FakeRequest,
  json,
  parsed,
  problem,
  requestOf,
} from '@/shared/testing/fake-responses';

/**
 * Test support: the signed-in shopper's saved cards as the orders-payments service keeps them
 * (GET /api/users/payment-methods, PUT and DELETE /api/users/payments/:id), in front of whatever
 * fetch is installed (usually the fake identity service).
 */

export function savedCard(overrides: Partial<PaymentMethodAnswer> = {}): PaymentMethodAnswer {
  return {
    id: 'pm_visa',
    brand: 'visa',
    last4: '4242',
    expMonth: 4,
    expYear: 2031,
    billingName: 'Camille Tremblay',
    isDefault: true,
    ...overrides,
  };
}

type Request = Omit<FakeRequest, 'search'>;

export type FakePaymentMethodsApi = ReturnType<typeof stubPaymentMethodsApi>;

/** Installs the fake over the current global fetch; returns its cards and what it was asked. */
export function stubPaymentMethodsApi(initial: PaymentMethodAnswer[] = []) {
  const delegate = globalThis.fetch;
  let cards = [...initial];
  const requests: Request[] = [];
  let failing = false;

  const unknownCard = (id: string) => problem(404, 'Not Found', `No saved card has the id ${id}.`);

  function answer({ method, path, body }: Request): Response | null {
    if (method === 'GET' && path === '/api/users/payment-methods') {
      return failing
        ? problem(502, 'Bad Gateway', 'Oops! Something went wrong.')
        : json({ paymentMethods: cards });
    }
    const id = path.match(/^\/api\/users\/payments\/([^/]+)$/)?.[1];
    if (!id) return null;
    const card = cards.find((saved) => saved.id === id);
    if (method === 'PUT') {
      const change = parsed(updatePaymentMethodBody, body);
      if (change.refused) return change.refused;
      if (!card) return unknownCard(id);
      const { isDefault, ...fields } = change.value;
      if (isDefault === false && card.isDefault) {
        return problem(
          422,
          'Unprocessable Content',
          'A card stays the default until another card is made the default.',
          [
            {
              field: 'isDefault',
              rule: 'default',
              message: 'isDefault can only be set to true on another card',
            },
          ],
        );
      }
      cards = cards.map((saved) =>
        saved.id === id
          ? { ...saved, ...fields, isDefault: isDefault || saved.isDefault }
          : { ...saved, isDefault: isDefault ? false : saved.isDefault },
      );
      return json(cards.find((saved) => saved.id === id));
    }
    if (method === 'DELETE') {
      if (!card) return unknownCard(id);
      cards = cards.filter((saved) => saved.id !== id);
      return json({ paymentMethods: cards });
    }
    return null;
  }

  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const { search: _search, ...request } = requestOf(input, init);
    const response = answer(request);
    if (!response) return delegate(input, init);
    requests.push(request);
    return response;
  });
  vi.stubGlobal('fetch', fetch);

  return {
    /** The cards as the server holds them now. */
    cards: () => cards,
    requestsTo: (method: string, path: string) =>
      requests.filter((request) => request.method === method && request.path === path),
    /** A card goes without this page knowing: removed in another tab. */
    forget: (id: string) => {
      cards = cards.filter((saved) => saved.id !== id);
    },
    /** Reading the cards fails from now on (the payment provider cannot be reached), or not. */
    failReading: (fails = true) => {
      failing = fails;
    },
  };
}
