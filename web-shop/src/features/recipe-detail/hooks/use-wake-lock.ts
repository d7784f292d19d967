import { useEffect, useState } from 'react';

/**
 * Keeps the screen on while `active` (progressive enhancement: browsers without the Screen Wake
 * Lock API, or that refuse it, simply let the screen sleep). The browser drops the lock when the
 * page is hidden, so it is asked for again when the page is shown.
 */
export function useWakeLock(active: boolean): boolean {
  const [held, setHeld] = useState(false);

  useEffect(() => {
    if (!active || !('wakeLock' in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let cancelled = false;

    const request = async () => {
      if (document.visibilityState !== 'visible' || (lock && !lock.released)) return;
      try {
        const next = await navigator.wakeLock.request('screen');
        if (cancelled) {
          void next.release();
          return;
        }
        lock = next;
        setHeld(true);
        next.addEventListener('release', () => setHeld(false));
      } catch {
        setHeld(false);
      }
    };

    void request();
    document.addEventListener('visibilitychange', request);
    return () => {
      cancelled = true;
      document.removeEventListener('visibilitychange', request);
      void lock?.release();
      setHeld(false);
    };
  }, [active]);

  return held;
}
