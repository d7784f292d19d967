import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { initializeQuery } from '@/shared/catalog/catalog-api';
import { Spinner } from '@/shared/ui/spinner';
import { rememberConfig, rememberInfluencer } from './local-storage';
import { type CountryCode, shopConfigFor, toStartup } from './startup';
import styles from './startup-gate.module.css';
import { StartupContext, type StartupState } from './use-startup';

type StartupGateProps = {
  /** The storefront handle the visit starts on: its influencer comes with the start-up call. */
  handle: string;
  /** Shown around the spinner or the error while the shop cannot render yet (e.g. the logo). */
  brand: ReactNode;
  children: ReactNode;
};

/** Renders the shop only once the start-up call has answered (document 2, "App start-up"). */
export function StartupGate({ handle, brand, children }: StartupGateProps) {
  const { t } = useTranslation();
  const query = useQuery(initializeQuery(handle));
  const [chosenCountry, setChosenCountry] = useState<CountryCode | null>(null);

  const startup = useMemo((): StartupState | null => {
    if (!query.data) return null;
    const base = toStartup(query.data);
    const config = chosenCountry
      ? shopConfigFor(base.config, chosenCountry, base.flags.isContentForUSEnabled)
      : base.config;
    return { ...base, config, chooseCountry: setChosenCountry };
  }, [query.data, chosenCountry]);

  useEffect(() => {
    if (!startup) return;
    rememberConfig(startup.config);
    if (startup.influencer) rememberInfluencer(startup.influencer);
  }, [startup]);

  // The whole shop renders when the answer arrives: as a deferred (interruptible) render, it is
  // done in slices instead of one long task that would hold up input on slow phones.
  const shown = useDeferredValue(startup);
  if (shown) return <StartupContext value={shown}>{children}</StartupContext>;

  return (
    <div className={styles.screen}>
      {brand}
      {query.isError ? (
        <div role="alert" className={styles.error}>
          <h1 className={styles.title}>{t('startup.errorTitle')}</h1>
          <p>{t('startup.errorBody')}</p>
          <button
            type="button"
            className={styles.retry}
            onClick={() => void query.refetch()}
            disabled={query.isFetching}
          >
            {t('startup.retry')}
          </button>
        </div>
      ) : (
        <Spinner />
      )}
    </div>
  );
}
