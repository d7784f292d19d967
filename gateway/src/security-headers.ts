import helmet from '@fastify/helmet';
import type { Config } from '@mise/platform';
import type { FastifyInstance } from 'fastify';

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
export function contentSecurityPolicy(config: Pick<Config, 'STRIPE_PUBLISHABLE_KEY'>) {
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

/**
 * Every answer of the public edge carries the protective headers (helmet): the CSP above,
 * nosniff (API answers too), no framing, and a referrer that never leaks a path to another
 * site. HSTS only where the shop is served over HTTPS (secure cookies), since it would pin
 * a plain-HTTP localhost to HTTPS.
 */
export async function securityHeaders(
  app: FastifyInstance,
  config: Pick<Config, 'STRIPE_PUBLISHABLE_KEY' | 'COOKIE_SECURE' | 'NODE_ENV'>,
): Promise<void> {
  const httpsOnly = config.COOKIE_SECURE ?? config.NODE_ENV === 'production';
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Recipe pictures are linked from e-mails read on other sites.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    // Social sign-in and Stripe's 3-D Secure open windows of other origins.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    strictTransportSecurity: httpsOnly ? { maxAge: 15_552_000 } : false,
  });
}
