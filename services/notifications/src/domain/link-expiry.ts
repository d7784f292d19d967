import type { ShopLanguage } from '@mise/contracts';
import { SHOP_TIME_ZONE } from '@mise/platform/shop-day';

const sentence: Record<ShopLanguage, (expiry: string) => string> = {
  'en-CA': (expiry) => `This link works until ${expiry}.`,
  'fr-CA': (expiry) => `Ce lien est valide jusqu'au ${expiry}.`,
};

/** "This link works until Thursday, June 5, 2025 at 3:00 p.m. EDT." */
export function linkWorksUntil(language: ShopLanguage, expiresAt: string): string {
  const expiry = new Intl.DateTimeFormat(language, {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    // The shop's clock: an expiry is shown as an instant on it, with its zone, because the mail
    // may be read hours after it was sent and the reader's own zone is not known.
    timeZone: SHOP_TIME_ZONE,
    timeZoneName: 'short',
  }).format(new Date(expiresAt));
  return sentence[language](expiry);
}
