import {
  dietsAnswer,
  ordersAnswer,
  paymentMethodsAnswer,
  type UserOverviewAnswer,
  type userOverviewParts,
} from '@mise/contracts';
import { requireSession, type Session, serviceCaller, withTimeout } from '@mise/platform';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { meAnswer } from './me-answer.js';

/**
 * How long /api/users/me waits for a neighbour: the profile is answered on time with that part
 * empty (and named in `unavailable`) rather than late.
 */
const NEIGHBOUR_WAIT_MS = 800;

/** The orders the overview lists: the history page asks for the rest itself. */
const HISTORY_LENGTH = 100;

type Part = (typeof userOverviewParts)[number];
type Overview = Pick<UserOverviewAnswer['user'], Part | 'unavailable'>;

/** The parts of the user other services own, each asked for as the shopper, all at once. */
export function userOverview(app: FastifyInstance) {
  const orders = serviceCaller(app, 'identity', 'orders-payments');
  const catalog = serviceCaller(app, 'identity', 'catalog');

  /** The answer's body if it came in time and in its contract, else undefined (and logged). */
  async function ask<T>(
    part: Part,
    call: Promise<{ status: number; body: unknown }>,
    schema: z.ZodType<T>,
  ) {
    try {
      const answer = await withTimeout(call, NEIGHBOUR_WAIT_MS, `${part} came late`);
      const parsed = schema.safeParse(answer.body);
      if (answer.status === 200 && parsed.success) return parsed.data;
      app.log.warn({ part, answer: answer.status }, 'user part missing');
    } catch (error) {
      app.log.warn({ part, err: error }, 'user part missing');
    }
    return undefined;
  }

  return async (session: Session): Promise<Overview> => {
    const [cards, history, diets] = await Promise.all([
      ask(
        'paymentMethods',
        orders({ method: 'GET', path: '/api/users/payment-methods', session }),
        paymentMethodsAnswer,
      ),
      ask(
        'orderHistory',
        orders({
          method: 'GET',
          path: `/api/users/orders?page=0&perPage=${HISTORY_LENGTH}`,
          session,
        }),
        ordersAnswer,
      ),
      ask('dietList', catalog({ method: 'GET', path: '/api/diets' }), dietsAnswer),
    ]);
    const unavailable: Part[] = [];
    if (!cards) unavailable.push('paymentMethods');
    if (!history) unavailable.push('orderHistory');
    if (!diets) unavailable.push('dietList');
    return {
      paymentMethods: cards?.paymentMethods ?? [],
      orderHistory: (history?.orders ?? []).map(
        ({ _id, number, status, statusLabel, createdAt, cost }) => ({
          _id,
          number,
          status,
          statusLabel,
          createdAt,
          cost: { totalPrice: cost.totalPrice },
        }),
      ),
      dietList: diets?.diets ?? [],
      unavailable,
    };
  };
}

/** GET /api/users/me: the user with the parts other services own (document 2 §3 "User"). */
export async function userOverviewAnswer(
  app: FastifyInstance,
  request: FastifyRequest,
  overview: ReturnType<typeof userOverview>,
): Promise<UserOverviewAnswer> {
  const session = requireSession(request);
  // Asked beside the user's own record, so the answer takes as long as the slower of them.
  const [me, parts] = await Promise.all([meAnswer(app, request), overview(session)]);
  return { ...me, user: { ...me.user, ...parts } };
}
