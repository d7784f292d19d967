/** An hour of the day as the page's language writes it: "9 a.m." / "9 h". */
export function formatHour(hour: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(2000, 0, 1, hour),
  );
}
