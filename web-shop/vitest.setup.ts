import { apiServer } from '@mise/web-testing/api-server';
import { configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { loadFeatureTexts } from './src/shared/i18n/feature-texts';

// findBy and waitFor give up after 1 s by default: on a busy CI machine a page that renders
// correctly can take longer than that to settle, and the test would fail for no fault of it.
configure({ asyncUtilTimeout: 5_000 });

// The lazily loaded screens' texts, loaded up front: tests render those screens directly.
await loadFeatureTexts('auth-forms', 'account');

// A request no fake answers fails the call and is logged, rather than leaving the machine.
beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  apiServer.resetHandlers();
  apiServer.events.removeAllListeners();
});
afterAll(() => apiServer.close());
