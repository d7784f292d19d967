import type { CartAnswer, GroceryCategory } from '@mise/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCart } from '@/shared/cart';
import { useMoney } from '@/shared/format/use-money';
import paper from '@/shared/ui/print-sheet.module.css';
import { Spinner } from '@/shared/ui/spinner';
import { type IngredientChoices, isIncluded } from '../api/ingredient-lines';
import styles from './print-list-page.module.css';

/** /groceries/print: a top-level page (no header, footer or cart) with the list laid out for paper. */
export function PrintListPage() {
  const { t } = useTranslation();
  const { cart, draft, isStale, isLoading, error, retry } = useCart();

  // Outside the shop's layout, so the page names itself.
  useEffect(() => {
    document.title = `${t('printList.title')} - ${t('brand.name')}`;
  }, [t]);

  return (
    <main className={paper.screen}>
      <div className={paper.toolbar}>
        <Link to="/groceries" className={paper.back}>
          <span aria-hidden="true">←</span>
          {t('printList.back')}
        </Link>
        <button
          type="button"
          className={styles.print}
          onClick={() => window.print()}
          disabled={!cart || isStale}
        >
          {t('printList.print')}
        </button>
      </div>
      {cart ? (
        <PrintableList cart={cart} choices={draft} />
      ) : error ? (
        <div role="alert" className={styles.sheet}>
          <p>{t('printList.loadError')}</p>
          <button type="button" className={styles.print} onClick={retry}>
            {t('groceries.retry')}
          </button>
        </div>
      ) : draft.selections.length === 0 && !isLoading ? (
        <p className={styles.sheet}>{t('printList.empty')}</p>
      ) : (
        <Spinner />
      )}
    </main>
  );
}

function PrintableList({ cart, choices }: { cart: CartAnswer; choices: IngredientChoices }) {
  const { t } = useTranslation();
  const money = useMoney();
  const categories: GroceryCategory[] = [
    ...cart.groceries.requiredProducts,
    ...cart.groceries.nonRequiredProducts,
  ]
    .map((category) => ({
      ...category,
      ingredients: category.ingredients.filter(
        (line) => isIncluded(line, choices) && line.assignedProducts.length > 0,
      ),
    }))
    .filter((category) => category.ingredients.length > 0);

  return (
    <article className={styles.sheet}>
      <header className={styles.header}>
        <p className={styles.brand}>{t('brand.name')}</p>
        <h1 className={styles.title}>{t('printList.title')}</h1>
      </header>
      <section aria-labelledby="print-list-recipes">
        <h2 id="print-list-recipes" className={styles.heading}>
          {t('printList.recipes')}
        </h2>
        <ul className={styles.recipes}>
          {cart.selectedRecipes.map((recipe) => (
            <li key={`${recipe._id}-${recipe.mealTypeId ?? ''}`}>
              {recipe.name} · {t('groceries.servingsCount', { count: recipe.servings })}
            </li>
          ))}
        </ul>
      </section>
      {categories.map(({ category, ingredients }) => (
        <section key={category._id} aria-label={category.name}>
          <h2 className={styles.heading}>{category.name}</h2>
          <ul className={styles.lines}>
            {ingredients.map((line) => (
              <li key={line._id} className={styles.line}>
                <span className={styles.box} aria-hidden="true" />
                <span className={styles.what}>
                  <strong>{line.name}</strong>
                  {line.assignedProducts.map((product) => (
                    <span key={product._id} className={styles.pack}>
                      {t('ingredientCard.packs', { count: product.count, name: product.name })}
                    </span>
                  ))}
                </span>
                <span className={styles.price}>{money(line.productsAmount)}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {cart.extraGroceries.length > 0 && (
        <section aria-labelledby="print-list-extras">
          <h2 id="print-list-extras" className={styles.heading}>
            {t('printList.extras')}
          </h2>
          <ul className={styles.lines}>
            {cart.extraGroceries.map((line) => (
              <li key={line._id} className={styles.line}>
                <span className={styles.box} aria-hidden="true" />
                <span className={styles.what}>
                  <strong>{line.name}</strong>
                  <span className={styles.pack}>
                    {t('ingredientCard.packs', { count: line.quantity, name: line.name })}
                  </span>
                </span>
                <span className={styles.price}>{money(line.amount)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <p className={styles.total}>
        {t('printList.total', { amount: money(cart.cost.totalPrice) })}
      </p>
    </article>
  );
}
