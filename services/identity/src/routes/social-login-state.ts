// The types of the cookie and jwt decorators the platform registers.
import type {} from '@fastify/cookie';
import type {} from '@fastify/jwt';
import type { SocialProvider } from '@mise/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LoginState } from '../app/social-sign-in.js';

const COOKIE = 'social_login';
/** The cookie goes only where it is read. */
const COOKIE_PATH = '/api/auth/callback';
const LIFETIME_SECONDS = 10 * 60;
/*
 * Signed with the session key but with another algorithm and an audience of its own: the
 * sessions only accept HS256, so this cookie can never be presented as a session.
 */
const ALGORITHM = 'HS512';
const AUDIENCE = 'mise:social-login';

type SignedPayload = Parameters<FastifyInstance['jwt']['sign']>[0];

function cookieOptions(app: FastifyInstance) {
  const { config } = app.infra;
  return {
    httpOnly: true,
    // Lax: the provider sends the browser back with a top-level GET, which carries it.
    sameSite: 'lax' as const,
    secure: config.COOKIE_SECURE ?? config.NODE_ENV === 'production',
    path: COOKIE_PATH,
  };
}

export function keepLoginState(app: FastifyInstance, reply: FastifyReply, state: LoginState) {
  // app.jwt is typed for session claims; this token is of another kind (see ALGORITHM).
  const token = app.jwt.sign(state as unknown as SignedPayload, {
    algorithm: ALGORITHM,
    aud: AUDIENCE,
    expiresIn: LIFETIME_SECONDS,
  });
  reply.setCookie(COOKIE, token, { ...cookieOptions(app), maxAge: LIFETIME_SECONDS });
}

/**
 * The login state this browser holds for the provider, removed as it is read: an answer is
 * heard once. Null when missing, expired, tampered with or for another provider.
 */
export function takeLoginState(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  provider: SocialProvider,
): LoginState | null {
  const token = request.cookies[COOKIE];
  if (!token) return null;
  reply.clearCookie(COOKIE, cookieOptions(app));
  try {
    const state = app.jwt.verify<LoginState>(token, {
      algorithms: [ALGORITHM],
      allowedAud: AUDIENCE,
    });
    return state.provider === provider ? state : null;
  } catch {
    return null;
  }
}
