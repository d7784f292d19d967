import { setupServer } from 'msw/node';

/**
 * Test support: the console's servers as the tests fake them. Each fake API adds its handlers
 * with `apiServer.use`; vitest.setup.ts starts it before a file's tests and drops every fake's
 * handlers after each test.
 */
export const apiServer = setupServer();
