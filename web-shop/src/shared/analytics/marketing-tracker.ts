/** Spec §9: events that could not be sent are tried again after this long. */
export const REPLAY_DELAY_MS = 5_000;
/** Where unsent events wait, so that a reload does not lose them. */
export const MARKETING_QUEUE_KEY = 'mise:marketing-events';
/** The oldest unsent events are dropped past this many: a tracker down for days is not worth a full storage. */
const QUEUE_LIMIT = 50;

/** The checkout-start event, whose payload is sent wrapped as Items (spec §4 "Analytics"). */
export const CHECKOUT_STARTED = 'Started Checkout';

export interface MarketingProfile {
  email: string;
  firstName: string;
  lastName: string;
}

export type MarketingEvent =
  | { type: 'identify'; siteKey: string; profile: MarketingProfile & { baseUrl: string } }
  | { type: 'track'; siteKey: string; event: string; properties: Record<string, unknown> };

type Item = Record<string, unknown>;

/** One item as the tracker takes it: no description, and its _id as id. */
export function shapeItem(item: Item): Item {
  const { description: _description, _id, ...rest } = item;
  return _id === undefined ? rest : { ...rest, id: _id };
}

/** A tracked event's properties: the payload shaped, with the shop's base URL beside it. */
export function trackProperties(event: string, payload: Item | Item[], baseUrl: string): Item {
  if (event === CHECKOUT_STARTED) {
    const items = Array.isArray(payload) ? payload : [payload];
    return { Items: items.map(shapeItem), baseUrl };
  }
  const item = Array.isArray(payload) ? { items: payload.map(shapeItem) } : shapeItem(payload);
  return { ...item, baseUrl };
}

export interface MarketingTrackerOptions {
  siteKey: string;
  baseUrl: string;
  /** The configuration flag: when off, nothing is sent or kept (spec: sending only when enabled). */
  sending: boolean;
  /** Sends one event; rejects when it could not. */
  send: (event: MarketingEvent) => Promise<void>;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  setTimer?: (run: () => void, delayMs: number) => unknown;
}

export interface MarketingTracker {
  identify(profile: MarketingProfile): Promise<void>;
  track(event: string, payload: Item | Item[]): Promise<void>;
}

/**
 * The e-mail marketing tracker's helper (spec §4 "Analytics"): identifies the shopper and
 * tracks events in the tracker's shapes. An event that cannot be sent is stored and the stored
 * ones are replayed 5 s later, again until they go; events stored by an earlier page are
 * replayed 5 s after this one starts.
 */
export function createMarketingTracker(options: MarketingTrackerOptions): MarketingTracker {
  const { siteKey, baseUrl, sending, send, storage } = options;
  const setTimer = options.setTimer ?? ((run, delayMs) => setTimeout(run, delayMs));
  let replayScheduled = false;

  const stored = (): MarketingEvent[] => {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(MARKETING_QUEUE_KEY) ?? '[]');
      return Array.isArray(parsed) ? (parsed as MarketingEvent[]) : [];
    } catch {
      return [];
    }
  };
  const store = (events: MarketingEvent[]) => {
    if (events.length === 0) storage.removeItem(MARKETING_QUEUE_KEY);
    else storage.setItem(MARKETING_QUEUE_KEY, JSON.stringify(events.slice(-QUEUE_LIMIT)));
  };
  const scheduleReplay = () => {
    if (replayScheduled) return;
    replayScheduled = true;
    setTimer(() => {
      replayScheduled = false;
      void replay();
    }, REPLAY_DELAY_MS);
  };
  const deliver = async (event: MarketingEvent) => {
    try {
      await send(event);
    } catch {
      store([...stored(), event]);
      scheduleReplay();
    }
  };
  async function replay() {
    const waiting = stored();
    store([]);
    for (const event of waiting) await deliver(event);
  }

  if (sending && stored().length > 0) scheduleReplay();
  return {
    async identify(profile) {
      if (!sending) return;
      await deliver({ type: 'identify', siteKey, profile: { ...profile, baseUrl } });
    },
    async track(event, payload) {
      if (!sending) return;
      await deliver({
        type: 'track',
        siteKey,
        event,
        properties: trackProperties(event, payload, baseUrl),
      });
    },
  };
}
