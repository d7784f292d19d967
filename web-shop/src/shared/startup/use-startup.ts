import type { ShopConfig } from '@mise/contracts';
import { createContext, useContext } from 'react';
import type { CountryCode, FeatureFlagName, Startup } from './startup';

export type StartupState = Startup & {
  /** The header's country picker; US is only accepted while US content is enabled. */
  chooseCountry: (countryCode: CountryCode) => void;
};

export const StartupContext = createContext<StartupState | null>(null);

/** Flags, vocabularies, influencer and config; only usable below the start-up gate. */
export function useStartup(): StartupState {
  const startup = useContext(StartupContext);
  if (!startup) throw new Error('useStartup is used outside <StartupGate>');
  return startup;
}

export function useFeatureFlag(name: FeatureFlagName): boolean {
  return useStartup().flags[name];
}

export function useShopConfig(): ShopConfig {
  return useStartup().config;
}
