import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../src/security-headers.js';
import { openTestGateway } from './support/test-gateway.js';

const slots = {
  TAG_MANAGER_SCRIPT_URL: 'https://tags.example/gtm.js?id=GTM-1',
  SESSION_REPLAY_SCRIPT_URL: 'https://replay.example/record.js',
  CHAT_WIDGET_SCRIPT_URL: 'https://chat.example/widget.js',
  MARKETING_TRACKER_URL: 'https://events.example/track',
  MARKETING_TRACKER_KEY: 'site-key-1',
  MARKETING_TRACKER_SEND: 'true',
};

/** Every origin a directive names beyond the shop's own and data: URLs. */
const outsiders = (policy: ReturnType<typeof contentSecurityPolicy>) =>
  Object.entries(policy).flatMap(([directive, sources]) =>
    sources
      .filter((source) => !source.startsWith("'") && source !== 'data:')
      .map((source) => `${directive} ${source}`),
  );

describe('the content security policy and the third-party slots', () => {
  it('names no outside origin when nothing is configured', () => {
    expect(outsiders(contentSecurityPolicy({}))).toEqual([]);
  });

  it("names exactly each configured slot's origin, where that slot needs it", () => {
    const policy = contentSecurityPolicy({
      TAG_MANAGER_SCRIPT_URL: slots.TAG_MANAGER_SCRIPT_URL,
      CHAT_WIDGET_SCRIPT_URL: slots.CHAT_WIDGET_SCRIPT_URL,
      MARKETING_TRACKER_URL: slots.MARKETING_TRACKER_URL,
      MARKETING_TRACKER_KEY: slots.MARKETING_TRACKER_KEY,
    });
    expect(outsiders(policy).sort()).toEqual(
      [
        'scriptSrc https://tags.example',
        'connectSrc https://tags.example',
        'imgSrc https://tags.example',
        'scriptSrc https://chat.example',
        'connectSrc https://chat.example',
        'frameSrc https://chat.example',
        'imgSrc https://chat.example',
        'connectSrc https://events.example',
      ].sort(),
    );
  });

  it('keeps Stripe beside the slots when both are set', () => {
    const policy = contentSecurityPolicy({
      STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
      SESSION_REPLAY_SCRIPT_URL: slots.SESSION_REPLAY_SCRIPT_URL,
    });
    expect(policy.scriptSrc).toEqual([
      "'self'",
      'https://js.stripe.com',
      'https://*.js.stripe.com',
      'https://replay.example',
    ]);
    expect(policy.connectSrc).toEqual([
      "'self'",
      'https://api.stripe.com',
      'https://replay.example',
    ]);
  });
});

describe('a gateway with every slot configured', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, close } = await openTestGateway({ env: slots }));
  });
  afterAll(() => close());

  it('tells the shop which slots to load', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/third-party-slots' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      tagManager: { scriptUrl: slots.TAG_MANAGER_SCRIPT_URL },
      sessionReplay: { scriptUrl: slots.SESSION_REPLAY_SCRIPT_URL },
      chatWidget: { scriptUrl: slots.CHAT_WIDGET_SCRIPT_URL },
      marketingTracker: {
        eventsUrl: slots.MARKETING_TRACKER_URL,
        siteKey: slots.MARKETING_TRACKER_KEY,
        sending: true,
      },
    });
  });

  it("lets the pages load the slots' scripts", async () => {
    const page = await app.inject({ method: 'GET', url: '/' });
    const csp = page.headers['content-security-policy'] as string;
    const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src'));
    expect(scriptSrc?.trim().split(/\s+/)).toEqual([
      'script-src',
      "'self'",
      'https://tags.example',
      'https://replay.example',
      'https://chat.example',
    ]);
  });
});
