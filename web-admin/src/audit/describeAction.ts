const descriptions = new Map([
  ['customers.access', 'Opened a customer account'],
  ['customers.update-profile', 'Changed a customer profile'],
  ['customers.end-sessions', "Ended a customer's sessions"],
  ['cities.update', 'Changed a delivery city'],
  ['orders.status', 'Changed an order status'],
  ['orders.cancelled', 'Cancelled an order'],
  ['orders.refund', 'Refunded an order'],
  ['orders.changed', 'Changed an order delivery'],
  ['requests.as-customer', 'Used a customer account'],
  ['promotions.create', 'Created a promo code'],
  ['promotions.update', 'Changed a promo code'],
  ['promotions.end', 'Ended a promo code'],
]);

/** What a staff member did, in words; an action the console learns later shows as named. */
export const describeAction = (action: string) => descriptions.get(action) ?? action;

/** A change as one line: `status: PENDING_DELIVERY → DELIVERED`. */
export function describeChange(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): string {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const shown = (value: unknown) => {
    if (value === undefined || value === null) return '—';
    if (value === '') return '(empty)';
    return typeof value === 'object' ? JSON.stringify(value) : String(value);
  };
  return fields
    .map((field) => `${field}: ${shown(before?.[field])} → ${shown(after?.[field])}`)
    .join('; ');
}
