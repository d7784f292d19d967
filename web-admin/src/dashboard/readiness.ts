/** One dependency's state, as GET /api/readyz reports it. */
export interface ReadinessCheck {
  ok: boolean;
  /** Events written but not yet relayed; only the outbox check has it. */
  backlog?: number;
}

export interface Readiness {
  status: string;
  checks: Record<string, ReadinessCheck>;
}

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

const isCheck = (value: unknown): value is ReadinessCheck =>
  isObject(value) &&
  typeof value.ok === 'boolean' &&
  (value.backlog === undefined || typeof value.backlog === 'number');

const isReadiness = (body: unknown): body is Readiness =>
  isObject(body) &&
  typeof body.status === 'string' &&
  isObject(body.checks) &&
  Object.values(body.checks).every(isCheck);

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
  if ((response.status === 200 || response.status === 503) && isReadiness(body)) return body;
  const serverMessage = problemMessage(body);
  throw new ReadinessError({
    reason: 'unexpected-answer',
    httpStatus: response.status,
    ...(serverMessage === undefined ? {} : { serverMessage }),
  });
}
