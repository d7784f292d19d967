import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MessagePanel } from '@/shared/ui/message-panel/message-panel';
import styles from './groceries-page.module.css';
import frame from './page-frame.module.css';

/** 'You haven't selected any recipes yet', with the way to pick some. */
export function EmptyCart() {
  const { t } = useTranslation();
  return (
    <div className={frame.page}>
      <MessagePanel title={t('groceries.emptyTitle')} titleAs="h1">
        <p>{t('groceries.emptyBody')}</p>
        <Link to="/recipes" className={styles.browse}>
          {t('groceries.browseRecipes')}
        </Link>
      </MessagePanel>
    </div>
  );
}
