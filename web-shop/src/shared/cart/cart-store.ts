import type { CartAnswer } from '@mise/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/shared/api/http';
import {
  guestHeaders,
  readConfigChoice,
  readDraft,
  readGuestId,
  rememberGuestId,
  writeDraft,
} from './browser-storage';
import { type CartDraft, draftFromAnswer, saveBodyOf, withRecipesOf } from './draft';
import { saveThrottleMs } from './limits';

export const cartQueryKey = ['cart'] as const;

const cartPath = '/cart?getGroceries=true';

export type CartSnapshot = {
  draft: CartDraft;
  /** The newest priced cart accepted; it may lag the draft (see `isStale`). */
  answer: CartAnswer | undefined;
  /** A save is under way or waiting for its turn. */
  isSaving: boolean;
  /** The answer does not price the current draft yet: its totals are not final. */
  isStale: boolean;
  error: Error | null;
  /**
   * A returning guest with no draft in this browser: their cart is only on the server, and
   * none has been accepted yet. Until it is, an empty draft does not mean an empty cart.
   */
  awaitsServerCart: boolean;
};

/**
 * The cart of one browser: the draft the shopper edits, saved whole to the server after each
 * change. Saves go one at a time, at most one a second (spec §9); the last change is always
 * sent. An answer to a save older than the latest one sent is ignored, so the shown cart never
 * goes back in time. Answers are mirrored into the query cache under `cartQueryKey`.
 */
export class CartStore {
  private draft: CartDraft;
  private answer: CartAnswer | undefined;
  /** The draft version the shown answer prices; -1 until the cart has been loaded. */
  private answeredVersion = -1;
  private sentVersion = -1;
  private lastSentAt = Number.NEGATIVE_INFINITY;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private inFlight = false;
  private error: Error | null = null;
  private snapshot: CartSnapshot;
  private readonly listeners = new Set<() => void>();
  private settledWaiters: Array<() => void> = [];

  constructor(
    private readonly queryClient: QueryClient,
    private readonly storage: Storage,
    private readonly throttleMs = saveThrottleMs,
  ) {
    this.draft = readDraft(storage);
    this.snapshot = this.takeSnapshot();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): CartSnapshot => this.snapshot;

  /**
   * The first priced cart: this browser's draft saved, else the server's cart for a known
   * guest, else nothing (a first visit asks the server nothing).
   */
  load = async (): Promise<CartAnswer | null> => {
    if (this.draft.version > 0 || this.sentVersion >= 0) {
      if (this.answeredVersion < this.draft.version) this.scheduleSave();
      await this.settled();
      if (this.error) throw this.error;
      return this.answer ?? null;
    }
    const guestId = readGuestId(this.storage);
    if (!guestId) {
      this.answeredVersion = Math.max(this.answeredVersion, 0);
      this.emit();
      return null;
    }
    const answer = await apiFetch<CartAnswer>(cartPath, { headers: guestHeaders(this.storage) });
    this.accept(answer, 0);
    return this.answer ?? null;
  };

  /** Applies one change of the shopper's; the result is saved soon after. */
  change(edit: (draft: CartDraft) => Omit<CartDraft, 'version'>): void {
    const next = edit(this.draft);
    this.draft = { ...next, version: this.draft.version + 1 };
    writeDraft(this.storage, this.draft);
    this.scheduleSave();
    this.emit();
  }

  /** Sends the current draft again after a failed save. */
  retry(): void {
    this.error = null;
    this.scheduleSave();
    this.emit();
  }

  /** A cart answered by another cart call (promo check): shown unless a newer one was. */
  acceptOther(answer: CartAnswer): void {
    if (answer.version < this.answeredVersion) return;
    this.accept(answer, answer.version);
  }

  private scheduleSave(): void {
    // A save in flight or waiting sends the newest draft when its turn comes.
    if (this.inFlight || this.timer !== undefined) return;
    const wait = this.lastSentAt + this.throttleMs - Date.now();
    if (wait <= 0) {
      void this.send();
      return;
    }
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.send();
    }, wait);
  }

  private async send(): Promise<void> {
    const version = this.draft.version;
    this.sentVersion = version;
    this.lastSentAt = Date.now();
    this.inFlight = true;
    this.emit();
    try {
      const answer = await apiFetch<CartAnswer>(cartPath, {
        method: 'POST',
        headers: guestHeaders(this.storage),
        body: saveBodyOf(this.draft, readConfigChoice(this.storage)),
      });
      this.accept(answer, version);
    } catch (error) {
      this.error = error instanceof Error ? error : new Error(String(error));
    } finally {
      this.inFlight = false;
      if (this.draft.version > this.sentVersion) this.scheduleSave();
      this.emit();
    }
  }

  private accept(answer: CartAnswer, requestVersion: number): void {
    if (requestVersion < this.sentVersion) return;
    rememberGuestId(this.storage, answer.guestUserId);
    // The server keeps a newer cart (saved from another tab or device): it wins.
    const serverIsNewer = answer.version > this.draft.version;
    this.draft = serverIsNewer
      ? draftFromAnswer(answer, this.draft)
      : withRecipesOf(this.draft, answer);
    writeDraft(this.storage, this.draft);
    this.answer = answer;
    this.answeredVersion = serverIsNewer ? answer.version : requestVersion;
    this.error = null;
    this.queryClient.setQueryData(cartQueryKey, answer);
    this.emit();
  }

  private settled(): Promise<void> {
    if (!this.inFlight && this.timer === undefined) return Promise.resolve();
    return new Promise((resolve) => this.settledWaiters.push(resolve));
  }

  private takeSnapshot(): CartSnapshot {
    return {
      draft: this.draft,
      answer: this.answer,
      isSaving: this.inFlight || this.timer !== undefined,
      isStale: this.answeredVersion < this.draft.version,
      error: this.error,
      awaitsServerCart:
        this.answeredVersion < 0 && this.draft.version === 0 && readGuestId(this.storage) !== null,
    };
  }

  private emit(): void {
    this.snapshot = this.takeSnapshot();
    if (!this.snapshot.isSaving) {
      const waiters = this.settledWaiters;
      this.settledWaiters = [];
      for (const resolve of waiters) resolve();
    }
    for (const listener of this.listeners) listener();
  }
}

const stores = new WeakMap<QueryClient, CartStore>();

/** One cart per query client: the app has one, and each test its own. */
export function cartStoreFor(queryClient: QueryClient, storage: Storage = localStorage): CartStore {
  let store = stores.get(queryClient);
  if (!store) {
    store = new CartStore(queryClient, storage);
    stores.set(queryClient, store);
  }
  return store;
}
