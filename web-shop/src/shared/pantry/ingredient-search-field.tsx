import type { CatalogIngredient } from '@mise/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useDebouncedValue } from '@/shared/hooks/use-debounced';
import { ingredientSearchQuery } from './ingredient-search';
import styles from './ingredient-search-field.module.css';

// Long enough to skip the searches of half-typed words.
const searchDelay = 300;

/** The words around the search, in the calling screen's texts. */
export type IngredientSearchTexts = {
  label: string;
  hint: string;
  failed: string;
  results: string;
  noMatch: (search: string) => string;
};

type IngredientSearchFieldProps = {
  texts: IngredientSearchTexts;
  onPick: (ingredient: CatalogIngredient) => void;
};

/**
 * Finds a catalog ingredient as the shopper types, to put it in the pantry: the pantry's add
 * popup and onboarding's groceries pick the same way (document 2 §4 "Pantry").
 */
export function IngredientSearchField({ texts, onPick }: IngredientSearchFieldProps) {
  const [search, setSearch] = useState('');
  const searched = useDebouncedValue(search.trim(), searchDelay);
  const results = useQuery(ingredientSearchQuery(searched));
  const inputId = useId();
  const resultsId = useId();

  return (
    <div className={styles.search}>
      <label htmlFor={inputId} className={styles.label}>
        {texts.label}
      </label>
      <input
        id={inputId}
        type="search"
        className={styles.input}
        value={search}
        autoComplete="off"
        placeholder={texts.hint}
        aria-controls={resultsId}
        onChange={(event) => setSearch(event.target.value)}
      />
      <div id={resultsId} aria-live="polite">
        {results.isError && (
          <p role="alert" className={styles.problem}>
            {texts.failed}
          </p>
        )}
        {results.data?.length === 0 && <p className={styles.hint}>{texts.noMatch(searched)}</p>}
        {results.data && results.data.length > 0 && (
          <ul className={styles.results} aria-label={texts.results}>
            {results.data.map((ingredient) => (
              <li key={ingredient._id}>
                <button type="button" className={styles.result} onClick={() => onPick(ingredient)}>
                  {ingredient.name}
                  <span className={styles.category}>{ingredient.category.name}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
