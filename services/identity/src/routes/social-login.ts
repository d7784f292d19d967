import {
  type SocialProvider,
  type SocialProvidersAnswer,
  socialLoginQuery,
  socialProviders,
} from '@mise/contracts';
import { parseInput } from '@mise/platform';
import type { FastifyPluginAsync } from 'fastify';
import { completeSignIn } from '../app/complete-sign-in.js';
import { findOrCreateSocialAccount, type SocialAccount } from '../app/social-account.js';
import type { SocialSignIn } from '../app/social-sign-in.js';
import type { SocialRefusal } from '../domain/account-match.js';
import type { SocialProfile } from '../domain/social-profile.js';
import { keepLoginState, takeLoginState } from './social-login-state.js';

/** Why the shop's sign-in page is shown again after a social sign-in (its socialError). */
type SocialError = SocialRefusal | 'account-disabled' | 'expired' | 'cancelled' | 'failed';

/**
 * Sign-in with Google and Facebook over OpenID Connect (authorization code with PKCE). The
 * browser leaves for the provider from /login-<provider> and comes back to /callback/<provider>,
 * which signs it in and sends it on to the shop's /signin/redirection (or back to /signin with
 * a socialError: the visitor arrived by a redirect, so a page, not an error document, answers).
 */
export const socialLoginRoutes: FastifyPluginAsync<{
  providers: SocialSignIn;
  onEventsCommitted: () => void;
}> = async (app, { providers, onEventsCommitted }) => {
  const { config, database } = app.infra;
  const callbackUrl = (provider: SocialProvider) =>
    `${config.PUBLIC_ORIGINS[0]}/api/auth/callback/${provider}`;

  app.get(
    '/providers',
    async (): Promise<SocialProvidersAnswer> => ({
      google: providers.isConfigured('google'),
      facebook: providers.isConfigured('facebook'),
    }),
  );

  for (const provider of socialProviders) {
    app.get(`/login-${provider}`, async (request, reply) => {
      const { handle, guestUserId } = parseInput(socialLoginQuery, request.query, 'query');
      const { login, authorizationUrl } = await providers.start(
        provider,
        { handle: handle ?? null, guestUserId: guestUserId ?? null },
        callbackUrl(provider),
      );
      keepLoginState(app, reply, login);
      return reply.redirect(authorizationUrl.href);
    });

    app.get(`/callback/${provider}`, async (request, reply) => {
      const login = takeLoginState(app, request, reply, provider);
      const answer = new URL(callbackUrl(provider));
      answer.search = new URL(request.url, answer).search;
      const backToSignIn = (socialError: SocialError) =>
        reply.redirect(`/signin?${shopQuery({ socialError, provider, handle: login?.handle })}`);

      // Not started here, expired, or another browser's answer (a forged one included).
      if (!login || answer.searchParams.get('state') !== login.state) {
        return backToSignIn('expired');
      }
      const providerError = answer.searchParams.get('error');
      if (providerError) {
        return backToSignIn(providerError === 'access_denied' ? 'cancelled' : 'failed');
      }

      let profile: SocialProfile;
      try {
        profile = await providers.profile(answer, login);
      } catch (error) {
        request.log.warn({ err: error, provider }, 'social login answer not accepted');
        return backToSignIn('failed');
      }
      let account: SocialAccount;
      try {
        account = await findOrCreateSocialAccount(database.db, provider, profile);
      } catch (error) {
        request.log.error({ err: error, provider }, 'social login account not found or created');
        return backToSignIn('failed');
      }
      if (account.kind === 'refused') return backToSignIn(account.reason);
      if (account.user.disabledAt !== null) return backToSignIn('account-disabled');
      if (account.isRegistered) onEventsCommitted();
      await completeSignIn(
        app,
        reply,
        { user: account.user, method: provider, guestUserId: login.guestUserId },
        onEventsCommitted,
      );
      const isRegistered = String(account.isRegistered);
      return reply.redirect(
        `/signin/redirection?${shopQuery({ provider, isRegistered, handle: login.handle })}`,
      );
    });
  }
};

/** The query of a shop page, without the values that are not there. */
function shopQuery(values: Record<string, string | null | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value) query.set(name, value);
  return query.toString();
}
