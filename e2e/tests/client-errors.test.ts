import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import { eventually } from '@mise/platform/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { completeSignUp, continueWithEmail, newShopper } from '../support/accounts.js';
import { desktop } from '../support/browser.js';
import { freePort } from '../support/shop-process.js';
import { registerThroughApi } from '../support/shopper-api.js';
import { useShop } from '../support/use-shop.js';

// The "show": a client error reaches a test webhook with its password scrubbed, and
// with the trace of the request that brought it, which the shop's telemetry exported.

/** A shopper's browser: headless Chromium names itself, and the edge sets automated agents aside. */
const SHOPPER_BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

const readBody = async (request: IncomingMessage) => {
  let body = '';
  for await (const chunk of request) body += chunk;
  return body;
};

/** The outside parties: the error webhook, and the collector the shop sends its traces to. */
const reports: Record<string, unknown>[] = [];
/** The reports of one kind: a page may fail a call of its own besides the one a test makes. */
const reportsOf = (kind: 'call' | 'render') => reports.filter((report) => report.kind === kind);
const exportedTraceIds = new Set<string>();
const outside = createServer(async (request, response) => {
  const body = await readBody(request);
  if (request.url === '/hooks/errors') reports.push(JSON.parse(body));
  if (request.url === '/v1/traces') {
    for (const match of body.matchAll(/"traceId":"([0-9a-f]{32})"/g)) {
      exportedTraceIds.add(match[1] ?? '');
    }
  }
  response.writeHead(request.url === '/v1/traces' ? 200 : 204).end('{}');
});
const outsidePort = await freePort();
outside.listen(outsidePort, '127.0.0.1');
await once(outside, 'listening');
afterAll(() => {
  outside.close();
});

const shop = useShop({
  ERROR_WEBHOOK_URL: `http://127.0.0.1:${outsidePort}/hooks/errors`,
  OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${outsidePort}`,
  OTEL_METRIC_EXPORT_INTERVAL: '600000',
});

describe('a failed call in the shop', () => {
  it('reaches the error webhook with the password scrubbed and the trace of its report', async () => {
    const shopper = newShopper('Odile');
    const page = await shop.openPage('/recipes?loginmode=email', desktop);
    await page.setExtraHTTPHeaders({ 'User-Agent': SHOPPER_BROWSER });
    await continueWithEmail(page, shopper.email);
    await page.getByRole('dialog', { name: 'Get started now' }).waitFor();
    // Meanwhile the address is taken (another tab, another person): the sign-up gets a 409.
    await registerThroughApi(shop.url(), shopper);
    await completeSignUp(page, shopper);

    const failedSignUps = () =>
      reportsOf('call').filter((report) => report.url === '/api/auth/register');
    await eventually(() => expect(failedSignUps()).toHaveLength(1), 15_000);
    const [report] = failedSignUps();
    expect(report).toMatchObject({
      kind: 'call',
      method: 'POST',
      url: '/api/auth/register',
      status: 409,
      userId: 'anonymous',
      page: expect.stringMatching(/^\/recipes/),
      userAgent: SHOPPER_BROWSER,
      details: { body: { emailAddress: shopper.email, password: '[scrubbed]' } },
    });
    expect(JSON.stringify(report)).not.toContain(shopper.password);
    const traceId = String(report?.trace_id);
    expect(traceId).toMatch(/^[0-9a-f]{32}$/);
    // The id is that of a trace the shop exported: the report's own request.
    await eventually(() => expect(exportedTraceIds).toContain(traceId), 15_000);
    await page.context().close();
  });
});

describe('a page whose code chunk does not load', () => {
  it('reloads once, unreported, then reports the chunk still missing, and stops there', async () => {
    const page = await shop.openPage('/', desktop);
    await page.setExtraHTTPHeaders({ 'User-Agent': SHOPPER_BROWSER });
    // As after a deploy that replaced the files: the recipe page's code is gone.
    await page.route('**/assets/recipe-page-*.js', (route) => route.abort('failed'));
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });
    const before = reportsOf('render').length;
    await page.goto(`${shop.url()}/recipes/chana-masala-chickpea-curry`);
    await eventually(() => expect(reportsOf('render')).toHaveLength(before + 1), 15_000);
    // The report came from the page after the one reload: the first page reported nothing.
    await eventually(() => expect(loads).toBe(2));
    expect(reportsOf('render').at(-1)).toMatchObject({
      kind: 'render',
      message: expect.stringMatching(/dynamically imported module/),
      page: '/recipes/chana-masala-chickpea-curry',
    });
    await page.getByRole('heading', { name: 'Something went wrong' }).waitFor();
    expect(loads).toBe(2);
    expect(reportsOf('render')).toHaveLength(before + 1);
    await page.context().close();
  });
});

describe('a shop with no third-party slot configured', () => {
  it('asks for nothing outside its own origin', async () => {
    const page = await shop.openPage('/', desktop);
    const resources = () =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').map((resource) => resource.name),
      );
    // The slots were asked for (and none named): everything the page wanted has been asked by then.
    await eventually(async () =>
      expect((await resources()).some((url) => url.endsWith('/api/third-party-slots'))).toBe(true),
    );
    await page.getByRole('main').waitFor();
    const origins = new Set(
      (await resources()).filter((url) => url.startsWith('http')).map((url) => new URL(url).origin),
    );
    expect([...origins]).toEqual([shop.url()]);
    await page.context().close();
  });
});
