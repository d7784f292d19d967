import {
  CHECKOUT_STARTED,
  type MarketingProfile,
  type MarketingTracker,
} from './marketing-tracker';

let tracker: MarketingTracker | null = null;

/** Set at start when the tracker's slot is configured; until then the calls below do nothing. */
export function setMarketingTracker(configured: MarketingTracker | null): void {
  tracker = configured;
}

/** Identifies the shopper to the tracker, before their events (spec §4). */
function identifyForMarketing(profile: MarketingProfile): void {
  void tracker?.identify(profile);
}

/** Spec §4: registration (and a social sign-in's first visit) fires signup and login events. */
export function trackSignedUp(profile: MarketingProfile): void {
  identifyForMarketing(profile);
  void tracker?.track('Signup', { email: profile.email });
  void tracker?.track('Login', { email: profile.email });
}

export function trackLoggedIn(profile: MarketingProfile): void {
  identifyForMarketing(profile);
  void tracker?.track('Login', { email: profile.email });
}

/** The checkout-started event, on continue from the extra products (spec §4). */
export function trackCheckoutStarted(items: Record<string, unknown>[]): void {
  void tracker?.track(CHECKOUT_STARTED, items);
}
