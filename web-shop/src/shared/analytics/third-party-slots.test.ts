import type { ThirdPartySlots } from '@mise/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { pushToDataLayer } from './data-layer';
import { isMealPlanPath, type Navigation, startSlots } from './third-party-slots';

const none: ThirdPartySlots = {
  tagManager: null,
  sessionReplay: null,
  chatWidget: null,
  marketingTracker: null,
};
const chat = 'https://chat.example/widget.js';

/** A router stand-in: the path the shopper is on, and their moves. */
function navigationAt(pathname: string) {
  const listeners = new Set<(state: { location: { pathname: string } }) => void>();
  const navigation: Navigation = {
    state: { location: { pathname } },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const go = (to: string) => {
    navigation.state = { location: { pathname: to } };
    for (const listener of [...listeners]) listener(navigation.state);
  };
  return { navigation, go };
}

const scripts = () => [...document.querySelectorAll('script')].map((script) => script.src);

afterEach(() => {
  for (const script of document.querySelectorAll('script')) script.remove();
});

describe('isMealPlanPath', () => {
  it('is true on every meal-plan page, under a handle or not', () => {
    for (const path of [
      '/meal-plan',
      '/meal-plan/',
      '/meal-plan/box-1',
      '/chef-ana/meal-plan',
      '/chef-ana/meal-plan/box-1',
    ]) {
      expect(isMealPlanPath(path), path).toBe(true);
    }
    for (const path of ['/', '/recipes', '/meal-planner', '/a/b/meal-plan', '/chef-ana/recipes']) {
      expect(isMealPlanPath(path), path).toBe(false);
    }
  });
});

describe('startSlots', () => {
  it('loads nothing and pushes nothing when no slot is configured', () => {
    startSlots(none, navigationAt('/').navigation);
    expect(scripts()).toEqual([]);
    expect(pushToDataLayer({ event: 'page_view' })).toBe(false);
  });

  it('loads the configured scripts, and the data layer takes pushes once the tag manager is on', () => {
    startSlots(
      {
        ...none,
        tagManager: { scriptUrl: 'https://tags.example/gtm.js?id=GTM-1' },
        sessionReplay: { scriptUrl: 'https://replay.example/record.js' },
      },
      navigationAt('/').navigation,
    );
    expect(scripts()).toEqual([
      'https://tags.example/gtm.js?id=GTM-1',
      'https://replay.example/record.js',
    ]);
    expect(pushToDataLayer({ event: 'page_view' })).toBe(true);
    expect((window as Window & { dataLayer?: unknown[] }).dataLayer).toContainEqual({
      event: 'page_view',
    });
  });

  it("tells the tag manager's data layer of each page opened, once each", () => {
    const { navigation, go } = navigationAt('/');
    startSlots({ ...none, tagManager: { scriptUrl: 'https://tags.example/gtm.js' } }, navigation);
    go('/recipes');
    go('/recipes');
    go('/faq');
    const pageViews = (window as Window & { dataLayer?: { event?: string }[] }).dataLayer?.filter(
      (entry) => entry.event === 'page_view',
    );
    expect(pageViews?.slice(-3)).toEqual([
      { event: 'page_view', page_path: '/' },
      { event: 'page_view', page_path: '/recipes' },
      { event: 'page_view', page_path: '/faq' },
    ]);
  });

  it('never loads the chat widget on a meal-plan page, but on the first page after one', () => {
    const { navigation, go } = navigationAt('/chef-ana/meal-plan');
    startSlots({ ...none, chatWidget: { scriptUrl: chat } }, navigation);
    expect(scripts()).toEqual([]);
    go('/meal-plan/box-1');
    expect(scripts()).toEqual([]);
    go('/recipes');
    expect(scripts()).toEqual([chat]);
    go('/about-us');
    expect(scripts()).toEqual([chat]);
  });
});
