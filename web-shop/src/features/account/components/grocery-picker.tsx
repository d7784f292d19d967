import type { CatalogIngredient } from '@mise/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  canAddQuantity,
  expiryFromInput,
  isQuantityText,
  quantityOf,
  todayInputValue,
} from '@/shared/pantry/amounts';
import { IngredientSearchField } from '@/shared/pantry/ingredient-search-field';
import type { OnboardingGrocery } from '../api/onboarding-state';
import styles from './grocery-picker.module.css';

type GroceryPickerProps = { onAdd: (grocery: OnboardingGrocery) => void };

/**
 * The add-ingredient flow (document 2 §4 "Pantry"): find an ingredient, give the quantity (the
 * unit is its first one unless changed) and an expiry date if known, then add it.
 */
export function GroceryPicker({ onAdd }: GroceryPickerProps) {
  const { t } = useTranslation();
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
    <div className={styles.search}>
      <IngredientSearchField
        texts={{
          label: t('onboarding.groceries.search'),
          hint: t('onboarding.groceries.searchHint'),
          failed: t('onboarding.groceries.searchFailed'),
          results: t('onboarding.groceries.results'),
          noMatch: (search) => t('onboarding.groceries.noMatch', { search }),
        }}
        onPick={setPicked}
      />
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
