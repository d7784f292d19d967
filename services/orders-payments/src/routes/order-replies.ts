import { HttpProblem } from '@mise/platform';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { PaymentProviderUnavailable } from '../domain/payments/port.js';
import type { StoredOrder } from '../store/orders.js';
import { orderAnswer } from './order-answer.js';

/** Spec §8: what a shopper reads when the payment provider fails. */
export const PROVIDER_DOWN_MESSAGE =
  'Oops! Something went wrong. Our technical staff has been notified and we will be looking with the utmost urgency.';

/**
 * Answers an order after a payment step: `paidStatus` once paid (201 when just placed), 202
 * while the card waits for 3-D Secure or the provider, 402 with the provider's words when the
 * card was refused (the problem names the order, whose payment.failureMessage says the same).
 */
export function answerPayment(
  reply: FastifyReply,
  stored: StoredOrder,
  now: Date,
  paidStatus: 200 | 201,
) {
  const { order, payment } = stored;
  if (order.status === 'PAYMENT_FAILED') {
    const problem = new HttpProblem(
      402,
      'Payment Required',
      payment.failureMessage ?? 'Your card was declined.',
    );
    return reply
      .code(402)
      .type('application/problem+json')
      .send({ ...problem.toProblem(reply.request.id), orderId: order.id });
  }
  return reply
    .code(order.status === 'PENDING_PAYMENT' ? 202 : paidStatus)
    .send({ data: orderAnswer(stored, now) });
}

/**
 * The provider could not be reached or failed: the order stays PENDING_PAYMENT (the recovery
 * sweep settles it) and the shopper is told as spec §8 says. Logged for staff.
 */
export function answerProviderOutages(app: FastifyInstance): void {
  app.setErrorHandler((error, request) => {
    if (!(error instanceof PaymentProviderUnavailable)) throw error;
    request.log.error({ err: error }, 'payment provider unavailable');
    throw new HttpProblem(502, 'Bad Gateway', PROVIDER_DOWN_MESSAGE);
  });
}
