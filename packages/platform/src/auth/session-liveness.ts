/** Identity's answer to "is this session still live?" (not ended, not expired, its user's). */
export interface SessionLedger {
  isLive(sessionId: string, userId: string): Promise<boolean>;
}

/**
 * How long this process trusts identity's "live" before asking again. It bounds how long an
 * ended session still works in a process that identity does not run in (the distributed
 * runtime); where identity runs in-process it tells the cache at once (`ended`).
 */
export const LIVE_SESSION_TRUST_MS = 10_000;
/** Enough for every session active within the trust window of a busy process. */
const MOST_REMEMBERED = 100_000;

interface Remembered {
  live: boolean;
  /** When identity said so; an ended session stays ended, so only "live" is asked again. */
  at: number;
}

/**
 * The session check on every request, kept off the network: identity's answer is remembered
 * per session id, a live one for LIVE_SESSION_TRUST_MS, an ended one for good. A hit answers
 * synchronously, so a request with a known session costs no promise; concurrent misses for the
 * same session share one question.
 */
export class SessionLiveness {
  #ledger: SessionLedger | undefined;
  readonly #remembered = new Map<string, Remembered>();
  readonly #asking = new Map<string, Promise<boolean>>();

  useLedger(ledger: SessionLedger): void {
    this.#ledger = ledger;
  }

  hasLedger(): boolean {
    return this.#ledger !== undefined;
  }

  /** Live, ended, or the question under way; without a ledger nothing can end a session. */
  isLive(sessionId: string, userId: string, now: number): boolean | Promise<boolean> {
    const ledger = this.#ledger;
    if (!ledger) return true;
    const known = this.#remembered.get(sessionId);
    if (known && (!known.live || now - known.at < LIVE_SESSION_TRUST_MS)) return known.live;
    const underWay = this.#asking.get(sessionId);
    if (underWay) return underWay;
    const asked = ledger.isLive(sessionId, userId).then(
      (live) => {
        this.#asking.delete(sessionId);
        // An end told while the question was under way wins over the older answer.
        if (this.#remembered.get(sessionId)?.live !== false) this.#remember(sessionId, live, now);
        return this.#remembered.get(sessionId)?.live ?? live;
      },
      (error: unknown) => {
        this.#asking.delete(sessionId);
        throw error;
      },
    );
    this.#asking.set(sessionId, asked);
    return asked;
  }

  ended(sessionIds: readonly string[]): void {
    for (const sessionId of sessionIds) this.#remember(sessionId, false, Date.now());
  }

  #remember(sessionId: string, live: boolean, at: number): void {
    this.#remembered.delete(sessionId);
    this.#remembered.set(sessionId, { live, at });
    if (this.#remembered.size > MOST_REMEMBERED) {
      const oldest = this.#remembered.keys().next().value;
      if (oldest !== undefined) this.#remembered.delete(oldest);
    }
  }
}
