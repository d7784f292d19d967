import { useSyncExternalStore } from 'react';

/** The spec's notice kinds (document 2 §8). */
export type NoticeKind = 'success' | 'information' | 'warning' | 'error' | 'custom';
export interface Notice {
  id: number;
  kind: NoticeKind;
  message: string;
}

/** Spec (§9): a notice stays 7200 ms. */
export const noticeDuration = 7200;

type Listener = () => void;
let current: Notice | null = null;
let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<Listener>();

function publish(notice: Notice | null) {
  current = notice;
  for (const listener of listeners) listener();
}

/**
 * Shows a notice for 7200 ms, app-wide, so it survives the navigation that usually follows
 * (signed in, then sent to /groceries). One at a time: a new one replaces the last.
 */
export function notify(kind: NoticeKind, message: string): void {
  clearTimeout(timer);
  const notice = { id: nextId++, kind, message };
  publish(notice);
  timer = setTimeout(() => {
    if (current?.id === notice.id) publish(null);
  }, noticeDuration);
}

export function dismissNotice(): void {
  clearTimeout(timer);
  publish(null);
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCurrentNotice(): Notice | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
