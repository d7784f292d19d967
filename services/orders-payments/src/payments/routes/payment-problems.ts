import { HttpProblem, notFound } from '@mise/platform';
import { CardRefused, PaymentMethodNotFound } from '../card-problems.js';
import { PaymentProviderUnavailable } from '../port.js';

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
  if (error instanceof PaymentMethodNotFound) return notFound(error.message);
  if (error instanceof PaymentProviderUnavailable) {
    return new HttpProblem(
      503,
      'Service Unavailable',
      'The card payment provider cannot be reached. Please try again in a moment.',
    );
  }
  return error;
}
