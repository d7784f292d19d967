import type { CityAnswer } from '@mise/contracts';
import { type ChangeEvent, type Ref, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ProvinceSelect } from '@/shared/address/province-select';
import { TextField } from '@/shared/ui/text-field/text-field';
import field from '@/shared/ui/text-field/text-field.module.css';
import {
  type AddressDraft,
  type AddressField,
  type AddressProblems,
  cityNamed,
  type FieldProblem,
} from '../api/delivery-address';
import styles from './address-step.module.css';
import { CheckoutStep } from './checkout-step';
import choices from './choices.module.css';

type AddressStepProps = {
  address: AddressDraft;
  /** The problems to show now (fields left, or all once Place Order was pressed). */
  problems: AddressProblems;
  complete: boolean;
  cities: { list: CityAnswer[] | undefined; failed: boolean; onRetry: () => void };
  onEdit: (name: keyof AddressDraft, value: string | boolean) => void;
  onLeave: (name: AddressField) => void;
  /** The delivery fee could not be updated for the chosen city. */
  feeFailed: boolean;
  ref?: Ref<HTMLElement>;
};

const specificProblems: Partial<
  Record<AddressField, 'email' | 'phone' | 'postalCode' | 'province' | 'city'>
> = {
  email: 'email',
  phone: 'phone',
  postalCode: 'postalCode',
  province: 'province',
  city: 'city',
};

/**
 * Step 3 (spec §3 "Delivery address"): who receives the order and where, with the delivery
 * instructions and whether substitutions are allowed. Problems show once a field is left.
 */
export function AddressStep({
  address,
  problems,
  complete,
  cities,
  onEdit,
  onLeave,
  feeFailed,
  ref,
}: AddressStepProps) {
  const { t } = useTranslation();
  const ids = {
    city: useId(),
    cityProblem: useId(),
    instructions: useId(),
    instructionsProblem: useId(),
    substitute: useId(),
    substituteHint: useId(),
  };

  const messageOf = (name: AddressField, problem: FieldProblem | undefined) => {
    if (!problem) return undefined;
    switch (problem.rule) {
      case 'required':
        return t('checkout.problems.required');
      case 'tooLong':
        return t('checkout.problems.tooLong', { count: problem.max });
      case 'server':
        return problem.message;
      case 'invalid': {
        const specific = specificProblems[name];
        return specific ? t(`checkout.problems.${specific}`) : t('checkout.problems.invalid');
      }
    }
  };
  const text = (name: Exclude<AddressField, 'city' | 'province' | 'deliveryInstructions'>) => ({
    label: t(`checkout.address.${name}`),
    value: address[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => onEdit(name, event.target.value),
    onBlur: () => onLeave(name),
    problem: messageOf(name, problems[name]),
  });
  const city = cityNamed(cities.list ?? [], address.city);
  const cityProblem = messageOf('city', problems.city);
  const instructionsProblem = messageOf('deliveryInstructions', problems.deliveryInstructions);

  return (
    <CheckoutStep ref={ref} number={3} title={t('checkout.address.title')} complete={complete}>
      <div className={styles.grid}>
        <TextField {...text('firstName')} autoComplete="given-name" required />
        <TextField {...text('lastName')} autoComplete="family-name" required />
        <TextField {...text('email')} type="email" autoComplete="email" required />
        <TextField {...text('phone')} type="tel" autoComplete="tel-national" required />
        <div className={styles.wide}>
          <TextField {...text('lineOne')} autoComplete="address-line1" required />
        </div>
        <div className={styles.wide}>
          <TextField {...text('lineTwo')} autoComplete="address-line2" />
        </div>
        <div className={field.field}>
          <label htmlFor={ids.city} className={field.label}>
            {t('checkout.address.city')}
          </label>
          {cities.failed ? (
            <div role="alert" className={styles.cityProblem}>
              <p className={choices.problem}>{t('checkout.address.citiesError')}</p>
              <button type="button" className={choices.retry} onClick={cities.onRetry}>
                {t('checkout.address.retry')}
              </button>
            </div>
          ) : (
            <select
              id={ids.city}
              className={field.input}
              value={city?._id ?? ''}
              required
              disabled={!cities.list}
              aria-busy={!cities.list}
              aria-invalid={cityProblem ? true : undefined}
              aria-describedby={cityProblem ? ids.cityProblem : undefined}
              onChange={(event) => {
                const chosen = cities.list?.find((entry) => entry._id === event.target.value);
                onEdit('city', chosen?.name ?? '');
                if (chosen) onEdit('province', chosen.province);
              }}
              onBlur={() => onLeave('city')}
            >
              <option value="">
                {cities.list
                  ? t('checkout.address.chooseCity')
                  : t('checkout.address.citiesLoading')}
              </option>
              {cities.list?.map((entry) => (
                <option key={entry._id} value={entry._id}>
                  {entry.name}
                </option>
              ))}
            </select>
          )}
          {cityProblem && (
            <p id={ids.cityProblem} className={field.problem}>
              {cityProblem}
            </p>
          )}
        </div>
        <ProvinceSelect
          label={t('checkout.address.province')}
          placeholder={t('checkout.address.chooseProvince')}
          value={address.province}
          onChange={(province) => onEdit('province', province)}
          onBlur={() => onLeave('province')}
          problem={messageOf('province', problems.province)}
        />
        <TextField
          {...text('postalCode')}
          autoComplete="postal-code"
          autoCapitalize="characters"
          required
        />
        <div className={`${field.field} ${styles.wide}`}>
          <label htmlFor={ids.instructions} className={field.label}>
            {t('checkout.address.deliveryInstructions')}
          </label>
          <textarea
            id={ids.instructions}
            className={`${field.input} ${styles.instructions}`}
            value={address.deliveryInstructions}
            rows={3}
            aria-invalid={instructionsProblem ? true : undefined}
            aria-describedby={instructionsProblem ? ids.instructionsProblem : undefined}
            onChange={(event) => onEdit('deliveryInstructions', event.target.value)}
            onBlur={() => onLeave('deliveryInstructions')}
          />
          {instructionsProblem && (
            <p id={ids.instructionsProblem} className={field.problem}>
              {instructionsProblem}
            </p>
          )}
        </div>
      </div>
      <div className={styles.check}>
        <input
          id={ids.substitute}
          type="checkbox"
          checked={address.allowSubstitute}
          aria-describedby={ids.substituteHint}
          onChange={(event) => onEdit('allowSubstitute', event.target.checked)}
        />
        <label htmlFor={ids.substitute}>{t('checkout.address.allowSubstitute')}</label>
        <p id={ids.substituteHint} className={styles.hint}>
          {t('checkout.address.allowSubstituteHint')}
        </p>
      </div>
      {feeFailed && <p className={styles.hint}>{t('checkout.address.feeFailed')}</p>}
    </CheckoutStep>
  );
}
