import type { ComponentProps } from 'react';
import type { Components } from 'react-markdown';
import { initialsOf } from '../api/initials';
import styles from './about-page.module.css';
import contentStyles from './content-page.module.css';
import { ContentPageFrame } from './content-page-frame';
import { MarkdownText } from './markdown-text';

/** Each team member is a `### Name` heading: shown with an avatar of their initials. */
function MemberName({ children }: ComponentProps<'h3'>) {
  const name = typeof children === 'string' ? children : '';
  return (
    <h3 className={styles.member}>
      <span className={styles.avatar} aria-hidden="true">
        {initialsOf(name)}
      </span>
      {children}
    </h3>
  );
}

const people: Components = { h3: MemberName };

/** /about-us: who runs Mise, as staff keep it in the console (the shipped team is a sample). */
export function AboutPage() {
  return (
    <ContentPageFrame pageKey="about">
      {(page) => (
        <div className={styles.about}>
          <h1 className={contentStyles.title}>{page.title}</h1>
          <MarkdownText text={page.body} components={people} />
        </div>
      )}
    </ContentPageFrame>
  );
}
