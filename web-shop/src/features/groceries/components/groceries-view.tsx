import type { CartAnswer, GroceryIngredient } from '@mise/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { addRecipesQuery, type CartState } from '@/shared/cart';
import { useFeatureFlag } from '@/shared/startup/use-startup';
import { PromoForm } from '@/shared/ui/promo-form/promo-form';
import { ShareMenuDialog } from '@/shared/ui/share-menu/share-menu-dialog';
import { canMarkUsedUp, isIncluded, linesOf, swapOptions } from '../api/ingredient-lines';
import { usePantryRemoval } from '../hooks/use-pantry-removal';
import { useShareMenuParam } from '../hooks/use-share-menu-param';
import { BrandTierPicker } from './brand-tier-picker';
import { CartTotals } from './cart-totals';
import { EmailListDialog } from './email-list-dialog';
import { ExtrasDialog } from './extras-dialog';
import { ExtrasSection } from './extras-section';
import styles from './groceries-view.module.css';
import { GrocerySection } from './grocery-section';
import { IngredientCard } from './ingredient-card';
import frame from './page-frame.module.css';
import { PantryReminderDialog } from './pantry-reminder-dialog';
import { SavingsSection } from './savings-section';

type Popup = 'extras' | 'email' | null;

/** The loaded grocery list with everything the shopper can change on it. */
export function GroceriesView({ state, answer }: { state: CartState; answer: CartAnswer }) {
  const { t } = useTranslation();
  const [popup, setPopup] = useState<Popup>(null);
  const [shareOpen, setShareOpen] = useShareMenuParam();
  const substitutionOn = useFeatureFlag('isIngredientSubstituteEnabled');
  const { draft } = state;
  const pending = state.isSaving || state.isStale;
  const { requiredProducts, nonRequiredProducts } = answer.groceries;

  const usedUp = usePantryRemoval();

  function toggle(line: GroceryIngredient) {
    if (!line.required) state.toggleNonRequired(line._id);
    else if (draft.removedIngredientList.includes(line._id)) state.restoreIngredient(line._id);
    else state.removeIngredient(line._id);
  }

  const renderLine = (line: GroceryIngredient) => (
    <IngredientCard
      line={line}
      included={isIncluded(line, draft)}
      onToggleIncluded={() => toggle(line)}
      brandType={answer.brandType}
      swapOptions={substitutionOn ? swapOptions(line, answer.groceries.substitutes) : []}
      onSwap={state.setSubstitute}
      {...(canMarkUsedUp(line) && {
        usedUp: {
          onMark: () => usedUp.mutate(line._id),
          // One pantry change at a time: a second click would send the same change twice.
          busy: usedUp.isPending,
          removing: usedUp.isPending && usedUp.variables === line._id,
          failed: usedUp.isError && usedUp.variables === line._id,
        },
      })}
    />
  );

  const servings = answer.selectedRecipes.reduce((sum, recipe) => sum + recipe.servings, 0);

  return (
    <div className={frame.page}>
      <header className={frame.header}>
        <h1 className={frame.title}>{t('groceries.heading')}</h1>
        <p className={styles.summary}>
          {t('groceries.recipesCount', { count: answer.selectedRecipes.length })} ·{' '}
          {t('groceries.servingsCount', { count: servings })}
        </p>
        <p className={styles.intro}>{t('groceries.intro')}</p>
        <div className={styles.tools}>
          <Link to="/groceries/print" className={styles.tool}>
            {t('groceries.print')}
          </Link>
          <button type="button" className={styles.tool} onClick={() => setPopup('email')}>
            {t('groceries.email')}
          </button>
          <button type="button" className={styles.tool} onClick={() => setShareOpen(true)}>
            {t('groceries.share')}
          </button>
        </div>
      </header>

      <div className={styles.columns}>
        {/* The money comes before the list: on a phone it is on the first screen. */}
        <aside className={styles.aside} aria-label={t('groceries.orderTitle')}>
          <CartTotals
            cost={answer.cost}
            deliveryFees={answer.deliveryFees}
            pending={pending}
            saveFailed={Boolean(state.error)}
          />
          <BrandTierPicker
            value={draft.brandType}
            onChange={state.setBrandType}
            fallback={{
              tier: answer.brandType,
              count: linesOf([...requiredProducts, ...nonRequiredProducts]).filter(
                (line) => line.priceFallback,
              ).length,
            }}
            cost={answer.cost}
          />
          <SavingsSection cost={answer.cost} />
          <PromoForm cart={answer} />
          {/* Checkout is the bottom bar's step-1 action (spec §2), so the popups exist once. */}
        </aside>

        <div className={styles.list}>
          <GrocerySection
            title={t('groceries.required')}
            categories={requiredProducts}
            renderLine={renderLine}
          />
          <GrocerySection
            title={t('groceries.nonRequired')}
            hint={t('groceries.nonRequiredHint')}
            categories={nonRequiredProducts}
            renderLine={renderLine}
          />
          <ExtrasSection
            lines={answer.extraGroceries}
            quantities={draft.extraGroceries}
            onAdd={state.addExtra}
            onRemove={state.removeExtra}
            onOpen={() => setPopup('extras')}
          />
        </div>
      </div>

      <ExtrasDialog
        open={popup === 'extras'}
        onClose={() => setPopup(null)}
        quantities={draft.extraGroceries}
        onAdd={state.addExtra}
        onRemove={state.removeExtra}
      />
      <EmailListDialog
        open={popup === 'email'}
        onClose={() => setPopup(null)}
        defaultEmail={answer.deliveryInfo?.emailAddress ?? ''}
      />
      <PantryReminderDialog />
      <ShareMenuDialog
        open={shareOpen}
        onClose={() => setShareOpen(false)}
        recipes={answer.selectedRecipes}
        longUrl={`${window.location.origin}/recipes?${addRecipesQuery(draft.selections)}`}
        firstName={answer.deliveryInfo?.firstName || null}
      />
    </div>
  );
}
