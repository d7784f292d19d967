/** Where the time of the last reload for a missing chunk is kept, for this tab only. */
export const CHUNK_RELOAD_KEY = 'mise:chunk-reload-at';
/** A second missing chunk this soon after a reload is not mended by reloading again. */
const AGAIN_AFTER_MS = 10 * 60_000;

/**
 * The messages browsers and Vite give when a code or CSS chunk does not load: a deploy replaced
 * the files the open page was built with, or the network dropped (spec §8).
 */
const CHUNK_LOAD_FAILURE = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
  /Unable to preload CSS/i, // Vite's CSS chunks
  /Loading (CSS )?chunk \S+ failed/i,
];

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? '');
  return CHUNK_LOAD_FAILURE.some((pattern) => pattern.test(message));
}

export interface ReloadPlace {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
  now?: () => number;
}

/**
 * Reloads the page to fetch the new chunks, unless it did so moments ago: the tab remembers
 * the reload in sessionStorage so that a chunk missing for good never loops. True when it
 * reloads (the fault is then not worth reporting).
 */
export function reloadOnceForChunk({ storage, reload, now = Date.now }: ReloadPlace): boolean {
  const last = Number(storage.getItem(CHUNK_RELOAD_KEY) ?? Number.NaN);
  if (Number.isFinite(last) && now() - last < AGAIN_AFTER_MS) return false;
  try {
    storage.setItem(CHUNK_RELOAD_KEY, String(now()));
  } catch {
    // Storage refused (full, or private mode): not remembering could loop, so no reload.
    return false;
  }
  reload();
  return true;
}

/** The browser's own: this tab's sessionStorage and a real reload. */
export const browserReloadPlace = (): ReloadPlace => ({
  storage: sessionStorage,
  reload: () => window.location.reload(),
});
