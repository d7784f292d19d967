import { useMutation } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/shared/api/http';
import { problemText } from '@/shared/api/problem-text';
import { TextField } from '@/shared/ui/text-field/text-field';
import {
  type AddedCard,
  type CardEntry,
  type CardField,
  type CardProblem,
  checkCard,
  emptyCard,
  spacedCardNumber,
} from '../api/card-entry';
import { createSandboxPaymentMethod } from '../api/checkout-calls';
import choices from './choices.module.css';
import styles from './payment-step.module.css';
import testMode from './test-mode.module.css';

type SandboxCardFormProps = {
  billingName: string;
  /** The 'Save this card' box, shown above the button. */
  saveBox: ReactNode;
  onAdded: (card: AddedCard) => void;
};

const serverFields: Record<string, CardField> = {
  number: 'number',
  expMonth: 'expiry',
  expYear: 'expiry',
  cvc: 'cvc',
};

/**
 * The sandbox's card form (the embedded runtime has no Stripe): clearly a test, it turns the
 * card into a payment method id as Stripe.js would. The server's words show when it refuses.
 */
export function SandboxCardForm({ billingName, saveBox, onAdded }: SandboxCardFormProps) {
  const { t } = useTranslation();
  const [entry, setEntry] = useState<CardEntry>({ ...emptyCard, name: billingName });
  const [checked, setChecked] = useState(false);
  const create = useMutation({ mutationFn: createSandboxPaymentMethod, onSuccess: onAdded });
  const check = checkCard(entry, new Date());
  const problems: Partial<Record<CardField, CardProblem>> = checked ? (check.problems ?? {}) : {};

  const refusal = create.error;
  const serverProblems: Partial<Record<CardField, string>> = {};
  if (refusal instanceof ApiError) {
    for (const problem of refusal.fields) {
      const field = serverFields[problem.field];
      if (field) serverProblems[field] ??= problem.message;
    }
  }
  // The server's sentence when it gave one (a declined test card says why), else ours.
  const general =
    refusal === null ? null : problemText(refusal, t('checkout.payment.addFailed'), t);

  const field = (name: CardField) => {
    const problem = problems[name];
    return {
      value: entry[name],
      onChange: (event: { target: { value: string } }) => {
        const { value } = event.target;
        setEntry((current) => ({
          ...current,
          [name]: name === 'number' ? spacedCardNumber(value) : value,
        }));
        create.reset();
      },
      problem: problem ? t(`checkout.payment.problems.${problem}`) : serverProblems[name],
      required: true,
    };
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setChecked(true);
    if (check.card && !create.isPending) create.mutate(check.card);
  }

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label={t('checkout.payment.cardDetails')}
    >
      <p className={testMode.notice}>{t('checkout.payment.testMode')}</p>
      <TextField
        {...field('number')}
        label={t('checkout.payment.number')}
        inputMode="numeric"
        autoComplete="cc-number"
      />
      <div className={styles.row}>
        <TextField
          {...field('expiry')}
          label={t('checkout.payment.expiry')}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
        />
        <TextField
          {...field('cvc')}
          label={t('checkout.payment.cvc')}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
        />
      </div>
      <TextField
        label={t('checkout.payment.name')}
        value={entry.name}
        onChange={(event) => {
          const { value } = event.target;
          setEntry((current) => ({ ...current, name: value }));
        }}
        autoComplete="cc-name"
      />
      {saveBox}
      {general && (
        <p role="alert" className={choices.problem}>
          {general}
        </p>
      )}
      <button
        type="submit"
        className={styles.use}
        disabled={create.isPending}
        aria-busy={create.isPending}
      >
        {create.isPending ? t('checkout.payment.adding') : t('checkout.payment.useCard')}
      </button>
    </form>
  );
}
