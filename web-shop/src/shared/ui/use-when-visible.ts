import { type RefObject, useEffect, useEffectEvent } from 'react';

/**
 * While `enabled`, calls `onVisible` when the element is within `margin` of the viewport, e.g.
 * to load the next page before the shopper reaches the end of a list. Each time `enabled` turns
 * true the element is checked again, so a sentinel still in view after a page arrived asks again.
 */
export function useWhenVisible(
  ref: RefObject<Element | null>,
  enabled: boolean,
  onVisible: () => void,
  margin = '600px',
): void {
  const notify = useEffectEvent(onVisible);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) notify();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled, margin]);
}
