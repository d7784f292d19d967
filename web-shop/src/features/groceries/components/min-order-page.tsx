import type { CartAnswer, RecommendedRecipe } from '@mise/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { CartState } from '@/shared/cart';
import { isBelowMinimum, minimumSubtotalCents } from '@/shared/cart/minimum-order';
import { useMoney } from '@/shared/format/use-money';
import { useShopConfig } from '@/shared/startup/use-startup';
import { Spinner } from '@/shared/ui/spinner';
import { suggestionsQuery } from '../api/suggestions-query';
import { CartGate } from './cart-gate';
import { CartTotals } from './cart-totals';
import { ExtrasDialog } from './extras-dialog';
import styles from './min-order-page.module.css';
import frame from './page-frame.module.css';

/** /min-order (step 1): ways to reach the minimum order, and checkout once it is reached. */
export function MinOrderPage() {
  return <CartGate>{(state, answer) => <MinOrder state={state} answer={answer} />}</CartGate>;
}

function MinOrder({ state, answer }: { state: CartState; answer: CartAnswer }) {
  const { t } = useTranslation();
  const money = useMoney();
  const navigate = useNavigate();
  const [extrasOpen, setExtrasOpen] = useState(false);
  const pending = state.isSaving || state.isStale;
  // The $10 subtotal rule only; see `minimumSubtotalCents` for why there is no $50 rule here.
  const blocked = pending || isBelowMinimum(answer);

  return (
    <div className={frame.page}>
      <header className={frame.header}>
        <h1 className={frame.title}>{t('minOrder.heading')}</h1>
        <p>
          {t('minOrder.intro', {
            minimum: money(minimumSubtotalCents),
            subtotal: money(answer.cost.subTotal),
          })}
        </p>
        <Link to="/groceries">{t('minOrder.back')}</Link>
      </header>

      <div className={styles.columns}>
        <Suggestions state={state} />
        <aside className={styles.aside}>
          <button type="button" className={styles.secondary} onClick={() => setExtrasOpen(true)}>
            {t('extras.open')}
          </button>
          <CartTotals
            cost={answer.cost}
            deliveryFees={answer.deliveryFees}
            pending={pending}
            saveFailed={Boolean(state.error)}
          />
          <button
            type="button"
            className={styles.proceed}
            disabled={blocked}
            onClick={() => void navigate('/checkout')}
          >
            {t('minOrder.proceed')}
          </button>
        </aside>
      </div>

      <ExtrasDialog
        open={extrasOpen}
        onClose={() => setExtrasOpen(false)}
        quantities={state.draft.extraGroceries}
        onAdd={state.addExtra}
        onRemove={state.removeExtra}
      />
    </div>
  );
}

/** Recipes that use the cart's leftovers; the page still works when none can be had. */
function Suggestions({ state }: { state: CartState }) {
  const { t } = useTranslation();
  const config = useShopConfig();
  const suggestions = useQuery(suggestionsQuery(state.draft, config));

  return (
    <section
      aria-labelledby="min-order-suggestions"
      aria-busy={suggestions.isPlaceholderData}
      className={styles.suggestions}
    >
      <h2 id="min-order-suggestions" className={styles.heading}>
        {t('minOrder.suggestions')}
      </h2>
      {suggestions.isPending ? (
        <Spinner />
      ) : suggestions.isError ? (
        <p role="status">{t('minOrder.suggestionsError')}</p>
      ) : suggestions.data.length === 0 ? (
        <p role="status">{t('minOrder.noSuggestions')}</p>
      ) : (
        <ul className={styles.grid}>
          {suggestions.data.map((recipe) => (
            <SuggestionTile
              key={recipe._id}
              recipe={recipe}
              inCart={state.servingsOf(recipe._id) > 0}
              onAdd={() => state.addRecipe(recipe)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

type SuggestionTileProps = { recipe: RecommendedRecipe; inCart: boolean; onAdd: () => void };

function SuggestionTile({ recipe, inCart, onAdd }: SuggestionTileProps) {
  const { t } = useTranslation();
  return (
    <li className={styles.tile}>
      <img src={recipe.image} alt="" className={styles.image} width={240} height={160} />
      <h3 className={styles.name}>{recipe.name}</h3>
      <p className={styles.facts}>
        {recipe.freeServings > 0
          ? t('minOrder.freeServings', { count: recipe.freeServings })
          : t('minOrder.saves', { percent: Math.round(recipe.saveUpto) })}
      </p>
      {inCart ? (
        <p className={styles.added}>{t('minOrder.added')}</p>
      ) : (
        <button
          type="button"
          className={styles.secondary}
          onClick={onAdd}
          aria-label={t('minOrder.add', { name: recipe.name })}
        >
          {t('extras.add')}
        </button>
      )}
    </li>
  );
}
