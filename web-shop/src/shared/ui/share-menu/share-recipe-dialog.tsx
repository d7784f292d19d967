import { useTranslation } from 'react-i18next';
import { Dialog, DialogBody } from '@/shared/ui/dialog/dialog';
import { ShareLinks } from './share-links';

type ShareRecipeDialogProps = {
  open: boolean;
  onClose: () => void;
  recipeId: string;
};

/** The link a shared recipe opens: the shop's domain and /recipes/{_id} (document 2, 2.12). */
export const recipeShareUrl = (origin: string, recipeId: string) =>
  `${origin}/recipes/${encodeURIComponent(recipeId)}`;

/** The recipe page's share menu: 'Check out my recipe:' and the recipe's link. */
export function ShareRecipeDialog({ open, onClose, recipeId }: ShareRecipeDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t('shareMenu.recipeTitle')}>
      <DialogBody>
        {open && (
          <ShareLinks
            message={t('shareMenu.recipeMessage')}
            url={recipeShareUrl(window.location.origin, recipeId)}
            linkLabel={t('shareMenu.recipeLink')}
          />
        )}
      </DialogBody>
    </Dialog>
  );
}
