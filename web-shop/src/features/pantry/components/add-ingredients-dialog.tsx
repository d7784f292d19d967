import type { CatalogIngredient } from '@mise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { problemText } from '@/shared/api/problem-text';
import {
  canAddQuantity,
  expiryFromInput,
  isPastExpiry,
  isQuantityText,
  pickerDate,
  quantityOf,
  todayInputValue,
} from '@/shared/pantry/amounts';
import { IngredientSearchField } from '@/shared/pantry/ingredient-search-field';
import { pantryQueryKey } from '@/shared/pantry/pantry-calls';
import { Dialog, DialogActions, DialogBody } from '@/shared/ui/dialog/dialog';
import actions from '@/shared/ui/dialog/dialog-actions.module.css';
import { addToPantry } from '../api/pantry-calls';
import styles from './add-ingredients-dialog.module.css';

type AddIngredientsDialogProps = { open: boolean; onClose: () => void };

/**
 * 'Add ingredients to Digital Pantry' (spec 2.8, §4 "Pantry"): find an ingredient, give the
 * quantity (the unit is its first one unless changed) and an expiry date if known, then add it.
 */
export function AddIngredientsDialog({ open, onClose }: AddIngredientsDialogProps) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<CatalogIngredient | null>(null);
  const close = () => {
    setPicked(null);
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} title={t('pantry.addTitle')}>
      {picked ? (
        <AmountForm
          key={picked._id}
          ingredient={picked}
          onAdded={close}
          onBack={() => setPicked(null)}
        />
      ) : (
        <DialogBody>
          <IngredientSearchField
            texts={{
              label: t('pantry.ingredientSearch'),
              hint: t('pantry.ingredientSearchHint'),
              failed: t('pantry.searchFailed'),
              results: t('pantry.ingredientResults'),
              noMatch: (search) => t('pantry.noIngredient', { search }),
            }}
            onPick={setPicked}
          />
        </DialogBody>
      )}
    </Dialog>
  );
}

type AmountFormProps = {
  ingredient: CatalogIngredient;
  onAdded: () => void;
  onBack: () => void;
};

function AmountForm({ ingredient, onAdded, onBack }: AmountFormProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [quantity, setQuantity] = useState('1');
  const [units, setUnits] = useState(ingredient.allUnits[0] ?? ingredient.baseUnit);
  const [expiry, setExpiry] = useState('');
  const ids = { quantity: useId(), units: useId(), expiry: useId(), shown: useId() };
  const expiryDate = expiryFromInput(expiry);
  const pastExpiry = isPastExpiry(expiryDate);
  const add = useMutation({
    mutationFn: () =>
      addToPantry({
        items: [{ id: ingredient._id, quantity: quantityOf(quantity), units, expiryDate }],
      }),
    onSuccess: (answer) => {
      queryClient.setQueryData(pantryQueryKey, answer);
      onAdded();
    },
  });
  const canAdd = canAddQuantity(quantity) && !pastExpiry && !add.isPending;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (canAdd) add.mutate();
  }

  function step(by: number) {
    const current = quantityOf(quantity);
    const next = Math.max(0, (Number.isNaN(current) ? 0 : current) + by);
    setQuantity(String(next));
  }

  return (
    <form onSubmit={submit}>
      <DialogBody>
        <p className={styles.picked}>{t('pantry.howMuch', { name: ingredient.name })}</p>
        <div className={styles.fields}>
          <div className={styles.field}>
            <label htmlFor={ids.quantity} className={styles.label}>
              {t('pantry.quantity')}
            </label>
            <div className={styles.stepper}>
              <button
                type="button"
                className={styles.step}
                aria-label={t('pantry.less')}
                disabled={!(quantityOf(quantity) >= 1)}
                onClick={() => step(-1)}
              >
                −
              </button>
              <input
                id={ids.quantity}
                className={styles.input}
                inputMode="decimal"
                value={quantity}
                onChange={(event) => {
                  if (isQuantityText(event.target.value)) setQuantity(event.target.value);
                }}
              />
              <button
                type="button"
                className={styles.step}
                aria-label={t('pantry.more')}
                onClick={() => step(1)}
              >
                +
              </button>
            </div>
          </div>
          <div className={styles.field}>
            <label htmlFor={ids.units} className={styles.label}>
              {t('pantry.units')}
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
              {t('pantry.expiry')}
            </label>
            <input
              id={ids.expiry}
              type="date"
              className={styles.input}
              min={todayInputValue()}
              value={expiry}
              aria-invalid={pastExpiry || undefined}
              aria-describedby={ids.shown}
              onChange={(event) => setExpiry(event.target.value)}
            />
            <p id={ids.shown} className={pastExpiry ? styles.problem : styles.hint}>
              {pastExpiry
                ? t('pantry.pastExpiry')
                : expiryDate === null
                  ? t('pantry.noExpiryPicked')
                  : pickerDate(expiryDate, i18n.language)}
            </p>
          </div>
        </div>
        {add.isError && (
          <p role="alert" className={styles.problem}>
            {problemText(add.error, t('pantry.addFailed'), t)}
          </p>
        )}
      </DialogBody>
      <DialogActions>
        <button type="button" className={actions.secondary} onClick={onBack}>
          {t('pantry.back')}
        </button>
        <button type="submit" className={actions.primary} disabled={!canAdd}>
          {add.isPending ? t('pantry.addingNow') : t('pantry.addOne')}
        </button>
      </DialogActions>
    </form>
  );
}
