import { type OrderAnswer, PICKUP } from '@mise/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { locationsQuery } from '../api/order-calls';
import { formatPhoneNumber } from '../api/phone-number';
import styles from './order-page.module.css';

/** Where the groceries go: the delivery address, or the pickup location and its hours. */
export function DeliveryPlace({ order }: { order: OrderAnswer }) {
  const { t } = useTranslation();
  const address = order.deliveryAddress;
  return (
    <>
      {order.deliveryType === PICKUP ? (
        <PickupLocation locationId={order.locationId} />
      ) : (
        <address className={styles.address}>
          <span>
            {address.firstName} {address.lastName}
          </span>
          <span>{address.lineOne}</span>
          {address.lineTwo && <span>{address.lineTwo}</span>}
          <span>
            {address.city} {address.province} {address.postalCode}
          </span>
          <span>{formatPhoneNumber(address.phone)}</span>
        </address>
      )}
      {address.deliveryInstructions && (
        <p className={styles.muted}>
          {t('orderDetail.instructions', { instructions: address.deliveryInstructions })}
        </p>
      )}
      <p className={styles.muted}>
        {t(
          address.allowSubstitute ? 'orderDetail.substitutesAllowed' : 'orderDetail.noSubstitutes',
        )}
      </p>
    </>
  );
}

function PickupLocation({ locationId }: { locationId: string | null }) {
  const { t } = useTranslation();
  const locations = useQuery({ ...locationsQuery, enabled: locationId !== null });
  const location = locations.data?.find((candidate) => candidate._id === locationId);
  if (!location) {
    // The name is a nicety: while it loads, or if the location closed since, say what we know.
    return <p>{t('orderDetail.pickupLocation')}</p>;
  }
  return (
    <address className={styles.address}>
      <strong>{location.name}</strong>
      <span>{location.lineOne}</span>
      <span>
        {location.city} {location.province} {location.postalCode}
      </span>
      <span>{t('orderDetail.pickupHours', { hours: location.hours })}</span>
    </address>
  );
}
