import type { GroceryCategory, GroceryIngredient } from '@mise/contracts';
import { type ReactNode, useId } from 'react';
import styles from './grocery-section.module.css';

type GrocerySectionProps = {
  title: string;
  hint?: string;
  categories: GroceryCategory[];
  renderLine: (line: GroceryIngredient) => ReactNode;
};

/** A part of the grocery list (required or staples), grouped by grocery category. */
export function GrocerySection({ title, hint, categories, renderLine }: GrocerySectionProps) {
  const titleId = useId();
  const shown = categories.filter((category) => category.ingredients.length > 0);
  if (shown.length === 0) return null;

  return (
    <section aria-labelledby={titleId} className={styles.section}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {hint && <p className={styles.hint}>{hint}</p>}
      {shown.map(({ category, ingredients }) => (
        <div key={category._id} className={styles.category}>
          <h3 className={styles.categoryName}>{category.name}</h3>
          <ul className={styles.lines}>
            {ingredients.map((line) => (
              <li key={line._id}>{renderLine(line)}</li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
