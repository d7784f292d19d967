import { useSyncExternalStore } from 'react';

// Spec §9: the mobile breakpoint is 480 px at most.
const phoneQuery = '(max-width: 480px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia?.(phoneQuery);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

export function useIsPhone(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia?.(phoneQuery).matches ?? false);
}
