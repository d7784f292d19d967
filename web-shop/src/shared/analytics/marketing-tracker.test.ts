import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHECKOUT_STARTED,
  createMarketingTracker,
  MARKETING_QUEUE_KEY,
  type MarketingEvent,
  REPLAY_DELAY_MS,
  trackProperties,
} from './marketing-tracker';

const baseUrl = 'https://mise.example';
const recipe = { _id: 'r-1', name: 'Chana masala', description: 'A long story', servings: 2 };

describe('the tracked shapes', () => {
  it('drop the description, call _id id and add the base URL', () => {
    expect(trackProperties('Viewed Recipe', recipe, baseUrl)).toEqual({
      id: 'r-1',
      name: 'Chana masala',
      servings: 2,
      baseUrl,
    });
  });

  it('wrap the checkout-start payload as Items, each shaped', () => {
    expect(
      trackProperties(CHECKOUT_STARTED, [recipe, { _id: 'r-2', name: 'Dal' }], baseUrl),
    ).toEqual({
      Items: [
        { id: 'r-1', name: 'Chana masala', servings: 2 },
        { id: 'r-2', name: 'Dal' },
      ],
      baseUrl,
    });
  });
});

describe('the marketing tracker', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  /** A tracker whose server is down until `up()`; `sent` is what reached it. */
  function trackerWithServer({ sending = true } = {}) {
    const sent: MarketingEvent[] = [];
    let reachable = false;
    const tracker = createMarketingTracker({
      siteKey: 'site-1',
      baseUrl,
      sending,
      storage: localStorage,
      send: async (event) => {
        if (!reachable) throw new TypeError('Failed to fetch');
        sent.push(event);
      },
    });
    return { tracker, sent, up: () => (reachable = true) };
  }

  it('identifies with e-mail, first and last name and the base URL', async () => {
    const { tracker, sent, up } = trackerWithServer();
    up();
    await tracker.identify({ email: 'ana@example.com', firstName: 'Ana', lastName: 'Lima' });
    expect(sent).toEqual([
      {
        type: 'identify',
        siteKey: 'site-1',
        profile: { email: 'ana@example.com', firstName: 'Ana', lastName: 'Lima', baseUrl },
      },
    ]);
  });

  it('stores what it could not send and replays it 5 s later, in order', async () => {
    const { tracker, sent, up } = trackerWithServer();
    await tracker.track('Signup', { email: 'ana@example.com' });
    await tracker.track('Login', { email: 'ana@example.com' });
    expect(sent).toEqual([]);
    expect(JSON.parse(localStorage.getItem(MARKETING_QUEUE_KEY) ?? '[]')).toHaveLength(2);
    up();
    await vi.advanceTimersByTimeAsync(REPLAY_DELAY_MS - 1);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent.map((event) => event.type === 'track' && event.event)).toEqual(['Signup', 'Login']);
    expect(localStorage.getItem(MARKETING_QUEUE_KEY)).toBeNull();
  });

  it('keeps replaying every 5 s while the tracker stays down', async () => {
    const { tracker, sent, up } = trackerWithServer();
    await tracker.track('Login', { email: 'ana@example.com' });
    await vi.advanceTimersByTimeAsync(REPLAY_DELAY_MS * 3);
    expect(sent).toEqual([]);
    expect(JSON.parse(localStorage.getItem(MARKETING_QUEUE_KEY) ?? '[]')).toHaveLength(1);
    up();
    await vi.advanceTimersByTimeAsync(REPLAY_DELAY_MS);
    expect(sent).toHaveLength(1);
  });

  it('replays what an earlier page stored, 5 s after it starts', async () => {
    const earlier = trackerWithServer();
    await earlier.tracker.track('Login', { email: 'ana@example.com' });
    vi.clearAllTimers();
    const next = trackerWithServer();
    next.up();
    await vi.advanceTimersByTimeAsync(REPLAY_DELAY_MS);
    expect(next.sent.map((event) => event.type)).toEqual(['track']);
  });

  it('sends and keeps nothing while the sending flag is off', async () => {
    const { tracker, sent, up } = trackerWithServer({ sending: false });
    up();
    await tracker.identify({ email: 'ana@example.com', firstName: 'Ana', lastName: 'Lima' });
    await tracker.track('Login', { email: 'ana@example.com' });
    await vi.advanceTimersByTimeAsync(REPLAY_DELAY_MS);
    expect(sent).toEqual([]);
    expect(localStorage.getItem(MARKETING_QUEUE_KEY)).toBeNull();
  });
});
