import { getResponse, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';

/**
 * Test support: the services as the web apps' tests fake them. Each fake adds its handlers with
 * `apiServer.use`; each app's vitest.setup.ts starts it before a file's tests and drops every
 * fake's handlers and listeners after each test. A handler added later answers before those
 * added earlier, so a test's own handler can stand in front of a fake's.
 */
export const apiServer = setupServer();

/** How the handlers added before `handler` answer `request`: for a fake that amends their answer. */
export function answerBehind(handler: RequestHandler, request: Request) {
  const handlers = apiServer.listHandlers();
  const behind = handlers.slice(handlers.indexOf(handler) + 1);
  return getResponse(
    behind.filter((entry): entry is RequestHandler => entry.kind === 'request'),
    request,
  );
}

/**
 * Test support: a fake's answers kept back, as a slow server's, to see what the shop shows
 * meanwhile. While held, a request that `isHeld` picks waits from the moment it is sent (so a
 * test may make a call and release it at once); the fake's handler awaits `passage(requestId)`
 * before it answers.
 */
export function answersOnHold(isHeld: (request: Request) => boolean = () => true) {
  let holding = false;
  let waiting: Array<() => void> = [];
  const gates = new Map<string, Promise<void>>();
  apiServer.events.on('request:start', ({ request, requestId }) => {
    if (!holding || !isHeld(request)) return;
    gates.set(requestId, new Promise((resolve) => waiting.push(resolve)));
  });
  return {
    hold: () => {
      holding = true;
    },
    /**
     * Lets the held answers go, in the order asked, or the newest first and the others a moment
     * later (a slow early answer: it comes after the shop has read the newest).
     */
    release: (order: 'oldest-first' | 'newest-first' = 'oldest-first') => {
      const released = waiting;
      holding = false;
      waiting = [];
      if (order === 'oldest-first') {
        for (const resolve of released) resolve();
        return;
      }
      released.pop()?.();
      setTimeout(() => {
        for (const resolve of released.reverse()) resolve();
      });
    },
    passage: (requestId: string) => gates.get(requestId),
  };
}
