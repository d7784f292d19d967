import { Spinner } from '@/shared/ui/spinner';

/** What a lazily loaded page shows inside the layout until its code has arrived. */
export function RouteFallback() {
  return <Spinner />;
}
