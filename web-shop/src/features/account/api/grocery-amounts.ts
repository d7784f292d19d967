/** Quantities are typed as numbers only (spec §5 "Pantry"): other text is ignored. */
export function isQuantityText(text: string): boolean {
  return /^\d*[.,]?\d*$/.test(text);
}

/** The typed quantity, accepting a French decimal comma; NaN while nothing is typed. */
export function quantityOf(text: string): number {
  return text === '' ? Number.NaN : Number(text.replace(',', '.'));
}

/** Spec §5: an ingredient is added with a quantity of at least 1. */
export function canAddQuantity(text: string): boolean {
  return quantityOf(text) >= 1;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** 'YYYY-MM-DD' of a date input as the start of that day, local time; empty is no expiry. */
export function expiryFromInput(value: string): number | null {
  const match = value.match(/^(\d{4})-(\d{2})-(\d{2})$/);
  if (!match) return null;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])).getTime();
}

/** Today as a date input's value: the earliest expiry the picker offers (spec §5). */
export function todayInputValue(now: Date = new Date()): string {
  return `${now.getFullYear()}-${twoDigits(now.getMonth() + 1)}-${twoDigits(now.getDate())}`;
}

/** Pantry dates show as DD-MM-YY (spec 2.8). */
export function shortDate(timestamp: number): string {
  const date = new Date(timestamp);
  return `${twoDigits(date.getDate())}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getFullYear() % 100)}`;
}
