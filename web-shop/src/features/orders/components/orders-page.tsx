import type { OrderAnswer } from '@mise/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useMoney } from '@/shared/format/use-money';
import { SignedInOnly } from '@/shared/session/signed-in-only';
import { ButtonLink } from '@/shared/ui/button-link';
import listing from '@/shared/ui/listing-page.module.css';
import { MessagePanel } from '@/shared/ui/message-panel/message-panel';
import { Spinner } from '@/shared/ui/spinner';
import { orderHistoryQuery } from '../api/order-calls';
import { formatOrderDate, formatSlot } from '../api/order-dates';
import {
  type OrderSort,
  orderSortParam,
  orderSorts,
  sortOrders,
  toOrderSort,
} from '../api/order-sorts';
import { OrderStatus } from './order-status';
import styles from './orders-page.module.css';

/** /orders: the signed-in shopper's order history (document 2, 2.4 'Recent Orders'). */
export function OrdersPage() {
  const { t } = useTranslation();
  return (
    <SignedInOnly signedOutTitle={t('orders.signedOut')}>{() => <OrderHistory />}</SignedInOnly>
  );
}

function OrderHistory() {
  const { t } = useTranslation();
  const history = useQuery(orderHistoryQuery);
  const [params, setParams] = useSearchParams();
  const sort = toOrderSort(params.get(orderSortParam));

  function chooseSort(next: OrderSort) {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set(orderSortParam, next);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  return (
    <div className={listing.page}>
      <div className={styles.head}>
        <div className={listing.intro}>
          <h1 className={listing.title}>{t('orders.title')}</h1>
          <p className={listing.lead}>{t('orders.lead')}</p>
        </div>
        {history.data && history.data.length > 0 && (
          <SortPicker sort={sort} onChange={chooseSort} />
        )}
      </div>
      {history.isPending ? (
        <Spinner />
      ) : history.isError ? (
        <MessagePanel title={t('orders.failed')} role="alert">
          <button
            type="button"
            className={styles.retry}
            onClick={() => void history.refetch()}
            disabled={history.isFetching}
          >
            {t('orders.retry')}
          </button>
        </MessagePanel>
      ) : history.data.length === 0 ? (
        <MessagePanel title={t('orders.empty')} role="status">
          <p>{t('orders.emptyHint')}</p>
          <ButtonLink to="/recipes">{t('orders.explore')}</ButtonLink>
        </MessagePanel>
      ) : (
        <OrderList orders={sortOrders(history.data, sort)} />
      )}
    </div>
  );
}

function SortPicker({ sort, onChange }: { sort: OrderSort; onChange: (sort: OrderSort) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={styles.sort}>
      <label htmlFor={id} className={styles.sortLabel}>
        {t('orders.sortLabel')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={sort}
        onChange={(event) => onChange(toOrderSort(event.target.value))}
      >
        {orderSorts.map((option) => (
          <option key={option} value={option}>
            {t(`orders.sort.${option}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

function OrderList({ orders }: { orders: OrderAnswer[] }) {
  const { t } = useTranslation();
  // 'Delivery scheduled' leaves out orders still pending delivery: it may leave none.
  if (orders.length === 0) {
    return <MessagePanel title={t('orders.noneScheduled')} role="status" />;
  }
  return (
    <ol className={styles.list}>
      {orders.map((order) => (
        <li key={order._id}>
          <OrderRow order={order} />
        </li>
      ))}
    </ol>
  );
}

function OrderRow({ order }: { order: OrderAnswer }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const { timeZone } = order.delivery;
  const slot = formatSlot(order.delivery, i18n.language);
  return (
    <article className={styles.row}>
      <h2 className={styles.number}>
        <Link to={`/orders/${encodeURIComponent(order._id)}`} className={styles.link}>
          {t('orders.number', { number: order.number })}
        </Link>
      </h2>
      <OrderStatus status={order.status} />
      <dl className={styles.facts}>
        <div>
          <dt>{t('orders.ordered')}</dt>
          <dd>{formatOrderDate(order.createdAt, timeZone, i18n.language)}</dd>
        </div>
        <div>
          <dt>{t('orders.delivery')}</dt>
          <dd>{`${slot.day}, ${slot.hours}`}</dd>
        </div>
        <div className={styles.total}>
          <dt>{t('orders.total')}</dt>
          <dd>{money(order.cost.totalPrice)}</dd>
        </div>
      </dl>
    </article>
  );
}
