import { usePrefetchQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { recipeFiltersQuery } from '@/shared/catalog/catalog-api';
import { useStorefront } from '@/shared/storefront/use-storefront';
import listing from '@/shared/ui/listing-page.module.css';
import { activeFilterCount, noFilters } from '../api/recipe-filters';
import { useRecipeFilters } from '../hooks/use-recipe-filters';
import { FiltersDialog } from './filters-dialog';
import { PantryBanner } from './pantry-banner';
import { RecipeResults } from './recipe-results';
import { RecipeToolbar } from './recipe-toolbar';
import { SearchDialog } from './search-dialog';

type Popup = 'filters' | 'search' | null;

/** /recipes and /{handle}/recipes: browse, filter and search recipes (step 0). */
export function RecipesPage() {
  const { t } = useTranslation();
  const { handle, influencer } = useStorefront();
  const { filters, applyFilters } = useRecipeFilters();
  const [popup, setPopup] = useState<Popup>(null);
  const close = () => setPopup(null);
  // Fetched now so the filters popup opens ready.
  usePrefetchQuery(recipeFiltersQuery(handle));

  return (
    <div className={listing.page}>
      <header className={listing.intro}>
        <h1 className={listing.title}>
          {influencer
            ? t('recipes.storefrontTitle', { name: influencer.name })
            : t('recipes.title')}
        </h1>
        <p className={listing.lead}>{t('recipes.lead')}</p>
      </header>
      <PantryBanner />
      <RecipeToolbar
        filterCount={activeFilterCount(filters)}
        search={filters.search}
        onOpenFilters={() => setPopup('filters')}
        onOpenSearch={() => setPopup('search')}
        onClearSearch={() => applyFilters({ ...filters, search: '' })}
      />
      <RecipeResults filters={filters} onClearFilters={() => applyFilters(noFilters)} />
      <FiltersDialog
        open={popup === 'filters'}
        filters={filters}
        onApply={applyFilters}
        onClose={close}
      />
      <SearchDialog
        open={popup === 'search'}
        search={filters.search}
        onSearch={(search) => applyFilters({ ...filters, search })}
        onClose={close}
      />
    </div>
  );
}
