import { type PantryAnswer, pantryRemovalQuery } from '@mise/contracts';
import { apiServer } from '@mise/web-testing/api-server';
import {
  failingPaths,
  json,
  type RecordedRequest,
  type ResolverInfo,
  refusal,
  requestOf,
  requestsAmong,
} from '@mise/web-testing/responses';
import { http } from 'msw';

/**
 * Test support: the pantry service's 'Don't have anymore' (PUT
 * /api/users/pantry/updateGroceriesAvailability), in front of the fakes added before. It reads
 * the query with its contract, refusing what it refuses, and answers the pantry it leaves, empty.
 */

const emptyPantry: PantryAnswer = { userPantryItems: [], total: 0, page: 0, perPage: 1000 };

/** Adds the fake's handler; returns what it was asked. */
export function stubPantryApi(options: { failing?: string[] } = {}) {
  const requests: RecordedRequest[] = [];
  const failing = failingPaths(options.failing);

  apiServer.use(
    http.put('/api/users/pantry/updateGroceriesAvailability', async ({ request }: ResolverInfo) => {
      const asked = await requestOf(request);
      requests.push({ ...asked, headers: request.headers });
      const removal = pantryRemovalQuery.safeParse(Object.fromEntries(asked.search));
      return (
        failing.answerTo(asked.path) ??
        (removal.success ? json(emptyPantry) : refusal(removal.error, 'query'))
      );
    }),
  );

  return {
    /** The calls to `path`, or to `method path`, in order (those answered 500 too). */
    requestsTo: requestsAmong(requests),
  };
}
