import { useTranslation } from 'react-i18next';
import { useCart } from '@/shared/cart';
import { useMoney } from '@/shared/format/use-money';
import styles from './join-now-banner.module.css';

/**
 * 'Join now & eat at: ${pricePerServing}/serv.' (spec 2.6) with its three benefits. The price
 * is the cart's; with nothing priced yet there is no figure to promise, so the title goes
 * without one.
 */
export function JoinNowBanner() {
  const { t } = useTranslation();
  const money = useMoney();
  const pricePerServing = useCart().cart?.cost.pricePerServing ?? 0;
  return (
    <section className={styles.banner} aria-labelledby="join-now-title">
      <h3 id="join-now-title" className={styles.title}>
        {pricePerServing > 0
          ? t('auth.joinNow.titleWithPrice', { price: money(pricePerServing) })
          : t('auth.joinNow.title')}
      </h3>
      <ul className={styles.benefits}>
        <li>{t('auth.joinNow.noCommitments')}</li>
        <li>{t('auth.joinNow.saveMoney')}</li>
        <li>{t('auth.joinNow.newRecipes')}</li>
      </ul>
    </section>
  );
}
