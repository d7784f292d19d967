/**
 * Pantry amounts and days as the shopper types and reads them (spec document 2 §5 "Pantry"):
 * quantities are numbers only, expiry dates are days from today on, rows show DD-MM-YY.
 * Days are the browser's: an expiry picked is the start of that day.
 */

/** Quantities are typed as numbers only: other text is ignored. */
export function isQuantityText(text: string): boolean {
  return /^\d*[.,]?\d*$/.test(text);
}

/** The typed quantity, accepting a French decimal comma; NaN while nothing is typed. */
export function quantityOf(text: string): number {
  return text === '' ? Number.NaN : Number(text.replace(',', '.'));
}

/** An ingredient is added with a quantity of at least 1. */
export function canAddQuantity(text: string): boolean {
  return quantityOf(text) >= 1;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A date input's value, 'YYYY-MM-DD'. */
function inputValueOf(date: Date): string {
  return `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
}

/** 'YYYY-MM-DD' of a date input as the start of that day; empty is no expiry. */
export function expiryFromInput(value: string): number | null {
  const match = value.match(/^(\d{4})-(\d{2})-(\d{2})$/);
  if (!match) return null;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])).getTime();
}

/** An expiry as a date input shows it; empty for none. */
export function inputValueOfExpiry(expiryDate: number | null): string {
  return expiryDate === null ? '' : inputValueOf(new Date(expiryDate));
}

/** Today as a date input's value: the earliest expiry the picker offers. */
export function todayInputValue(now: Date = new Date()): string {
  return inputValueOf(now);
}

/** The picker refuses days before today. */
export function isPastExpiry(expiryDate: number | null, now: Date = new Date()): boolean {
  return expiryDate !== null && inputValueOfExpiry(expiryDate) < todayInputValue(now);
}

/** Pantry dates show as DD-MM-YY (spec 2.8), from a timestamp or a 'YYYY-MM-DD' day. */
export function shortDate(date: number | string): string {
  const day = typeof date === 'number' ? inputValueOf(new Date(date)) : date;
  const [year = '', month = '', dayOfMonth = ''] = day.split('-');
  return `${dayOfMonth}-${month}-${year.slice(-2)}`;
}

/** The expiry picker shows its day as DD MMMM (spec §5): '05 December', '05 décembre'. */
export function pickerDate(expiryDate: number, language: string): string {
  const date = new Date(expiryDate);
  const month = new Intl.DateTimeFormat(language, { month: 'long' }).format(date);
  return `${twoDigits(date.getDate())} ${month}`;
}

const dayLength = 24 * 60 * 60 * 1000;

/** Whole days from today to the expiry day (0 when it is today); null without an expiry. */
export function daysLeft(expiryDate: number | null, now: Date = new Date()): number | null {
  if (expiryDate === null) return null;
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  const expiry = new Date(expiryDate);
  const expiryDay = new Date(expiry.getFullYear(), expiry.getMonth(), expiry.getDate()).getTime();
  // Rounded: a day with a daylight-saving change is an hour longer or shorter.
  return Math.round((expiryDay - today) / dayLength);
}

/** Spec §5: shown with 2 decimals at most below 10, none from 10 up. */
export function formatQuantity(quantity: number, language: string): string {
  return new Intl.NumberFormat(language, {
    maximumFractionDigits: Math.abs(quantity) < 10 ? 2 : 0,
  }).format(quantity);
}
