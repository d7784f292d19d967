import { HttpProblem } from '@mise/platform';
import { CardRefused, PaymentMethodNotFound } from '../domain/payments/card-problems.js';
import { PaymentProviderUnavailable } from '../domain/payments/port.js';

/** Runs a provider call, answering its refusals as problems: 402 card, 404 card, 503 provider. */
export async function answeringPaymentProblems<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw problemOf(error);
  }
}

function problemOf(error: unknown): unknown {
  if (error instanceof CardRefused) {
    const fields = error.field
      ? [{ field: error.field, rule: error.code, message: error.message }]
      : undefined;
    return new HttpProblem(402, 'Payment Required', error.message, fields);
  }
  if (error instanceof PaymentMethodNotFound) return unknownCard(error);
  if (error instanceof PaymentProviderUnavailable) {
    return new HttpProblem(
      503,
      'Service Unavailable',
      'The card payment provider cannot be reached. Please try again in a moment.',
    );
  }
  return error;
}

/**
 * Runs a check that the shopper may use a card, answering a card that is not theirs as a 404
 * naming paymentMethodId; any other failure (the provider unreachable) is the caller's to answer.
 */
export async function answeringUnknownCard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw error instanceof PaymentMethodNotFound ? unknownCard(error) : error;
  }
}

function unknownCard(error: PaymentMethodNotFound): HttpProblem {
  return new HttpProblem(404, 'Not Found', error.message, [
    { field: 'paymentMethodId', rule: 'own_card', message: error.message },
  ]);
}
