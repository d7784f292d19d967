import type { ComponentProps } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { Link } from 'react-router';
import styles from './markdown-text.module.css';

/** A link to another page of the shop stays in the app; any other opens as usual. */
function ContentLink({ href = '', children }: ComponentProps<'a'>) {
  if (href.startsWith('/')) return <Link to={href}>{children}</Link>;
  return <a href={href}>{children}</a>;
}

const links: Components = { a: ContentLink };

type MarkdownTextProps = {
  /** Markdown as staff wrote it in the console; raw HTML in it is shown as text, never run. */
  text: string;
  /** Renderers for elements the page draws its own way (the about page's people). */
  components?: Components;
};

export function MarkdownText({ text, components }: MarkdownTextProps) {
  return (
    <div className={styles.text}>
      <Markdown components={{ ...links, ...components }}>{text}</Markdown>
    </div>
  );
}
