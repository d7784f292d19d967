import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import field from '@/shared/ui/text-field/text-field.module.css';
import type { AddedCard } from '../api/card-entry';
import { loadStripeFor } from '../api/stripe-loader';
import choices from './choices.module.css';
import styles from './payment-step.module.css';

type StripeCardFormProps = {
  publishableKey: string;
  billingName: string;
  email: string;
  saveBox: ReactNode;
  onAdded: (card: AddedCard) => void;
};

/**
 * The card entered in Stripe's own field (Elements): the number never reaches the shop, Stripe
 * answers a payment method id (spec §7: "Card creation goes through a card payment provider
 * client-side"). Loaded lazily, with Stripe.js, only when Stripe is the provider.
 */
export function StripeCardForm({ publishableKey, ...form }: StripeCardFormProps) {
  const { t, i18n } = useTranslation();
  const stripe = useQuery({
    queryKey: ['payments', 'stripe', publishableKey],
    queryFn: async () => {
      const loaded = await loadStripeFor(publishableKey);
      if (!loaded) throw new Error('Stripe.js is not available here');
      return loaded;
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

  if (stripe.isError) {
    return (
      <div role="alert" className={styles.form}>
        <p className={choices.problem}>{t('checkout.payment.stripeError')}</p>
        <button type="button" className={choices.retry} onClick={() => void stripe.refetch()}>
          {t('checkout.payment.retry')}
        </button>
      </div>
    );
  }
  if (!stripe.data) {
    return (
      <p role="status" className={choices.message}>
        {t('checkout.payment.stripeLoading')}
      </p>
    );
  }
  return (
    <Elements
      stripe={stripe.data}
      options={{ locale: i18n.language === 'fr-CA' ? 'fr-CA' : 'en-CA' }}
    >
      <StripeCardFields {...form} />
    </Elements>
  );
}

function StripeCardFields({
  billingName,
  email,
  saveBox,
  onAdded,
}: Omit<StripeCardFormProps, 'publishableKey'>) {
  const { t } = useTranslation();
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card || busy) return;
    setBusy(true);
    setProblem(null);
    try {
      const { paymentMethod, error } = await stripe.createPaymentMethod({
        type: 'card',
        card,
        billing_details: { name: billingName || undefined, email: email || undefined },
      });
      if (paymentMethod) {
        onAdded({
          id: paymentMethod.id,
          brand: paymentMethod.card?.brand ?? 'card',
          last4: paymentMethod.card?.last4 ?? '',
        });
      } else {
        setProblem(error?.message ?? t('checkout.payment.addFailed'));
      }
    } catch {
      setProblem(t('checkout.payment.addFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label={t('checkout.payment.cardDetails')}
    >
      <fieldset className={`${field.field} ${styles.cardGroup}`}>
        <legend className={field.label}>{t('checkout.payment.cardDetails')}</legend>
        <div className={styles.stripeField}>
          <CardElement options={{ hidePostalCode: true }} onChange={() => setProblem(null)} />
        </div>
      </fieldset>
      {saveBox}
      {problem && (
        <p role="alert" className={choices.problem}>
          {problem}
        </p>
      )}
      <button type="submit" className={styles.use} disabled={!stripe || busy} aria-busy={busy}>
        {busy ? t('checkout.payment.adding') : t('checkout.payment.useCard')}
      </button>
    </form>
  );
}
