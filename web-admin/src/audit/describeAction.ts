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
  ['customers.disable', 'Disabled a customer account'],
  ['customers.enable', 'Enabled a customer account'],
  ['staff.create', 'Added a staff member'],
  ['staff.role', "Changed a staff member's role"],
  ['staff.disable', 'Disabled a staff account'],
  ['staff.enable', 'Enabled a staff account'],
  ['products.price', 'Changed a product price'],
  ['recipes.edit', 'Edited a recipe'],
  ['recipes.publish', 'Published a recipe'],
  ['recipes.draft', 'Made a recipe a draft'],
  ['feature-flags.set', 'Switched a feature flag'],
  ['content-pages.edit', 'Edited a content page'],
  ['extra-products.edit', 'Edited an extra product'],
  ['curated-boxes.edit', 'Edited a curated box'],
  ['nutrition-programs.edit', 'Edited a nutrition program'],
  ['influencers.edit', 'Edited an influencer'],
  ['locations.create', 'Added a pickup location'],
  ['locations.update', 'Changed a pickup location'],
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
