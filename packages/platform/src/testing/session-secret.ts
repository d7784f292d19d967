/**
 * The JWT_SECRET of test servers. One value for every test, so a token one test server
 * signs is good at another, as in production where the services share the key.
 */
export const TEST_SESSION_SECRET = 'a-test-secret-of-forty-characters-for-jwt';
