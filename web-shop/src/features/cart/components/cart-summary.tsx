import type { CartAnswer } from '@mise/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CartDraft, useCart } from '@/shared/cart';
import { useMoney } from '@/shared/format/use-money';
import { boughtGroceries } from '../api/cart-lines';
import { type CartStep, visibleRecipeRows } from '../api/cart-place';
import { useIsPhone } from '../hooks/use-is-phone';
import styles from './cart-summary.module.css';
import { RecipeRow } from './recipe-row';
import { SaveProblem } from './save-problem';

/** The cart summary (spec §2): recipe rows, nutrition and 'N Groceries', and the total. */
export function CartSummary({ step }: { step: CartStep }) {
  const { t } = useTranslation();
  const cart = useCart();
  const isPhone = useIsPhone();
  const [expanded, setExpanded] = useState(false);
  const { selections } = cart.draft;
  const limit = expanded ? selections.length : visibleRecipeRows(step, isPhone);
  const pending = cart.isSaving || cart.isStale;

  if (selections.length === 0) {
    return <p className={styles.empty}>{t('cartPopup.empty')}</p>;
  }

  return (
    <div className={styles.summary}>
      <section aria-label={t('cartPopup.recipes')}>
        <ul className={styles.rows}>
          {selections.slice(0, limit).map((selection) => {
            const { id, mealTypeId } = selection;
            const facts = recipeFacts(id, cart.draft, cart.cart);
            return (
              <RecipeRow
                key={`${id}/${mealTypeId ?? ''}`}
                selection={selection}
                {...facts}
                onMore={() => cart.increaseServings(id, mealTypeId)}
                onFewer={() => cart.decreaseServings(id, mealTypeId)}
                onRemove={() => cart.removeRecipe(id, mealTypeId)}
              />
            );
          })}
        </ul>
        {selections.length > visibleRecipeRows(step, isPhone) && (
          <button
            type="button"
            className={styles.more}
            aria-expanded={expanded}
            onClick={() => setExpanded(!expanded)}
          >
            {expanded ? t('cartPopup.seeLess') : t('cartPopup.seeMore')}
          </button>
        )}
      </section>

      <div className={pending ? `${styles.priced} ${styles.pending}` : styles.priced}>
        {cart.cart ? <PricedParts cart={cart.cart} /> : null}
        {cart.error ? (
          <SaveProblem onRetry={cart.retry} />
        ) : (
          <p className={styles.status} aria-live="polite">
            {pending ? t('cart.updating') : ''}
          </p>
        )}
      </div>
    </div>
  );
}

function PricedParts({ cart }: { cart: CartAnswer }) {
  const { t } = useTranslation();
  const money = useMoney();
  const groceries = boughtGroceries(cart);
  const { calories, protein, fat, carbs } = cart.avgNutrition;
  const nutrients = [
    [t('cartPopup.calories'), t('cartPopup.kcal', { value: Math.round(calories) })],
    [t('cartPopup.protein'), t('cartPopup.grams', { value: Math.round(protein) })],
    [t('cartPopup.fat'), t('cartPopup.grams', { value: Math.round(fat) })],
    [t('cartPopup.carbs'), t('cartPopup.grams', { value: Math.round(carbs) })],
  ] as const;

  return (
    <>
      <details className={styles.accordion}>
        <summary>{t('cartPopup.nutrition')}</summary>
        <dl className={styles.nutrition}>
          {nutrients.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </details>
      <details className={styles.accordion}>
        <summary>{t('cartPopup.groceries', { count: groceries.length })}</summary>
        <ul className={styles.groceries}>
          {groceries.map((line) => (
            <li key={line._id}>
              <span>{line.name}</span>
              <span>{money(line.productsAmount)}</span>
            </li>
          ))}
        </ul>
      </details>
      <p className={styles.total}>
        <span>{t('cartPopup.total')}</span>
        <strong>{money(cart.cost.totalPrice)}</strong>
      </p>
      <p className={styles.perServing}>
        {t('cartPopup.perServing', { price: money(cart.cost.pricePerServing) })}
      </p>
    </>
  );
}

/** Name and picture: known from the add itself, else from the last priced answer. */
function recipeFacts(id: string, draft: CartDraft, answer: CartAnswer | undefined) {
  const known = draft.recipes[id];
  const priced = answer?.selectedRecipes.find((entry) => entry._id === id);
  return { name: known?.name ?? priced?.name ?? '', image: known?.image ?? priced?.image ?? '' };
}
