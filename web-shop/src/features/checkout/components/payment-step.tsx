import type { PaymentMethodAnswer } from '@mise/contracts';
import { lazy, type Ref, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cardBrandName } from '@/shared/orders/saved-cards';
import type { AddedCard } from '../api/card-entry';
import type { PaymentConfig } from '../api/checkout-calls';
import { type PaymentChoice, savedCardChoice } from '../api/order-body';
import { CheckoutStep } from './checkout-step';
import choices from './choices.module.css';
import styles from './payment-step.module.css';
import { SandboxCardForm } from './sandbox-card-form';

// Stripe.js and its React bindings load only when Stripe takes the cards.
const StripeCardForm = lazy(async () => {
  const { StripeCardForm } = await import('./stripe-card-form');
  return { default: StripeCardForm };
});

type PaymentStepProps = {
  config: { data: PaymentConfig | undefined; failed: boolean; onRetry: () => void };
  savedCards: { data: PaymentMethodAnswer[] | undefined; failed: boolean };
  payment: PaymentChoice | null;
  open: boolean;
  onOpen: () => void;
  onChoose: (payment: PaymentChoice) => void;
  /** Why a card is needed again: the card was declined or refused. */
  problem: string | null;
  billingName: string;
  email: string;
  ref?: Ref<HTMLElement>;
};

/**
 * Step 4 (spec §2, §4 "Checkout progress"): a saved card, or a new one entered in the sandbox's
 * test form or Stripe's Elements. The step closes to one line once a card is chosen.
 */
export function PaymentStep({
  config,
  savedCards,
  payment,
  open,
  onOpen,
  onChoose,
  problem,
  billingName,
  email,
  ref,
}: PaymentStepProps) {
  const { t } = useTranslation();
  const bodyId = useId();
  const problemId = useId();
  const closed = !open && payment !== null;

  return (
    <CheckoutStep
      ref={ref}
      number={4}
      title={t('checkout.payment.title')}
      complete={payment !== null && !problem}
      aside={
        closed && (
          <button
            type="button"
            className={styles.change}
            onClick={onOpen}
            aria-expanded={false}
            aria-controls={bodyId}
          >
            {t('checkout.payment.change')}
          </button>
        )
      }
    >
      <div id={bodyId} className={styles.body}>
        {problem && (
          <p id={problemId} role="alert" className={choices.problem}>
            {problem}
          </p>
        )}
        {closed ? (
          <p className={styles.summary}>
            {t('checkout.payment.card', {
              brand: cardBrandName(payment.brand),
              last4: payment.last4,
            })}
          </p>
        ) : (
          <CardChoice
            config={config}
            savedCards={savedCards}
            payment={payment}
            onChoose={onChoose}
            billingName={billingName}
            email={email}
          />
        )}
      </div>
    </CheckoutStep>
  );
}

function CardChoice({
  config,
  savedCards,
  payment,
  onChoose,
  billingName,
  email,
}: Pick<
  PaymentStepProps,
  'config' | 'savedCards' | 'payment' | 'onChoose' | 'billingName' | 'email'
>) {
  const { t } = useTranslation();
  const name = useId();
  const saveId = useId();
  const cards = savedCards.data ?? [];
  const [selected, setSelected] = useState<string>(() =>
    payment && !payment.isNew ? payment.paymentMethodId : (cards[0]?.id ?? 'new'),
  );
  const [isSaveCard, setSaveCard] = useState(false);
  const savedCard = cards.find((card) => card.id === selected);
  const choosingNew = !savedCard;

  // No toast: the step closing on 'Visa ending in 4242' is the confirmation, and a toast would
  // still be showing if the card is then declined.
  function added(card: AddedCard) {
    onChoose({
      paymentMethodId: card.id,
      brand: card.brand,
      last4: card.last4,
      isNew: true,
      isSaveCard,
    });
  }

  const saveBox = (
    <label htmlFor={saveId} className={styles.save}>
      <input
        id={saveId}
        type="checkbox"
        checked={isSaveCard}
        onChange={(event) => setSaveCard(event.target.checked)}
      />
      {t('checkout.payment.saveCard')}
    </label>
  );

  return (
    <>
      {savedCards.failed && <p className={choices.message}>{t('checkout.payment.savedError')}</p>}
      {cards.length > 0 && (
        <fieldset className={choices.group}>
          <legend className={choices.legend}>{t('checkout.payment.savedCards')}</legend>
          <div className={styles.cards}>
            {cards.map((card) => (
              <label key={card.id} className={choices.tile}>
                <input
                  type="radio"
                  className={choices.radio}
                  name={name}
                  checked={selected === card.id}
                  onChange={() => setSelected(card.id)}
                />
                <span className={choices.main}>
                  {t('checkout.payment.card', {
                    brand: cardBrandName(card.brand),
                    last4: card.last4,
                  })}
                </span>{' '}
                <span className={choices.note}>
                  {t('checkout.payment.expires', {
                    month: String(card.expMonth).padStart(2, '0'),
                    year: String(card.expYear).slice(-2),
                  })}
                </span>
              </label>
            ))}
            <label className={choices.tile}>
              <input
                type="radio"
                className={choices.radio}
                name={name}
                checked={choosingNew}
                onChange={() => setSelected('new')}
              />
              <span className={choices.main}>{t('checkout.payment.newCard')}</span>
            </label>
          </div>
        </fieldset>
      )}
      {savedCard ? (
        <button
          type="button"
          className={styles.use}
          onClick={() => onChoose(savedCardChoice(savedCard))}
        >
          {t('checkout.payment.useCard')}
        </button>
      ) : config.failed || (config.data?.provider === 'stripe' && !config.data.publishableKey) ? (
        <div role="alert" className={styles.body}>
          <p className={choices.problem}>{t('checkout.payment.configError')}</p>
          <button type="button" className={choices.retry} onClick={config.onRetry}>
            {t('checkout.payment.retry')}
          </button>
        </div>
      ) : !config.data ? (
        <p role="status" className={choices.message}>
          {t('checkout.payment.loading')}
        </p>
      ) : config.data.provider === 'stripe' && config.data.publishableKey ? (
        <Suspense
          fallback={
            <p role="status" className={choices.message}>
              {t('checkout.payment.stripeLoading')}
            </p>
          }
        >
          <StripeCardForm
            publishableKey={config.data.publishableKey}
            billingName={billingName}
            email={email}
            saveBox={saveBox}
            onAdded={added}
          />
        </Suspense>
      ) : (
        <SandboxCardForm billingName={billingName} saveBox={saveBox} onAdded={added} />
      )}
    </>
  );
}
