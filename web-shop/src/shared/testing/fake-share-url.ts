import { createShareUrlBody } from '@mise/contracts';
import { apiServer } from '@mise/web-testing/api-server';
import {
  type FakeRequest,
  json,
  type ResolverInfo,
  refusal,
  requestOf,
  requestsAmong,
} from '@mise/web-testing/responses';
import { http } from 'msw';

/**
 * Test support: the share-url service in memory (POST /api/share-url), in front of the fakes
 * added before. It reads the body with the contract, refusing what it refuses, and gives every
 * long URL the same short id: `${baseUrl}/s/Ab3dE5gH7j`, or `shortUrl` when a test fixes it.
 */

export type ShareUrlRequest = FakeRequest & { headers: Headers };

export const shortId = 'Ab3dE5gH7j';
/** A short link as the shop's own origin would have it, for tests that fix the answer. */
export const sharedMenuUrl = `http://shop.test/s/${shortId}`;

export type FakeShareUrlApi = ReturnType<typeof stubShareUrlApi>;

/** Adds the fake's handler; returns what it was asked. */
export function stubShareUrlApi(options: { shortUrl?: string } = {}) {
  const requests: ShareUrlRequest[] = [];

  apiServer.use(
    http.post('/api/share-url', async ({ request }: ResolverInfo) => {
      const asked = await requestOf(request);
      requests.push({ ...asked, headers: request.headers });
      const body = createShareUrlBody.safeParse(asked.body);
      if (!body.success) return refusal(body.error);
      return json({ shortUrl: options.shortUrl ?? `${body.data.baseUrl}/s/${shortId}` });
    }),
  );

  return {
    requests,
    /** The calls answered here to `path`, or to `method path`. */
    requestsTo: requestsAmong(requests),
  };
}
