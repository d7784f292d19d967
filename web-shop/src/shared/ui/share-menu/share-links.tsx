import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Toast } from '@/shared/ui/toast/toast';
import { useCopyToast } from '@/shared/ui/toast/use-copy-toast';
import { shareHref, shareTargets } from './share-link';
import styles from './share-links.module.css';

/** Document 2, 2.12: the 'Copied' tooltip hides after 700 ms. */
export const copiedTooltipMs = 700;

type ShareLinksProps = {
  /** 'Check out my menu:' or 'Check out my recipe:', sent before the link. */
  message: string;
  url: string;
  linkLabel: string;
  /** Called when any button is used, copying the link included. */
  onShared?: () => void;
};

/**
 * Document 2, 2.12: buttons for a microblogging site, a social network, a chat app and e-mail,
 * and the link with Copy Link ('Copied' for 700 ms, and the toast).
 */
export function ShareLinks({ message, url, linkLabel, onShared }: ShareLinksProps) {
  const { t } = useTranslation();
  const linkId = useId();
  return (
    <div className={styles.links}>
      <ul className={styles.targets}>
        {shareTargets.map((target) => (
          <li key={target}>
            <a
              className={styles.target}
              href={shareHref(target, message, url)}
              target="_blank"
              rel="noopener noreferrer"
              onClick={onShared}
            >
              {t(`shareMenu.target.${target}`)}
            </a>
          </li>
        ))}
      </ul>
      <label htmlFor={linkId} className={styles.linkLabel}>
        {linkLabel}
      </label>
      <div className={styles.linkRow}>
        <input
          id={linkId}
          className={styles.link}
          value={url}
          readOnly
          onFocus={(event) => event.target.select()}
        />
        <CopyLinkButton url={url} onCopied={onShared} />
      </div>
    </div>
  );
}

function CopyLinkButton({ url, onCopied }: { url: string; onCopied?: (() => void) | undefined }) {
  const { t } = useTranslation();
  const { message, copy, hideToast } = useCopyToast();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copyLink() {
    const done = await copy(url, {
      copied: t('shareMenu.copiedToast'),
      failed: t('shareMenu.copyFailed', { url }),
    });
    if (!done) return;
    onCopied?.();
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), copiedTooltipMs);
  }

  return (
    <div className={styles.copyWrap}>
      <button type="button" className={styles.copy} onClick={() => void copyLink()}>
        {t('shareMenu.copy')}
      </button>
      {copied && (
        <span role="tooltip" className={styles.tooltip}>
          {t('shareMenu.copied')}
        </span>
      )}
      {/* Inside the dialog: a modal dialog makes everything outside it inert. */}
      <Toast message={message} onDismiss={hideToast} />
    </div>
  );
}
