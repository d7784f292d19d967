import { once } from 'node:events';
import { createServer } from 'node:http';
import { eventually } from '@mise/platform/testing';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { newShopper, signUpInLoginPopup } from '../support/accounts.js';
import { desktop, phone } from '../support/browser.js';
import { freePort } from '../support/shop-process.js';
import { useShop } from '../support/use-shop.js';

// Each third-party slot, configured, is loaded by the page and let through its CSP (useShop
// fails a test on any CSP refusal); the chat widget stays off meal-plan pages; the marketing
// tracker gets the sign-up's identify and events. The "third party" is a server of this test
// on another origin (another port).

/** What the third party was asked for: paths of scripts, and the tracker's events. */
const asked: string[] = [];
const events: Record<string, unknown>[] = [];
const thirdParty = createServer(async (request, response) => {
  const path = request.url ?? '/';
  asked.push(path.split('?')[0] ?? path);
  if (request.method === 'POST' && path === '/events') {
    let body = '';
    for await (const chunk of request) body += chunk;
    events.push(JSON.parse(body));
    response.writeHead(204).end();
    return;
  }
  const name = /^\/(\w+)\.js/.exec(path)?.[1];
  if (!name) {
    response.writeHead(404).end();
    return;
  }
  // Each script marks that it ran, which only a CSP that lets it in allows.
  response
    .writeHead(200, { 'content-type': 'text/javascript' })
    .end(`window.thirdParty = [...(window.thirdParty ?? []), ${JSON.stringify(name)}];`);
});
const port = await freePort();
thirdParty.listen(port, '127.0.0.1');
await once(thirdParty, 'listening');
afterAll(() => {
  thirdParty.close();
});
const origin = `http://127.0.0.1:${port}`;

const shop = useShop({
  TAG_MANAGER_SCRIPT_URL: `${origin}/tags.js?id=GTM-TEST`,
  SESSION_REPLAY_SCRIPT_URL: `${origin}/replay.js`,
  CHAT_WIDGET_SCRIPT_URL: `${origin}/chat.js`,
  MARKETING_TRACKER_URL: `${origin}/events`,
  MARKETING_TRACKER_KEY: 'site-key-test',
  MARKETING_TRACKER_SEND: 'true',
});

const ran = (page: Page) =>
  page.evaluate(() => (window as Window & { thirdParty?: string[] }).thirdParty ?? []);
const scriptsIn = (page: Page) =>
  page.evaluate(() => Array.from(document.scripts, (script) => script.src).filter(Boolean));

describe('a shop with every third-party slot configured', () => {
  it('loads and runs each slot’s script, and the tag manager’s data layer is there', async () => {
    const page = await shop.openPage('/recipes', desktop);
    await eventually(async () =>
      expect((await ran(page)).sort()).toEqual(['chat', 'replay', 'tags']),
    );
    expect(asked).toEqual(expect.arrayContaining(['/tags.js', '/replay.js', '/chat.js']));
    const dataLayer = await page.evaluate(
      () => (window as Window & { dataLayer?: { event?: string }[] }).dataLayer ?? [],
    );
    expect(dataLayer.map((entry) => entry.event)).toContain('gtm.js');
    await page.context().close();
  });

  it('never loads the chat widget on a meal-plan page', async () => {
    const page = await shop.openPage('/meal-plan', phone);
    // The slots start together: once the session replay's script is in, the chat's would be too.
    await eventually(async () => expect(await scriptsIn(page)).toContain(`${origin}/replay.js`));
    expect(await scriptsIn(page)).not.toContain(`${origin}/chat.js`);
    await eventually(async () => expect(await ran(page)).toContain('replay'));
    expect(await ran(page)).not.toContain('chat');
    await page.context().close();
  });

  it('identifies a new shopper to the marketing tracker and sends the signup and login events', async () => {
    const shopper = newShopper('Maelle');
    const page = await shop.openPage('/recipes?loginmode=email', desktop);
    await signUpInLoginPopup(page, shopper);
    const theirs = () => events.filter((event) => JSON.stringify(event).includes(shopper.email));
    await eventually(() => expect(theirs()).toHaveLength(3), 10_000);
    // Sent together, they may arrive in any order.
    expect(theirs()).toEqual(
      expect.arrayContaining([
        {
          type: 'identify',
          siteKey: 'site-key-test',
          profile: {
            email: shopper.email,
            firstName: shopper.firstName,
            lastName: shopper.lastName,
            baseUrl: shop.url(),
          },
        },
        {
          type: 'track',
          siteKey: 'site-key-test',
          event: 'Signup',
          properties: { email: shopper.email, baseUrl: shop.url() },
        },
        {
          type: 'track',
          siteKey: 'site-key-test',
          event: 'Login',
          properties: { email: shopper.email, baseUrl: shop.url() },
        },
      ]),
    );
    await page.context().close();
  });
});
