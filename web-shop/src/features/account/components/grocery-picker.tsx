import type { CatalogIngredient } from '@mise/contracts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '@/shared/hooks/use-debounced';
import {
  canAddQuantity,
  expiryFromInput,
  isQuantityText,
  quantityOf,
  todayInputValue,
} from '@/shared/pantry/amounts';
import { ingredientSearchQuery } from '@/shared/pantry/ingredient-search';
import type { OnboardingGrocery } from '../api/onboarding-state';
import styles from './grocery-picker.module.css';

// Long enough to skip the searches of half-typed words.
const searchDelay = 300;

type GroceryPickerProps = { onAdd: (grocery: OnboardingGrocery) => void };

/**
 * The add-ingredient flow (document 2 §4 "Pantry"): find an ingredient, give the quantity (the
 * unit is its first one unless changed) and an expiry date if known, then add it.
 */
export function GroceryPicker({ onAdd }: GroceryPickerProps) {
  const [picked, setPicked] = useState<CatalogIngredient | null>(null);
  return picked ? (
    <AmountForm
      key={picked._id}
      ingredient={picked}
      onAdd={(grocery) => {
        onAdd(grocery);
        setPicked(null);
      }}
      onCancel={() => setPicked(null)}
    />
  ) : (
    <IngredientSearch onPick={setPicked} />
  );
}

function IngredientSearch({ onPick }: { onPick: (ingredient: CatalogIngredient) => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const searched = useDebouncedValue(search.trim(), searchDelay);
  const results = useQuery(ingredientSearchQuery(searched));
  const inputId = useId();
  const resultsId = useId();

  return (
    <div className={styles.search}>
      <label htmlFor={inputId} className={styles.label}>
        {t('onboarding.groceries.search')}
      </label>
      <input
        id={inputId}
        type="search"
        className={styles.input}
        value={search}
        autoComplete="off"
        placeholder={t('onboarding.groceries.searchHint')}
        aria-controls={resultsId}
        onChange={(event) => setSearch(event.target.value)}
      />
      <div id={resultsId} aria-live="polite">
        {results.isError && (
          <p role="alert" className={styles.problem}>
            {t('onboarding.groceries.searchFailed')}
          </p>
        )}
        {results.data?.length === 0 && (
          <p className={styles.hint}>{t('onboarding.groceries.noMatch', { search: searched })}</p>
        )}
        {results.data && results.data.length > 0 && (
          <ul className={styles.results} aria-label={t('onboarding.groceries.results')}>
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

type AmountFormProps = {
  ingredient: CatalogIngredient;
  onAdd: (grocery: OnboardingGrocery) => void;
  onCancel: () => void;
};

function AmountForm({ ingredient, onAdd, onCancel }: AmountFormProps) {
  const { t } = useTranslation();
  const [quantity, setQuantity] = useState('1');
  const [units, setUnits] = useState(ingredient.allUnits[0] ?? ingredient.baseUnit);
  const [expiry, setExpiry] = useState('');
  const ids = { quantity: useId(), units: useId(), expiry: useId(), title: useId() };

  function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canAddQuantity(quantity)) return;
    onAdd({
      id: ingredient._id,
      name: ingredient.name,
      quantity: quantityOf(quantity),
      units,
      expiryDate: expiryFromInput(expiry),
    });
  }

  return (
    <form className={styles.amount} onSubmit={add} aria-labelledby={ids.title}>
      <p id={ids.title} className={styles.picked}>
        {t('onboarding.groceries.adding', { name: ingredient.name })}
      </p>
      <div className={styles.fields}>
        <div className={styles.field}>
          <label htmlFor={ids.quantity} className={styles.label}>
            {t('onboarding.groceries.quantity')}
          </label>
          <input
            id={ids.quantity}
            className={styles.input}
            inputMode="decimal"
            value={quantity}
            onChange={(event) => {
              if (isQuantityText(event.target.value)) setQuantity(event.target.value);
            }}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.units} className={styles.label}>
            {t('onboarding.groceries.units')}
          </label>
          <select
            id={ids.units}
            className={styles.input}
            value={units}
            onChange={(event) => setUnits(event.target.value)}
          >
            {ingredient.allUnits.map((unit) => (
              <option key={unit} value={unit}>
                {unit}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.expiry} className={styles.label}>
            {t('onboarding.groceries.expiry')}
          </label>
          <input
            id={ids.expiry}
            type="date"
            className={styles.input}
            min={todayInputValue()}
            value={expiry}
            onChange={(event) => setExpiry(event.target.value)}
          />
        </div>
      </div>
      <div className={styles.buttons}>
        <button type="button" className={styles.cancel} onClick={onCancel}>
          {t('onboarding.groceries.cancel')}
        </button>
        <button type="submit" className={styles.add} disabled={!canAddQuantity(quantity)}>
          {t('onboarding.groceries.add', { name: ingredient.name })}
        </button>
      </div>
    </form>
  );
}
