import { useCallback, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { StartupContext } from '@/shared/startup/use-startup';
import { formatMoney } from './money';

/**
 * Formats cents in the shop's currency and the page's language. Read softly from the start-up
 * context: the printable list renders outside the shop's layout, where CAD is the default.
 */
export function useMoney(): (cents: number) => string {
  const { i18n } = useTranslation();
  const currency = useContext(StartupContext)?.config.currency ?? 'CAD';
  return useCallback(
    (cents: number) => formatMoney(cents, i18n.language, currency),
    [i18n.language, currency],
  );
}
