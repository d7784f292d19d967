import type { ReactNode } from 'react';
import styles from './recipe-grid.module.css';

// The first row on a wide screen: their pictures are the page's largest paint.
const eagerCards = 4;

type RecipeGridProps<Entry> = {
  entries: readonly Entry[];
  keyOf: (entry: Entry) => string;
  /** The entry's card; `priority` is on for the first row, whose pictures load eagerly. */
  children: (entry: Entry, priority: boolean) => ReactNode;
};

/** Recipe cards in as many equal columns as fit, each card as tall as its row. */
export function RecipeGrid<Entry>({ entries, keyOf, children }: RecipeGridProps<Entry>) {
  return (
    <ul className={styles.grid}>
      {entries.map((entry, index) => (
        <li key={keyOf(entry)}>{children(entry, index < eagerCards)}</li>
      ))}
    </ul>
  );
}
