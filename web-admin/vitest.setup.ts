import { apiServer } from '@mise/web-testing/api-server';
import { afterAll, afterEach, beforeAll } from 'vitest';

// A request no fake answers fails the call and is logged, rather than leaving the machine.
beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => apiServer.resetHandlers());
afterAll(() => apiServer.close());
