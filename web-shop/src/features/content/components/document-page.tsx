import type { ContentPageKey } from '@mise/contracts';
import styles from './content-page.module.css';
import { ContentPageFrame } from './content-page-frame';
import { MarkdownText } from './markdown-text';

/** /tos and /privacy: a title and the text staff keep in the console. */
export function DocumentPage({
  pageKey,
}: {
  pageKey: Extract<ContentPageKey, 'terms' | 'privacy'>;
}) {
  return (
    <ContentPageFrame pageKey={pageKey}>
      {(page) => (
        <>
          <h1 className={styles.title}>{page.title}</h1>
          <MarkdownText text={page.body} />
        </>
      )}
    </ContentPageFrame>
  );
}

export const TermsPage = () => <DocumentPage pageKey="terms" />;
export const PrivacyPage = () => <DocumentPage pageKey="privacy" />;
