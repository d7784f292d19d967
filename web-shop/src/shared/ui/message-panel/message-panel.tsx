import type { ReactNode } from 'react';
import styles from './message-panel.module.css';

type MessagePanelProps = {
  /** Left out where the page's heading already says it. */
  title?: string;
  /** h1 where the message is all the page shows, p where the page has its own heading. */
  titleAs?: 'h1' | 'p';
  titleId?: string;
  /** alert for failures, status for an empty result; none for a message the page stands on. */
  role?: 'alert' | 'status';
  /** What else to say, and what the shopper can do. */
  children?: ReactNode;
};

/** A tinted panel in place of a list or page that has nothing to show. */
export function MessagePanel({
  title,
  titleAs: Title = 'p',
  titleId,
  role,
  children,
}: MessagePanelProps) {
  return (
    <div className={styles.message} role={role}>
      {title && (
        <Title id={titleId} className={styles.title}>
          {title}
        </Title>
      )}
      {children}
    </div>
  );
}
