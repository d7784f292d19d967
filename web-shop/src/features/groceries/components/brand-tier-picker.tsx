import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type BrandTier, brandTiers, coefficientOf } from '../api/brand-tiers';
import styles from './brand-tier-picker.module.css';

type BrandTierPickerProps = {
  value: BrandTier;
  onChange: (tier: BrandTier) => void;
  /** Lines of the priced list that had no product in its tier (`tier`) and used the coefficient. */
  fallback: { tier: BrandTier; count: number };
};

/** Low cost, Premium or Organic (spec §3 "Brand preference"); the whole list is re-priced. */
export function BrandTierPicker({ value, onChange, fallback }: BrandTierPickerProps) {
  const { t } = useTranslation();
  const name = useId();

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
              onChange={() => onChange(tier)}
            />
            <span className={styles.label}>
              <span className={styles.tier}>{t(`groceries.brand.${tier}`)}</span>
              <span className={styles.note}>{t(`groceries.brandNote.${tier}`)}</span>
            </span>
          </label>
        ))}
      </div>
      {fallback.count > 0 && coefficientOf(fallback.tier) !== 1 && (
        <p className={styles.fallback}>
          {t('groceries.brandFallback', {
            count: fallback.count,
            tier: t(`groceries.brand.${fallback.tier}`),
          })}
        </p>
      )}
    </fieldset>
  );
}
