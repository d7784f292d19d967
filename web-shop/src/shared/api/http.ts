import type { FieldProblem, Problem } from '@mise/contracts';

/**
 * A non-2xx answer. When the server sent problem details, `message` is its sentence for the
 * shopper and `fields` says which inputs were rejected; otherwise `problem` is absent and the
 * caller shows its own wording.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly fields: FieldProblem[];
  readonly problem: Problem | undefined;
  /** After a 429: the seconds the server asks to wait (its Retry-After), when it said. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    status: number,
    problem: Problem | undefined,
    statusText: string,
    retryAfterSeconds?: number,
  ) {
    super(problem?.message ?? `HTTP ${status} ${statusText}`.trim());
    this.status = status;
    this.problem = problem;
    this.fields = problem?.fields ?? [];
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** No such thing: 404, or 400 for an id that cannot be one. Not worth a retry. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

export type ApiRequestInit = Omit<RequestInit, 'body'> & { body?: unknown };

type UnauthorisedListener = (path: string) => void;
const unauthorisedListeners = new Set<UnauthorisedListener>();

/**
 * Calls `listener` with the path of every call answered 401 (spec §8: the session is gone), so
 * the shell can send the shopper home. Calls under /auth/ are left out: their 401s mean "those
 * credentials" (a wrong password) or "a guest" (/auth/me), which the calling form handles.
 * Returns the unsubscribe.
 */
export function onUnauthorised(listener: UnauthorisedListener): () => void {
  unauthorisedListeners.add(listener);
  return () => unauthorisedListeners.delete(listener);
}

/** A call that failed: no answer at all (`status` absent) or any non-2xx answer but 401. */
export interface FailedCall {
  method: string;
  path: string;
  status?: number;
  message: string;
  body: unknown;
}
type FailedCallListener = (call: FailedCall) => void;
const failedCallListeners = new Set<FailedCallListener>();

/**
 * Calls `listener` with every call that failed (spec §8: every failure is reported, 401s
 * excepted: those mean the session ended, which the shell handles). Returns the unsubscribe.
 */
export function onFailedCall(listener: FailedCallListener): () => void {
  failedCallListeners.add(listener);
  return () => failedCallListeners.delete(listener);
}

function tellFailedCall(call: FailedCall) {
  for (const listener of failedCallListeners) listener(call);
}

/** Calls the shop API under /api with JSON both ways; resolves to the parsed body. */
export async function apiFetch<T>(path: string, init: ApiRequestInit = {}): Promise<T> {
  const { body, headers, ...rest } = init;
  const request = new Headers(headers);
  request.set('Accept', 'application/json');
  if (body !== undefined) request.set('Content-Type', 'application/json');
  const method = (rest.method ?? 'GET').toUpperCase();

  const response = await fetch(`/api${path}`, {
    ...rest,
    headers: request,
    body: body === undefined ? undefined : JSON.stringify(body),
  }).catch((error: unknown) => {
    // An abort is the shop's own doing (a page left), not a failure.
    if (!(error instanceof DOMException && error.name === 'AbortError')) {
      tellFailedCall({ method, path, message: String(error), body });
    }
    throw error;
  });

  if (!response.ok) {
    if (response.status === 401 && !path.startsWith('/auth/')) {
      for (const listener of unauthorisedListeners) listener(path);
    }
    const error = new ApiError(
      response.status,
      await readProblem(response),
      response.statusText,
      retryAfterOf(response),
    );
    if (response.status !== 401) {
      tellFailedCall({ method, path, status: response.status, message: error.message, body });
    }
    throw error;
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** Retry-After in seconds; the HTTP-date form is not one the shop's server sends. */
function retryAfterOf(response: Response): number | undefined {
  const seconds = Number(response.headers.get('Retry-After') ?? Number.NaN);
  return Number.isInteger(seconds) && seconds >= 0 ? seconds : undefined;
}

async function readProblem(response: Response): Promise<Problem | undefined> {
  const contentType = response.headers.get('Content-Type') ?? '';
  if (!contentType.includes('application/problem+json')) return undefined;
  const body: unknown = await response.json().catch(() => undefined);
  return isProblem(body) ? body : undefined;
}

/**
 * Checked by hand rather than with the contract's zod schema: zod would add about 28 KB
 * (gzipped) to the shop's first load for this one check.
 */
function isProblem(body: unknown): body is Problem {
  if (typeof body !== 'object' || body === null) return false;
  const { type, title, status, message, fields } = body as Record<string, unknown>;
  return (
    typeof type === 'string' &&
    typeof title === 'string' &&
    Number.isInteger(status) &&
    typeof message === 'string' &&
    (fields === undefined || (Array.isArray(fields) && fields.every(isFieldProblem)))
  );
}

function isFieldProblem(field: unknown): field is FieldProblem {
  if (typeof field !== 'object' || field === null) return false;
  const { field: name, rule, message } = field as Record<string, unknown>;
  return typeof name === 'string' && typeof rule === 'string' && typeof message === 'string';
}
