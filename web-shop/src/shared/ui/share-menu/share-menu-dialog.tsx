import type { SelectedRecipeEntry } from '@mise/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSharedMenu } from '@/shared/cart';
import { Dialog, DialogBody } from '@/shared/ui/dialog/dialog';
import { shortenUrl } from './share-link';
import { ShareLinks } from './share-links';
import styles from './share-menu-dialog.module.css';

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
          {markError && <p role="alert">{t('shareMenu.markFailed')}</p>}
          <ShareLinks
            message={message}
            url={shortUrl.data}
            linkLabel={t('shareMenu.link')}
            onShared={() => markShared(shortUrl.data)}
          />
        </>
      )}
    </div>
  );
}
