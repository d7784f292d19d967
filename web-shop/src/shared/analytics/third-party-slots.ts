import type { ThirdPartySlots } from '@mise/contracts';
import { enableDataLayer, pushToDataLayer } from './data-layer';
import { setMarketingTracker } from './marketing';
import { createMarketingTracker, type MarketingEvent } from './marketing-tracker';

/** Spec §4: the chat widget is never loaded on a meal-plan page, under a handle or not. */
export function isMealPlanPath(path: string): boolean {
  return /^\/(?:[^/]+\/)?meal-plan(?:\/|$)/.test(path);
}

function loadScript(src: string): void {
  const loaded = [...document.scripts].some((script) => script.src === src);
  if (loaded) return;
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  document.head.append(script);
}

/** What of the router the slots need: where the shopper is, and each move. */
export interface Navigation {
  state: { location: { pathname: string } };
  subscribe(listener: (state: { location: { pathname: string } }) => void): () => void;
}

/** Loads the chat widget on the first page that is not a meal plan's, now or later. */
function loadChatWidgetOffMealPlans(scriptUrl: string, navigation: Navigation): void {
  if (!isMealPlanPath(navigation.state.location.pathname)) {
    loadScript(scriptUrl);
    return;
  }
  const stop = navigation.subscribe(({ location }) => {
    if (isMealPlanPath(location.pathname)) return;
    stop();
    loadScript(scriptUrl);
  });
}

/** Tells the tag manager's data layer of each page the shopper opens, once each. */
function pushPageViews(navigation: Navigation): void {
  let lastPath = navigation.state.location.pathname;
  pushToDataLayer({ event: 'page_view', page_path: lastPath });
  navigation.subscribe(({ location }) => {
    if (location.pathname === lastPath) return;
    lastPath = location.pathname;
    pushToDataLayer({ event: 'page_view', page_path: lastPath });
  });
}

/** Events go as a simple request: a tracker needs no answer we could read. */
function postMarketingEvent(eventsUrl: string) {
  return async (event: MarketingEvent) => {
    await fetch(eventsUrl, {
      method: 'POST',
      mode: 'no-cors',
      keepalive: true,
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify(event),
    });
  };
}

/** Turns on the slots the server says are configured; the others stay off and load nothing. */
export function startSlots(slots: ThirdPartySlots, navigation: Navigation): void {
  if (slots.tagManager) {
    enableDataLayer();
    loadScript(slots.tagManager.scriptUrl);
    pushPageViews(navigation);
  }
  if (slots.sessionReplay) loadScript(slots.sessionReplay.scriptUrl);
  if (slots.chatWidget) loadChatWidgetOffMealPlans(slots.chatWidget.scriptUrl, navigation);
  if (slots.marketingTracker) {
    const { eventsUrl, siteKey, sending } = slots.marketingTracker;
    setMarketingTracker(
      createMarketingTracker({
        siteKey,
        sending,
        baseUrl: window.location.origin,
        send: postMarketingEvent(eventsUrl),
        storage: localStorage,
      }),
    );
  }
}

/**
 * Asks the server which third-party slots are configured (GET /api/third-party-slots) and
 * starts those. After the first page is up: nothing third-party holds back the shop, and a
 * failure here only leaves the slots off.
 */
export async function startThirdPartySlots(navigation: Navigation): Promise<void> {
  const answer = await fetch('/api/third-party-slots', { headers: { Accept: 'application/json' } })
    .then((response) => (response.ok ? (response.json() as Promise<ThirdPartySlots>) : null))
    .catch(() => null);
  if (answer) startSlots(answer, navigation);
}
