import type { ContentPage, ContentPageKey } from '@mise/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MessagePanel } from '@/shared/ui/message-panel/message-panel';
import { Spinner } from '@/shared/ui/spinner';
import { useContentPage } from '../hooks/use-content-page';
import styles from './content-page.module.css';

type ContentPageFrameProps = {
  pageKey: ContentPageKey;
  /** The page once loaded; the frame shows the progress and the failure. */
  children: (page: ContentPage) => ReactNode;
};

/** A content page's place in the shop: a spinner while it loads, one message if it cannot. */
export function ContentPageFrame({ pageKey, children }: ContentPageFrameProps) {
  const { t } = useTranslation();
  const page = useContentPage(pageKey);
  if (page.isPending) return <Spinner />;
  if (page.isError) {
    return (
      <div className={styles.page}>
        <MessagePanel title={t('content.failed')} titleAs="h1" role="alert">
          <button
            type="button"
            className={styles.retry}
            onClick={() => void page.refetch()}
            disabled={page.isFetching}
          >
            {t('content.retry')}
          </button>
        </MessagePanel>
      </div>
    );
  }
  return <article className={styles.page}>{children(page.data)}</article>;
}
