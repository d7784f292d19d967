import type { ThirdPartySlots } from '@mise/contracts';
import type { FastifyInstance } from 'fastify';
import type { GatewaySettings } from './settings.js';

/** What a page may load from, or talk to, for one outside party: the CSP's terms for it. */
export interface ThirdPartyOrigins {
  script: string[];
  frame: string[];
  connect: string[];
  img: string[];
}

type SlotSettings = Partial<
  Pick<
    GatewaySettings,
    | 'TAG_MANAGER_SCRIPT_URL'
    | 'SESSION_REPLAY_SCRIPT_URL'
    | 'CHAT_WIDGET_SCRIPT_URL'
    | 'MARKETING_TRACKER_URL'
    | 'MARKETING_TRACKER_KEY'
    | 'MARKETING_TRACKER_SEND'
  >
>;

/** The slots the shop is told about: those configured, the others null. */
export function thirdPartySlotsOf(settings: SlotSettings): ThirdPartySlots {
  const script = (url: string | undefined) => (url ? { scriptUrl: url } : null);
  const tracker =
    settings.MARKETING_TRACKER_URL && settings.MARKETING_TRACKER_KEY
      ? {
          eventsUrl: settings.MARKETING_TRACKER_URL,
          siteKey: settings.MARKETING_TRACKER_KEY,
          sending: settings.MARKETING_TRACKER_SEND ?? false,
        }
      : null;
  return {
    tagManager: script(settings.TAG_MANAGER_SCRIPT_URL),
    sessionReplay: script(settings.SESSION_REPLAY_SCRIPT_URL),
    chatWidget: script(settings.CHAT_WIDGET_SCRIPT_URL),
    marketingTracker: tracker,
  };
}

const originOf = (url: string) => new URL(url).origin;

/**
 * The origins the configured slots need, and only those: a tag manager loads its script and
 * counts with pixels; session replay sends its recordings home; a chat widget talks to its
 * server and shows its window in a frame; the marketing tracker only receives events.
 */
export function thirdPartyOrigins(settings: SlotSettings): ThirdPartyOrigins {
  const slots = thirdPartySlotsOf(settings);
  const origins: ThirdPartyOrigins = { script: [], frame: [], connect: [], img: [] };
  const add = (url: string | undefined, parts: (keyof ThirdPartyOrigins)[]) => {
    if (!url) return;
    for (const part of parts) {
      if (!origins[part].includes(originOf(url))) origins[part].push(originOf(url));
    }
  };
  add(slots.tagManager?.scriptUrl, ['script', 'connect', 'img']);
  add(slots.sessionReplay?.scriptUrl, ['script', 'connect']);
  add(slots.chatWidget?.scriptUrl, ['script', 'connect', 'frame', 'img']);
  add(slots.marketingTracker?.eventsUrl, ['connect']);
  return origins;
}

/**
 * GET /api/third-party-slots: which slots the shop loads, read once at start. Settings change
 * only with a restart, so browsers may keep the answer a few minutes.
 */
export async function thirdPartySlotsRoute(app: FastifyInstance, settings: SlotSettings) {
  const answer = thirdPartySlotsOf(settings);
  app.get('/api/third-party-slots', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return answer;
  });
}
