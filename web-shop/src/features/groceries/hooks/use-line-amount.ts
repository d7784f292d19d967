import type { GroceryIngredient } from '@mise/contracts';
import { useTranslation } from 'react-i18next';
import { formatQuantity } from '../api/amounts';

/** An amount of a grocery line in its base unit, as the shopper reads it: '150 g', '1 unit'. */
export function useLineAmount() {
  const { t, i18n } = useTranslation();
  return (line: GroceryIngredient, value: number) => {
    const unit = line.baseMeasurableUnits;
    return t('ingredientCard.amount', {
      amount: formatQuantity(value, i18n.language),
      unit:
        unit === 'unit'
          ? t('ingredientCard.unit.unit', { count: Math.max(0, value) })
          : t(`ingredientCard.unit.${unit}`),
    });
  };
}
