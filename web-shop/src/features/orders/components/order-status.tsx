import type { OrderStatus as Status } from '@mise/contracts';
import { useTranslation } from 'react-i18next';
import styles from './order-status.module.css';

/** How far along an order is, as a coloured label ('Pending Delivery' and the rest). */
export function OrderStatus({ status }: { status: Status }) {
  const { t } = useTranslation();
  // Pending Delivery, the usual state, keeps the plain look.
  const className = [styles.status, styles[status]].filter(Boolean).join(' ');
  return <span className={className}>{t(`orderStatus.${status}`)}</span>;
}
