import { useCallback, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { StartupContext } from '@/shared/startup/use-startup';
import { formatCents } from '../api/money';

/** Formats cents in the shop's currency and the page's language (CAD before start-up ends). */
export function useMoney(): (cents: number) => string {
  const { i18n } = useTranslation();
  const currency = useContext(StartupContext)?.config.currency ?? 'CAD';
  return useCallback(
    (cents: number) => formatCents(cents, i18n.language, currency),
    [i18n.language, currency],
  );
}
