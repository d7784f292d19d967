import type { DeliveryFees, PricePayloadAnswer } from '@mise/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type DeliveryFeeShown, type OrderTotalLine, orderTotal } from '@/shared/cart/order-total';
import { useMoney } from '@/shared/format/use-money';
import styles from './order-total-lines.module.css';

type OrderTotalLinesProps = {
  cost: PricePayloadAnswer;
  deliveryFees: DeliveryFees;
  /** Stands in for the total while it is withheld (a change is being priced). */
  withheldTotal?: ReactNode;
};

/**
 * A cart's total with every part it adds up on a line of its own, fees included, and the
 * total's own per-serving figure beside it (shared/cart/order-total.ts).
 */
export function OrderTotalLines({ cost, deliveryFees, withheldTotal }: OrderTotalLinesProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const shown = orderTotal(cost, deliveryFees);

  function deliveryFee(fee: DeliveryFeeShown): string {
    if (fee.kind === 'waived') return t('groceries.deliveryWaived');
    if (fee.kind === 'city') return money(fee.cents);
    return t('groceries.deliveryRange', { lowest: money(fee.lowest), highest: money(fee.highest) });
  }

  function label(line: OrderTotalLine): string {
    return line.kind === 'promo' ? t('groceries.promoDiscount') : t(`groceries.${line.kind}`);
  }

  function value(line: OrderTotalLine): string {
    if (line.kind === 'deliveryFee') return deliveryFee(line.fee);
    return line.kind === 'promo' ? `−${money(line.cents)}` : money(line.cents);
  }

  return (
    <div className={styles.block}>
      <dl className={styles.lines}>
        {shown.lines.map((line) => (
          <div key={line.kind} className={styles.line}>
            <dt>{label(line)}</dt>
            <dd>{value(line)}</dd>
          </div>
        ))}
        <div className={`${styles.line} ${styles.total}`}>
          <dt>{shown.atMost ? t('groceries.totalAtMost') : t('groceries.total')}</dt>
          <dd data-testid="order-total">{withheldTotal ?? money(shown.totalCents)}</dd>
        </div>
      </dl>
      {shown.perServing && withheldTotal === undefined && (
        <p className={styles.perServing}>
          {t(shown.atMost ? 'groceries.perServingAtMost' : 'groceries.perServingOfTotal', {
            amount: money(shown.perServing.cents),
            count: shown.perServing.servings,
          })}
        </p>
      )}
    </div>
  );
}
