import type { ReactNode } from 'react';
import styles from './form.module.css';

type SubmitButtonProps = {
  /** Every field is valid (spec §5: the forms start invalid). */
  ready: boolean;
  /** The form's call is under way: the button waits and says so. */
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
};

export function SubmitButton({ ready, busy, busyLabel, children }: SubmitButtonProps) {
  return (
    <button type="submit" className={styles.submit} disabled={!ready || busy}>
      {busy ? busyLabel : children}
    </button>
  );
}
