import type { ShopLanguage } from '@mise/contracts';

// English as the spec writes it ('9:00 AM'); en-CA would write 'a.m.'.
const locales: Record<ShopLanguage, string> = { 'en-CA': 'en-US', 'fr-CA': 'fr-CA' };

/** YYYY-MM-DD of an instant in a zone. */
export function localDate(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/** A delivery slot for a mail, in the city's zone: 'Sunday, November 22, 9:00 AM - 11:00 AM'. */
export function slotLabel(
  slot: { start: Date; end: Date; timeZone: string },
  language: ShopLanguage,
): string {
  const locale = locales[language];
  const day = new Intl.DateTimeFormat(locale, {
    timeZone: slot.timeZone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  }).format(slot.start);
  const time = new Intl.DateTimeFormat(locale, {
    timeZone: slot.timeZone,
    hour: 'numeric',
    minute: '2-digit',
  });
  return `${day}, ${time.format(slot.start)} - ${time.format(slot.end)}`;
}
