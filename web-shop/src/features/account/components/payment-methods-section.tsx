import type { PaymentMethodAnswer } from '@mise/contracts';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cardBrandName, savedCardsQuery } from '@/shared/orders/saved-cards';
import { MessagePanel } from '@/shared/ui/message-panel/message-panel';
import outline from '@/shared/ui/outline-button.module.css';
import { Spinner } from '@/shared/ui/spinner';
import { useCardProblem, useMakeDefaultCard } from '../hooks/use-payment-methods';
import formStyles from './form.module.css';
import { RemoveCardDialog } from './remove-card-dialog';
import styles from './saved-list.module.css';

/** The saved cards (document 2, "User" payment methods): which is the default, and removal. */
export function PaymentMethodsSection() {
  const { t } = useTranslation();
  const titleId = useId();
  const cards = useQuery(savedCardsQuery);
  const makeDefault = useMakeDefaultCard();
  const problem = useCardProblem(makeDefault.error);
  const [removing, setRemoving] = useState<PaymentMethodAnswer | null>(null);

  function askToRemove(card: PaymentMethodAnswer) {
    makeDefault.reset();
    setRemoving(card);
  }

  return (
    <section className={formStyles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={formStyles.sectionTitle}>
        {t('settings.paymentMethods.title')}
      </h2>
      {cards.isPending ? (
        <Spinner />
      ) : cards.data === undefined ? (
        <MessagePanel title={t('settings.paymentMethods.failed')} role="alert">
          <button type="button" className={outline.button} onClick={() => void cards.refetch()}>
            {t('settings.paymentMethods.retry')}
          </button>
        </MessagePanel>
      ) : cards.data.length === 0 ? (
        <div className={formStyles.lead}>
          <p>{t('settings.paymentMethods.none')}</p>
          <p>{t('settings.paymentMethods.noneHint')}</p>
        </div>
      ) : (
        <ul className={styles.list}>
          {cards.data.map((card) => (
            <li key={card.id} className={styles.entry}>
              <CardLines card={card} />
              <div className={styles.actions}>
                {!card.isDefault && (
                  <button
                    type="button"
                    className={styles.action}
                    onClick={() => makeDefault.mutate(card.id)}
                    disabled={makeDefault.isPending}
                    aria-label={t('settings.paymentMethods.makeDefaultOne', {
                      card: cardName(card, t),
                    })}
                  >
                    {t('settings.paymentMethods.makeDefault')}
                  </button>
                )}
                <button
                  type="button"
                  className={styles.action}
                  onClick={() => askToRemove(card)}
                  disabled={makeDefault.isPending}
                  aria-label={t('settings.paymentMethods.removeOne', { card: cardName(card, t) })}
                >
                  {t('settings.paymentMethods.remove')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {problem && (
        <p role="alert" className={formStyles.formProblem}>
          {problem}
        </p>
      )}
      <RemoveCardDialog
        card={removing && { id: removing.id, name: cardName(removing, t) }}
        onClose={() => setRemoving(null)}
      />
    </section>
  );
}

/** 'Visa ending in 4242': how the shopper tells their cards apart. */
function cardName({ brand, last4 }: PaymentMethodAnswer, t: TFunction): string {
  const network =
    brand === 'unknown' ? t('settings.paymentMethods.someCard') : cardBrandName(brand);
  return t('settings.paymentMethods.card', { brand: network, last4 });
}

function CardLines({ card }: { card: PaymentMethodAnswer }) {
  const { t } = useTranslation();
  return (
    <div className={styles.lines}>
      {card.isDefault && <p className={styles.badge}>{t('settings.paymentMethods.default')}</p>}
      <p className={styles.name}>{cardName(card, t)}</p>
      <p className={styles.note}>
        {t('settings.paymentMethods.expires', {
          month: String(card.expMonth).padStart(2, '0'),
          year: card.expYear,
        })}
      </p>
      {card.billingName && <p className={styles.note}>{card.billingName}</p>}
    </div>
  );
}
