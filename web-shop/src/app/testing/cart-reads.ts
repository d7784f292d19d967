import { apiServer } from '@mise/web-testing/api-server';

/**
 * Test support: the guest id header of every cart read from now on, in order (null for a read
 * without one), as the fake APIs receive them.
 */
export function recordCartReads(): Array<string | null> {
  const reads: Array<string | null> = [];
  apiServer.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/cart' && url.search !== '' && request.method === 'GET') {
      reads.push(request.headers.get('x-guest-user-id'));
    }
  });
  return reads;
}
