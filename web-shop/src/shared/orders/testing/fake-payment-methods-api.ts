import { type PaymentMethodAnswer, updatePaymentMethodBody } from '@mise/contracts';
import { apiServer } from '@mise/web-testing/api-server';
import {
  type FakeRequest,
  json,
  paramsOf,
  parsed,
  problem,
  type ResolverInfo,
  requestOf,
} from '@mise/web-testing/responses';
import { http } from 'msw';

/**
 * Test support: the signed-in shopper's saved cards as the orders-payments service keeps them
 * (GET /api/users/payment-methods, PUT and DELETE /api/users/payments/:id), in front of the fakes
 * added before (usually the fake identity service).
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

type CardsRequest = Omit<FakeRequest, 'search'>;

export type FakePaymentMethodsApi = ReturnType<typeof stubPaymentMethodsApi>;

/** Adds the fake's handlers; returns its cards and what it was asked. */
export function stubPaymentMethodsApi(initial: PaymentMethodAnswer[] = []) {
  let cards = [...initial];
  const requests: CardsRequest[] = [];
  let failing = false;

  const unknownCard = (id: string) => problem(404, 'Not Found', `No saved card has the id ${id}.`);

  /** Records the call. */
  const route =
    (answer: (asked: CardsRequest, id: string) => Response) => async (info: ResolverInfo) => {
      const { search: _search, ...asked } = await requestOf(info.request);
      requests.push(asked);
      return answer(asked, paramsOf(info).id ?? '');
    };

  apiServer.use(
    http.get(
      '/api/users/payment-methods',
      route(() =>
        failing
          ? problem(502, 'Bad Gateway', 'Oops! Something went wrong.')
          : json({ paymentMethods: cards }),
      ),
    ),
    http.put(
      '/api/users/payments/:id',
      route(({ body }, id) => {
        const change = parsed(updatePaymentMethodBody, body);
        if (change.refused) return change.refused;
        const card = cards.find((saved) => saved.id === id);
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
      }),
    ),
    http.delete(
      '/api/users/payments/:id',
      route((_request, id) => {
        if (!cards.some((saved) => saved.id === id)) return unknownCard(id);
        cards = cards.filter((saved) => saved.id !== id);
        return json({ paymentMethods: cards });
      }),
    ),
  );

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
