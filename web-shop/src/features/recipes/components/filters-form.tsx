import type { Allergy, Diet, MealType, RecipeFiltersAnswer } from '@mise/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  cookingTimeChoices,
  difficultyChoices,
  type Nutrient,
  nutrients,
  type RecipeFilters,
} from '../api/recipe-filters';
import { ChoiceGroup } from './choice-group';
import styles from './filters-form.module.css';
import { NutrientRangeField } from './nutrient-range-field';

type FiltersFormProps = {
  draft: RecipeFilters;
  onChange: (filters: RecipeFilters) => void;
  /** From the start-up call. */
  vocabularies: { diets: Diet[]; allergies: Allergy[]; mealTypes: MealType[] };
  /** Categories, difficulties and nutrition limits of the storefront's recipes. */
  catalog: UseQueryResult<RecipeFiltersAnswer>;
};

const anyChoice = '';
const toggled = (list: readonly string[], value: string) =>
  list.includes(value) ? list.filter((item) => item !== value) : [...list, value];

/** Every filter the recipe list knows, as one set of fields. */
export function FiltersForm({ draft, onChange, vocabularies, catalog }: FiltersFormProps) {
  const { t } = useTranslation();
  const limits = catalog.data?.limits;
  const limitsOf = (nutrient: Nutrient) =>
    limits && { min: limits[`${nutrient}Min`], max: limits[`${nutrient}Max`] };

  return (
    <>
      <ChoiceGroup
        legend={t('filters.diet')}
        type="radio"
        name="diet"
        choices={vocabularies.diets.map((diet) => ({
          value: diet._id,
          label: t(`diets.${diet._id}`),
        }))}
        selected={[draft.diet]}
        onToggle={(diet) => onChange({ ...draft, diet: diet as RecipeFilters['diet'] })}
      />
      <ChoiceGroup
        legend={t('filters.cookingTime')}
        type="radio"
        name="cookingTimeMax"
        choices={[
          { value: anyChoice, label: t('filters.anyTime') },
          ...cookingTimeChoices.map((minutes) => ({
            value: String(minutes),
            label: t('filters.upTo', { count: minutes }),
          })),
        ]}
        selected={[draft.cookingTimeMax === undefined ? anyChoice : String(draft.cookingTimeMax)]}
        onToggle={(value) =>
          onChange({ ...draft, cookingTimeMax: value === anyChoice ? undefined : Number(value) })
        }
      />
      <ChoiceGroup
        legend={t('filters.difficulty')}
        type="radio"
        name="difficultyLevel"
        choices={[
          { value: anyChoice, label: t('filters.anyDifficulty') },
          ...(catalog.data?.difficulties ?? difficultyChoices).map((level) => ({
            value: level,
            label: t(`difficulty.${level}`),
          })),
        ]}
        selected={[draft.difficulty ?? anyChoice]}
        onToggle={(value) =>
          onChange({
            ...draft,
            difficulty: difficultyChoices.find((level) => level === value),
          })
        }
      />
      <ChoiceGroup
        legend={t('filters.mealTypes')}
        type="checkbox"
        name="mealTypes"
        choices={vocabularies.mealTypes.map((type) => ({ value: type._id, label: type.name }))}
        selected={draft.mealTypes}
        onToggle={(id) => onChange({ ...draft, mealTypes: toggled(draft.mealTypes, id) })}
      />
      <ChoiceGroup
        legend={t('filters.allergies')}
        type="checkbox"
        name="allergies"
        choices={vocabularies.allergies.map((allergy) => ({
          value: allergy._id,
          label: t(`allergies.${allergy._id}`),
        }))}
        selected={draft.allergies}
        onToggle={(id) => onChange({ ...draft, allergies: toggled(draft.allergies, id) })}
      />
      {catalog.data ? (
        <ChoiceGroup
          legend={t('filters.categories')}
          type="checkbox"
          name="categories"
          choices={catalog.data.categories.map((category) => ({
            value: category._id,
            label: category.name,
          }))}
          selected={draft.categories}
          onToggle={(id) => onChange({ ...draft, categories: toggled(draft.categories, id) })}
        />
      ) : (
        <CatalogPending failed={catalog.isError} onRetry={() => void catalog.refetch()} />
      )}
      <fieldset className={styles.nutrition}>
        <legend className={styles.legend}>{t('filters.nutrition')}</legend>
        <div className={styles.ranges}>
          {nutrients.map((nutrient) => (
            <NutrientRangeField
              key={nutrient}
              label={t(`filters.nutrients.${nutrient}`)}
              unit={nutrient === 'calories' ? t('filters.kcal') : t('filters.grams')}
              limits={limitsOf(nutrient)}
              range={draft.ranges[nutrient]}
              onChange={(range) =>
                onChange({ ...draft, ranges: { ...draft.ranges, [nutrient]: range } })
              }
            />
          ))}
        </div>
      </fieldset>
    </>
  );
}

function CatalogPending({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  if (!failed) return <p className={styles.pending}>{t('filters.loadingCategories')}</p>;
  return (
    <p role="alert" className={styles.pending}>
      {t('filters.categoriesFailed')}{' '}
      <button type="button" className={styles.retry} onClick={onRetry}>
        {t('recipes.retry')}
      </button>
    </p>
  );
}
