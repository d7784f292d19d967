import type { FastifyPluginAsync } from 'fastify';

/** Sign-in with Google and Facebook over OpenID Connect (filled in by the social-login work). */
export const socialLoginRoutes: FastifyPluginAsync<{ onEventsCommitted: () => void }> = async () => {};
