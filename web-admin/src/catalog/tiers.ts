const labels: Record<string, string> = {
  LOW_COST: 'Low cost',
  PREMIUM: 'Premium',
  ORGANIC: 'Organic',
};

/** A brand tier as the shop names it. */
export const tierLabel = (brandType: string) => labels[brandType] ?? brandType;
