/**
 * Canadian sales tax on the TAXABLE extra products, by delivery province. Basic groceries are
 * zero-rated, so recipe groceries never reach this module; extras carry a `taxable` flag.
 *
 * Rates as of 2026. Source: Canada Revenue Agency, "GST/HST provincial rates table"
 * (canada.ca, GST/HST calculator and rates) and the provinces' PST/RST/QST pages.
 * Nova Scotia's HST went from 15 % to 14 % effective 1 April 2025 (Government of Nova
 * Scotia, announced October 2024; reflected in the CRA table). The change before that was
 * Manitoba's RST, 8 % to 7 % on 1 July 2019. Re-check the table when a province announces one.
 */
import { assertCents, roundCents } from './money.js';

export const taxComponents = ['GST', 'HST', 'PST', 'QST'] as const;
export type TaxComponent = (typeof taxComponents)[number];

/** Rates as fractions. Manitoba's RST is listed as PST: it is the provincial sales tax there. */
export const salesTaxRates = {
  AB: { GST: 0.05 },
  BC: { GST: 0.05, PST: 0.07 },
  MB: { GST: 0.05, PST: 0.07 },
  NB: { HST: 0.15 },
  NL: { HST: 0.15 },
  NS: { HST: 0.14 },
  NT: { GST: 0.05 },
  NU: { GST: 0.05 },
  ON: { HST: 0.13 },
  PE: { HST: 0.15 },
  QC: { GST: 0.05, QST: 0.09975 },
  SK: { GST: 0.05, PST: 0.06 },
  YT: { GST: 0.05 },
} as const satisfies Record<string, Partial<Record<TaxComponent, number>>>;

export type Province = keyof typeof salesTaxRates;

export interface SalesTax {
  /** Tax per component charged in the province, each rounded once (money.ts). */
  components: Partial<Record<TaxComponent, number>>;
  /** Sum of the components, in cents. */
  totalCents: number;
}

export function isProvince(code: string): code is Province {
  return Object.hasOwn(salesTaxRates, code);
}

/**
 * Tax on the taxable subtotal. Each component is computed on the whole subtotal and rounded
 * once, as a receipt shows it, rather than per product, so a cart's tax does not depend on how
 * its extras are split into lines.
 */
export function salesTax(province: string, taxableSubtotalCents: number): SalesTax {
  const code = province.trim().toUpperCase();
  if (!isProvince(code)) throw new RangeError(`unknown province '${province}'`);
  assertCents(taxableSubtotalCents, 'taxable subtotal');
  const components: Partial<Record<TaxComponent, number>> = {};
  let totalCents = 0;
  for (const [component, rate] of Object.entries(salesTaxRates[code])) {
    const cents = roundCents(taxableSubtotalCents * rate);
    components[component as TaxComponent] = cents;
    totalCents += cents;
  }
  return { components, totalCents };
}
