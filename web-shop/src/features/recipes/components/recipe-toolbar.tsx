import { useTranslation } from 'react-i18next';
import styles from './recipe-toolbar.module.css';

type RecipeToolbarProps = {
  filterCount: number;
  search: string;
  onOpenFilters: () => void;
  onOpenSearch: () => void;
  onClearSearch: () => void;
};

/** Opens the filters and search popups, and shows the current search as a removable chip. */
export function RecipeToolbar({
  filterCount,
  search,
  onOpenFilters,
  onOpenSearch,
  onClearSearch,
}: RecipeToolbarProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.toolbar}>
      <button
        type="button"
        className={styles.button}
        onClick={onOpenFilters}
        aria-haspopup="dialog"
      >
        <FiltersIcon />
        {t('recipes.filters')}
        {filterCount > 0 && (
          <>
            <span className={styles.count} aria-hidden="true">
              {filterCount}
            </span>
            <span className="visually-hidden">
              {t('recipes.activeFilters', { count: filterCount })}
            </span>
          </>
        )}
      </button>
      <button type="button" className={styles.button} onClick={onOpenSearch} aria-haspopup="dialog">
        <SearchIcon />
        {t('recipes.search')}
      </button>
      {search && (
        <button
          type="button"
          className={styles.chip}
          onClick={onClearSearch}
          aria-label={t('recipes.removeSearch', { search })}
        >
          “{search}”
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M7 7l10 10M17 7L7 17" />
          </svg>
        </button>
      )}
    </div>
  );
}

function FiltersIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0" />
      <circle cx="16" cy="6" r="2" />
      <circle cx="10" cy="12" r="2" />
      <circle cx="18" cy="18" r="2" />
    </svg>
  );
}

function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="11" cy="11" r="6.5" />
      <path d="M16 16l4.5 4.5" />
    </svg>
  );
}
