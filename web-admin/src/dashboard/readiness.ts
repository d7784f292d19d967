import { type ReadinessAnswer, readinessAnswer } from '@mise/contracts';

export type Readiness = ReadinessAnswer;

/** Why no readiness report could be had; the display turns this into words for staff. */
export type ReadinessFailure =
  | { reason: 'unreachable' }
  | { reason: 'unexpected-answer'; httpStatus: number; serverMessage?: string };

export class ReadinessError extends Error {
  constructor(readonly failure: ReadinessFailure) {
    super(`GET /api/readyz failed: ${failure.reason}`);
    this.name = 'ReadinessError';
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Errors leave the server as problem+json whose `message` is written for people. */
const problemMessage = (body: unknown): string | undefined =>
  isObject(body) && typeof body.message === 'string' ? body.message : undefined;

export async function fetchReadiness(): Promise<Readiness> {
  let response: Response;
  try {
    response = await fetch('/api/readyz', { headers: { accept: 'application/json' } });
  } catch {
    throw new ReadinessError({ reason: 'unreachable' });
  }
  const body: unknown = await response.json().catch(() => undefined);
  // A 503 carries the same report as a 200, with failing checks: it is an answer, not a failure.
  const report = readinessAnswer.safeParse(body);
  if ((response.status === 200 || response.status === 503) && report.success) return report.data;
  const serverMessage = problemMessage(body);
  throw new ReadinessError({
    reason: 'unexpected-answer',
    httpStatus: response.status,
    ...(serverMessage === undefined ? {} : { serverMessage }),
  });
}
