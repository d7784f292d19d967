import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { apiRouteDocs, SANDBOX_PAYMENTS_PATH } from '@mise/contracts/api';
import { apiDocument } from '@mise/platform';
import type { FastifyInstance } from 'fastify';
import { guessLimits } from './rate-limits.js';
import type { GatewaySettings } from './settings.js';

const require = createRequire(import.meta.url);
const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

/**
 * The reference page's own CSP: Swagger UI's script and styles from this origin (its components
 * set inline styles, its icons are data: images), the document fetched from here, nothing else.
 */
const PAGE_POLICY =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Mise API reference</title>
    <link rel="stylesheet" href="/api/docs/swagger-ui.css">
  </head>
  <body>
    <div id="reference"></div>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/start.js"></script>
  </body>
</html>
`;

// No inline script may run under the CSP, so the page starts Swagger UI from a file of its own.
// Swagger UI would send the document to swagger.io's validator unless told not to. A section per
// service, opened on demand: 150 routes drawn at once keep a phone busy for seconds.
const START = `SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#reference',
  deepLinking: true,
  docExpansion: 'none',
  filter: true,
  validatorUrl: null,
  presets: [SwaggerUIBundle.presets.apis],
});
`;

/** Swagger UI's built files, shipped in swagger-ui-dist and served from this machine. */
const ASSETS = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
} as const;

/**
 * The published API: its OpenAPI 3.1 document at /api/openapi.json, built once from the routes'
 * catalogue in @mise/contracts, and a reference page for people at /api/docs. Both runtimes
 * serve them from the gateway, whether the services run here or behind it.
 */
export async function apiReference(app: FastifyInstance, settings: GatewaySettings) {
  // Stripe's keys go together: with them, orders-payments serves no sandbox card routes.
  const stripe = settings.STRIPE_PUBLISHABLE_KEY !== undefined;
  const served = apiRouteDocs.filter(
    (route) => !(stripe && route.path.startsWith(SANDBOX_PAYMENTS_PATH)),
  );
  const document = apiDocument(served, {
    version,
    rateLimitedPaths: guessLimits.map(({ path }) => path),
  });
  app.get('/api/openapi.json', async () => document);
  app.get('/api/docs', async (_request, reply) =>
    reply
      .header('content-security-policy', PAGE_POLICY)
      .type('text/html; charset=utf-8')
      .send(PAGE),
  );
  app.get('/api/docs/start.js', async (_request, reply) =>
    reply.type(ASSETS['swagger-ui-bundle.js']).send(START),
  );
  for (const [file, type] of Object.entries(ASSETS)) {
    const content = readFileSync(require.resolve(`swagger-ui-dist/${file}`));
    app.get(`/api/docs/${file}`, async (_request, reply) =>
      reply.type(type).header('cache-control', 'public, max-age=3600').send(content),
    );
  }
}
