import type { RecipeNutrition } from '@mise/contracts';
import { useTranslation } from 'react-i18next';
import { formatNutrientValue, nutritionRows } from '../api/nutrition';
import styles from './nutrition-table.module.css';

type NutritionTableProps = { nutrition: RecipeNutrition; servings: number };

/** Per serving with % daily value and low/high markers, and the totals for the chosen servings. */
export function NutritionTable({ nutrition, servings }: NutritionTableProps) {
  const { t, i18n } = useTranslation();
  const value = (amount: number, unit: 'kcal' | 'g') =>
    `${formatNutrientValue(amount, unit, i18n.language)}\u00a0${t(`recipePage.nutrition.unit.${unit}`)}`;
  const percent = new Intl.NumberFormat(i18n.language, {
    style: 'percent',
    maximumFractionDigits: 0,
  });

  return (
    <div className={styles.wrap}>
      <table className={styles.table}>
        <caption className={styles.caption}>{t('recipePage.nutrition.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('recipePage.nutrition.nutrient')}</th>
            <th scope="col">{t('recipePage.nutrition.perServing')}</th>
            <th scope="col">{t('recipePage.nutrition.dailyValue')}</th>
            <th scope="col">{t('recipePage.nutrition.total', { count: servings })}</th>
          </tr>
        </thead>
        <tbody>
          {nutritionRows(nutrition, servings).map((row) => (
            <tr key={row.nutrient}>
              <th scope="row">{t(`recipePage.nutrition.${row.nutrient}`)}</th>
              <td>{value(row.perServing, row.unit)}</td>
              <td>
                <span className={styles.percent}>{percent.format(row.dailyPercentage / 100)}</span>
                {row.level && (
                  <span className={`${styles.level} ${styles[row.level]}`}>
                    {t(`recipePage.nutrition.${row.level}`)}
                  </span>
                )}
              </td>
              <td data-testid={`total-${row.nutrient}`} className={styles.total}>
                {value(row.total, row.unit)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.legend}>{t('recipePage.nutrition.legend')}</p>
    </div>
  );
}
