import type { PricePayloadAnswer } from '@mise/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/shared/format/use-money';
import styles from './savings-section.module.css';

/**
 * What buying the recipes' groceries together saves (cart-pricing's savings definition, in the
 * shop's words), and beside it what the packs leave over, which stays with the shopper.
 */
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
        <div className={styles.saved}>
          <p className={styles.highlight}>
            {t('groceries.youSave', { amount: money(cost.userSaveAmount) })}
          </p>
          <p className={styles.definition}>{t('groceries.savingsDefinition')}</p>
        </div>
      )}
      <ul className={styles.facts}>
        {cost.priceOfUnusedProductsWithRoundingCorrection > 0 && (
          <li>
            {t('groceries.leftoversStay', {
              amount: money(cost.priceOfUnusedProductsWithRoundingCorrection),
            })}
          </li>
        )}
        {cost.actualCostWithoutDiscount > 0 && (
          <li>
            {t('groceries.withoutSharing', { amount: money(cost.actualCostWithoutDiscount) })}
          </li>
        )}
        <li>{t('groceries.usedGroceries', { percent })}</li>
      </ul>
    </section>
  );
}
