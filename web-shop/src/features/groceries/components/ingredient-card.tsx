import type { GroceryIngredient } from '@mise/contracts';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/shared/format/use-money';
import { type BrandTier, markupPercentOf } from '../api/brand-tiers';
import { originalOf, type SwapOption } from '../api/ingredient-lines';
import { useLineAmount } from '../hooks/use-line-amount';
import styles from './ingredient-card.module.css';

type IngredientCardProps = {
  line: GroceryIngredient;
  included: boolean;
  onToggleIncluded: () => void;
  /** The tier the line was priced for: its markup explains a fallback price. */
  brandType: BrandTier;
  /** Original first; empty when there is nothing to swap to (or substitution is off). */
  swapOptions: SwapOption[];
  /** null turns substitution off: the original is bought again. */
  onSwap: (originalId: string, substituteId: string | null) => void;
  /** Only passed for a pantry-held line ('Don't have anymore'). */
  usedUp?: UsedUpAction;
};

type UsedUpAction = {
  onMark: () => void;
  /** A pantry change is on its way: the button waits for it. */
  busy: boolean;
  /** This line is leaving the pantry: the card waits for the cart to be priced again. */
  removing: boolean;
  /** This line's pantry change failed. */
  failed: boolean;
};

/** One grocery line (document 2, 2.9): what is bought, how much is used, and what to change. */
export function IngredientCard({
  line,
  included,
  onToggleIncluded,
  brandType,
  swapOptions,
  onSwap,
  usedUp,
}: IngredientCardProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const [showDetails, setShowDetails] = useState(false);
  const [swapping, setSwapping] = useState(false);
  const nameId = useId();
  const detailsId = useId();
  const swapId = useId();
  const swapToggle = useRef<HTMLButtonElement>(null);

  // The choice closes either way; focus goes back to the control that opened it.
  function closeSwap() {
    setSwapping(false);
    swapToggle.current?.focus();
  }
  const percent = Math.round(Math.min(100, Math.max(0, line.usagePercentage)));

  return (
    <article
      className={`${styles.card} ${included ? '' : styles.excluded} ${usedUp?.removing ? styles.removing : ''}`}
      aria-labelledby={nameId}
      aria-busy={usedUp?.removing}
    >
      <img className={styles.image} src={line.image} alt="" width={64} height={64} />
      <div className={styles.main}>
        <div className={styles.top}>
          <h4 id={nameId} className={styles.name}>
            {line.name}
          </h4>
          <input
            type="checkbox"
            className={styles.include}
            checked={included}
            onChange={onToggleIncluded}
            aria-label={t('ingredientCard.include', { name: line.name })}
          />
        </div>
        <div className={styles.usage}>
          <progress
            className={styles.progress}
            value={percent}
            max={100}
            aria-label={t('ingredientCard.usedLabel')}
          />
          <span>{t('ingredientCard.used', { percent })}</span>
        </div>
        <p className={styles.price}>
          <span className="visually-hidden">{t('ingredientCard.price')}: </span>
          {line.unavailable ? t('ingredientCard.unavailable') : money(line.productsAmount)}
        </p>
        {line.priceFallback && markupPercentOf(brandType) > 0 && (
          <p className={styles.note}>
            {t('ingredientCard.fallback', {
              tier: t(`groceries.brand.${brandType}`),
              percent: markupPercentOf(brandType),
            })}
          </p>
        )}
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.link}
            aria-expanded={showDetails}
            aria-controls={detailsId}
            onClick={() => setShowDetails((shown) => !shown)}
          >
            {t('ingredientCard.info')}
          </button>
          {swapOptions.length > 0 && (
            <button
              ref={swapToggle}
              type="button"
              className={`${styles.link} ${line.isSubstitute ? styles.swapped : ''}`}
              aria-expanded={swapping}
              aria-controls={swapId}
              onClick={() => setSwapping((open) => !open)}
            >
              {line.isSubstitute ? t('ingredientCard.swapped') : t('ingredientCard.swap')}
            </button>
          )}
          {usedUp && (
            <button
              type="button"
              className={styles.link}
              onClick={usedUp.onMark}
              disabled={usedUp.busy}
            >
              {t('ingredientCard.usedUp')}
            </button>
          )}
        </div>
        {usedUp?.failed && (
          <p role="alert" className={styles.note}>
            {t('ingredientCard.usedUpFailed')}
          </p>
        )}
        {swapping && (
          <SwapChoice
            id={swapId}
            line={line}
            options={swapOptions}
            onChoose={(choice) => {
              closeSwap();
              if (choice === line._id) return;
              const originalId = originalOf(line);
              onSwap(originalId, choice === originalId ? null : choice);
            }}
            onCancel={closeSwap}
          />
        )}
        {showDetails && <LineDetails id={detailsId} line={line} />}
      </div>
    </article>
  );
}

type SwapChoiceProps = {
  id: string;
  line: GroceryIngredient;
  options: SwapOption[];
  onChoose: (ingredientId: string) => void;
  onCancel: () => void;
};

/**
 * The select only picks; the Swap button applies. Applying on `change` would swap on the first
 * arrow key where a closed select changes its value with the keyboard (Windows).
 */
function SwapChoice({ id, line, options, onChoose, onCancel }: SwapChoiceProps) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState(line._id);
  const original = options.find((option) => option.isOriginal);
  return (
    <div className={styles.swap}>
      <label htmlFor={id}>
        {t('ingredientCard.swapLabel', { name: original?.name ?? line.name })}
      </label>
      <select id={id} value={picked} onChange={(event) => setPicked(event.target.value)}>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.isOriginal
              ? t('ingredientCard.originalOption', { name: option.name })
              : option.name}
          </option>
        ))}
      </select>
      <div className={styles.swapActions}>
        <button type="button" className={styles.swapConfirm} onClick={() => onChoose(picked)}>
          {t('ingredientCard.swapConfirm')}
        </button>
        <button type="button" className={styles.link} onClick={onCancel}>
          {t('ingredientCard.swapCancel')}
        </button>
      </div>
    </div>
  );
}

function LineDetails({ id, line }: { id: string; line: GroceryIngredient }) {
  const { t } = useTranslation();
  const lineAmount = useLineAmount();
  const amount = (value: number) => lineAmount(line, value);
  const rows = [
    [t('ingredientCard.youHave'), amount(line.youHave)],
    [t('ingredientCard.youNeed'), amount(line.youNeed)],
    [t('ingredientCard.youGet'), amount(line.quantity)],
  ] as const;

  return (
    <section id={id} className={styles.details} aria-label={t('ingredientCard.details')}>
      <dl className={styles.rows}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.row}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {line.assignedProducts.length > 0 && (
        <ul className={styles.products}>
          {line.assignedProducts.map((product) => (
            <li key={product._id}>
              {t('ingredientCard.packs', { count: product.count, name: product.name })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
