import type { PricePayloadAnswer } from '@mise/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/shared/format/use-money';
import styles from './savings-section.module.css';

/** What sharing packs across recipes (and the pantry) saves, and what is left over. */
export function SavingsSection({ cost }: { cost: PricePayloadAnswer }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const titleId = useId();
  const percent = new Intl.NumberFormat(i18n.language, {
    style: 'percent',
    maximumFractionDigits: 0,
  }).format(cost.usedGroceriesInPercentage / 100);

  return (
    <section aria-labelledby={titleId} className={styles.savings}>
      <h2 id={titleId} className={styles.title}>
        {t('groceries.savingsTitle')}
      </h2>
      {cost.userSaveAmount > 0 && (
        <p className={styles.highlight}>
          {t('groceries.youSave', { amount: money(cost.userSaveAmount) })}
        </p>
      )}
      <ul className={styles.facts}>
        {cost.actualCostWithoutDiscount > 0 && (
          <li>
            {t('groceries.withoutSharing', { amount: money(cost.actualCostWithoutDiscount) })}
          </li>
        )}
        <li>{t('groceries.usedGroceries', { percent })}</li>
        {cost.priceOfUnusedProductsWithRoundingCorrection > 0 && (
          <li>
            {t('groceries.leftovers', {
              amount: money(cost.priceOfUnusedProductsWithRoundingCorrection),
            })}
          </li>
        )}
        {cost.totalServings > 0 && (
          <li>{t('groceries.perServing', { amount: money(cost.pricePerServing) })}</li>
        )}
      </ul>
    </section>
  );
}
