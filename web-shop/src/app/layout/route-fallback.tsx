import { Spinner } from '@/shared/ui/spinner';
import styles from './route-fallback.module.css';

/**
 * What a lazily loaded page shows inside the layout until its code has arrived. It fills the
 * screen so the footer is not in view, to be pushed away (a layout shift) when the page arrives.
 */
export function RouteFallback() {
  return (
    <div className={styles.fallback}>
      <Spinner />
    </div>
  );
}
