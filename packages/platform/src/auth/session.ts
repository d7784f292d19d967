import cookie from '@fastify/cookie';
import jwt from '@fastify/jwt';
import { type StaffPermission, type StaffRole, staffMay, type UserRole } from '@mise/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpProblem } from '../http/problems.js';
import { serviceCaller } from '../runtime/service-call.js';
import { isCrossSiteWrite } from './cross-site.js';
import { type SessionLedger, SessionLiveness } from './session-liveness.js';
import { sessionSecret } from './session-secret.js';
import type { Session } from './session-types.js';

// Declared in a types-only module: service calls carry a Session and this plugin makes service
// calls, so declaring it here would make the two modules import each other.
export type { Session } from './session-types.js';

interface SessionClaims {
  sub: string;
  sid?: string;
  role: UserRole;
  email: string;
  staffRole?: StaffRole;
  staffId?: string;
  staffEmail?: string;
  staffIdRole?: StaffRole;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: SessionClaims;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified session, or null for a guest. */
    session: Session | null;
    /** Why a presented token was not accepted, for the 401 that follows if one is needed. */
    sessionProblem: 'expired' | 'ended' | 'invalid' | null;
  }
  interface FastifyInstance {
    sessions: {
      /** The signed token of a session (what the cookie holds, or a bearer sends). */
      sign(session: Session, lifetimeSeconds?: number): string;
      /**
       * Signs a session, sets it as the httpOnly cookie and answers the token; both end after
       * `lifetimeSeconds` (SESSION_LIFETIME_SECONDS unless given).
       */
      start(reply: FastifyReply, session: Session, lifetimeSeconds?: number): string;
      end(reply: FastifyReply): void;
      /** Where this process asks whether a session is still live: identity, when it runs here. */
      useLedger(ledger: SessionLedger): void;
      /** Sessions that identity has just ended: refused from the next request on. */
      ended(sessionIds: readonly string[]): void;
    };
  }
}

/** The spec's cookie name ("token cookie") and lifetime (2 days). */
export const SESSION_COOKIE = 'token';
export const SESSION_LIFETIME_SECONDS = 2 * 24 * 60 * 60;

export const unauthorized = (message = 'Please sign in to continue.') =>
  new HttpProblem(401, 'Unauthorized', message);

/** The session of a signed-in shopper or staff member, else a 401. */
export function requireSession(request: FastifyRequest): Session {
  if (request.session) return request.session;
  throw unauthorized(
    request.sessionProblem === 'expired'
      ? 'Your session has expired. Please sign in again.'
      : request.sessionProblem === 'ended'
        ? 'You have been signed out. Please sign in again.'
        : 'Please sign in to continue.',
  );
}

/**
 * A staff member signed in as themselves (not acting as a customer) whose role allows
 * `permission`, else 401 or 403. A staff token without a role counts as support, the least.
 */
export function requireStaff(request: FastifyRequest, permission: StaffPermission): Session {
  const session = requireSession(request);
  if (session.role !== 'staff' || session.staff) {
    throw new HttpProblem(403, 'Forbidden', 'This needs a staff account.');
  }
  if (!staffMay(staffRoleOf(session), permission)) {
    throw new HttpProblem(
      403,
      'Forbidden',
      `Your role (${staffRoleOf(session)}) may not do this: it needs the ${permission} permission.`,
    );
  }
  return session;
}

export const staffRoleOf = (session: Session): StaffRole => session.staffRole ?? 'support';

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;
}

const toSession = (claims: SessionClaims): Session => ({
  userId: claims.sub,
  role: claims.role,
  emailAddress: claims.email,
  ...(claims.sid ? { sessionId: claims.sid } : {}),
  ...(claims.staffRole ? { staffRole: claims.staffRole } : {}),
  staff:
    claims.staffId && claims.staffEmail
      ? {
          staffId: claims.staffId,
          emailAddress: claims.staffEmail,
          ...(claims.staffIdRole ? { staffRole: claims.staffIdRole } : {}),
        }
      : null,
});

const toClaims = (session: Session): SessionClaims => ({
  sub: session.userId,
  role: session.role,
  email: session.emailAddress,
  ...(session.sessionId ? { sid: session.sessionId } : {}),
  ...(session.staffRole ? { staffRole: session.staffRole } : {}),
  ...(session.staff
    ? {
        staffId: session.staff.staffId,
        staffEmail: session.staff.emailAddress,
        ...(session.staff.staffRole ? { staffIdRole: session.staff.staffRole } : {}),
      }
    : {}),
});

/**
 * Sessions for every service: a JWT in an httpOnly, SameSite=Lax cookie, or the same token as
 * a bearer. Each request gets `request.session`; a write carried by the cookie from another
 * site is refused with 403 before any handler runs.
 */
export const sessionPlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app.infra;
    await app.register(cookie);
    await app.register(jwt, {
      secret: sessionSecret(config),
      sign: { expiresIn: SESSION_LIFETIME_SECONDS, algorithm: 'HS256' },
      verify: { algorithms: ['HS256'] },
    });
    const secure = config.COOKIE_SECURE ?? config.NODE_ENV === 'production';

    app.decorateRequest('session', null);
    app.decorateRequest('sessionProblem', null);
    const sign = (session: Session, lifetimeSeconds = SESSION_LIFETIME_SECONDS) =>
      app.jwt.sign(toClaims(session), { expiresIn: lifetimeSeconds });
    const liveness = new SessionLiveness();
    // Identity mounted here gives its own ledger (sessions.useLedger); a process without it asks
    // identity's process, when SERVICE_URLS names one.
    app.addHook('onReady', async () => {
      if (liveness.hasLedger() || !config.SERVICE_URLS.identity) return;
      const askIdentity = serviceCaller(app, 'sessions', 'identity');
      liveness.useLedger({
        async isLive(sessionId, userId) {
          const answer = await askIdentity({
            method: 'GET',
            path: `/api/internal/identity/sessions/${encodeURIComponent(sessionId)}?userId=${encodeURIComponent(userId)}`,
          });
          if (answer.status !== 200) {
            throw new Error(`identity answered ${answer.status} about a session`);
          }
          return (answer.body as { live: boolean }).live;
        },
      });
    });
    app.decorate('sessions', {
      sign,
      start(reply: FastifyReply, session: Session, lifetimeSeconds = SESSION_LIFETIME_SECONDS) {
        const token = sign(session, lifetimeSeconds);
        reply.setCookie(SESSION_COOKIE, token, {
          httpOnly: true,
          sameSite: 'lax',
          secure,
          path: '/',
          maxAge: lifetimeSeconds,
        });
        return token;
      },
      end(reply: FastifyReply) {
        reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
      },
      useLedger: (ledger: SessionLedger) => liveness.useLedger(ledger),
      ended: (sessionIds: readonly string[]) => liveness.ended(sessionIds),
    });

    // A callback hook: an async one would cost every request, signed in or not, a promise.
    app.addHook('onRequest', (request, _reply, done) => {
      const bearer = bearerToken(request);
      const fromCookie = bearer ? undefined : request.cookies[SESSION_COOKIE];
      const token = bearer ?? fromCookie;
      if (!token) return done();
      if (
        fromCookie &&
        isCrossSiteWrite(
          {
            method: request.method,
            secFetchSite: header(request, 'sec-fetch-site'),
            origin: header(request, 'origin'),
            host: header(request, 'host'),
          },
          config.PUBLIC_ORIGINS,
        )
      ) {
        return done(
          new HttpProblem(403, 'Forbidden', 'Requests from other sites are not accepted.'),
        );
      }
      let session: Session;
      try {
        session = toSession(app.jwt.verify<SessionClaims>(token));
      } catch (error) {
        const code = (error as { code?: string }).code;
        request.sessionProblem = code === 'FAST_JWT_EXPIRED' ? 'expired' : 'invalid';
        return done();
      }
      const live = session.sessionId
        ? liveness.isLive(session.sessionId, session.userId, Date.now())
        : true;
      const admit = (isLive: boolean) => {
        if (isLive) request.session = session;
        else request.sessionProblem = 'ended';
      };
      if (typeof live === 'boolean') {
        admit(live);
        return done();
      }
      live.then(
        (isLive) => {
          admit(isLive);
          done();
        },
        (error: unknown) => {
          request.log.error({ err: error }, 'could not ask identity whether a session is live');
          done(
            new HttpProblem(
              503,
              'Service Unavailable',
              'Your session could not be checked just now. Please try again in a moment.',
            ),
          );
        },
      );
    });
  },
  { name: 'mise-sessions', fastify: '5.x' },
);

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
