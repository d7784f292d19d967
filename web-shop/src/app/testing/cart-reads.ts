import { vi } from 'vitest';

/**
 * Test support: the guest id header of every cart read from now on, in order (null for a read
 * without one), over whatever fetch is installed.
 */
export function recordCartReads(): Array<string | null> {
  const inner = globalThis.fetch;
  const reads: Array<string | null> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).startsWith('/api/cart?') && (init?.method ?? 'GET') === 'GET') {
        reads.push(new Headers(init?.headers).get('x-guest-user-id'));
      }
      return inner(input, init);
    }),
  );
  return reads;
}
