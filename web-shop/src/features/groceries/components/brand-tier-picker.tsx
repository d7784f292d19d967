import type { PricePayloadAnswer } from '@mise/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/shared/format/use-money';
import {
  type BrandTier,
  brandTiers,
  markupPercentOf,
  type TierPrice,
  type TierSwitch,
  tierSwitch,
} from '../api/brand-tiers';
import styles from './brand-tier-picker.module.css';

type BrandTierPickerProps = {
  value: BrandTier;
  onChange: (tier: BrandTier) => void;
  /** Lines of the priced list that had no product in its tier (`tier`): low-cost plus markup. */
  fallback: { tier: BrandTier; count: number };
  /** The priced list's figures, at `fallback.tier`. */
  cost: Pick<PricePayloadAnswer, 'priceOfRequiredProducts' | 'totalServings'>;
};

/** Low cost, Premium or Organic (spec §3 "Brand preference"); the whole list is re-priced. */
export function BrandTierPicker({ value, onChange, fallback, cost }: BrandTierPickerProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const name = useId();
  const priced: TierPrice = { tier: fallback.tier, ...cost };
  // The list as priced before the last switch, until the list at the new tier is in.
  const [before, setBefore] = useState<TierPrice | null>(null);
  const [switched, setSwitched] = useState<TierSwitch | null>(null);
  // Once the list at the new tier is in, its change per serving is said until the next switch.
  const change = before && tierSwitch(before, priced);
  if (change) {
    setSwitched(change);
    setBefore(null);
  }

  function choose(tier: BrandTier) {
    setBefore(priced);
    setSwitched(null);
    onChange(tier);
  }

  return (
    <fieldset className={styles.picker}>
      <legend className={styles.legend}>{t('groceries.brandTitle')}</legend>
      <p className={styles.hint}>{t('groceries.brandHint')}</p>
      <div className={styles.options}>
        {brandTiers.map(({ tier }) => (
          <label key={tier} className={styles.option}>
            <input
              type="radio"
              name={name}
              value={tier}
              checked={value === tier}
              onChange={() => choose(tier)}
            />
            <span className={styles.label}>
              <span className={styles.tier}>{t(`groceries.brand.${tier}`)}</span>
              <span className={styles.note}>{t(`groceries.brandNote.${tier}`)}</span>
            </span>
          </label>
        ))}
      </div>
      <p className={styles.switch} role="status">
        {switched && switchText(switched)}
      </p>
      {fallback.count > 0 && markupPercentOf(fallback.tier) > 0 && (
        <p className={styles.fallback}>
          {t('groceries.brandFallback', {
            count: fallback.count,
            tier: t(`groceries.brand.${fallback.tier}`),
            percent: markupPercentOf(fallback.tier),
          })}
        </p>
      )}
    </fieldset>
  );

  function switchText({ from, to, changePerServingCents: cents }: TierSwitch) {
    const words = {
      from: t(`groceries.brand.${from}`),
      to: t(`groceries.brand.${to}`),
      amount: money(Math.abs(cents)),
    };
    if (cents > 0) return t('groceries.brandSwitchMore', words);
    if (cents < 0) return t('groceries.brandSwitchLess', words);
    return t('groceries.brandSwitchSame', words);
  }
}
