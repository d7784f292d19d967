import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec §8: a toast stays 7.2 seconds. */
const toastDuration = 7200;

/** One message at a time; showing another restarts the timer. */
export function useToast(): [string | null, (message: string) => void, () => void] {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const hide = useCallback(() => {
    clearTimeout(timer.current);
    setMessage(null);
  }, []);
  const show = useCallback((text: string) => {
    clearTimeout(timer.current);
    setMessage(text);
    timer.current = setTimeout(() => setMessage(null), toastDuration);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return [message, show, hide];
}
