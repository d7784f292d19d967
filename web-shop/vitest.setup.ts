import { configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { loadFeatureTexts } from './src/shared/i18n/feature-texts';
import { apiServer } from './src/shared/testing/api-server';

// findBy and waitFor give up after 1 s by default: on a busy CI machine a page that renders
// correctly can take longer than that to settle, and the test would fail for no fault of it.
configure({ asyncUtilTimeout: 5_000 });

// The lazily loaded screens' texts, loaded up front: tests render those screens directly.
await loadFeatureTexts('auth-forms', 'account');

// A request no fake answers fails the call and is logged, rather than leaving the machine.
beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  apiServer.resetHandlers();
  apiServer.events.removeAllListeners();
  // MSW answers a call some 50 microtasks after it is made: the answers to the calls a test
  // left in flight land now, in the page it left, not after the next test has cleared the
  // storage they write to.
  for (let turn = 0; turn < 500; turn += 1) await Promise.resolve();
});
afterAll(() => apiServer.close());
