import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * Runs `action` once `delay` ms have passed without a new `schedule`. `flush` runs a pending
 * call at once; nothing is left to run after unmount.
 */
export function useDebounced<T>(action: (value: T) => void, delay: number) {
  // The latest action, so a call that fires late uses the props of now, not of when scheduled.
  const latest = useRef(action);
  useLayoutEffect(() => {
    latest.current = action;
  });
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; value: T } | null>(null);

  const cancel = useCallback(() => {
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = null;
  }, []);

  const schedule = useCallback(
    (value: T) => {
      cancel();
      const timer = setTimeout(() => {
        pending.current = null;
        latest.current(value);
      }, delay);
      pending.current = { timer, value };
    },
    [cancel, delay],
  );

  const flush = useCallback(() => {
    const waiting = pending.current;
    cancel();
    if (waiting) latest.current(waiting.value);
  }, [cancel]);

  useEffect(() => cancel, [cancel]);

  return { schedule, flush, cancel };
}

/** `value` once it has stayed the same for `delay` ms: a search sent when typing pauses. */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  const { schedule } = useDebounced(setSettled, delay);
  useEffect(() => schedule(value), [schedule, value]);
  return settled;
}
