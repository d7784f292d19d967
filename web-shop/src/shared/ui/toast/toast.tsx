import { useTranslation } from 'react-i18next';
import styles from './toast.module.css';

type ToastProps = {
  /** The text shown; nothing is shown while null. */
  message: string | null;
  onDismiss: () => void;
};

/**
 * A notice at the bottom of the screen (pair it with `useToast`). The live region
 * stays mounted so screen readers announce each new message.
 */
export function Toast({ message, onDismiss }: ToastProps) {
  return (
    <div className={styles.region} role="status" aria-live="polite">
      {message && <ToastMessage message={message} onDismiss={onDismiss} />}
    </div>
  );
}

type ToastMessageProps = {
  message: string;
  onDismiss: () => void;
  /** Adds to the toast's look (the app's notices mark their kind). */
  className?: string | undefined;
};

/** The toast itself, for a host that keeps its own live regions (the app's notices). */
export function ToastMessage({ message, onDismiss, className }: ToastMessageProps) {
  const { t } = useTranslation();
  return (
    <p className={className ? `${styles.toast} ${className}` : styles.toast}>
      <span>{message}</span>
      <button
        type="button"
        className={styles.dismiss}
        onClick={onDismiss}
        aria-label={t('common.dismiss')}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      </button>
    </p>
  );
}
