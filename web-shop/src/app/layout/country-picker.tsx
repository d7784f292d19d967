import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CountryCode } from '@/shared/startup/startup';
import { useStartup } from '@/shared/startup/use-startup';
import styles from './country-picker.module.css';

const countries: readonly CountryCode[] = ['CA', 'US'];

/** CA or US; only offered while US content is enabled (spec 2.4), since otherwise CA is all. */
export function CountryPicker() {
  const { t } = useTranslation();
  const { flags, config, chooseCountry } = useStartup();
  const id = useId();
  if (!flags.isContentForUSEnabled) return null;

  return (
    <div className={styles.picker}>
      <label htmlFor={id} className="visually-hidden">
        {t('country.label')}
      </label>
      <Flag country={config.countryCode} />
      <select
        id={id}
        className={styles.select}
        value={config.countryCode}
        onChange={(event) => chooseCountry(event.target.value === 'US' ? 'US' : 'CA')}
      >
        {countries.map((country) => (
          <option key={country} value={country}>
            {t(`country.${country}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

function Flag({ country }: { country: CountryCode }) {
  return (
    <svg className={styles.flag} viewBox="0 0 30 20" aria-hidden="true">
      {country === 'CA' ? (
        <>
          <rect width="30" height="20" fill="#ffffff" />
          <rect width="7.5" height="20" fill="#d52b1e" />
          <rect x="22.5" width="7.5" height="20" fill="#d52b1e" />
          <path
            d="M15 4l1.2 2.6 2-1-0.8 4.2 2-1.6 0.6 1.4 2-0.4-0.8 2.4 1 0.6-4.2 3 0.4 1.6-3-0.4V18h-0.8v-2.6l-3 0.4 0.4-1.6-4.2-3 1-0.6-0.8-2.4 2 0.4 0.6-1.4 2 1.6-0.8-4.2 2 1z"
            fill="#d52b1e"
          />
        </>
      ) : (
        <>
          <rect width="30" height="20" fill="#b22234" />
          {[1, 3, 5, 7, 9, 11].map((stripe) => (
            <rect key={stripe} y={(stripe * 20) / 13} width="30" height={20 / 13} fill="#ffffff" />
          ))}
          <rect width="12" height={(7 * 20) / 13} fill="#3c3b6e" />
        </>
      )}
    </svg>
  );
}
