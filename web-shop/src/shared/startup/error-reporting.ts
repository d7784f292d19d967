import type { MeAnswer } from '@mise/contracts';
import type { QueryClient } from '@tanstack/react-query';
import {
  createClientErrorReporter,
  faultOf,
  postClientError,
  reportFault,
  setClientErrorReporter,
} from '@/shared/api/client-errors';
import { ApiError, onFailedCall } from '@/shared/api/http';
import { sessionQueryKey } from '@/shared/session/use-session';
import { browserReloadPlace, isChunkLoadError, reloadOnceForChunk } from './chunk-reload';

const methods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** A call's body is worth seeing beside its failure only when it is a small JSON object. */
const BODY_LIMIT = 2_000;
function detailsOf(body: unknown) {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  return JSON.stringify(body).length <= BODY_LIMIT ? { body } : undefined;
}

/** Whether this page asked for a reload already: it is going away. */
let reloading = false;

/**
 * A code or CSS chunk that did not load reloads the page once (the files were replaced by a
 * deploy) and is not reported then; when the reload was already tried, it is reported.
 */
export function handleChunkFailure(error: unknown): boolean {
  if (!isChunkLoadError(error)) return false;
  // One missing chunk often fails twice (the route's boundary and the preload's promise): the
  // reload the first asked for stands for both.
  reloading ||= reloadOnceForChunk(browserReloadPlace());
  return reloading;
}

/**
 * Spec §8: every failed call but a 401 and every page that fails is reported to the server,
 * with the signed-in user's id or 'anonymous'. Started once, before the first render.
 */
export function startErrorReporting(queryClient: QueryClient): void {
  setClientErrorReporter(
    createClientErrorReporter({
      userId: () => queryClient.getQueryData<MeAnswer | null>(sessionQueryKey)?.user._id ?? null,
      page: () => `${window.location.pathname}${window.location.search}`,
      send: postClientError,
    }),
  );
  onFailedCall(({ method, path, status, message, body }) => {
    const details = detailsOf(body);
    const knownMethod = methods.find((known) => known === method);
    reportFault({
      kind: 'call',
      ...(knownMethod && { method: knownMethod }),
      url: `/api${path}`,
      ...(status !== undefined && { status }),
      message,
      ...(details && { details }),
    });
  });
  // Vite's event for a chunk whose preload failed (its JS or CSS): handled here instead of thrown.
  window.addEventListener('vite:preloadError', (event) => {
    const { payload } = event as Event & { payload: unknown };
    if (handleChunkFailure(payload)) event.preventDefault();
  });
  // What no error boundary caught.
  window.addEventListener('error', (event) => {
    if (!handleChunkFailure(event.error ?? event.message)) {
      reportFault(faultOf('render', event.error ?? event.message));
    }
  });
  window.addEventListener('unhandledrejection', (event) => {
    // A failed call was reported as one already.
    if (event.reason instanceof ApiError || handleChunkFailure(event.reason)) return;
    reportFault(faultOf('render', event.reason));
  });
}
