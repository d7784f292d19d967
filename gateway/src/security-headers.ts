import type { IncomingMessage, ServerResponse } from 'node:http';
import { type Config, isApiPath } from '@mise/platform';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { GatewaySettings } from './settings.js';

/**
 * Where Stripe's card form comes from and talks to (Stripe's CSP guide): its script, the
 * frames of the card fields and of 3-D Secure, and its API. Allowed only when Stripe is set.
 */
const STRIPE = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

/**
 * The directives of the shop's and the console's pages: exactly what they load. Styles may be
 * inline: the shop's first paint is an inline <style> and the console's components inject
 * theirs. No inline script runs anywhere, and no page may be framed (checkout least of all).
 */
export function contentSecurityPolicy(config: GatewaySettings) {
  const stripe = config.STRIPE_PUBLISHABLE_KEY ? STRIPE : { script: [], frame: [], connect: [] };
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    scriptSrc: ["'self'", ...stripe.script],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...stripe.connect],
    frameSrc: stripe.frame.length > 0 ? stripe.frame : ["'none'"],
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
