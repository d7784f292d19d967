import { useTranslation } from 'react-i18next';
import { copyText } from '../api/copy-text';
import { useToast } from '../hooks/use-toast';
import styles from './share-button.module.css';

type ShareButtonProps = { className?: string };

/** Copies the page address and says so in a toast (spec: 'The sharable link is copied!'). */
export function ShareButton({ className }: ShareButtonProps) {
  const { t } = useTranslation();
  const [message, showToast, hideToast] = useToast();

  async function share() {
    const copied = await copyText(window.location.href);
    showToast(
      copied
        ? t('recipePage.shareCopied')
        : t('recipePage.shareFailed', { url: window.location.href }),
    );
  }

  return (
    <>
      <button type="button" className={className} onClick={() => void share()}>
        <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.icon}>
          <circle cx="18" cy="5" r="3" />
          <circle cx="6" cy="12" r="3" />
          <circle cx="18" cy="19" r="3" />
          <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
        </svg>
        {t('recipePage.share')}
      </button>
      <div className={styles.region} role="status" aria-live="polite">
        {message && (
          <p className={styles.toast}>
            <span>{message}</span>
            <button
              type="button"
              className={styles.dismiss}
              onClick={hideToast}
              aria-label={t('recipePage.dismiss')}
            >
              <svg viewBox="0 0 24 24" aria-hidden="true">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </button>
          </p>
        )}
      </div>
    </>
  );
}
