import { fetchUtils, HttpError } from 'react-admin';

const hasMessage = (body: unknown) =>
  typeof body === 'object' && body !== null && 'message' in body && Boolean(body.message);

/**
 * react-admin's fetchJson, which turns a problem+json answer into an HttpError carrying the
 * server's human `message`. Where the server said nothing (no answer at all, or a proxy's bare
 * status), staff get a sentence instead of "Failed to fetch" or "Bad Gateway".
 */
export async function requestJson(url: string, options?: fetchUtils.Options) {
  try {
    return await fetchUtils.fetchJson(url, options);
  } catch (error) {
    if (!(error instanceof HttpError)) {
      // fetch itself rejects only when no answer came back.
      throw new Error(
        'The console could not reach the server. Check the connection, then try again.',
      );
    }
    if (hasMessage(error.body)) throw error;
    throw new HttpError(
      `The server answered HTTP ${error.status} without saying why. Try again in a minute.`,
      error.status,
      error.body,
    );
  }
}
