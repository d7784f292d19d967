import type { IncomingMessage, ServerResponse } from 'node:http';
import { type Config, isApiPath } from '@mise/platform';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { GatewaySettings } from './settings.js';
import { type ThirdPartyOrigins, thirdPartyOrigins } from './third-party-slots.js';

/**
 * Where Stripe's card form comes from and talks to (Stripe's CSP guide): its script, the
 * frames of the card fields and of 3-D Secure, and its API. Allowed only when Stripe is set.
 */
const STRIPE: ThirdPartyOrigins = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
  img: [],
};
const NOBODY: ThirdPartyOrigins = { script: [], frame: [], connect: [], img: [] };

/**
 * The directives of the shop's and the console's pages: exactly what they load. Styles may be
 * inline: the shop's first paint is an inline <style> and the console's components inject
 * theirs. No inline script runs anywhere, and no page may be framed (checkout least of all).
 * Outside parties (Stripe, the third-party slots) are let in only when configured, and then
 * only their own origins.
 */
export function contentSecurityPolicy(config: Partial<GatewaySettings>) {
  const stripe = config.STRIPE_PUBLISHABLE_KEY ? STRIPE : NOBODY;
  const slots = thirdPartyOrigins(config);
  const outside = (part: keyof ThirdPartyOrigins) => [...stripe[part], ...slots[part]];
  const frames = outside('frame');
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    scriptSrc: ["'self'", ...outside('script')],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', ...outside('img')],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...outside('connect')],
    frameSrc: frames.length > 0 ? frames : ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
  };
}

type HeaderSettings = Pick<Config, 'COOKIE_SECURE' | 'NODE_ENV'> & GatewaySettings;

/**
 * The protective headers (helmet's): the CSP above, nosniff (API answers too), no framing, and
 * a referrer that never leaks a path to another site. HSTS only where the shop is served over
 * HTTPS (secure cookies), since it would pin a plain-HTTP localhost to HTTPS.
 */
export function securityHeaderValues(config: HeaderSettings): Record<string, string> {
  const httpsOnly = config.COOKIE_SECURE ?? config.NODE_ENV === 'production';
  const headers: Record<string, string> = {};
  const collector = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Recipe pictures are linked from e-mails read on other sites.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    // Social sign-in and Stripe's 3-D Secure open windows of other origins.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    strictTransportSecurity: httpsOnly ? { maxAge: 15_552_000 } : false,
  })({} as IncomingMessage, collector as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * What an API answer needs (OWASP's REST cheat sheet): it is never rendered as a page, so a CSP
 * that allows nothing and no framing, nosniff, and HSTS where it applies. The pages' dozen
 * headers on every API answer were a third of each small answer's bytes, which the shop's
 * busiest paths paid for in throughput (bench/RESULTS.md).
 */
export function apiSecurityHeaderValues(config: HeaderSettings): Record<string, string> {
  const page = securityHeaderValues(config);
  const headers: Record<string, string> = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
  };
  const hsts = page['strict-transport-security'];
  if (hsts) headers['strict-transport-security'] = hsts;
  return headers;
}

/**
 * Every answer of the public edge carries them: pages and their files the full set, API answers
 * theirs. They are the same for every answer, so helmet works them out once at start: running its
 * middleware per request cost the share-link path about a third of its throughput.
 */
export async function securityHeaders(app: FastifyInstance, config: HeaderSettings) {
  const pageHeaders = securityHeaderValues(config);
  const apiHeaders = apiSecurityHeaderValues(config);
  // A callback hook: an async one would cost every request a promise.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiPath(request.url) ? apiHeaders : pageHeaders);
    done();
  });
}
