import { type FaqCategory, outlineFaq } from '@mise/contracts';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchFaq } from '../api/faq-search';
import contentStyles from './content-page.module.css';
import { ContentPageFrame } from './content-page-frame';
import styles from './faq-page.module.css';
import { MarkdownText } from './markdown-text';

/** /faq: the questions by category, searched as the shopper types, each answer folded away. */
export function FaqPage() {
  return (
    <ContentPageFrame pageKey="faq">
      {(page) => (
        <>
          <h1 className={contentStyles.title}>{page.title}</h1>
          <Faq body={page.body} />
        </>
      )}
    </ContentPageFrame>
  );
}

function Faq({ body }: { body: string }) {
  const { t } = useTranslation();
  const searchId = useId();
  const outline = useMemo(() => outlineFaq(body), [body]);
  const [query, setQuery] = useState('');
  const found = searchFaq(outline, query);
  const searching = query.trim() !== '';
  const count = found.reduce((sum, category) => sum + category.questions.length, 0);
  return (
    <>
      {outline.intro && <MarkdownText text={outline.intro} />}
      <div className={styles.search}>
        <label htmlFor={searchId} className={styles.searchLabel}>
          {t('content.faqSearch')}
        </label>
        <input
          id={searchId}
          type="search"
          className={styles.searchInput}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('content.faqSearchHint')}
          autoComplete="off"
        />
      </div>
      <p className="visually-hidden" role="status">
        {searching ? t('content.faqMatches', { count }) : ''}
      </p>
      {found.length === 0 ? (
        <p className={styles.noMatch}>{t('content.faqNoMatch', { query: query.trim() })}</p>
      ) : (
        found.map((category) => (
          <Category key={category.title} category={category} searching={searching} />
        ))
      )}
    </>
  );
}

/** A category's questions; a search shows the answers it found open. */
function Category({ category, searching }: { category: FaqCategory; searching: boolean }) {
  const headingId = useId();
  const [toggled, setToggled] = useState<ReadonlySet<string>>(new Set());
  const toggle = (question: string) =>
    setToggled((before) => {
      const after = new Set(before);
      if (!after.delete(question)) after.add(question);
      return after;
    });
  return (
    <section className={styles.category} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.categoryTitle}>
        {category.title}
      </h2>
      <ul className={styles.questions}>
        {category.questions.map(({ question, answer }, index) => {
          const expanded = searching !== toggled.has(question);
          const answerId = `${headingId}-${index}`;
          return (
            <li key={question} className={styles.entry}>
              <h3 className={styles.question}>
                <button
                  type="button"
                  className={styles.toggle}
                  aria-expanded={expanded}
                  aria-controls={answerId}
                  onClick={() => toggle(question)}
                >
                  {question}
                </button>
              </h3>
              <div id={answerId} className={styles.answer} hidden={!expanded}>
                <MarkdownText text={answer} />
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
