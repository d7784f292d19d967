import type { CartAnswer } from '@mise/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/shared/api/http';
import { wasSignedIn } from '@/shared/session/session-storage';
import {
  draftStorageKey,
  forgetGuestId,
  guestHeaders,
  readConfigChoice,
  readDraft,
  readGuestId,
  rememberGuestId,
  writeDraft,
} from './browser-storage';
import { type CartDraft, draftFromAnswer, saveBodyOf, withRecipesOf } from './draft';
import { saveThrottleMs } from './limits';
import { refusedSelections } from './refused-recipes';
import type { CartSelection } from './selections';

export const cartQueryKey = ['cart'] as const;

const cartPath = '/cart?getGroceries=true';

/** One change of the shopper's, kept until the server has saved it so it can be made again. */
export type CartEdit = (draft: CartDraft) => Omit<CartDraft, 'version'>;

/** Something the shopper should be told about a change that did not go as asked. */
export type CartNotice =
  /** A save was refused for these recipes (not on offer, servings off their grid): left out. */
  | { kind: 'recipesRefused'; count: number }
  /** An add was ignored: the cart holds its limit of recipes. */
  | { kind: 'cartFull' };

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
   * A returning guest, or a signed-in shopper, with no draft in this browser: their cart is only
   * on the server, and none has been accepted yet. Until it is, an empty draft does not mean an
   * empty cart.
   */
  awaitsServerCart: boolean;
  notice: CartNotice | null;
};

/**
 * The cart of one browser: the draft the shopper edits, saved whole to the server after each
 * change. Saves go one at a time, at most one a second (spec §9); the last change is always
 * sent. An answer to a save older than the latest one sent is ignored, so the shown cart never
 * goes back in time. When the server holds a newer cart (another tab or device), it becomes
 * the draft and the changes it has not saved yet are made again on top of it, so none is lost.
 * Answers are mirrored into the query cache under `cartQueryKey`.
 */
export class CartStore {
  private draft: CartDraft;
  private answer: CartAnswer | undefined;
  /** The draft version the shown answer prices; -1 until the cart has been loaded. */
  private answeredVersion = -1;
  private sentVersion = -1;
  /** Changes made since the last save the server took, oldest first, with their versions. */
  private unsaved: Array<{ version: number; edit: CartEdit }> = [];
  private lastSentAt = Number.NEGATIVE_INFINITY;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private inFlight = false;
  /** The server's cart is being read: saves wait for it so they build on that cart. */
  private loadingServerCart = false;
  /** Another call answered while a save was out: which answer the server kept is unknown. */
  private needsRecheck = false;
  /**
   * Counts the changes of whoever calls (a sign-in, a staff member opening an account): a first
   * read sent before one answers for the caller left behind, and is not shown.
   */
  private caller = 0;
  /** Closed with its page: it sends nothing more and drops the answers still on their way. */
  private closed = false;
  private error: Error | null = null;
  private notice: CartNotice | null = null;
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

  /** Listening also follows the draft other tabs write, while anything shows this cart. */
  subscribe = (listener: () => void): (() => void) => {
    if (this.listeners.size === 0 && typeof window !== 'undefined') {
      window.addEventListener('storage', this.followOtherTab);
    }
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0 && typeof window !== 'undefined') {
        window.removeEventListener('storage', this.followOtherTab);
      }
    };
  };

  getSnapshot = (): CartSnapshot => this.snapshot;

  /**
   * Ends this cart's life with the page that showed it (a test's page, torn down before the
   * next test opens its own on the same storage): a save still waiting is not sent, and an
   * answer still on its way writes nothing.
   */
  close(): void {
    this.closed = true;
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  /**
   * The first priced cart: this browser's draft saved, else the server's cart for a known
   * guest or a signed-in shopper, else nothing (a first visit asks the server nothing).
   */
  load = async (): Promise<CartAnswer | null> => {
    if (this.draft.version > 0 || this.sentVersion >= 0) {
      if (this.answeredVersion < this.draft.version) this.scheduleSave();
      await this.settled();
      if (this.error) throw this.error;
      return this.answer ?? null;
    }
    if (!this.hasServerCart()) {
      this.answeredVersion = Math.max(this.answeredVersion, 0);
      this.emit();
      return null;
    }
    this.loadingServerCart = true;
    const caller = this.caller;
    try {
      const answer = await apiFetch<CartAnswer>(cartPath, { headers: guestHeaders(this.storage) });
      if (caller === this.caller) this.adoptServerCart(answer);
    } finally {
      if (caller === this.caller) {
        this.loadingServerCart = false;
        if (this.unsaved.length > 0) this.scheduleSave();
      }
      this.emit();
    }
    return this.answer ?? null;
  };

  /**
   * Reads the cart of whoever calls now and shows it, once the saves under way are done. After
   * a sign-in that is the account's cart: this call still carries the guest id, so the server
   * moves the guest's cart to the account first. After a sign-out it is the new guest's, empty.
   * Changes not saved yet are made again on top, unless `dropUnsaved`: then a save still waiting
   * for its turn is not sent either, as it would now reach whoever calls, not the account.
   */
  reload = async ({ dropUnsaved = false } = {}): Promise<void> => {
    this.caller += 1;
    if (dropUnsaved) {
      clearTimeout(this.timer);
      this.timer = undefined;
      this.unsaved = [];
    }
    // From here saves wait for the cart read; one already sent is answered first.
    this.loadingServerCart = true;
    await this.settled();
    this.emit();
    try {
      const answer = await apiFetch<CartAnswer>(cartPath, { headers: guestHeaders(this.storage) });
      // The versions of the cart left behind mean nothing to this one.
      this.sentVersion = answer.version;
      this.adoptServerCart(answer);
    } finally {
      this.loadingServerCart = false;
      if (this.unsaved.length > 0) this.scheduleSave();
      this.emit();
    }
  };

  /**
   * This browser's guest id goes: the calls from now on are not the guest's. A first read still
   * out carries it, so its answer is not shown and does not bring the id back.
   */
  forgetGuest(): void {
    this.caller += 1;
    forgetGuestId(this.storage);
  }

  /** Applies one change of the shopper's; the result is saved soon after. */
  change(edit: CartEdit): void {
    const next = edit(this.draft);
    this.draft = { ...next, version: this.draft.version + 1 };
    this.unsaved.push({ version: this.draft.version, edit });
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

  notify(notice: CartNotice): void {
    this.notice = notice;
    this.emit();
  }

  dismissNotice(): void {
    this.notice = null;
    this.emit();
  }

  /**
   * A cart answered by another cart call (promo check, shared menu): shown unless a newer one
   * was. A save out at the same time may have been priced before or after that call at the
   * server, so once it is answered the server's cart is read again and settles it.
   */
  acceptOther(answer: CartAnswer): void {
    if (this.inFlight) this.needsRecheck = true;
    if (answer.version < this.answeredVersion) return;
    this.accept(answer, answer.version);
  }

  private scheduleSave(): void {
    // A save in flight or waiting sends the newest draft when its turn comes.
    if (this.closed || this.inFlight || this.timer !== undefined || this.loadingServerCart) return;
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
    const sent = this.draft;
    this.sentVersion = sent.version;
    this.lastSentAt = Date.now();
    this.inFlight = true;
    this.needsRecheck = false;
    this.emit();
    try {
      const answer = await apiFetch<CartAnswer>(cartPath, {
        method: 'POST',
        headers: guestHeaders(this.storage),
        body: saveBodyOf(sent, readConfigChoice(this.storage)),
      });
      this.accept(answer, sent.version);
    } catch (error) {
      const refused = refusedSelections(error, sent.selections);
      if (refused.length > 0) this.leaveOut(refused);
      else this.error = error instanceof Error ? error : new Error(String(error));
    } finally {
      this.inFlight = false;
      if (this.draft.version > this.sentVersion) this.scheduleSave();
      else if (this.needsRecheck && !this.error && !this.closed) void this.recheck();
      this.emit();
    }
  }

  /** Takes refused entries out of the draft (by identity: a repeat goes, its first stays). */
  private leaveOut(refused: readonly CartSelection[]): void {
    this.notice = { kind: 'recipesRefused', count: refused.length };
    const gone = new Set(refused);
    this.change((draft) => ({
      ...draft,
      selections: draft.selections.filter((entry) => !gone.has(entry)),
    }));
  }

  /** Reads the server's cart, holding saves meanwhile, and shows it as a save answer would. */
  private async recheck(): Promise<void> {
    this.needsRecheck = false;
    this.inFlight = true;
    this.emit();
    try {
      const answer = await apiFetch<CartAnswer>(cartPath, { headers: guestHeaders(this.storage) });
      // A cart older than the last save sent prices nothing the shopper still has.
      if (answer.version >= this.sentVersion) this.accept(answer, this.sentVersion);
    } catch {
      // The cart shown stays the last answered; the next save reads the server's anyway.
    } finally {
      this.inFlight = false;
      if (this.draft.version > this.sentVersion) this.scheduleSave();
      else if (this.needsRecheck && !this.closed) void this.recheck();
      this.emit();
    }
  }

  private accept(answer: CartAnswer, requestVersion: number): void {
    if (this.closed || requestVersion < this.sentVersion) return;
    rememberGuestId(this.storage, answer.guestUserId);
    // The server kept a newer cart than the one sent (saved from another tab or device): it
    // wins, and the changes it has not seen are made again on top of it.
    if (answer.version > requestVersion) {
      this.adoptServerCart(answer);
      return;
    }
    this.unsaved = this.unsaved.filter(({ version }) => version > requestVersion);
    this.draft = withRecipesOf(this.draft, answer);
    this.show(answer, requestVersion);
  }

  private adoptServerCart(answer: CartAnswer): void {
    rememberGuestId(this.storage, answer.guestUserId);
    this.rebase(draftFromAnswer(answer, this.draft));
    this.show(answer, answer.version);
  }

  /** The draft becomes `base` with the unsaved changes made again, in order, on top. */
  private rebase(base: CartDraft): void {
    let draft = base;
    this.unsaved = this.unsaved.map(({ edit }) => {
      draft = { ...edit(draft), version: draft.version + 1 };
      return { version: draft.version, edit };
    });
    this.draft = draft;
  }

  private show(answer: CartAnswer, answeredVersion: number): void {
    writeDraft(this.storage, this.draft);
    this.answer = answer;
    this.answeredVersion = answeredVersion;
    this.error = null;
    this.queryClient.setQueryData(cartQueryKey, answer);
    this.emit();
  }

  /** Another tab of this browser wrote a newer draft: this tab follows it and prices it. */
  private followOtherTab = (event: StorageEvent): void => {
    if (event.storageArea !== this.storage || event.key !== draftStorageKey) return;
    const theirs = readDraft(this.storage);
    if (theirs.version <= this.draft.version) return;
    this.rebase({ ...theirs, recipes: { ...this.draft.recipes, ...theirs.recipes } });
    if (this.unsaved.length > 0) writeDraft(this.storage, this.draft);
    this.scheduleSave();
    this.emit();
  };

  private settled(): Promise<void> {
    if (!this.inFlight && this.timer === undefined) return Promise.resolve();
    return new Promise((resolve) => this.settledWaiters.push(resolve));
  }

  /** A signed-in shopper's cart is on the server even when this browser kept no draft. */
  private hasServerCart(): boolean {
    return readGuestId(this.storage) !== null || wasSignedIn(this.storage);
  }

  private takeSnapshot(): CartSnapshot {
    return {
      draft: this.draft,
      answer: this.answer,
      isSaving: this.inFlight || this.timer !== undefined,
      isStale: this.answeredVersion < this.draft.version,
      error: this.error,
      awaitsServerCart:
        this.answeredVersion < 0 && this.draft.version === 0 && this.hasServerCart(),
      notice: this.notice,
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
