import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NoticeHost } from '@/shared/notices/notice-host';
import { dismissNotice } from '@/shared/notices/notices';
import { chickpeaCurry } from '@/shared/testing/fake-catalog';
import { renderRoutes } from '@/shared/testing/render-routes';
import { FavouriteLink } from './favourite-link';

type Favourite = { _id: string; recipeId: string };

/**
 * The identity calls the heart makes, answered as the server does: the session, and the list of
 * favourites after each change. `refuse` makes changes answer 500. Changes are answered only
 * once `answer()` is called, to see the heart while the server has not answered yet.
 */
function stubFavourites(options: {
  signedIn: boolean;
  favourites?: Favourite[];
  refuse?: boolean;
}) {
  let favourites = options.favourites ?? [];
  const changes: Array<{ method: string; path: string }> = [];
  let answer = () => {};
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': status < 400 ? 'application/json' : 'application/problem+json' },
    });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://shop.test').pathname;
      const method = init?.method ?? 'GET';
      if (path === '/api/auth/me') {
        return options.signedIn
          ? json({ user: { _id: 'user-1', recipeFavorites: favourites }, accessedBy: null })
          : json({ type: 't', title: 'Unauthorized', status: 401, message: 'Log in' }, 401);
      }
      if (path === '/api/recipe-favorites') return json({ recipeFavorites: favourites });
      const recipeId = path.match(/^\/api\/recipe-favorites\/(.+)$/)?.[1];
      if (!recipeId) return json({ message: 'no such path' }, 404);
      changes.push({ method, path });
      await new Promise<void>((resolve) => {
        answer = resolve;
      });
      if (options.refuse) {
        return json({ type: 't', title: 'Error', status: 500, message: 'Try later.' }, 500);
      }
      favourites = favourites.filter((entry) => entry.recipeId !== recipeId);
      if (method === 'POST') favourites.push({ _id: `f-${recipeId}`, recipeId });
      return json({ recipeFavorites: favourites });
    }),
  );
  return { changes, favourites: () => favourites, answer: () => answer() };
}

function renderHeart() {
  return renderRoutes(
    [
      {
        path: '/recipes',
        element: (
          <>
            <FavouriteLink recipeId={chickpeaCurry._id} recipeName={chickpeaCurry.name} />
            <NoticeHost />
          </>
        ),
      },
      { path: '/signin', element: <h1>Sign-in page</h1> },
    ],
    '/recipes',
  );
}

const heart = () => screen.getByRole('button', { name: 'Save Chickpea Curry to favourites' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  dismissNotice();
});

describe('the favourite heart', () => {
  it('leads a guest to sign in (spec §6)', async () => {
    stubFavourites({ signedIn: false });
    const router = renderHeart();

    fireEvent.click(screen.getByRole('link', { name: 'Save Chickpea Curry to favourites' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
  });

  it('toggles a signed-in shopper’s favourite by presence, at once', async () => {
    const api = stubFavourites({ signedIn: true });
    renderHeart();

    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('false'));
    fireEvent.click(heart());
    // Pressed before the server has answered.
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'));
    await waitFor(() => expect(api.changes).toHaveLength(1));
    expect(api.favourites()).toEqual([]);
    act(() => api.answer());
    await waitFor(() => expect(api.favourites()).toHaveLength(1));
    expect(heart().getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(heart());
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('false'));
    await waitFor(() => expect(api.changes).toHaveLength(2));
    act(() => api.answer());
    await waitFor(() => expect(api.favourites()).toEqual([]));
    expect(api.changes).toEqual([
      { method: 'POST', path: '/api/recipe-favorites/chickpea-curry' },
      { method: 'DELETE', path: '/api/recipe-favorites/chickpea-curry' },
    ]);
  });

  it('shows a favourite as pressed, and puts it back when the server refuses the change', async () => {
    const api = stubFavourites({
      signedIn: true,
      favourites: [{ _id: 'f-1', recipeId: 'chickpea-curry' }],
      refuse: true,
    });
    renderHeart();

    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(heart());
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('false'));
    await waitFor(() => expect(api.changes).toHaveLength(1));
    act(() => api.answer());

    expect(await screen.findByText('Try later.')).toBeTruthy();
    expect(heart().getAttribute('aria-pressed')).toBe('true');
  });
});
