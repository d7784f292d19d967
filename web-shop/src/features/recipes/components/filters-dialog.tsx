import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { recipeFiltersQuery } from '@/shared/catalog/catalog-api';
import { useDebounced } from '@/shared/hooks/use-debounced';
import { useStartup } from '@/shared/startup/use-startup';
import { useStorefront } from '@/shared/storefront/use-storefront';
import { Dialog, DialogActions, DialogBody } from '@/shared/ui/dialog/dialog';
import { noFilters, type RecipeFilters, tidyRanges } from '../api/recipe-filters';
import styles from './filters-dialog.module.css';
import { FiltersForm } from './filters-form';

/** Document 2 §9: automatic filter actions wait for 2 s of calm; Apply does not wait. */
export const filterDebounceMs = 2000;

type FiltersDialogProps = {
  open: boolean;
  filters: RecipeFilters;
  onApply: (filters: RecipeFilters) => void;
  onClose: () => void;
};

/**
 * The filters popup. Choices apply by themselves once the shopper pauses, so the list behind
 * follows along; Apply, Clear and closing apply at once.
 */
export function FiltersDialog({ open, filters, onApply, onClose }: FiltersDialogProps) {
  const { t } = useTranslation();
  const { handle } = useStorefront();
  const { diets, allergies, mealTypes } = useStartup();
  const catalog = useQuery({ ...recipeFiltersQuery(handle), enabled: open });
  const [draft, setDraft] = useState(filters);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    // Each opening starts from what is applied now.
    setWasOpen(open);
    if (open) setDraft(filters);
  }

  const apply = (next: RecipeFilters) => onApply(tidyRanges(next, catalog.data?.limits));
  const autoApply = useDebounced(apply, filterDebounceMs);

  function change(next: RecipeFilters) {
    setDraft(next);
    autoApply.schedule(next);
  }

  function close() {
    autoApply.flush();
    onClose();
  }

  function applyNow(event: FormEvent) {
    event.preventDefault();
    autoApply.cancel();
    apply(draft);
    onClose();
  }

  function clear() {
    autoApply.cancel();
    // The search has its own chip; clearing the filters leaves it.
    const cleared = { ...noFilters, search: draft.search };
    setDraft(cleared);
    apply(cleared);
  }

  return (
    <Dialog open={open} onClose={close} title={t('filters.title')}>
      <form onSubmit={applyNow}>
        <DialogBody>
          <FiltersForm
            draft={draft}
            onChange={change}
            vocabularies={{ diets, allergies, mealTypes }}
            catalog={catalog}
          />
        </DialogBody>
        <DialogActions>
          <button type="button" className={styles.clear} onClick={clear}>
            {t('filters.clear')}
          </button>
          <button type="submit" className={styles.apply}>
            {t('filters.apply')}
          </button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
