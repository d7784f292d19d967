import type { CartAnswer } from '@mise/contracts';
import { type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CartDraft, type CartSelection, useCart } from '@/shared/cart';
import { useMoney } from '@/shared/format/use-money';
import { OrderTotalLines } from '@/shared/ui/order-total/order-total-lines';
import { boughtGroceries } from '../api/cart-lines';
import { type CartStep, visibleRecipeRows } from '../api/cart-place';
import { useIsPhone } from '../hooks/use-is-phone';
import styles from './cart-summary.module.css';
import { RecipeRow } from './recipe-row';
import { SaveProblem } from './save-problem';

/** The cart summary (spec §2): recipe rows, nutrition and 'N Groceries', and the total with its fees. */
export function CartSummary({ step }: { step: CartStep }) {
  const { t } = useTranslation();
  const cart = useCart();
  const isPhone = useIsPhone();
  const [expanded, setExpanded] = useState(false);
  const { selections } = cart.draft;
  const limit = expanded ? selections.length : visibleRecipeRows(step, isPhone);
  const pending = cart.isSaving || cart.isStale;
  const rootRef = useRef<HTMLDivElement>(null);
  const leaving = useFocusAfterRemoval(rootRef, selections);

  if (selections.length === 0) {
    return (
      <div ref={rootRef}>
        <p className={styles.empty}>{t('cartPopup.empty')}</p>
      </div>
    );
  }

  return (
    <div ref={rootRef} className={styles.summary}>
      <section aria-label={t('cartPopup.recipes')}>
        <ul className={styles.rows}>
          {selections.slice(0, limit).map((selection, index) => {
            const { id, mealTypeId } = selection;
            const facts = recipeFacts(id, cart.draft, cart.cart);
            return (
              <RecipeRow
                key={`${id}/${mealTypeId ?? ''}`}
                selection={selection}
                {...facts}
                onMore={() => cart.increaseServings(id, mealTypeId)}
                onFewer={() => {
                  leaving(index);
                  cart.decreaseServings(id, mealTypeId);
                }}
                onRemove={() => {
                  leaving(index);
                  cart.removeRecipe(id, mealTypeId);
                }}
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

/**
 * A row the shopper takes out leaves with the button they pressed: focus goes to the row now in
 * its place (or the last one), else to the popup's heading, rather than falling to <body>.
 * Returns what a row's minus or remove calls with its index before changing the cart.
 */
function useFocusAfterRemoval(
  rootRef: RefObject<HTMLElement | null>,
  rows: readonly CartSelection[],
) {
  const pressedRow = useRef<number | null>(null);
  const lastCount = useRef(rows.length);

  // Runs on every change of the rows, so a minus that only lowered servings forgets its row.
  useLayoutEffect(() => {
    const index = pressedRow.current;
    const removed = rows.length < lastCount.current;
    pressedRow.current = null;
    lastCount.current = rows.length;
    const root = rootRef.current;
    if (index === null || !removed || !root) return;
    const removeButtons = root.querySelectorAll<HTMLElement>('[data-row-remove]');
    const next = removeButtons[Math.min(index, removeButtons.length - 1)];
    (next ?? headingOf(root))?.focus();
  }, [rows, rootRef]);

  return (index: number) => {
    pressedRow.current = index;
  };
}

/** The heading naming the popup the summary is in, made focusable from script only. */
function headingOf(element: HTMLElement): HTMLElement | null {
  const labelledBy = element.closest('dialog')?.getAttribute('aria-labelledby');
  const heading = labelledBy ? document.getElementById(labelledBy) : null;
  if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  return heading;
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
      <div className={styles.totalLines}>
        <OrderTotalLines cost={cart.cost} deliveryFees={cart.deliveryFees} />
      </div>
    </>
  );
}

/** Name and picture: known from the add itself, else from the last priced answer. */
function recipeFacts(id: string, draft: CartDraft, answer: CartAnswer | undefined) {
  const known = draft.recipes[id];
  const priced = answer?.selectedRecipes.find((entry) => entry._id === id);
  return { name: known?.name ?? priced?.name ?? '', image: known?.image ?? priced?.image ?? '' };
}
