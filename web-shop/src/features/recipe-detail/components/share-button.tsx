import { useTranslation } from 'react-i18next';
import { Toast } from '@/shared/ui/toast/toast';
import { useCopyToast } from '@/shared/ui/toast/use-copy-toast';
import styles from './share-button.module.css';

type ShareButtonProps = { className?: string };

/** Copies the page address and says so in a toast (spec: 'The sharable link is copied!'). */
export function ShareButton({ className }: ShareButtonProps) {
  const { t } = useTranslation();
  const { message, copy, hideToast } = useCopyToast();

  function share() {
    const url = window.location.href;
    void copy(url, {
      copied: t('recipePage.shareCopied'),
      failed: t('recipePage.shareFailed', { url }),
    });
  }

  return (
    <>
      <button type="button" className={className} onClick={share}>
        <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.icon}>
          <circle cx="18" cy="5" r="3" />
          <circle cx="6" cy="12" r="3" />
          <circle cx="18" cy="19" r="3" />
          <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
        </svg>
        {t('recipePage.share')}
      </button>
      <Toast message={message} onDismiss={hideToast} />
    </>
  );
}
