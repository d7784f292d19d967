import { setupServer } from 'msw/node';

/**
 * Test support: the shop's servers as the tests fake them. Each fake API adds its handlers with
 * `apiServer.use`; vitest.setup.ts starts it before a file's tests and drops every fake's
 * handlers after each test. A handler added later answers before those added earlier, so a
 * test's own handler can stand in front of a fake's.
 */
export const apiServer = setupServer();
