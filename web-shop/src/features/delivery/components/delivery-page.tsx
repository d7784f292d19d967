import { CHANGE_NOTICE_HOURS, type DeliveryPageAnswer } from '@mise/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/shared/format/use-money';
import listing from '@/shared/ui/listing-page.module.css';
import { MessagePanel } from '@/shared/ui/message-panel/message-panel';
import { Spinner } from '@/shared/ui/spinner';
import { citiesByProvince, type ProvinceGroup } from '../api/cities-by-province';
import { deliveryPageQuery } from '../api/delivery-page-query';
import { formatHour } from '../api/hour-of-day';
import styles from './delivery-page.module.css';

/** /delivery (public, linked from the footer): the cities served, their fees, and pickups. */
export function DeliveryPage() {
  const { t } = useTranslation();
  const page = useQuery(deliveryPageQuery);

  return (
    <div className={listing.page}>
      <div className={listing.intro}>
        <h1 className={listing.title}>{t('deliveryPage.title')}</h1>
        <p className={listing.lead}>{t('deliveryPage.lead')}</p>
      </div>
      {page.isPending ? (
        <Spinner />
      ) : page.isError ? (
        <MessagePanel title={t('deliveryPage.failed')} role="alert">
          <button
            type="button"
            className={styles.retry}
            onClick={() => void page.refetch()}
            disabled={page.isFetching}
          >
            {t('deliveryPage.retry')}
          </button>
        </MessagePanel>
      ) : (
        <DeliveryFacts page={page.data} />
      )}
    </div>
  );
}

function DeliveryFacts({ page }: { page: DeliveryPageAnswer }) {
  const { t, i18n } = useTranslation();
  const factsId = useId();
  const groups = citiesByProvince(page.cities, page.locations);
  const facts = [
    {
      title: t('deliveryPage.hoursTitle'),
      text: t('deliveryPage.hours', {
        from: formatHour(page.firstSlotHour, i18n.language),
        to: formatHour(page.lastSlotEndHour, i18n.language),
      }),
    },
    {
      title: t('deliveryPage.slotsTitle'),
      text: t('deliveryPage.slots', { count: page.slotHours }),
    },
    {
      title: t('deliveryPage.sameDayTitle'),
      text: t('deliveryPage.sameDay', { count: page.sameDayLeadHours }),
    },
    {
      title: t('deliveryPage.changesTitle'),
      text: t('deliveryPage.changes', { hours: CHANGE_NOTICE_HOURS }),
    },
  ];

  return (
    <div className={styles.content}>
      <section aria-labelledby={factsId} className={styles.factsSection}>
        <h2 id={factsId} className="visually-hidden">
          {t('deliveryPage.factsTitle')}
        </h2>
        <ul className={styles.facts}>
          {facts.map((fact) => (
            <li key={fact.title} className={styles.fact}>
              <p className={styles.factTitle}>{fact.title}</p>
              <p>{fact.text}</p>
            </li>
          ))}
        </ul>
        <p className={styles.free}>{t('deliveryPage.freeDelivery')}</p>
      </section>
      {groups.length === 0 ? (
        <MessagePanel title={t('deliveryPage.empty')} role="status">
          <p>{t('deliveryPage.emptyHint')}</p>
        </MessagePanel>
      ) : (
        <div className={styles.provinces}>
          {groups.map((group) => (
            <ProvinceSection key={group.province} group={group} />
          ))}
        </div>
      )}
    </div>
  );
}

function ProvinceSection({ group }: { group: ProvinceGroup }) {
  const { t } = useTranslation();
  const money = useMoney();
  const headingId = useId();
  const province = t(`provinces.${group.province}`);
  return (
    <section aria-labelledby={headingId} className={styles.province}>
      <h2 id={headingId} className={styles.provinceName}>
        {province}
      </h2>
      {group.cities.length > 0 && (
        <table className={styles.cities}>
          <caption className="visually-hidden">{t('deliveryPage.citiesIn', { province })}</caption>
          <thead className="visually-hidden">
            <tr>
              <th scope="col">{t('deliveryPage.city')}</th>
              <th scope="col">{t('deliveryPage.deliveryFee')}</th>
            </tr>
          </thead>
          <tbody>
            {group.cities.map((city) => (
              <tr key={city._id}>
                <th scope="row">{city.name}</th>
                <td>{city.deliveryFee === 0 ? t('deliveryPage.free') : money(city.deliveryFee)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {group.locations.length > 0 && (
        <>
          <h3 className={styles.pickupTitle}>{t('deliveryPage.pickupTitle')}</h3>
          <ul className={styles.locations}>
            {group.locations.map((location) => (
              <li key={location._id}>
                <address className={styles.location}>
                  <strong>{location.name}</strong>
                  <span>
                    {location.lineOne}, {location.city} {location.postalCode}
                  </span>
                  <span className={styles.hours}>
                    {t('deliveryPage.pickupHours', { hours: location.hours })}
                  </span>
                </address>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
