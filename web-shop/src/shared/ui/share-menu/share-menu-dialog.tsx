import type { SelectedRecipeEntry } from '@mise/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSharedMenu } from '@/shared/cart';
import { Dialog, DialogBody } from '@/shared/ui/dialog/dialog';
import { Toast } from '@/shared/ui/toast/toast';
import { useCopyToast } from '@/shared/ui/toast/use-copy-toast';
import { shareHref, shareTargets, shortenUrl } from './share-link';
import styles from './share-menu-dialog.module.css';

/** Document 2, 2.12: the 'Copied' tooltip hides after 700 ms. */
export const copiedTooltipMs = 700;

type ShareMenuDialogProps = {
  open: boolean;
  onClose: () => void;
  recipes: Pick<SelectedRecipeEntry, '_id' | 'name' | 'image'>[];
  /** The link that rebuilds this cart: origin + /recipes?addRecipes=… */
  longUrl: string;
  firstName: string | null;
};

/** 'Share menu with your friends to get FREE DELIVERY' (opened by ?sharemenu). */
export function ShareMenuDialog({
  open,
  onClose,
  recipes,
  longUrl,
  firstName,
}: ShareMenuDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t('shareMenu.title')}>
      <DialogBody>
        {open && <ShareMenu recipes={recipes} longUrl={longUrl} firstName={firstName} />}
      </DialogBody>
    </Dialog>
  );
}

function ShareMenu({
  recipes,
  longUrl,
  firstName,
}: Omit<ShareMenuDialogProps, 'open' | 'onClose'>) {
  const { t } = useTranslation();
  const linkId = useId();
  const shortUrl = useQuery({
    queryKey: ['share-url', longUrl],
    queryFn: () => shortenUrl(longUrl, new URL(longUrl).origin),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const message = t('shareMenu.message');
  // Using any share button (copying the link included) is sharing: delivery becomes free.
  const { markShared, error: markError } = useSharedMenu();

  return (
    <div className={styles.share}>
      {firstName && <p className={styles.owner}>{t('shareMenu.menuOf', { name: firstName })}</p>}
      <ul className={styles.recipes}>
        {recipes.map((recipe) => (
          <li key={recipe._id} className={styles.recipe}>
            <img src={recipe.image} alt="" width={56} height={56} className={styles.image} />
            <span>{recipe.name}</span>
          </li>
        ))}
      </ul>
      {shortUrl.isPending ? (
        <p role="status">{t('shareMenu.preparing')}</p>
      ) : shortUrl.isError ? (
        <p role="alert">{t('shareMenu.linkError')}</p>
      ) : (
        <>
          <ul className={styles.targets}>
            {shareTargets.map((target) => (
              <li key={target}>
                <a
                  className={styles.target}
                  href={shareHref(target, message, shortUrl.data)}
                  target="_blank"
                  rel="noopener noreferrer"
                  onClick={() => markShared(shortUrl.data)}
                >
                  {t(`shareMenu.target.${target}`)}
                </a>
              </li>
            ))}
          </ul>
          <label htmlFor={linkId} className={styles.linkLabel}>
            {t('shareMenu.link')}
          </label>
          {markError && <p role="alert">{t('shareMenu.markFailed')}</p>}
          <div className={styles.linkRow}>
            <input
              id={linkId}
              className={styles.link}
              value={shortUrl.data}
              readOnly
              onFocus={(event) => event.target.select()}
            />
            <CopyLinkButton url={shortUrl.data} onCopied={() => markShared(shortUrl.data)} />
          </div>
        </>
      )}
    </div>
  );
}

function CopyLinkButton({ url, onCopied }: { url: string; onCopied: () => void }) {
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
    onCopied();
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
