import type { OrderAnswer } from '@mise/contracts';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/shared/format/use-money';
import styles from './order-cost.module.css';

type OrderCostProps = { cost: OrderAnswer['cost']; promoCode: string | null };

/** The figures the server charged at placement: the lines of the checkout, then the total. */
export function OrderCost({ cost, promoCode }: OrderCostProps) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <dl className={styles.lines}>
      <Line label={t('orderDetail.cost.subtotal')} value={money(cost.subTotal)} />
      <Line label={t('orderDetail.cost.serviceFee')} value={money(cost.serviceFee)} />
      <Line
        label={t('orderDetail.cost.deliveryFee')}
        value={cost.deliveryFee === 0 ? t('orderDetail.cost.free') : money(cost.deliveryFee)}
      />
      {cost.promoDiscount > 0 && (
        <Line
          label={
            promoCode
              ? t('orderDetail.cost.promoCode', { code: promoCode })
              : t('orderDetail.cost.promo')
          }
          value={`−${money(cost.promoDiscount)}`}
        />
      )}
      <Line label={t('orderDetail.cost.taxes')} value={money(cost.extraProductTaxes)} />
      <div className={`${styles.line} ${styles.total}`}>
        <dt>{t('orderDetail.cost.total')}</dt>
        <dd>{money(cost.totalPrice)}</dd>
      </div>
    </dl>
  );
}

function Line({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.line}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
