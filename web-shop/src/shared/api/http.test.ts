import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, type FailedCall, onFailedCall, onUnauthorised } from './http';

function answer(status: number, body: unknown, contentType: string): Response {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return new Response(status === 204 ? null : text, {
    status,
    headers: { 'Content-Type': contentType },
  });
}

function stubFetch(response: Response) {
  const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiFetch', () => {
  it('calls /api with JSON in and out and resolves to the parsed body', async () => {
    const fetch = stubFetch(answer(200, { id: 'cart-1' }, 'application/json'));

    const result = await apiFetch<{ id: string }>('/carts', {
      method: 'POST',
      body: { servings: 2 },
    });

    expect(result).toEqual({ id: 'cart-1' });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/carts');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"servings":2}');
    const headers = new Headers(init?.headers);
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('sends no Content-Type when there is no body', async () => {
    const fetch = stubFetch(answer(200, [], 'application/json'));

    await apiFetch('/recipes');

    expect(new Headers(fetch.mock.calls[0]?.[1]?.headers).has('Content-Type')).toBe(false);
  });

  it('resolves to undefined on 204 No Content', async () => {
    stubFetch(answer(204, null, 'application/json'));

    await expect(apiFetch('/pantry/items/7', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it("throws an ApiError carrying the server's problem details", async () => {
    const fields = [
      { field: 'email', rule: 'format', message: 'Enter a valid e-mail address.' },
      { field: 'password', rule: 'min', message: 'Use at least 8 characters.' },
    ];
    stubFetch(
      answer(
        422,
        {
          type: 'https://mise.example/problems/validation',
          title: 'Invalid input',
          status: 422,
          message: 'Please fix the highlighted fields.',
          fields,
        },
        'application/problem+json',
      ),
    );

    const error = await caught(apiFetch('/accounts', { method: 'POST', body: {} }));

    expect(error.message).toBe('Please fix the highlighted fields.');
    expect(error.status).toBe(422);
    expect(error.fields).toEqual(fields);
    expect(error.problem?.title).toBe('Invalid input');
  });

  it('throws an ApiError without problem details when the answer is not problem+json', async () => {
    stubFetch(answer(502, '<html>Bad Gateway</html>', 'text/html'));

    const error = await caught(apiFetch('/recipes'));

    expect(error.status).toBe(502);
    expect(error.problem).toBeUndefined();
    expect(error.fields).toEqual([]);
  });

  it('ignores a problem+json body that does not have the problem shape', async () => {
    stubFetch(answer(500, { oops: true }, 'application/problem+json'));

    const error = await caught(apiFetch('/recipes'));

    expect(error.status).toBe(500);
    expect(error.problem).toBeUndefined();
  });
});

describe('onUnauthorised', () => {
  const unauthorised = () =>
    answer(
      401,
      { type: 'about:blank', title: 'Unauthorized', status: 401, message: 'Please sign in.' },
      'application/problem+json',
    );

  it('tells the listener which call was answered 401, and still throws', async () => {
    stubFetch(unauthorised());
    const listener = vi.fn();
    const stop = onUnauthorised(listener);

    const error = await caught(apiFetch('/users/orders'));
    stop();

    expect(error.status).toBe(401);
    expect(listener).toHaveBeenCalledWith('/users/orders');
  });

  it('leaves out the sign-in calls, whose 401 is about the credentials offered', async () => {
    stubFetch(unauthorised());
    const listener = vi.fn();
    const stop = onUnauthorised(listener);

    await caught(apiFetch('/auth/login', { method: 'POST', body: {} }));
    await caught(apiFetch('/auth/me'));
    stop();

    expect(listener).not.toHaveBeenCalled();
  });

  it('stops telling a listener once it unsubscribed, and ignores other failures', async () => {
    const listener = vi.fn();
    onUnauthorised(listener)();
    stubFetch(unauthorised());
    await caught(apiFetch('/users/orders'));

    const stop = onUnauthorised(listener);
    stubFetch(answer(403, { oops: true }, 'application/problem+json'));
    await caught(apiFetch('/users/orders'));
    stop();

    expect(listener).not.toHaveBeenCalled();
  });
});

describe('onFailedCall', () => {
  function failures() {
    const calls: FailedCall[] = [];
    const stop = onFailedCall((call) => calls.push(call));
    return { calls, stop };
  }

  it('tells of every failed answer but a 401, with the method, path, status and body sent', async () => {
    const { calls, stop } = failures();
    stubFetch(answer(409, { message: 'taken' }, 'application/json'));
    await caught(apiFetch('/auth/register', { method: 'POST', body: { emailAddress: 'a@b.ca' } }));
    stubFetch(answer(401, '', 'text/plain'));
    await caught(apiFetch('/users/me'));
    stop();
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/auth/register',
        status: 409,
        message: 'HTTP 409',
        body: { emailAddress: 'a@b.ca' },
      },
    ]);
  });

  it('tells of a call that got no answer at all, but not of one the shop aborted', async () => {
    const { calls, stop } = failures();
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiFetch('/recipes/r-1')).rejects.toThrow('Failed to fetch');
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new DOMException('left', 'AbortError')));
    await expect(apiFetch('/recipes/r-2')).rejects.toThrow('left');
    stop();
    expect(calls).toEqual([
      {
        method: 'GET',
        path: '/recipes/r-1',
        message: 'TypeError: Failed to fetch',
        body: undefined,
      },
    ]);
  });
});
