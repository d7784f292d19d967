import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { type Amount, formatAmountValue, isWordUnit } from '../api/ingredient-amounts';

const metricUnits = { g: 'units.g', kg: 'units.kg', ml: 'units.ml', l: 'units.l' } as const;

/** "3 tbsp", "1½ cups", "2" (a count), "1.25 L": an amount in the page's language. */
export function useAmountText(): (amount: Amount) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (amount: Amount) => {
      const number = formatAmountValue(amount, i18n.language);
      if (amount.unit === 'unit') return number;
      // "½ cup" and "1 cup" are singular, "1½ cups" plural (in French 1½ stays singular).
      const count = amount.value <= 1 ? 1 : amount.value;
      let unit = amount.unit;
      if (isWordUnit(amount.unit)) unit = t(`units.${amount.unit}`, { count });
      else if (amount.unit in metricUnits)
        unit = t(metricUnits[amount.unit as keyof typeof metricUnits]);
      return `${number}\u00a0${unit}`;
    },
    [t, i18n.language],
  );
}
