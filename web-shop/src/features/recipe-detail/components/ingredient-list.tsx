import type { RecipeIngredientLine } from '@mise/contracts';
import { useTranslation } from 'react-i18next';
import { scaleIngredient } from '../api/ingredient-amounts';
import { useAmountText } from '../hooks/use-amount-text';
import styles from './ingredient-list.module.css';

type IngredientListProps = {
  ingredients: readonly RecipeIngredientLine[];
  servings: number;
  /** The servings the recipe's own quantities are for. */
  recipeServings: number;
  /** Without pictures, for print and the cooking drawer. */
  plain?: boolean;
};

/** The ingredients for the chosen servings; staples shoppers usually have are marked. */
export function IngredientList({
  ingredients,
  servings,
  recipeServings,
  plain = false,
}: IngredientListProps) {
  const { t } = useTranslation();
  const amountText = useAmountText();

  return (
    <ul className={`${styles.list} ${plain ? styles.plain : ''}`}>
      {ingredients.map((line) => {
        const { amount, base } = scaleIngredient(line, servings, recipeServings);
        return (
          <li key={line._id} className={styles.item}>
            {!plain && (
              <img
                className={styles.image}
                src={line.image}
                alt=""
                width={48}
                height={48}
                loading="lazy"
              />
            )}
            <p className={styles.amount} data-testid={`amount-${line._id}`}>
              <span className={styles.quantity}>{amountText(amount)}</span>
              {base && <small className={styles.base}>({amountText(base)})</small>}
            </p>
            <p className={styles.what}>
              <span className={styles.name}>{line.name}</span>
              {line.note && <span className={styles.note}>{line.note}</span>}
              {!line.required && (
                <span className={styles.staple}>{t('recipePage.pantryStaple')}</span>
              )}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
