import { type OrderAnswer, PICKUP } from '@mise/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { isNotFound } from '@/shared/api/http';
import { useMoney } from '@/shared/format/use-money';
import { SignedInOnly } from '@/shared/session/signed-in-only';
import { ButtonLink } from '@/shared/ui/button-link';
import { MessagePanel } from '@/shared/ui/message-panel/message-panel';
import { Spinner } from '@/shared/ui/spinner';
import { orderQuery } from '../api/order-calls';
import { formatOrderDate, formatSlot } from '../api/order-dates';
import { DeliveryPlace } from './delivery-place';
import { OrderChanges } from './order-changes';
import { OrderCost } from './order-cost';
import styles from './order-page.module.css';
import { OrderStatus } from './order-status';
import { PaymentSummary } from './payment-summary';
import { PlacedBanner } from './placed-banner';

/** A card payment may still be settling (3-D Secure, a webhook on its way): look again this often. */
const pendingPaymentPollMs = 3000;

/** /orders/:orderId: one order, with its delivery, recipes, costs and what can still change. */
export function OrderPage() {
  const { t } = useTranslation();
  return (
    <SignedInOnly signedOutTitle={t('orderDetail.signedOut')}>{() => <OrderDetail />}</SignedInOnly>
  );
}

function OrderDetail() {
  const { t } = useTranslation();
  const { orderId = '' } = useParams();
  const order = useQuery({
    ...orderQuery(orderId),
    refetchInterval: (query) =>
      query.state.data?.status === 'PENDING_PAYMENT' ? pendingPaymentPollMs : false,
  });

  if (order.isPending) return <Spinner />;
  if (order.isError) {
    return (
      <div className={styles.page}>
        {isNotFound(order.error) ? (
          <MessagePanel title={t('orderDetail.notFoundTitle')} titleAs="h1">
            <p>{t('orderDetail.notFoundBody')}</p>
            <ButtonLink to="/orders">{t('orderDetail.allOrders')}</ButtonLink>
          </MessagePanel>
        ) : (
          <MessagePanel title={t('orderDetail.failed')} titleAs="h1" role="alert">
            <button
              type="button"
              className={styles.retry}
              onClick={() => void order.refetch()}
              disabled={order.isFetching}
            >
              {t('orderDetail.retry')}
            </button>
          </MessagePanel>
        )}
      </div>
    );
  }
  return <OrderView order={order.data} />;
}

function OrderView({ order }: { order: OrderAnswer }) {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const deliveryId = useId();
  const recipesId = useId();
  const extrasId = useId();
  const summaryId = useId();
  const slot = formatSlot(order.delivery, i18n.language);
  const isPickup = order.deliveryType === PICKUP;

  return (
    <div className={styles.page}>
      <Link to="/orders" className={styles.back}>
        <span aria-hidden="true">←</span> {t('orderDetail.allOrders')}
      </Link>
      {params.get('placed') === '1' && <PlacedBanner order={order} />}
      <header className={styles.header}>
        <h1 className={styles.title}>{t('orders.number', { number: order.number })}</h1>
        <OrderStatus status={order.status} />
        <p className={styles.placedOn}>
          {t('orderDetail.placedOn', {
            date: formatOrderDate(order.createdAt, order.delivery.timeZone, i18n.language),
          })}
        </p>
      </header>

      <div className={styles.layout}>
        <div className={styles.column}>
          <section className={styles.card} aria-labelledby={deliveryId}>
            <h2 id={deliveryId} className={styles.cardTitle}>
              {t(isPickup ? 'orderDetail.pickup' : 'orderDetail.delivery')}
            </h2>
            <p className={styles.slot}>
              <strong>{slot.day}</strong>
              <span>{slot.hours}</span>
            </p>
            <DeliveryPlace order={order} />
            <OrderChanges order={order} />
          </section>

          <section className={styles.card} aria-labelledby={recipesId}>
            <div className={styles.cardHead}>
              <h2 id={recipesId} className={styles.cardTitle}>
                {t('orderDetail.recipes')}
              </h2>
              <Link to={`/menu/${encodeURIComponent(order._id)}`} className={styles.menuLink}>
                {t('orderDetail.seeMenu')}
              </Link>
              <Link
                to={`/recipes/print?order=${encodeURIComponent(order._id)}`}
                className={styles.menuLink}
              >
                {t('orderDetail.printMenu')}
              </Link>
            </div>
            <ul className={styles.recipes}>
              {order.recipes.map((recipe) => (
                <li key={`${recipe.recipeId}-${recipe.mealTypeId}`} className={styles.recipe}>
                  <img src={recipe.image} alt="" width={64} height={64} className={styles.image} />
                  <div>
                    <Link
                      to={`/recipes/${encodeURIComponent(recipe.recipeId)}?orderId=${encodeURIComponent(order._id)}`}
                      className={styles.recipeName}
                    >
                      {recipe.name}
                    </Link>
                    <p className={styles.muted}>
                      {t('orderDetail.servings', { count: recipe.servings })}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          </section>

          {order.extraProducts.length > 0 && (
            <section className={styles.card} aria-labelledby={extrasId}>
              <h2 id={extrasId} className={styles.cardTitle}>
                {t('orderDetail.extras')}
              </h2>
              <ExtraProducts products={order.extraProducts} />
            </section>
          )}
        </div>

        <div className={styles.column}>
          <section className={styles.card} aria-labelledby={summaryId}>
            <h2 id={summaryId} className={styles.cardTitle}>
              {t('orderDetail.summary')}
            </h2>
            <OrderCost cost={order.cost} promoCode={order.promoCode} />
            <PaymentSummary payment={order.payment} />
          </section>
        </div>
      </div>
    </div>
  );
}

function ExtraProducts({ products }: { products: OrderAnswer['extraProducts'] }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <ul className={styles.extras}>
      {products.map((product) => (
        <li key={product.productId} className={styles.extra}>
          <span>{t('orderDetail.extraLine', { name: product.name, count: product.quantity })}</span>
          <span>{money(product.amount)}</span>
        </li>
      ))}
    </ul>
  );
}
