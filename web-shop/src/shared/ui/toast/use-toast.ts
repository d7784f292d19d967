import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec (both documents, §9 business constants): a toast stays 7200 ms. */
export const toastDuration = 7200;

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
